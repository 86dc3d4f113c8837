import { sql } from 'drizzle-orm';
import { AWAITING_PAYMENT_RESERVATION_STATUSES } from '../../catalog/collections/statuses.ts';
import { paymentoperations } from '../../catalog/collections/money.ts';
import { roomreserves } from '../../catalog/collections/stays.ts';
import { checkStay, MAX_STORED_CENTS, quoteStay, unstorableAmount, type PromotionRefusal, type Quote, type StayRefusal } from '../../catalog/pricing.ts';
import type { Viewer } from '../collections/access.ts';
import { storeOf } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { reservationStatus } from '../db/status-literals.ts';
import { badRequest, conflict } from '../errors.ts';
import { expireLapsedHolds, givePromotionUsesBack } from './holds.ts';
import { loadPricingInput } from './pricing-data.ts';
import { utcToday as today } from '../../catalog/days.ts';
import type { StayRequest } from '../../contracts/booking.ts';
import { paymentOperationRecord, reservationRecord, type PaymentOperationRecord, type ReservationRecord } from '../../contracts/booking-records.ts';
import { storedAs } from '../contracts/stored-as.ts';
import type { BookingSettings } from './settings.ts';
import { takeRoomTurn } from './room-turns.ts';

// A quote for a stay, and the hold that keeps the room while its first payment is made. The
// hold, its promotion use and its pending first payment are written in one transaction; whether
// the room is free is decided by the database's exclusion constraint at the insert, so of many
// concurrent requests for the same nights exactly one wins and the others get a 409. Requests for
// one room take turns on the room's row before inserting (room-turns.ts).

const STAY_REFUSALS: Record<StayRefusal, { field: string; message: string }> = {
  dates: { field: 'to', message: 'to: the move-out date must be after the move-in date' },
  'in-the-past': { field: 'from', message: 'from: the move-in date has passed' },
  'not-available-yet': { field: 'from', message: 'from: the room is not available yet on that date' },
  'too-short': { field: 'to', message: "to: the stay is shorter than the room's minimum" },
  'too-long': { field: 'to', message: "to: the stay is longer than the room's maximum" },
};

const PROMOTION_REFUSALS: Record<PromotionRefusal, string> = {
  inactive: 'code: this promotion is not active',
  'not-yet': 'code: this promotion has not started yet',
  expired: 'code: this promotion has ended',
  'min-months': 'code: the stay is too short for this promotion',
  'used-up': 'code: this code has been used up',
  'not-this-room': 'code: this code does not apply to this room',
};

export const TAKEN_MESSAGE = 'The room is already reserved for some of those dates';

/** The price of a stay, refused with a 400 naming the field when the stay or the code is not allowed. */
export async function quoteRequest(db: Db, request: StayRequest, day = today()): Promise<Quote> {
  const input = await loadPricingInput(db, { ...request, today: day });
  const refusal = checkStay({ from: request.from, to: request.to, today: day, room: input.room });
  if (refusal) {
    const { field, message } = STAY_REFUSALS[refusal];
    throw badRequest(message, field);
  }
  const quote = quoteStay(input);
  const promotion = quote.promotion;
  if (request.code && promotion && !promotion.applied && promotion.refusal) {
    throw badRequest(PROMOTION_REFUSALS[promotion.refusal], 'code');
  }
  refuseUnstorable(quote, request);
  return quote;
}

/**
 * A quote is refused here, not at the reservation, when one of its payments could not be stored,
 * naming what the guest can change: the move-out day when a later month is the one (a stay that
 * ends before it fits), the extras when leaving them out would make the first payment fit, else
 * the room.
 */
function refuseUnstorable(quote: Quote, request: StayRequest): void {
  const problem = unstorableAmount(quote);
  if (!problem) return;
  if (problem.payment === 'month') {
    throw badRequest(`to: the month from ${problem.month.start} costs more than one payment can hold: end the stay by ${problem.month.start}`, 'to');
  }
  const first = quote.months[0]!;
  if (request.extras.length > 0 && quote.firstPayment.total - first.extras <= MAX_STORED_CENTS) {
    throw badRequest('extras: with these extras the first payment is more than one payment can hold: choose fewer', 'extras');
  }
  throw badRequest('room: the first payment of this room is more than one payment can hold: choose another room', 'room');
}

export interface Reserved {
  reservation: ReservationRecord;
  operation: PaymentOperationRecord;
}

export async function reserve(db: Db, viewer: Viewer, request: StayRequest, settings: BookingSettings): Promise<Reserved> {
  const quote = await quoteRequest(db, request);
  const promotion = quote.promotion?.applied ? quote.promotion._id : null;
  const ids = await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const lapsed = await expireLapsedHolds(tx, { room: request.room });
    // In turn with every other write that may make a stay of this room live (room-turns.ts):
    // after the lapsed holds' payments and reservations, before any promotion, as payments lock them.
    const status = await takeRoomTurn(tx, request.room);
    await givePromotionUsesBack(tx, lapsed.promotions);
    if (status === 'maintenance') throw conflict('This room is closed for maintenance and takes no reservations for now', 'room');
    const [open] = await rows(
      tx,
      sql`select count(*)::int as count from roomreserves
        where user_id = ${viewer.userId} and status in ${reservationStatus.list(AWAITING_PAYMENT_RESERVATION_STATUSES)} and deleted_at is null
          and (hold_expires_at is null or hold_expires_at > now())`,
    );
    if (Number(open?.count ?? 0) >= settings.maxOpenHolds) {
      throw conflict(`You already have ${settings.maxOpenHolds} reservations waiting for payment: pay or cancel one of them first`, 'status');
    }
    if (promotion) {
      const [counted] = await rows(
        tx,
        sql`update promotions set uses_count = coalesce(uses_count, 0) + 1, updated_at = now()
          where id = ${promotion} and (max_uses is null or coalesce(uses_count, 0) < max_uses) returning id`,
      );
      if (!counted) throw badRequest(PROMOTION_REFUSALS['used-up'], 'code');
    }
    const holdExpiresAt = new Date(Date.now() + settings.holdMinutes * 60_000).toISOString();
    const reservation = await storeOf(roomreserves).insertId(tx, {
      room: request.room,
      user: viewer.userId,
      startDate: request.from,
      endDate: request.to,
      status: 'hold',
      holdExpiresAt,
      promotion,
      extras: request.extras,
      quote,
      firstPaymentTotal: quote.firstPayment.total,
    });
    const operation = await storeOf(paymentoperations).insertId(tx, {
      reservation,
      user: viewer.userId,
      kind: 'first_month',
      amount: quote.firstPayment.total,
      status: 'pending',
      dueDate: today(),
      provider: 'sandbox',
      idempotencyKey: `first:${reservation}`,
    });
    return { reservation, operation };
  });
  const [reservation, operation] = await Promise.all([
    storeOf(roomreserves).findById(db, ids.reservation),
    storeOf(paymentoperations).findById(db, ids.operation),
  ]);
  return { reservation: storedAs(reservationRecord, reservation), operation: storedAs(paymentOperationRecord, operation) };
}
