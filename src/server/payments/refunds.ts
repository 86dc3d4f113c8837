import { sql } from 'drizzle-orm';
import { paymentoperations } from '../../catalog/collections/money.ts';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import type { PaymentContext } from './context.ts';
import { applyEvent } from './events.ts';
import {
  createRefundOperation,
  lockOperation,
  manualEventId,
  readOperation,
  refundable,
  settleRefund,
} from './operation-state.ts';

// Paying money back: a new `refund` operation for part or all of a payment, asked of the
// provider that took the payment. Bank transfers are returned by hand, so their refund is
// recorded as done at once, by whoever asked for it.

export const euros = (cents: number) => (cents / 100).toFixed(2);

async function markRefundFailed(db: Db, refundId: string, note: string): Promise<void> {
  await db.execute(sql`update paymentoperations set status = 'failed', note = ${note.slice(0, 500)}, updated_at = now()
    where id = ${refundId} and status = 'pending'`);
}

/** Asks the provider for a pending refund; its outcome is applied when it is known. */
export async function sendRefund(ctx: PaymentContext, refundId: string): Promise<void> {
  const refund = await readOperation(ctx.db, refundId);
  if (!refund || refund.status !== 'pending' || !refund.refundOf) return;
  const payment = await readOperation(ctx.db, refund.refundOf);
  const provider = payment ? ctx.providers.get(payment.provider) : undefined;
  if (!payment || !provider) {
    await markRefundFailed(ctx.db, refundId, `No ${payment?.provider ?? ''} account is configured here: pay it back at the provider`);
    throw conflict(`${payment?.provider ?? 'The provider'} is not configured on this server: pay the money back at the provider`);
  }
  let result: Awaited<ReturnType<typeof provider.refund>>;
  try {
    result = await provider.refund({
      paymentOperationId: payment.id,
      paymentReference: payment.providerReference,
      refundOperationId: refund.id,
      amount: refund.amount,
      idempotencyKey: refund.idempotencyKey ?? `refund:${refund.id}`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, refund: refund.id }, 'the payment provider refused a refund');
    await markRefundFailed(ctx.db, refundId, 'The payment provider did not take the refund');
    throw new HttpError(502, 'The payment provider did not take the refund, so nothing was paid back. Try again in a few minutes.');
  }
  await ctx.db.execute(sql`update paymentoperations set provider_reference = coalesce(provider_reference, ${result.reference}) where id = ${refund.id}`);
  for (const event of result.events) await applyEvent(ctx, event);
}

export interface RefundResult {
  refund: Row;
  operation: Row;
}

/**
 * Refunds `amount` cents of a paid operation (1 up to what is left of it), through its provider.
 * `actorId` is the staff member asking; null for the system.
 */
export async function refundOperation(
  ctx: PaymentContext,
  operationId: string,
  amount: unknown,
  reason: string | null,
  actorId: string | null,
): Promise<RefundResult> {
  const { refundId, manual } = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const payment = await lockOperation(tx, operationId);
    if (!payment) throw notFound(`No payment operation with _id ${operationId.slice(0, 60)}`, '_id');
    if (payment.kind === 'refund') throw badRequest('This is a refund: refund the payment it belongs to', '_id');
    if (payment.status === 'refunded') throw conflict('This payment has already been paid back in full');
    if (payment.status !== 'succeeded') throw conflict('This payment has not been made: there is nothing to refund');
    const most = await refundable(tx, payment);
    if (most <= 0) throw conflict('All of this payment is already being paid back');
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 1 || amount > most) {
      throw badRequest(`amount: refund whole cents from 1 to ${most} (${euros(most)} EUR)`, 'amount');
    }
    const refund = await createRefundOperation(tx, payment, amount, reason);
    if (payment.provider !== 'bank_transfer') return { refundId: refund.id, manual: false };
    await settleRefund(tx, payment, refund, { providerEventId: manualEventId(), occurredAt: new Date(), recordedBy: actorId });
    return { refundId: refund.id, manual: true };
  });
  if (!manual) await sendRefund(ctx, refundId);
  const store = storeOf(paymentoperations);
  const [refund, operation] = await Promise.all([store.findById(ctx.db, refundId), store.findById(ctx.db, operationId)]);
  return { refund: refund!, operation: operation! };
}
