import { describe, expect, it } from 'vitest';
import type { StayRequest } from '../../api/booking.ts';
import { ApiError } from '../../api/http.ts';
import { startReservation, stayKey, type BookingCalls } from './start-reservation.ts';

// The calls are stand-ins answering as the booking and payments API does; each records what it
// was asked, so the tests read the order of the hand-over.

const stay: StayRequest = { room: 'room-1', from: '2027-01-01', to: '2027-04-01', extras: ['b', 'a'], code: 'WELCOME' };

function calls(answers: { create?: () => unknown; checkout?: () => unknown } = {}) {
  const asked: string[] = [];
  let holds = 0;
  const api: BookingCalls = {
    createReservation: async (request) => {
      asked.push(`create ${request.room} ${request.from}..${request.to}`);
      if (answers.create) answers.create();
      holds += 1;
      return { reservation: { _id: `res-${holds}` }, operation: { _id: `op-${holds}` } } as never;
    },
    cancelReservation: async (id) => {
      asked.push(`cancel ${id}`);
      return { reservation: {}, refunds: [] } as never;
    },
    startCheckout: async (operationId) => {
      asked.push(`checkout ${operationId}`);
      if (answers.checkout) answers.checkout();
      return `/checkout/sandbox/ref-${operationId}`;
    },
  };
  return { api, asked };
}

const conflict = () => {
  throw new ApiError({ message: 'The room is already reserved for some of those dates', status: 409, field: 'startDate' });
};

describe('startReservation', () => {
  it('holds the room, then starts the checkout of its first payment', async () => {
    const { api, asked } = calls();
    const result = await startReservation(stay, null, api);
    expect(result).toEqual({ ok: true, checkoutUrl: '/checkout/sandbox/ref-op-1', held: { key: stayKey(stay), reservationId: 'res-1', operationId: 'op-1' } });
    expect(asked).toEqual(['create room-1 2027-01-01..2027-04-01', 'checkout op-1']);
  });

  it('says the dates were taken on a 409, and starts no checkout', async () => {
    const { api, asked } = calls({ create: conflict });
    expect(await startReservation(stay, null, api)).toEqual({ ok: false, reason: 'taken', held: null });
    expect(asked).toEqual(['create room-1 2027-01-01..2027-04-01']);
  });

  it('passes any other 409 of the hold on as it is: too many holds waiting for payment are not taken dates', async () => {
    const { api, asked } = calls({
      create: () => {
        throw new ApiError({ message: 'You already have 3 reservations waiting for payment: pay or cancel one of them first', status: 409, field: 'status' });
      },
    });
    const result = await startReservation(stay, null, api);
    expect(result).toMatchObject({ ok: false, reason: 'refused', held: null, error: { field: 'status' } });
    expect(asked).toEqual(['create room-1 2027-01-01..2027-04-01']);
  });

  it('passes a refusal at a field on (a promotion code) for the form to show there', async () => {
    const { api } = calls({
      create: () => {
        throw new ApiError({ message: 'code: this code has expired', status: 400, field: 'code' });
      },
    });
    const result = await startReservation(stay, null, api);
    expect(result.ok).toBe(false);
    expect(result.ok === false && result.reason === 'refused' && result.error.field).toBe('code');
  });

  it('keeps the hold when only the checkout failed, and reuses it on the next try', async () => {
    let failCheckout = true;
    const { api, asked } = calls({
      checkout: () => {
        if (failCheckout) throw new ApiError({ message: 'Could not reach Habita', status: null, field: null });
      },
    });
    const first = await startReservation(stay, null, api);
    expect(first).toMatchObject({ ok: false, reason: 'refused', held: { reservationId: 'res-1', operationId: 'op-1' } });
    failCheckout = false;
    const second = await startReservation({ ...stay, extras: ['a', 'b'] }, first.held, api);
    expect(second).toMatchObject({ ok: true, checkoutUrl: '/checkout/sandbox/ref-op-1' });
    expect(asked).toEqual(['create room-1 2027-01-01..2027-04-01', 'checkout op-1', 'checkout op-1']);
  });

  it('cancels a kept hold made with other choices before holding again', async () => {
    const { api, asked } = calls();
    const previous = { key: stayKey({ ...stay, extras: [] }), reservationId: 'res-old', operationId: 'op-old' };
    const result = await startReservation(stay, previous, api);
    expect(result).toMatchObject({ ok: true, checkoutUrl: '/checkout/sandbox/ref-op-1' });
    expect(asked).toEqual(['cancel res-old', 'create room-1 2027-01-01..2027-04-01', 'checkout op-1']);
  });

  it('treats a 409 at startDate from the checkout (the hold lapsed and the dates went) as taken', async () => {
    const { api } = calls({ checkout: conflict });
    expect(await startReservation(stay, null, api)).toEqual({ ok: false, reason: 'taken', held: null });
  });

  it('passes any other 409 from the checkout on as it is, keeping the hold', async () => {
    const { api } = calls({
      checkout: () => {
        throw new ApiError({ message: 'Card payments are not offered right now: ask Habita for a bank transfer', status: 409, field: null });
      },
    });
    const result = await startReservation(stay, null, api);
    expect(result).toMatchObject({ ok: false, reason: 'refused', held: { operationId: 'op-1' } });
  });
});
