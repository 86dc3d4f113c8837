import { sql } from 'drizzle-orm';
import { isPaidReservationStatus } from '../../catalog/collections/statuses.ts';
import { reviews, roomreserves } from '../../catalog/collections/stays.ts';
import type { Viewer } from '../collections/access.ts';
import { presentRecord } from '../collections/present.ts';
import { storeOf } from '../collections/store.ts';
import { storedAs } from '../contracts/stored-as.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import type { ReviewRequest } from '../../contracts/booking.ts';
import { reviewRecord, type ReservationRecord, type ReviewRecord } from '../../contracts/booking-records.ts';

// Reviews by people who stayed: the guest of a confirmed or completed reservation, from the day
// they moved in, one review per stay. Every new or edited review waits for staff to publish it,
// so an edit cannot change what already shows without a second look.

export function canReview(reservation: Pick<ReservationRecord, 'status' | 'startDate'>, day: string): boolean {
  return isPaidReservationStatus(reservation.status) && reservation.startDate <= day;
}

export async function writeReview(db: Db, viewer: Viewer, reservationId: string, request: ReviewRequest, day: string): Promise<ReviewRecord> {
  const reservation = await storeOf(roomreserves).findById(db, reservationId, { owned: (value) => `t.user_id = ${value(viewer.userId)}` });
  if (!reservation) throw notFound('You have no reservation with this id');
  if (!canReview(reservation, day)) throw forbidden('You can review a stay once you have moved in');
  if (await hasReview(db, viewer, reservationId)) throw conflict('You have already reviewed this stay: edit that review instead', 'reservation');
  const [property] = await rows(db, sql`select property_id from rooms where id = ${reservation.room}`);
  const id = await storeOf(reviews).insertId(db, {
    room: reservation.room,
    property: property?.property_id ?? null,
    author: viewer.userId,
    reservation: reservationId,
    rating: request.rating,
    text: request.text,
    status: 'pending',
  });
  return storedAs(reviewRecord, presentRecord(reviews, (await storeOf(reviews).findById(db, id))!, viewer));
}

export async function editReview(db: Db, viewer: Viewer, reviewId: string, request: ReviewRequest): Promise<ReviewRecord> {
  const existing = await storeOf(reviews).findById(db, reviewId, { owned: (value) => `t.author_id = ${value(viewer.userId)}` });
  if (!existing) throw notFound('You have no review with this id');
  const updated = await storeOf(reviews).update(db, reviewId, { rating: request.rating, text: request.text, status: 'pending' });
  return storedAs(reviewRecord, presentRecord(reviews, updated!, viewer));
}

/** One review per stay and author (a unique index backs this; asking first gives the clearer 409). */
async function hasReview(db: Db, viewer: Viewer, reservationId: string): Promise<boolean> {
  const [found] = await rows(db, sql`select 1 from reviews where reservation_id = ${reservationId} and author_id = ${viewer.userId} and deleted_at is null`);
  return Boolean(found);
}
