import type { Db } from '../db/database.ts';

// How booking pays money back, declared here so that booking never reaches into payments:
// payments implements it (payments/refund-desk.ts) and app.ts hands it to booking's routes.

export interface RefundDesk {
  /** Inside a transaction: a refund of up to `amount` of a paid payment; null when nothing is left to pay back. */
  open(tx: Db, paymentId: string, amount: number, reason: string, actorId: string | null): Promise<{ id: string; sent: boolean } | null>;
  /** After the commit: asks the provider. Never throws; a refusal stays on the refund for staff. */
  send(refundId: string): Promise<void>;
}
