import { describe, expect, it } from 'vitest';
import type { Reservation, Stay } from '../../api/booking.ts';
import type { Operation } from '../../api/payment-operation.ts';
import { groupStays, paymentSchedule } from './schedule.ts';

const TODAY = '2027-03-10';

function reservation(status: Reservation['status'], startDate = '2027-01-01', endDate = '2027-06-01'): Reservation {
  return {
    _id: `res-${status}-${startDate}`,
    room: 'room',
    user: 'me',
    startDate,
    endDate,
    status,
    holdExpiresAt: null,
    promotion: null,
    extras: [],
    cancelledAt: null,
    quote: null,
    firstPaymentTotal: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    updatedAt: '2026-12-01T10:00:00.000Z',
  };
}

let next = 0;
function op(fields: Partial<Operation>): Operation {
  next += 1;
  const times = { createdAt: '2027-01-01T00:00:00.000Z', updatedAt: '2027-01-01T00:00:00.000Z', deletedAt: null };
  const unset = { providerReference: null, refundOf: null, refundedAmount: null, paidAt: null, remindedAt: null };
  return { _id: `op-${next}`, reservation: 'res', user: 'me', kind: 'rent', amount: 50_000, status: 'pending', dueDate: null, provider: 'sandbox', ...unset, ...times, ...fields };
}

describe('paymentSchedule', () => {
  it('orders by due day, offers pay for what is owed and a receipt for what is paid', () => {
    const rentApril = op({ dueDate: '2027-04-01' });
    const first = op({ kind: 'first_month', amount: 120_000, status: 'succeeded', dueDate: '2027-01-01' });
    const rentMarch = op({ dueDate: '2027-03-01', status: 'failed' });
    const rentFeb = op({ dueDate: '2027-02-01', status: 'succeeded' });
    const schedule = paymentSchedule([rentApril, first, rentMarch, rentFeb], reservation('confirmed'), TODAY);
    expect(schedule.map((entry) => [entry.operation._id, entry.action, entry.overdue])).toEqual([
      [first._id, 'receipt', false],
      [rentFeb._id, 'receipt', false],
      [rentMarch._id, 'pay', true],
      [rentApril._id, 'pay', false],
    ]);
  });

  it('puts each refund under the payment it pays back, and a refund of a payment not listed on its own', () => {
    const deposit = op({ kind: 'first_month', amount: 100_000, status: 'refunded', refundedAmount: 100_000, dueDate: '2027-01-01' });
    const refund = op({ kind: 'refund', amount: 100_000, status: 'succeeded', refundOf: deposit._id, dueDate: '2027-02-15' });
    const stray = op({ kind: 'refund', amount: 5_000, status: 'succeeded', refundOf: 'op-elsewhere', dueDate: '2027-02-20' });
    const schedule = paymentSchedule([deposit, refund, stray], reservation('cancelled'), TODAY);
    expect(schedule).toHaveLength(2);
    expect(schedule[0]).toMatchObject({ operation: { _id: deposit._id }, refunds: [{ _id: refund._id }], action: 'receipt' });
    expect(schedule[1]).toMatchObject({ operation: { _id: stray._id }, refunds: [], action: 'receipt' });
  });

  it('offers no payment for a stay that is no longer live, and calls nothing of it overdue', () => {
    const cancelled = op({ kind: 'first_month', status: 'cancelled', dueDate: '2027-01-01' });
    const failed = op({ status: 'failed', dueDate: '2027-02-01' });
    const schedule = paymentSchedule([cancelled, failed], reservation('expired'), TODAY);
    expect(schedule.map((entry) => [entry.action, entry.overdue])).toEqual([
      [null, false],
      [null, false],
    ]);
  });
});

describe('groupStays', () => {
  const stay = (reservationOf: Reservation) => ({ reservation: reservationOf }) as Stay;

  it('splits stays into current, upcoming (held or confirmed) and past (over, expired, cancelled)', () => {
    const living = stay(reservation('confirmed', '2027-01-01', '2027-06-01'));
    const later = stay(reservation('confirmed', '2027-09-01', '2028-01-01'));
    const held = stay(reservation('hold', '2027-05-01', '2027-08-01'));
    const over = stay(reservation('completed', '2026-01-01', '2026-06-01'));
    const endedToday = stay(reservation('confirmed', '2026-09-01', TODAY));
    const expired = stay(reservation('expired', '2027-04-01', '2027-07-01'));
    const groups = groupStays([over, later, expired, living, held, endedToday], TODAY);
    expect(groups.current).toEqual([living]);
    expect(groups.upcoming).toEqual([held, later]);
    expect(groups.past).toEqual([expired, endedToday, over]);
  });

  it('keeps a hold that starts today among the upcoming until it is paid', () => {
    const heldToday = stay(reservation('pending_payment', TODAY, '2027-06-10'));
    expect(groupStays([heldToday], TODAY)).toEqual({ current: [], upcoming: [heldToday], past: [] });
  });
});
