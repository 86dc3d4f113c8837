import type { Quote } from '../../catalog/pricing.ts';
import type { OptionsOf } from '../../catalog/record-types.ts';
import type { LocalizedText } from '../i18n/format.ts';
import { apiUrl, request } from './http.ts';
import type { Operation } from './payment-operation.ts';

// The tenant's side of booking (src/server/booking): a quote for dates, the hold that starts a
// reservation, cancelling it, the stays of /myroom and their reviews. Failures are ApiErrors
// with the server's { message, field, status }.

export type ReservationStatus = OptionsOf<'roomreserves', 'status'>;

export interface Reservation {
  _id: string;
  room: string;
  user: string;
  startDate: string;
  endDate: string;
  status: ReservationStatus;
  holdExpiresAt?: string | null;
  promotion?: string | null;
  extras?: string[] | null;
  cancelledAt?: string | null;
  quote?: Quote | null;
  firstPaymentTotal?: number | null;
  createdAt?: string;
}

export type ReviewStatus = 'pending' | 'published' | 'rejected';

export interface Review {
  _id: string;
  reservation: string;
  rating: number;
  text: string;
  status: ReviewStatus;
  createdAt?: string;
  updatedAt?: string;
}

export interface Stay {
  reservation: Reservation;
  room: { _id: string; name: LocalizedText; images: { src: string; srcSet?: string | null; alt: LocalizedText | string | null }[] };
  property: { _id: string; title: LocalizedText; address: string; city: string; latitude: number | null; longitude: number | null };
  houseRules: { category: LocalizedText | null; text: LocalizedText }[];
  usefulPhones: { name: LocalizedText | string; number: string; category: string | null }[];
  payments: Operation[];
  /** From the ledger (server: payments/stay-money.ts): paid net of what came back, paid back, still owed; cents. */
  money: { paid: number; refunded: number; owed: number };
  review: Review | null;
  canReview: boolean;
  incidentTypes: { _id: string; name: LocalizedText }[];
}

export interface StayRequest {
  room: string;
  from: string;
  to: string;
  extras?: string[];
  /** A promotion code as typed; left out when empty. */
  code?: string;
}

function withoutEmptyCode(stay: StayRequest): StayRequest {
  const code = stay.code?.trim();
  return { ...stay, code: code ? code : undefined };
}

export async function getQuote(stay: StayRequest, signal?: AbortSignal): Promise<Quote> {
  const body = await request<{ quote: Quote }>(apiUrl('/api/booking/quote'), { method: 'POST', json: withoutEmptyCode(stay), signal });
  return body.quote;
}

/** The hold on the room and its pending first payment; 409 when the dates were just taken. */
export function createReservation(stay: StayRequest): Promise<{ reservation: Reservation; operation: Operation }> {
  return request(apiUrl('/api/booking/reservations'), { method: 'POST', json: withoutEmptyCode(stay) });
}

export function cancelReservation(id: string, reason?: string): Promise<{ reservation: Reservation; refunds: Operation[] }> {
  return request(apiUrl(`/api/booking/reservations/${encodeURIComponent(id)}/cancel`), { method: 'POST', json: reason ? { reason } : {} });
}

export async function getMyStays(signal?: AbortSignal): Promise<Stay[]> {
  const body = await request<{ stays: Stay[] }>(apiUrl('/api/booking/my-stays'), { signal });
  return body.stays;
}

export interface ReviewInput {
  rating: number;
  text: string;
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
