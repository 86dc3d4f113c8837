import { sql } from 'drizzle-orm';
import { paymentoperations } from '../../catalog/collections/money.ts';
import { daysBetween } from '../../catalog/days.ts';
import { roomreserves } from '../../catalog/collections/stays.ts';
import { OWED_PAYMENT_STATUSES, isLiveReservationStatus } from '../../catalog/collections/statuses.ts';
import { refundRule, refundsEverything } from '../../catalog/policies.ts';
import type { PlannedRefund } from '../../contracts/booking.ts';
import { paymentOperationRecord, reservationRecord, type PaymentOperationRecord, type ReservationRecord } from '../../contracts/booking-records.ts';
import { isStaff, type Viewer } from '../collections/access.ts';
import { presentRecord } from '../collections/present.ts';
import { storedAs } from '../contracts/stored-as.ts';
import { storeOf } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentKind, paymentStatus, reservationStatus } from '../db/status-literals.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { givePromotionUsesBack } from './holds.ts';
import type { RefundDesk } from './refund-desk.ts';

// Cancelling a reservation. A guest may drop their own hold before paying; once paid, only staff
// cancel, and the refund rule decides what goes back:
// - CANCELLATION.fullRefundDays (src/catalog/policies.ts) or more before move-in: everything
//   paid is refunded;
// - later, or after move-in: only the deposit is refunded (rent and fees are kept).
// The FAQ and the terms render their numbers from the same declaration.
// Payments still owed are no longer owed. The refunds are written in the cancellation's own
// transaction and asked of each payment's provider after it commits, so a provider that fails
// leaves a refund staff can see and retry, never a reservation cancelled without its refunds.
// Locks are taken payments first, then the reservation, in the order payment events take them.

interface PaidRow {
  id: string;
  kind: PlannedRefund['kind'];
  /** What is left to pay back; a bigint, as the driver hands it over. */
  left: number | string;
}

async function refundPlan(db: Db, reservation: ReservationRecord, day: string): Promise<PlannedRefund[]> {
  const paid = await rows<PaidRow>(
    db,
    sql`select id, kind, amount - coalesce(refunded_amount, 0) as left from paymentoperations
      where reservation_id = ${reservation._id} and status = ${paymentStatus('succeeded')} and kind <> ${paymentKind('refund')} and deleted_at is null
      order by created_at, id`,
  );
  const refundable = paid.filter((row) => Number(row.left) > 0);
  if (refundsEverything(daysBetween(day, reservation.startDate))) {
    return refundable.map((row) => ({ operation: row.id, kind: row.kind, amount: Number(row.left) }));
  }
  // The deposit was part of the first payment (or a payment of its own, in older records).
  const quoted = reservation.quote?.deposit;
  let deposit = typeof quoted === 'number' ? quoted : 0;
  const plan: PlannedRefund[] = [];
  for (const row of [...refundable].sort((a, b) => Number(b.kind === 'deposit') - Number(a.kind === 'deposit'))) {
    if (deposit <= 0) break;
    if (row.kind !== 'deposit' && row.kind !== 'first_month') continue;
    const amount = Math.min(deposit, Number(row.left));
    plan.push({ operation: row.id, kind: row.kind, amount });
    deposit -= amount;
  }
  return plan;
}

async function liveReservation(db: Db, id: string): Promise<ReservationRecord> {
  const found = await storeOf(roomreserves).findById(db, id);
  if (!found) throw notFound('There is no reservation with this id');
  const reservation = storedAs(reservationRecord, found);
  if (!isLiveReservationStatus(reservation.status)) throw conflict(`This reservation is already ${reservation.status}`, 'status');
  return reservation;
}

export async function cancellationPreview(db: Db, id: string, day: string): Promise<{ rule: string; refunds: PlannedRefund[] }> {
  const reservation = await liveReservation(db, id);
  return { rule: refundRule(), refunds: await refundPlan(db, reservation, day) };
}

export async function cancelReservation(
  db: Db,
  viewer: Viewer,
  id: string,
  reason: string | null,
  day: string,
  desk: RefundDesk,
): Promise<{ reservation: ReservationRecord; refunds: PaymentOperationRecord[] }> {
  const staff = isStaff(viewer);
  const found = await storeOf(roomreserves).findById(db, id, staff ? {} : { owned: (value) => `t.user_id = ${value(viewer.userId)}` });
  if (!found) throw notFound('There is no reservation with this id');
  const why = reason ? `Reservation cancelled: ${reason}` : 'Reservation cancelled';
  const opened = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    await tx.execute(sql`select id from paymentoperations where reservation_id = ${id} order by id for update`);
    const [locked] = await rows(tx, sql`select status from roomreserves where id = ${id} for update`);
    const status = String(locked?.status);
    if (!isLiveReservationStatus(status)) throw conflict(`This reservation is already ${status}`, 'status');
    if (!staff && status === 'confirmed') throw forbidden('A paid reservation is cancelled by Habita: write to us and we will apply the refund rule');
    const plan = staff ? await refundPlan(tx, storedAs(reservationRecord, found), day) : [];
    await tx.execute(sql`update roomreserves set status = ${reservationStatus('cancelled')}, cancelled_at = now(), hold_expires_at = null, updated_at = now() where id = ${id}`);
    await tx.execute(sql`update paymentoperations set status = ${paymentStatus('cancelled')}, updated_at = now()
      where reservation_id = ${id} and status in ${paymentStatus.list(OWED_PAYMENT_STATUSES)} and kind <> ${paymentKind('refund')}`);
    if (status !== 'confirmed') await givePromotionUsesBack(tx, [found.promotion ?? null]);
    const refunds: { id: string; sent: boolean }[] = [];
    for (const item of plan) {
      const refund = await desk.open(tx, item.operation, item.amount, why, viewer.userId);
      if (refund) refunds.push(refund);
    }
    return refunds;
  });
  for (const refund of opened) if (!refund.sent) await desk.send(refund.id);
  const [reservation, refunds] = await Promise.all([
    storeOf(roomreserves).findById(db, id),
    Promise.all(opened.map((refund) => storeOf(paymentoperations).findById(db, refund.id))),
  ]);
  return {
    reservation: storedAs(reservationRecord, presentRecord(roomreserves, reservation!, viewer)),
    refunds: refunds.map((row) => storedAs(paymentOperationRecord, presentRecord(paymentoperations, row!, viewer))),
  };
}
