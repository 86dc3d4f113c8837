import type { Db } from '../db/database.ts';
import { enqueue } from '../outbox/outbox.ts';

// Apart from refunds.ts: applying a provider's event (events.ts) enqueues refunds, and asking for
// a refund (refunds.ts) applies the provider's answer as an event.

/** The outbox topic of refunds Habita decides on its own (a payment it cannot keep), asked of the provider by the worker. */
export const AUTOMATIC_REFUND_TOPIC = 'payments.refund';

/** Writes an automatic refund's request to the provider into the transaction that made the refund. */
export async function enqueueAutomaticRefund(tx: Db, refundId: string): Promise<string | null> {
  return enqueue(tx, { topic: AUTOMATIC_REFUND_TOPIC, payload: { refund: refundId }, dedupeKey: refundId, wake: false });
}
