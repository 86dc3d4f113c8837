import type { ReviewRecord, MyStay, ReservationRecord } from '../../contracts/booking-records.ts';
import type { cancelRoute, quoteRoute, reserveRoute, writeReviewRoute } from '../../contracts/booking.ts';
import type { BodyOf, ResponseOf } from '../../contracts/route.ts';
import { apiUrl, request } from './http.ts';

// The tenant's side of booking (src/server/booking): a quote for dates, the hold that starts a
// reservation, cancelling it, the stays of /myroom and their reviews. The shapes are the
// contracts' (src/contracts/booking.ts), imported as types only. Failures are ApiErrors with the
// server's { message, field, status }.

export type { ReservationStatus, ReviewStatus } from '../../contracts/booking-records.ts';
export type Reservation = ReservationRecord;
export type Review = ReviewRecord;
export type Stay = MyStay;
export type StayRequest = BodyOf<typeof reserveRoute>;
export type ReviewInput = BodyOf<typeof writeReviewRoute>;
type Quote = ResponseOf<typeof quoteRoute>['quote'];

function withoutEmptyCode(stay: StayRequest): StayRequest {
  const code = stay.code?.trim();
  return { ...stay, code: code ? code : undefined };
}

export async function getQuote(stay: StayRequest, signal?: AbortSignal): Promise<Quote> {
  const body = await request<ResponseOf<typeof quoteRoute>>(apiUrl('/api/booking/quote'), { method: 'POST', json: withoutEmptyCode(stay), signal });
  return body.quote;
}

/** The hold on the room and its pending first payment; 409 when the dates were just taken. */
export function createReservation(stay: StayRequest): Promise<ResponseOf<typeof reserveRoute>> {
  return request(apiUrl('/api/booking/reservations'), { method: 'POST', json: withoutEmptyCode(stay) });
}

export function cancelReservation(id: string, reason?: string): Promise<ResponseOf<typeof cancelRoute>> {
  return request(apiUrl(`/api/booking/reservations/${encodeURIComponent(id)}/cancel`), { method: 'POST', json: reason ? { reason } : {} });
}

export async function getMyStays(signal?: AbortSignal): Promise<Stay[]> {
  const body = await request<{ stays: Stay[] }>(apiUrl('/api/booking/my-stays'), { signal });
  return body.stays;
}

export async function createReview(reservationId: string, review: ReviewInput): Promise<Review> {
  const body = await request<{ record: Review }>(apiUrl(`/api/booking/reservations/${encodeURIComponent(reservationId)}/review`), {
    method: 'POST',
    json: review,
  });
  return body.record;
}

export async function updateReview(reviewId: string, review: ReviewInput): Promise<Review> {
  const body = await request<{ record: Review }>(apiUrl(`/api/booking/reviews/${encodeURIComponent(reviewId)}`), { method: 'PUT', json: review });
  return body.record;
}
