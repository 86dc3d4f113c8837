import { sql } from 'drizzle-orm';
import { paymentoperations, transactions } from '../../catalog/collections/money.ts';
import { roomreserves } from '../../catalog/collections/stays.ts';
import { isOwedPaymentStatus } from '../../catalog/collections/statuses.ts';
import type {
  LedgerEntry,
  LedgerTotals,
  OperationDetail,
  PaidReservation,
  PaymentOperation,
  PaymentPlace,
  ReservationLedger,
} from '../../contracts/payments.ts';
import { isStaff, type Viewer } from '../collections/access.ts';
import { presentRecord } from '../collections/present.ts';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentKind } from '../db/status-literals.ts';
import { notFound } from '../errors.ts';

// What the payer, the landlord of the property and staff read about payments: one operation
// with its reservation and ledger (the success page polls it, receipts show it), and a
// reservation's whole ledger with its totals. Anyone else gets a 404, as if it did not exist.
// The answers' shapes are the contract's (src/contracts/payments.ts).

interface Reach extends PaymentPlace {
  reservationId: string;
  guestId: string;
  landlordId: string | null;
}

type ReachRow = { reservationId: string; guestId: string; landlordId: string | null; roomId: string; propertyId: string; city: string | null } & {
  roomName: PaymentPlace['room']['name'];
  title: PaymentPlace['property']['title'];
};

async function reachOf(db: Db, where: ReturnType<typeof sql>): Promise<Reach | undefined> {
  const [row] = await rows<ReachRow>(
    db,
    sql`select r.id as "reservationId", r.user_id as "guestId", p.landlord_id as "landlordId", rm.id as "roomId", rm.name as "roomName",
        p.id as "propertyId", p.title, p.city
      from roomreserves r
      join rooms rm on rm.id = r.room_id
      join properties p on p.id = rm.property_id
      where ${where} and r.deleted_at is null`,
  );
  if (!row) return undefined;
  return {
    reservationId: row.reservationId,
    guestId: row.guestId,
    landlordId: row.landlordId ?? null,
    room: { _id: row.roomId, name: row.roomName },
    property: { _id: row.propertyId, title: row.title, city: row.city ?? null },
  };
}

function mayRead(reach: Reach, viewer: Viewer, payer: string): boolean {
  return isStaff(viewer) || viewer.userId === payer || viewer.userId === reach.guestId || (reach.landlordId !== null && viewer.userId === reach.landlordId);
}

// The generic store's records are the catalogue's collections, untyped until the catalogue is
// (issue 14, part 1): these three are where they become the contract's records. The answer's
// serializer holds them to the contract's shape on the way out.

/** An operation as this viewer reads it: staff notes are staff's. */
export function presentOperation(row: Row, viewer: Viewer | null): PaymentOperation {
  const record = presentRecord(paymentoperations, { ...row }, viewer);
  if (!isStaff(viewer)) delete record.note;
  return record as unknown as PaymentOperation;
}

function presentTransaction(row: Row, viewer: Viewer | null): LedgerEntry {
  const record = presentRecord(transactions, { ...row }, viewer);
  if (!isStaff(viewer)) delete record.note;
  return record as unknown as LedgerEntry;
}

function presentReservation(row: Row, viewer: Viewer | null): PaidReservation {
  return presentRecord(roomreserves, { ...row }, viewer) as unknown as PaidReservation;
}

async function ledgerOf(db: Db, operationIds: string[]): Promise<Row[]> {
  if (operationIds.length === 0) return [];
  const ids = sql.join(operationIds.map((id) => sql`${id}::uuid`), sql`, `);
  const entries = await storeOf(transactions).matching(db, sql`t.operation_id in (${ids})`, 10_000);
  return entries.sort(
    (a, b) => String(a.occurredAt).localeCompare(String(b.occurredAt)) || String(a.createdAt).localeCompare(String(b.createdAt)) || a._id.localeCompare(b._id),
  );
}

export async function operationView(db: Db, operationId: string, viewer: Viewer): Promise<OperationDetail> {
  const missing = notFound(`No payment operation with _id ${operationId.slice(0, 60)}`, '_id');
  const operation = await storeOf(paymentoperations).findById(db, operationId);
  if (!operation) throw missing;
  const reach = await reachOf(db, sql`r.id = ${operation.reservation}`);
  if (!reach || !mayRead(reach, viewer, operation.user)) throw missing;
  const refunds = await storeOf(paymentoperations).matching(db, sql`t.refund_of_id = ${operationId} and t.kind = ${paymentKind('refund')}`, 1000);
  const reservation = (await storeOf(roomreserves).findById(db, reach.reservationId))!;
  return {
    operation: presentOperation(operation, viewer),
    reservation: presentReservation(reservation, viewer),
    room: reach.room,
    property: reach.property,
    transactions: (await ledgerOf(db, [operationId, ...refunds.map((refund) => refund._id)])).map((entry) => presentTransaction(entry, viewer)),
    refunds: refunds.map((refund) => presentOperation(refund, viewer)),
  };
}

export async function reservationLedger(db: Db, reservationId: string, viewer: Viewer): Promise<ReservationLedger> {
  const missing = notFound(`No reservation with _id ${reservationId.slice(0, 60)}`, '_id');
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
    outstanding: sum(charges.filter((operation) => isOwedPaymentStatus(operation.status)).map((operation) => Number(operation.amount))),
  };
  const reservation = (await storeOf(roomreserves).findById(db, reservationId))!;
  return {
    reservation: presentReservation(reservation, viewer),
    operations: operations.map((operation) => presentOperation(operation, viewer)),
    transactions: entries.map((entry) => presentTransaction(entry, viewer)),
    totals,
  };
}
