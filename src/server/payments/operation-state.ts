import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { ID_PATTERN } from '../../catalog/validation.ts';
import type { OperationKind, OperationStatus, PaymentProvider } from '../../contracts/payments.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentKind, paymentStatus } from '../db/status-literals.ts';

// The money columns of one operation as the state machine reads them, and the writes every
// movement makes: a ledger entry, a refund operation, a payment's refunded total.

export interface OperationState {
  id: string;
  reservationId: string;
  userId: string;
  kind: OperationKind;
  amount: number;
  status: OperationStatus;
  provider: PaymentProvider;
  providerReference: string | null;
  refundedAmount: number;
  refundOf: string | null;
  idempotencyKey: string | null;
}

const STATE_COLUMNS = sql.raw(`id, reservation_id, user_id, kind, amount, status, provider, provider_reference,
  coalesce(refunded_amount, 0) as refunded_amount, refund_of_id, idempotency_key`);

function toState(row: Record<string, unknown>): OperationState {
  return {
    id: String(row.id),
    reservationId: String(row.reservation_id),
    userId: String(row.user_id),
    kind: row.kind as OperationState['kind'],
    amount: Number(row.amount),
    status: row.status as OperationState['status'],
    provider: row.provider as OperationState['provider'],
    providerReference: (row.provider_reference as string | null) ?? null,
    refundedAmount: Number(row.refunded_amount),
    refundOf: (row.refund_of_id as string | null) ?? null,
    idempotencyKey: (row.idempotency_key as string | null) ?? null,
  };
}

export const isId = (value: unknown): value is string => typeof value === 'string' && ID_PATTERN.test(value);

/** The live operation, locked until the transaction ends. Payments are locked before their refunds. */
export async function lockOperation(tx: Db, id: string): Promise<OperationState | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await rows(tx, sql`select ${STATE_COLUMNS} from paymentoperations where id = ${id} and deleted_at is null for update`);
  return row ? toState(row) : undefined;
}

export async function readOperation(db: Db, id: string): Promise<OperationState | undefined> {
  if (!isId(id)) return undefined;
  const [row] = await rows(db, sql`select ${STATE_COLUMNS} from paymentoperations where id = ${id} and deleted_at is null`);
  return row ? toState(row) : undefined;
}

/** The id of the live operation the provider knows by this reference, of refunds or of the rest. */
export async function operationByReference(db: Db, provider: string, reference: string, refunds: boolean): Promise<string | undefined> {
  const kind = refunds ? sql`kind = ${paymentKind('refund')}` : sql`kind <> ${paymentKind('refund')}`;
  const [row] = await rows(
    db,
    sql`select id from paymentoperations where provider = ${provider} and provider_reference = ${reference} and ${kind} and deleted_at is null
      order by created_at limit 1`,
  );
  return row ? String(row.id) : undefined;
}

/** Money on its way back for this payment: refunds asked for and not settled yet. */
export async function pendingRefundTotal(tx: Db, paymentId: string): Promise<number> {
  const [row] = await rows(
    tx,
    sql`select coalesce(sum(amount), 0)::bigint as total from paymentoperations
      where refund_of_id = ${paymentId} and kind = ${paymentKind('refund')} and status = ${paymentStatus('pending')} and deleted_at is null`,
  );
  return Number(row?.total ?? 0);
}

/** What may still be refunded of a payment: paid, less refunded and refunds under way. */
export async function refundable(tx: Db, payment: OperationState): Promise<number> {
  if (payment.status !== 'succeeded') return 0;
  return Math.max(0, payment.amount - payment.refundedAmount - (await pendingRefundTotal(tx, payment.id)));
}

export interface LedgerEntry {
  operation: string;
  /** Signed cents: + money in, − money paid back. */
  amount: number;
  providerEventId: string;
  occurredAt: Date;
  recordedBy?: string | null;
  note?: string | null;
}

export async function addLedgerEntry(tx: Db, entry: LedgerEntry): Promise<void> {
  await tx.execute(sql`insert into transactions (operation_id, amount, provider_event_id, occurred_at, recorded_by_id, note)
    values (${entry.operation}, ${entry.amount}, ${entry.providerEventId}, ${entry.occurredAt.toISOString()}::timestamptz,
      ${entry.recordedBy ?? null}, ${entry.note ?? null})`);
}

export const manualEventId = () => `manual:${randomUUID()}`;

/** A new refund operation for part or all of a payment, pending until the provider settles it. */
export async function createRefundOperation(tx: Db, payment: OperationState, amount: number, note: string | null): Promise<OperationState> {
  const [row] = await rows(
    tx,
    sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date, provider, idempotency_key, refund_of_id, note)
      values (${payment.reservationId}, ${payment.userId}, 'refund', ${amount}, 'pending', current_date, ${payment.provider},
        ${`refund:${randomUUID()}`}, ${payment.id}, ${note?.slice(0, 500) ?? null})
      returning ${STATE_COLUMNS}`,
  );
  return toState(row!);
}

/**
 * A refund the provider settled: its ledger entry (negative), the refund done, and the payment's
 * refunded total grown, the payment `refunded` once all of it went back.
 */
export async function settleRefund(
  tx: Db,
  payment: OperationState,
  refund: OperationState,
  entry: { providerEventId: string; occurredAt: Date; recordedBy?: string | null; reference?: string | null },
): Promise<void> {
  await addLedgerEntry(tx, { operation: refund.id, amount: -refund.amount, ...entry });
  await tx.execute(sql`update paymentoperations set status = ${paymentStatus('succeeded')}, paid_at = ${entry.occurredAt.toISOString()}::timestamptz,
      provider_reference = coalesce(${entry.reference ?? null}, provider_reference), updated_at = now()
    where id = ${refund.id}`);
  const refunded = payment.refundedAmount + refund.amount;
  await tx.execute(sql`update paymentoperations set refunded_amount = ${refunded},
      status = ${refunded >= payment.amount ? 'refunded' : payment.status}, updated_at = now()
    where id = ${payment.id}`);
  payment.refundedAmount = refunded;
  if (refunded >= payment.amount) payment.status = 'refunded';
  refund.status = 'succeeded';
}
