import { sql } from 'drizzle-orm';
import type { Quote } from '../../catalog/pricing.ts';
import { isAwaitingPaymentStatus, isPaidReservationStatus, type ReservationStatus } from '../../catalog/collections/statuses.ts';
import type { Db } from '../db/database.ts';
import { isExclusionViolation } from '../errors.ts';
import { rows } from '../db/rows.ts';
import { paymentKind, reservationStatus } from '../db/status-literals.ts';
import { takeRoomTurn } from './room-turns.ts';

// What a paid first payment does to its reservation, inside the payment event's transaction:
// the stay is confirmed and its later rent falls due month by month. A payment can arrive after
// the hold lapsed (a slow provider, a retried webhook); the stay is then confirmed again only if
// its nights are still free, which the database's exclusion constraint decides, never a check
// that a concurrent booking could slip past.

export type Confirmation = 'confirmed' | 'already-confirmed' | 'dates-taken';

interface ReservationRow {
  status: ReservationStatus;
  room_id: string;
  user_id: string;
  promotion_id: string | null;
  quote: Quote | null;
}

export async function confirmReservation(tx: Db, reservationId: string): Promise<Confirmation> {
  const [reservation] = (await rows(
    tx,
    sql`select status, room_id, user_id, promotion_id, quote from roomreserves where id = ${reservationId} and deleted_at is null for update`,
  )) as unknown as ReservationRow[];
  if (!reservation) return 'dates-taken';
  if (isPaidReservationStatus(reservation.status)) return 'already-confirmed';
  // Confirming writes a live row the exclusion constraint checks: in turn with the room's other
  // such writes (room-turns.ts), after the operation and the reservation this transaction locked.
  await takeRoomTurn(tx, reservation.room_id);

  const confirm = sql`update roomreserves set status = ${reservationStatus('confirmed')}, hold_expires_at = null, cancelled_at = null, updated_at = now()
    where id = ${reservationId}`;
  if (isAwaitingPaymentStatus(reservation.status)) {
    await tx.execute(confirm);
  } else {
    // Expired or cancelled: its nights were freed. Taking them back may meet another stay.
    try {
      await tx.transaction(async (savepoint) => {
        await savepoint.execute(confirm);
      });
    } catch (error) {
      if (isExclusionViolation(error)) return 'dates-taken';
      throw error;
    }
    // Its promotion use was given back when it lapsed; the guest paid the discounted price, so the
    // use counts again, even past the promotion's limit: the money has already moved.
    if (reservation.promotion_id) {
      await tx.execute(sql`update promotions set uses_count = coalesce(uses_count, 0) + 1, updated_at = now() where id = ${reservation.promotion_id}`);
    }
  }
  await scheduleRent(tx, reservationId, reservation.user_id, reservation.quote);
  return 'confirmed';
}

/**
 * One pending `rent` operation per month after the first (the first is in the first payment),
 * due the day that month of the stay starts: the move-in day's date (RENT in
 * src/catalog/policies.ts), for that month's total. Keyed by reservation and month, so
 * scheduling twice adds nothing.
 */
export async function scheduleRent(tx: Db, reservationId: string, userId: string, quote: Quote | null): Promise<void> {
  const later = quote?.months.filter((month) => month.index > 0 && month.total > 0) ?? [];
  if (later.length === 0) return;
  const [first] = await rows(
    tx,
    sql`select provider from paymentoperations where reservation_id = ${reservationId} and kind = ${paymentKind('first_month')} order by created_at limit 1`,
  );
  const provider = (first?.provider as string | undefined) ?? 'sandbox';
  for (const month of later) {
    await tx.execute(sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date, provider, idempotency_key)
      values (${reservationId}, ${userId}, 'rent', ${month.total}, 'pending', ${month.dueDate}::date, ${provider}, ${`rent:${reservationId}:${month.index}`})
      on conflict (idempotency_key) do nothing`);
  }
}
