import { sql } from 'drizzle-orm';
import { fieldLabel } from '../../catalog/naming.ts';
import { PAID_RESERVATION_FIELDS, roomreserves } from '../../catalog/collections/stays.ts';
import type { DeleteRule, UpdateRule } from '../collections/writes.ts';
import type { Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { conflict } from '../errors.ts';

// A reservation money moved through is the record of that money: its guest, room, dates,
// price and status say what was paid for. Once the ledger holds an entry for it, the generic
// back-office write may still change what carries no money (nothing, today, but a new plain
// field would), while these fields change only through the booking's own actions (cancel,
// with the refund rule) and it is never removed, softly or for good. An unpaid hold is
// staff's to fix as they like. Registered on the generic routes in app.ts.

/** Whether money moved for this reservation: a ledger entry of any of its operations. */
export async function reservationHasPayments(db: Db, reservationId: string): Promise<boolean> {
  return (await reservationsWithPayments(db, [reservationId])).length > 0;
}

/**
 * Which of these reservations money moved through, by the same rule, in one statement: the
 * back-office list asks it for a page of rows (GET /api/payments/reservations/money-moved), so
 * the Remove it offers is the one this module allows. Ids are lower-case uuids; the answer keeps
 * their order, and an id of no reservation is simply not in it.
 */
export async function reservationsWithPayments(db: Db, reservationIds: readonly string[]): Promise<string[]> {
  if (reservationIds.length === 0) return [];
  const ids = sql.join(
    reservationIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await rows(
    db,
    sql`select distinct o.reservation_id as id from paymentoperations o
      where o.reservation_id in (${ids}) and exists (select 1 from transactions t where t.operation_id = o.id)`,
  );
  const moved = new Set(found.map((row) => String(row.id)));
  return reservationIds.filter((id) => moved.has(id));
}

/** Values as stored and as checked compare alike: ids in lower case, lists in order, no value as null. */
function same(before: unknown, after: unknown): boolean {
  const normal = (value: unknown): unknown =>
    value === undefined || value === null || value === '' ? null : Array.isArray(value) ? value.map(normal) : typeof value === 'string' ? value.toLowerCase() : value;
  return JSON.stringify(normal(before)) === JSON.stringify(normal(after));
}

function whyFixed(key: string): string {
  if (key === 'status') return 'use Cancel reservation to end it';
  return 'cancel it (Cancel reservation, with the refund rule) and make a new reservation instead';
}

export const checkPaidReservationChange: UpdateRule = async (db, _viewer, existing: Row, changes) => {
  const changed = PAID_RESERVATION_FIELDS.filter((key) => Object.hasOwn(changes, key) && !same(existing[key], changes[key]));
  if (changed.length === 0) return;
  if (!(await reservationHasPayments(db, existing._id))) return;
  const key = changed[0]!;
  throw conflict(`${fieldLabel(key, roomreserves.fields[key]!)}: this reservation has payments, so it cannot be changed here; ${whyFixed(key)}`, key);
};

/** Why a reservation with payments is not removed, and what to do instead: a stay that is over or cancelled has nothing left to cancel. */
export function whyNotRemoved(status: unknown): string {
  if (status === 'cancelled' || status === 'completed') {
    return `This reservation has payments: it stays on record with them and is never removed (it is already ${status === 'cancelled' ? 'cancelled' : 'over'}, so there is nothing to cancel)`;
  }
  return 'This reservation has payments: cancel it instead (Cancel reservation), so its refunds follow the refund rule';
}

export const checkPaidReservationRemoval: DeleteRule = async (db, _viewer, existing) => {
  if (await reservationHasPayments(db, existing._id)) {
    throw conflict(whyNotRemoved(existing.status), 'paymentoperations.reservation');
  }
};
