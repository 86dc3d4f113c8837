import { sql } from 'drizzle-orm';
import { enqueueReservationConfirmed } from '../booking/booking-mails.ts';
import { confirmReservation } from '../booking/confirmation.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentKind, paymentStatus } from '../db/status-literals.ts';
import type { PaymentContext } from './context.ts';
import {
  addLedgerEntry,
  createRefundOperation,
  isId,
  lockOperation,
  operationByReference,
  refundable,
  settleRefund,
  type OperationState,
} from './operation-state.ts';
import type { ProviderEvent } from './provider.ts';
import { deliverNow } from '../outbox/worker.ts';
import { AUTOMATIC_REFUND_TOPIC, enqueueAutomaticRefund } from './automatic-refund-topic.ts';

// What a provider's event does, in one transaction with the row that records it: a duplicate
// finds its id taken and changes nothing. The state machine only moves forward, so events in any
// order end in the same state: a late failure after a success changes nothing, and a refund that
// arrives before its payment's success records that payment first (money paid back was paid).

export type EventOutcome =
  | 'duplicate'
  | 'paid'
  | 'paid-refunding'
  | 'already-paid'
  | 'failed'
  | 'late-failure'
  | 'stale-checkout'
  | 'refunded'
  | 'already-refunded'
  | 'refund-failed'
  | 'refund-reversed'
  | 'unknown-operation'
  | 'ignored';

type RefundEvent = Extract<ProviderEvent, { refundReference: string }>;

interface Applied {
  outcome: EventOutcome;
  operationId: string | null;
}

export interface PaymentRecord {
  provider: OperationState['provider'];
  providerEventId: string;
  occurredAt: Date;
  reference?: string | null;
  recordedBy?: string | null;
  note?: string | null;
}

/**
 * A payment received: the operation succeeded, its ledger entry written, and a first payment's
 * stay confirmed. Returns whether the money must go back in full: the stay's nights were taken
 * while it was being paid, or what was paid was no longer owed (cancelled).
 */
export async function recordPayment(tx: Db, operation: OperationState, payment: PaymentRecord): Promise<{ mustRefund: boolean; confirmed: boolean }> {
  const wasCancelled = operation.status === 'cancelled';
  await addLedgerEntry(tx, {
    operation: operation.id,
    amount: operation.amount,
    providerEventId: payment.providerEventId,
    occurredAt: payment.occurredAt,
    recordedBy: payment.recordedBy,
    note: payment.note,
  });
  await tx.execute(sql`update paymentoperations set status = ${paymentStatus('succeeded')}, paid_at = ${payment.occurredAt.toISOString()}::timestamptz,
      provider = ${payment.provider}, provider_reference = coalesce(${payment.reference ?? null}, provider_reference), updated_at = now()
    where id = ${operation.id}`);
  operation.status = 'succeeded';
  operation.provider = payment.provider;
  if (operation.kind === 'first_month') {
    const confirmation = await confirmReservation(tx, operation.reservationId);
    return { mustRefund: confirmation === 'dates-taken', confirmed: confirmation === 'confirmed' };
  }
  return { mustRefund: wasCancelled, confirmed: false };
}

/** Whatever of the payment has not gone back yet, as a new pending refund; its id, when there was any. */
async function refundTheRest(tx: Db, payment: OperationState, why: string): Promise<string | undefined> {
  const rest = await refundable(tx, payment);
  if (rest <= 0) return undefined;
  return (await createRefundOperation(tx, payment, rest, why)).id;
}

const REFUND_WHY = 'Automatic: paid after the stay was no longer available or owed';

/** What an event's effects ask for besides: refunds to ask of the provider, stays to announce (both through the outbox). */
interface FollowUps {
  refunds: string[];
  confirmedReservations: string[];
}

type PaymentEvent = Extract<ProviderEvent, { effect: 'payment.succeeded' }>;

export const PAID_TWICE_NOTE = 'Paid twice: refunded automatically';

/**
 * A success for an operation already paid, by another provider or under another reference: the
 * payer was charged a second time (two tabs, a checkout replaced while the first was being paid,
 * a card payment after staff recorded a bank transfer). That money is recorded as an operation of
 * its own, with its ledger entry, and paid back in full. From the same provider, only another
 * reference proves a second charge: an event without one is news of the payment recorded.
 */
async function recordSecondCharge(tx: Db, paid: OperationState, event: PaymentEvent, followUps: FollowUps): Promise<Applied> {
  const reference = event.paymentReference ?? event.checkoutReference;
  const alreadyPaid = { outcome: 'already-paid' as const, operationId: paid.id };
  if (event.provider === paid.provider && (!reference || reference === paid.providerReference)) return alreadyPaid;
  // Another event about the same second charge (its own id, same reference) finds it recorded.
  const known = reference ? await operationByReference(tx, event.provider, reference, false) : undefined;
  if (known) return { outcome: 'already-paid', operationId: known };
  const [row] = await rows(
    tx,
    sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date, provider, provider_reference, paid_at, note, idempotency_key)
      values (${paid.reservationId}, ${paid.userId}, ${paid.kind}, ${paid.amount}, 'succeeded', current_date, ${event.provider}, ${reference},
        ${event.occurredAt.toISOString()}::timestamptz, ${PAID_TWICE_NOTE}, ${`duplicate:${event.provider}:${event.id}`})
      on conflict (idempotency_key) do nothing
      returning id`,
  );
  if (!row) return alreadyPaid;
  const second = (await lockOperation(tx, String(row.id)))!;
  await addLedgerEntry(tx, { operation: second.id, amount: second.amount, providerEventId: `${event.provider}:${event.id}`, occurredAt: event.occurredAt });
  const refund = await refundTheRest(tx, second, PAID_TWICE_NOTE);
  if (refund) followUps.refunds.push(refund);
  return { outcome: 'paid-refunding', operationId: second.id };
}

async function applyPaymentSucceeded(tx: Db, event: PaymentEvent, followUps: FollowUps): Promise<Applied> {
  const operation = await lockOperation(tx, event.operationId ?? '');
  if (!operation || operation.kind === 'refund') return { outcome: 'unknown-operation', operationId: null };
  if (operation.status === 'succeeded' || operation.status === 'refunded') return recordSecondCharge(tx, operation, event, followUps);
  const { mustRefund, confirmed } = await recordPayment(tx, operation, {
    provider: event.provider,
    providerEventId: `${event.provider}:${event.id}`,
    occurredAt: event.occurredAt,
    reference: event.paymentReference ?? event.checkoutReference,
  });
  if (mustRefund) {
    const refund = await refundTheRest(tx, operation, REFUND_WHY);
    if (refund) followUps.refunds.push(refund);
    return { outcome: 'paid-refunding', operationId: operation.id };
  }
  if (confirmed) followUps.confirmedReservations.push(operation.reservationId);
  return { outcome: 'paid', operationId: operation.id };
}

async function applyPaymentFailed(tx: Db, event: Extract<ProviderEvent, { effect: 'payment.failed' }>): Promise<Applied> {
  const operation = await lockOperation(tx, event.operationId ?? '');
  if (!operation || operation.kind === 'refund') return { outcome: 'unknown-operation', operationId: null };
  // Only a pending payment fails: after a success, or once no longer owed, a failure is news of the past.
  if (operation.status !== 'pending') return { outcome: 'late-failure', operationId: operation.id };
  // A checkout replaced by a newer one (the guest tried again) expiring says nothing about the new one.
  if (event.checkoutReference && operation.providerReference && event.checkoutReference !== operation.providerReference) {
    return { outcome: 'stale-checkout', operationId: operation.id };
  }
  await tx.execute(sql`update paymentoperations set status = ${paymentStatus('failed')}, updated_at = now() where id = ${operation.id}`);
  return { outcome: 'failed', operationId: operation.id };
}

/** The refund operation the event is about, made on the spot for a refund done at the provider's own desk. */
async function refundOperationOf(
  tx: Db,
  event: RefundEvent,
): Promise<{ payment: OperationState; refund: OperationState } | undefined> {
  const refundId =
    (isId(event.refundOperationId) ? event.refundOperationId : undefined) ??
    (await operationByReference(tx, event.provider, event.refundReference, true));
  if (refundId) {
    const [row] = await rows(tx, sql`select refund_of_id from paymentoperations where id = ${refundId} and kind = ${paymentKind('refund')} and deleted_at is null`);
    const paymentId = row?.refund_of_id as string | undefined;
    if (!paymentId) return undefined;
    const payment = await lockOperation(tx, paymentId);
    const refund = await lockOperation(tx, refundId);
    return payment && refund ? { payment, refund } : undefined;
  }
  if (event.effect === 'refund.failed') return undefined;
  const paymentId =
    (isId(event.paymentOperationId) ? event.paymentOperationId : undefined) ??
    (event.paymentReference ? await operationByReference(tx, event.provider, event.paymentReference, false) : undefined);
  const payment = paymentId ? await lockOperation(tx, paymentId) : undefined;
  if (!payment || payment.kind === 'refund') return undefined;
  // Stripe tells of one refund twice at once (refund.created and charge.refunded): the event that
  // waited for the payment's lock finds the refund the other one recorded meanwhile. (The unique
  // index on refunds' provider references stops any that would still slip through.)
  const recorded = await operationByReference(tx, event.provider, event.refundReference, true);
  if (recorded) {
    const refund = await lockOperation(tx, recorded);
    return refund && refund.refundOf === payment.id ? { payment, refund } : undefined;
  }
  if (!(event.amount > 0) || event.amount > payment.amount - payment.refundedAmount) return undefined;
  const refund = await createRefundOperation(tx, payment, event.amount, `Refunded at ${event.provider}`);
  await tx.execute(sql`update paymentoperations set provider_reference = ${event.refundReference} where id = ${refund.id}`);
  return { payment, refund };
}

async function applyRefundSucceeded(tx: Db, event: RefundEvent, followUps: FollowUps): Promise<Applied> {
  const found = await refundOperationOf(tx, event);
  if (!found) return { outcome: 'unknown-operation', operationId: null };
  const { payment, refund } = found;
  if (refund.status === 'succeeded') return { outcome: 'already-refunded', operationId: refund.id };
  let mustRefund = false;
  if (payment.status !== 'succeeded' && payment.status !== 'refunded') {
    // The refund overtook its payment's success: the payment happened, record it first.
    ({ mustRefund } = await recordPayment(tx, payment, {
      provider: event.provider,
      providerEventId: `${event.provider}:${event.id}:payment`,
      occurredAt: event.occurredAt,
      reference: event.paymentReference,
    }));
  }
  await settleRefund(tx, payment, refund, {
    providerEventId: `${event.provider}:${event.id}`,
    occurredAt: event.occurredAt,
    reference: event.refundReference,
  });
  if (mustRefund) {
    const rest = await refundTheRest(tx, payment, REFUND_WHY);
    if (rest) followUps.refunds.push(rest);
  }
  return { outcome: 'refunded', operationId: refund.id };
}

async function applyRefundFailed(tx: Db, event: RefundEvent): Promise<Applied> {
  const found = await refundOperationOf(tx, event);
  if (!found) return { outcome: 'unknown-operation', operationId: null };
  const { payment, refund } = found;
  if (refund.status === 'pending') {
    await tx.execute(sql`update paymentoperations set status = ${paymentStatus('failed')}, provider_reference = coalesce(provider_reference, ${event.refundReference}), updated_at = now() where id = ${refund.id}`);
    return { outcome: 'refund-failed', operationId: refund.id };
  }
  if (refund.status === 'succeeded') {
    // The provider could not deliver money it had reported sent: it is back with us.
    await addLedgerEntry(tx, { operation: refund.id, amount: refund.amount, providerEventId: `${event.provider}:${event.id}`, occurredAt: event.occurredAt });
    const refunded = Math.max(0, payment.refundedAmount - refund.amount);
    await tx.execute(sql`update paymentoperations set status = ${paymentStatus('failed')}, updated_at = now() where id = ${refund.id}`);
    await tx.execute(sql`update paymentoperations set refunded_amount = ${refunded}, status = ${paymentStatus('succeeded')}, updated_at = now() where id = ${payment.id}`);
    return { outcome: 'refund-reversed', operationId: refund.id };
  }
  return { outcome: 'late-failure', operationId: refund.id };
}

async function applyEffect(tx: Db, event: ProviderEvent, followUps: FollowUps): Promise<Applied> {
  switch (event.effect) {
    case 'payment.succeeded':
      return applyPaymentSucceeded(tx, event, followUps);
    case 'payment.failed':
      return applyPaymentFailed(tx, event);
    case 'refund.succeeded':
      return applyRefundSucceeded(tx, event, followUps);
    case 'refund.failed':
      return applyRefundFailed(tx, event);
    case 'ignored':
      return { outcome: 'ignored', operationId: null };
  }
}

/**
 * Applies one event exactly once. Refunds it makes necessary are written to the outbox in its
 * transaction and asked of the provider after it (a provider call never holds row locks). A refund
 * the provider refuses is left `failed` for staff to see and refund again; one it does not answer
 * stays `pending` and the outbox asks again (refunds.ts).
 */
export async function applyEvent(ctx: PaymentContext, event: ProviderEvent): Promise<EventOutcome> {
  const followUps: FollowUps = { refunds: [], confirmedReservations: [] };
  const refundDeliveries: string[] = [];
  const outcome = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const inserted = await rows(
      tx,
      sql`insert into payment_events (provider, event_id, type, outcome) values (${event.provider}, ${event.id}, ${event.type.slice(0, 200)}, 'received')
        on conflict do nothing returning event_id`,
    );
    if (inserted.length === 0) return 'duplicate' as const;
    const applied = await applyEffect(tx, event, followUps);
    for (const reservation of followUps.confirmedReservations) await enqueueReservationConfirmed(tx, ctx.settings.publicUrl, reservation);
    for (const refundId of followUps.refunds) {
      const id = await enqueueAutomaticRefund(tx, refundId);
      if (id) refundDeliveries.push(id);
    }
    await tx.execute(sql`update payment_events set outcome = ${applied.outcome}, operation_id = ${applied.operationId}
      where provider = ${event.provider} and event_id = ${event.id}`);
    return applied.outcome;
  });
  // Asked of the provider at once; one that fails is the outbox's to ask again, even after a crash.
  const worker = { db: ctx.db, topics: ctx.topics, log: { info: (m: string) => ctx.log.info(m), error: (m: string) => ctx.log.error(m) } };
  for (const id of refundDeliveries) await deliverNow(worker, id, AUTOMATIC_REFUND_TOPIC);
  return outcome;
}
