import { sql } from 'drizzle-orm';
import { paymentoperations, transactions } from '../../catalog/collections/money.ts';
import { roomreserves } from '../../catalog/collections/stays.ts';
import { isStaff, type Viewer } from '../collections/access.ts';
import { presentRecord } from '../collections/present.ts';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { notFound, unauthorized } from '../errors.ts';
import { isId } from './operation-state.ts';

// What the payer, the landlord of the property and staff read about payments: one operation
// with its reservation and ledger (the success page polls it, receipts show it), and a
// reservation's whole ledger with its totals. Anyone else gets a 404, as if it did not exist.

export interface Place {
  room: { _id: string; name: unknown };
  property: { _id: string; title: unknown; city: string | null };
}

interface Reach extends Place {
  reservationId: string;
  guestId: string;
  landlordId: string | null;
}

async function reachOf(db: Db, where: ReturnType<typeof sql>): Promise<Reach | undefined> {
  const [row] = await rows(
    db,
    sql`select r.id as reservation_id, r.user_id, p.landlord_id, rm.id as room_id, rm.name as room_name, p.id as property_id, p.title, p.city
      from roomreserves r
      join rooms rm on rm.id = r.room_id
      join properties p on p.id = rm.property_id
      where ${where} and r.deleted_at is null`,
  );
  if (!row) return undefined;
  return {
    reservationId: String(row.reservation_id),
    guestId: String(row.user_id),
    landlordId: (row.landlord_id as string | null) ?? null,
    room: { _id: String(row.room_id), name: row.room_name },
    property: { _id: String(row.property_id), title: row.title, city: (row.city as string | null) ?? null },
  };
}

function mayRead(reach: Reach, viewer: Viewer, payer: string): boolean {
  return isStaff(viewer) || viewer.userId === payer || viewer.userId === reach.guestId || (reach.landlordId !== null && viewer.userId === reach.landlordId);
}

/** An operation as this viewer reads it: staff notes are staff's. */
export function presentOperation(row: Row, viewer: Viewer | null): Row {
  const record = presentRecord(paymentoperations, { ...row }, viewer);
  if (!isStaff(viewer)) delete record.note;
  return record;
}

function presentTransaction(row: Row, viewer: Viewer | null): Row {
  const record = presentRecord(transactions, { ...row }, viewer);
  if (!isStaff(viewer)) delete record.note;
  return record;
}

async function ledgerOf(db: Db, operationIds: string[]): Promise<Row[]> {
  if (operationIds.length === 0) return [];
  const ids = sql.join(operationIds.map((id) => sql`${id}::uuid`), sql`, `);
  const entries = await storeOf(transactions).matching(db, sql`t.operation_id in (${ids})`, 10_000);
  return entries.sort(
    (a, b) => String(a.occurredAt).localeCompare(String(b.occurredAt)) || String(a.createdAt).localeCompare(String(b.createdAt)) || a._id.localeCompare(b._id),
  );
}

export interface OperationView extends Place {
  operation: Row;
  reservation: Row;
  transactions: Row[];
  refunds: Row[];
}

export async function operationView(db: Db, operationId: string, viewer: Viewer | null): Promise<OperationView> {
  if (!viewer) throw unauthorized('Log in to see this payment');
  const missing = notFound(`No payment operation with _id ${operationId.slice(0, 60)}`, '_id');
  if (!isId(operationId)) throw missing;
  const operation = await storeOf(paymentoperations).findById(db, operationId);
  if (!operation) throw missing;
  const reach = await reachOf(db, sql`r.id = ${String(operation.reservation)}`);
  if (!reach || !mayRead(reach, viewer, String(operation.user))) throw missing;
  const refunds = await storeOf(paymentoperations).matching(db, sql`t.refund_of_id = ${operationId} and t.kind = 'refund'`, 1000);
  const reservation = (await storeOf(roomreserves).findById(db, reach.reservationId))!;
  return {
    operation: presentOperation(operation, viewer),
    reservation: presentRecord(roomreserves, reservation, viewer),
    room: reach.room,
    property: reach.property,
    transactions: (await ledgerOf(db, [operationId, ...refunds.map((refund) => refund._id)])).map((entry) => presentTransaction(entry, viewer)),
    refunds: refunds.map((refund) => presentOperation(refund, viewer)),
  };
}

export interface LedgerTotals {
  /** What the stay costs: every charge not cancelled. */
  charged: number;
  /** Money received (positive ledger entries). */
  paid: number;
  /** Money paid back (negative ledger entries, as a positive number). */
  refunded: number;
  /** Charges still to pay: pending or failed. */
  outstanding: number;
}

export interface ReservationLedger {
  reservation: Row;
  operations: Row[];
  transactions: Row[];
  totals: LedgerTotals;
}

export async function reservationLedger(db: Db, reservationId: string, viewer: Viewer | null): Promise<ReservationLedger> {
  if (!viewer) throw unauthorized('Log in to see this ledger');
  const missing = notFound(`No reservation with _id ${reservationId.slice(0, 60)}`, '_id');
  if (!isId(reservationId)) throw missing;
  const reach = await reachOf(db, sql`r.id = ${reservationId}`);
  if (!reach || !mayRead(reach, viewer, reach.guestId)) throw missing;
  const operations = await storeOf(paymentoperations).matching(db, sql`t.reservation_id = ${reservationId}`, 10_000);
  operations.sort((a, b) => String(a.dueDate ?? '').localeCompare(String(b.dueDate ?? '')) || String(a.createdAt).localeCompare(String(b.createdAt)));
  const entries = await ledgerOf(db, operations.map((operation) => operation._id));
  const charges = operations.filter((operation) => operation.kind !== 'refund');
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const amounts = entries.map((entry) => Number(entry.amount));
  const totals: LedgerTotals = {
    charged: sum(charges.filter((operation) => operation.status !== 'cancelled').map((operation) => Number(operation.amount))),
    paid: sum(amounts.filter((amount) => amount > 0)),
    refunded: -sum(amounts.filter((amount) => amount < 0)),
    outstanding: sum(charges.filter((operation) => operation.status === 'pending' || operation.status === 'failed').map((operation) => Number(operation.amount))),
  };
  const reservation = (await storeOf(roomreserves).findById(db, reservationId))!;
  return {
    reservation: presentRecord(roomreserves, reservation, viewer),
    operations: operations.map((operation) => presentOperation(operation, viewer)),
    transactions: entries.map((entry) => presentTransaction(entry, viewer)),
    totals,
  };
}
