import type { Day } from '../../../components/public/calendar-days.ts';

// The one hand-over from the property page to booking. Online reservations and payments come
// with their own issue; until then this answers that booking is not open yet, and the page
// offers the team's email and phone instead. That issue replaces this function (hold the room,
// then send the person to pay), and the page follows `next` when the answer is ok.

export interface ReservationRequest {
  roomId: string;
  from: Day;
  to: Day;
}

export type ReservationStart = { ok: true; next: string } | { ok: false; reason: 'not-open' };

export async function startReservation(_request: ReservationRequest): Promise<ReservationStart> {
  return { ok: false, reason: 'not-open' };
}
