import { sql } from 'drizzle-orm';
import { paymentoperations } from '../../catalog/collections/money.ts';
import { storeOf, type Row } from '../collections/store.ts';
import { rows } from '../db/rows.ts';
import { paymentStatus } from '../db/status-literals.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, HttpError, notFound } from '../errors.ts';
import type { PaymentContext } from './context.ts';
import { ProviderRefusal } from './provider.ts';
import { applyEvent } from './events.ts';
import { AUTOMATIC_REFUND_TOPIC } from './automatic-refund-topic.ts';
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
//
// A refund the provider refused for certain is `failed`; staff may refund again. One whose fate
// is unknown (a timeout, a 5xx: the provider may have taken it) stays `pending`, which keeps its
// money from being refunded again, until its webhook settles it or staff retry it. A retry asks
// again with the refund operation's own idempotency key, so a provider that had taken it answers
// with that same refund instead of paying back twice. (Stripe keeps keys 24 hours: later than
// that a retry could pay twice, so it is refused and staff check at Stripe.)

export const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * Asks the provider for an automatic refund. A refusal leaves the refund `failed` for staff and is
 * not asked again; an unanswered one stays `pending` and the outbox asks again, with the same
 * idempotency key (its retries end well within the provider's 24 hours).
 */
export function registerAutomaticRefunds(ctx: PaymentContext): void {
  ctx.topics.register(
    AUTOMATIC_REFUND_TOPIC,
    async ({ payload }) => {
      const refundId = String(payload.refund);
      try {
        await sendRefund(ctx, refundId);
      } catch (error) {
        if (isTooLateToAsk(error)) {
          ctx.log.warn({ refund: refundId }, 'an automatic refund waited over a day: it stays pending, for staff to settle at the provider');
          return;
        }
        if ((await readOperation(ctx.db, refundId))?.status === 'pending') throw error;
        ctx.log.warn({ err: error, refund: refundId }, 'an automatic refund was refused: it is failed, for staff to refund again');
      }
    },
    (payload) => `automatic refund ${String(payload.refund)}`,
  );
}

export const UNANSWERED_REFUND =
  'The payment provider did not answer, so the refund may or may not have been made: it stays pending until the provider tells. Retry it in a few minutes.';

/** How long a retry may reuse a refund's idempotency key: Stripe forgets keys after 24 hours. */
const RETRY_HOURS = 23;

const TOO_LATE_TO_ASK =
  'This refund was asked for over a day ago, so asking again could pay it twice: look for it at the provider and settle it there';

const isTooLateToAsk = (error: unknown) => error instanceof HttpError && error.message === TOO_LATE_TO_ASK;

async function markRefundFailed(db: Db, refundId: string, note: string): Promise<void> {
  await db.execute(sql`update paymentoperations set status = ${paymentStatus('failed')}, note = ${note.slice(0, 500)}, updated_at = now()
    where id = ${refundId} and status = ${paymentStatus('pending')}`);
}

/** Asks the provider for a pending refund (again, with the same key); its outcome is applied when it is known. */
export async function sendRefund(ctx: PaymentContext, refundId: string): Promise<void> {
  const refund = await readOperation(ctx.db, refundId);
  if (!refund || refund.status !== 'pending' || !refund.refundOf) return;
  // Whoever asks (staff, or the outbox after an outage or a retry from the Deliveries panel), a key
  // the provider may have forgotten is never sent again.
  const [age] = await rows(ctx.db, sql`select created_at < now() - make_interval(hours => ${RETRY_HOURS}) as old from paymentoperations where id = ${refund.id}`);
  if (age?.old === true) throw conflict(TOO_LATE_TO_ASK, 'createdAt');
  const payment = await readOperation(ctx.db, refund.refundOf);
  const provider = payment ? ctx.providers.get(payment.provider) : undefined;
  if (!payment || !provider) {
    await markRefundFailed(ctx.db, refundId, `No ${payment?.provider ?? ''} account is configured here: pay it back at the provider`);
    throw conflict(`${payment?.provider ?? 'The provider'} is not configured on this server: pay the money back at the provider`, 'provider');
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
    if (error instanceof ProviderRefusal) {
      ctx.log.warn({ err: error, refund: refund.id }, 'the payment provider refused a refund');
      await markRefundFailed(ctx.db, refundId, 'The payment provider refused the refund');
      throw new HttpError(502, 'The payment provider refused the refund, so nothing was paid back.');
    }
    ctx.log.error({ err: error, refund: refund.id }, 'the payment provider did not answer a refund: it stays pending');
    throw new HttpError(502, UNANSWERED_REFUND);
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
  amount: number,
  reason: string | null,
  actorId: string | null,
): Promise<RefundResult> {
  const { refundId, manual } = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const payment = await lockOperation(tx, operationId);
    if (!payment) throw notFound(`No payment operation with _id ${operationId.slice(0, 60)}`, '_id');
    if (payment.kind === 'refund') throw badRequest('This is a refund: refund the payment it belongs to', '_id');
    if (payment.status === 'refunded') throw conflict('This payment has already been paid back in full', 'status');
    if (payment.status !== 'succeeded') throw conflict('This payment has not been made: there is nothing to refund', 'status');
    const most = await refundable(tx, payment);
    if (most <= 0) throw conflict('All of this payment is already being paid back', 'refundedAmount');
    if (amount > most) {
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

/**
 * Staff: asks the provider again for a refund left `pending` because it did not answer. The
 * refund's own idempotency key goes with it, so a refund the provider had taken is not made twice.
 */
export async function retryRefund(ctx: PaymentContext, refundId: string): Promise<RefundResult> {
  const refund = await readOperation(ctx.db, refundId);
  if (!refund) throw notFound(`No payment operation with _id ${refundId.slice(0, 60)}`, '_id');
  if (refund.kind !== 'refund' || !refund.refundOf) throw badRequest('This is a payment: refund it instead', '_id');
  if (refund.status !== 'pending') throw conflict(`This refund is ${refund.status}: only a pending refund is asked for again`, 'status');
  await sendRefund(ctx, refund.id);
  const store = storeOf(paymentoperations);
  const [done, payment] = await Promise.all([store.findById(ctx.db, refund.id), store.findById(ctx.db, refund.refundOf)]);
  return { refund: done!, operation: payment! };
}
