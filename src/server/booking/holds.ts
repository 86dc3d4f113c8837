import { sql } from 'drizzle-orm';
import { AWAITING_PAYMENT_RESERVATION_STATUSES, OWED_PAYMENT_STATUSES } from '../../catalog/collections/statuses.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentStatus, reservationStatus } from '../db/status-literals.ts';

// Holds that lapsed unpaid free their nights: the reservation becomes `expired`, its first
// payment is no longer owed, and the promotion use it counted is given back. The scheduled job
// does this for every room; a new reservation does it first for its own room, so a lapsed hold
// never blocks the next guest while the job has not run yet.

export interface LapsedHolds {
  /** Only this room's holds. */
  room?: string;
  now?: Date;
}

export async function releaseLapsedHolds(tx: Db, options: LapsedHolds = {}): Promise<string[]> {
  const expired = await expireLapsedHolds(tx, options);
  await givePromotionUsesBack(tx, expired.promotions);
  return expired.ids;
}

/**
 * The first part of releasing lapsed holds: they are expired and their payments no longer owed;
 * the promotion uses to give back are returned, for the caller to give back (givePromotionUsesBack).
 * A new reservation takes its turn at the room (room-turns.ts) in between: promotions are locked
 * after the room everywhere, so a guest giving a use back never holds a promotion while waiting
 * for a room whose turn holder is counting a use of it.
 */
export async function expireLapsedHolds(tx: Db, options: LapsedHolds = {}): Promise<{ ids: string[]; promotions: (string | null)[] }> {
  const now = (options.now ?? new Date()).toISOString();
  const room = options.room ? sql`and room_id = ${options.room}` : sql``;
  // Payments first, then reservations, each in id order: the order payment events lock them in,
  // so the job, a new reservation and a late payment queue behind each other, never deadlock.
  await tx.execute(sql`select o.id from paymentoperations o
    where o.reservation_id in (
      select id from roomreserves where status in ${reservationStatus.list(AWAITING_PAYMENT_RESERVATION_STATUSES)} and deleted_at is null
        and hold_expires_at < ${now}::timestamptz ${room})
    order by o.id for update of o`);
  const expired = await rows(
    tx,
    sql`update roomreserves set status = ${reservationStatus('expired')}, updated_at = now()
      where id in (
        select id from roomreserves
        where status in ${reservationStatus.list(AWAITING_PAYMENT_RESERVATION_STATUSES)} and deleted_at is null
          and hold_expires_at < ${now}::timestamptz ${room}
        order by id for update)
      returning id, promotion_id`,
  );
  if (expired.length === 0) return { ids: [], promotions: [] };
  const ids = expired.map((row) => String(row.id));
  await tx.execute(sql`update paymentoperations set status = ${paymentStatus('cancelled')}, updated_at = now()
    where reservation_id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)}) and status in ${paymentStatus.list(OWED_PAYMENT_STATUSES)}`);
  return { ids, promotions: expired.map((row) => row.promotion_id as string | null) };
}

export async function givePromotionUsesBack(tx: Db, promotions: (string | null)[]): Promise<void> {
  const counts = new Map<string, number>();
  for (const id of promotions) if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, count] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    await tx.execute(sql`update promotions set uses_count = greatest(coalesce(uses_count, 0) - ${count}, 0), updated_at = now() where id = ${id}`);
  }
}

/** Confirmed stays whose last night has passed become `completed`. */
export async function completeFinishedStays(db: Db, day: string): Promise<number> {
  const done = await rows(
    db,
    sql`update roomreserves set status = ${reservationStatus('completed')}, updated_at = now()
      where status = ${reservationStatus('confirmed')} and deleted_at is null and end_date <= ${day}::date returning id`,
  );
  return done.length;
}
