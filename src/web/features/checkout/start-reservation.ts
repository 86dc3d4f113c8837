import { cancelReservation, createReservation, type StayRequest } from '../../api/booking.ts';
import { ApiError } from '../../api/http.ts';
import { startCheckout } from '../../api/payments.ts';

// The hand-over from the property page to payment: hold the room for the dates (the server
// decides whether they are free), then ask for a checkout of the hold's first payment. The
// page then leaves for `checkoutUrl`.
//
// A hold made by an attempt whose checkout then failed is kept and reused on the next try with
// the same choices, so trying again does not collide with one's own hold; with other choices
// (extras, code) it is cancelled first and a new one made.

export interface Held {
  key: string;
  reservationId: string;
  operationId: string;
}

export type ReservationStart =
  | { ok: true; checkoutUrl: string; held: Held }
  /** 409 at startDate: someone else's reservation took some of the dates meanwhile. */
  | { ok: false; reason: 'taken'; held: null }
  | { ok: false; reason: 'refused'; error: ApiError; held: Held | null };

export interface BookingCalls {
  createReservation: typeof createReservation;
  cancelReservation: typeof cancelReservation;
  startCheckout: typeof startCheckout;
}

const realCalls: BookingCalls = { createReservation, cancelReservation, startCheckout };

/** The same stay chosen the same way gives the same key. */
export function stayKey(stay: StayRequest): string {
  return JSON.stringify([stay.room, stay.from, stay.to, [...(stay.extras ?? [])].sort(), stay.code?.trim().toLowerCase() ?? '']);
}

const isTaken = (problem: ApiError) => problem.status === 409 && problem.field === 'startDate';

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError({ message: error instanceof Error ? error.message : String(error), status: null, field: null });
}

export async function startReservation(stay: StayRequest, previous: Held | null, calls: BookingCalls = realCalls): Promise<ReservationStart> {
  const key = stayKey(stay);
  let held = previous && previous.key === key ? previous : null;
  if (previous && !held) {
    // Best effort: a hold left behind expires on its own within minutes.
    await calls.cancelReservation(previous.reservationId).catch(() => undefined);
  }
  if (!held) {
    try {
      const { reservation, operation } = await calls.createReservation(stay);
      held = { key, reservationId: reservation._id, operationId: operation._id };
    } catch (error) {
      const problem = asApiError(error);
      // Only a 409 at the dates means they were taken; a room closed for maintenance or too many
      // holds waiting for payment are said as the server says them.
      if (isTaken(problem)) return { ok: false, reason: 'taken', held: null };
      return { ok: false, reason: 'refused', error: problem, held: null };
    }
  }
  try {
    return { ok: true, checkoutUrl: await calls.startCheckout(held.operationId), held };
  } catch (error) {
    const problem = asApiError(error);
    // The hold lapsed meanwhile and someone else took the dates; any other 409 is said as it is.
    if (isTaken(problem)) return { ok: false, reason: 'taken', held: null };
    return { ok: false, reason: 'refused', error: problem, held };
  }
}
