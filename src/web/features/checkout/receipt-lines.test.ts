import { describe, expect, it } from 'vitest';
import { quoteStay } from '../../../catalog/pricing.ts';
import type { Reservation } from '../../api/booking.ts';
import type { Operation } from '../../api/payment-operation.ts';
import { paymentReference, receiptLines } from './receipt-lines.ts';

const operation = (kind: string, amount: number, dueDate: string | null = null) => ({ _id: 'o', kind, amount, dueDate }) as unknown as Operation;

const quote = quoteStay({
  from: '2027-01-01',
  to: '2027-03-15',
  today: '2026-12-01',
  room: { _id: 'r', property: 'p', monthlyPrice: 50_000, deposit: 50_000, minMonths: null, maxMonths: null, availableFrom: null },
  seasons: [],
  costs: [{ _id: 'fee', name: 'Gestión', amount: 10_000, frequency: 'once', mandatory: true, room: null, property: null }],
  extras: [],
  promotion: null,
});
const reservation = { quote } as unknown as Reservation;

describe('receipt lines', () => {
  it('shows the first payment as month 1 with its dates, the once-off costs and the deposit', () => {
    const lines = receiptLines(operation('first_month', 110_000), reservation);
    expect(lines.map((line) => [line.kind, line.amount])).toEqual([
      ['rent', 50_000],
      ['cost', 10_000],
      ['deposit', 50_000],
    ]);
    expect(lines[0]).toMatchObject({ months: 1, price: 50_000, period: { from: '2027-01-01', to: '2027-02-01' } });
  });

  it('shows a part month’s rent as days of its month at the monthly price', () => {
    expect(receiptLines(operation('rent', 22_581, '2027-03-01'), reservation)).toEqual([
      expect.objectContaining({ kind: 'rent', months: 0, part: { days: 14, monthDays: 31 }, price: 50_000, amount: 22_581 }),
    ]);
  });

  it('shows one line for a reservation whose stored quote predates the pricing engine', () => {
    const old = { quote: { months: 6, firstPayment: { deposit: 40000, firstMonth: 42500, fees: 15000, total: 97500 } } } as unknown as Reservation;
    expect(receiptLines(operation('first_month', 42500), old)).toEqual([{ kind: 'operation', amount: 42500 }]);
    expect(receiptLines(operation('rent', 42500, '2026-03-01'), old)).toHaveLength(1);
  });

  it('shows one line when there is no quote at all, or when the quote does not add up to what was charged', () => {
    expect(receiptLines(operation('rent', 100), null)).toHaveLength(1);
    expect(receiptLines(operation('first_month', 99_999), reservation)).toEqual([{ kind: 'operation', amount: 99_999 }]);
  });
});

describe('paymentReference', () => {
  it('is short and readable, from the payment’s own id', () => {
    expect(paymentReference('3f2b9c1e-8a4d-4e6f-9b2a-1c3d5e7f9a0b')).toBe('HAB-3F2B9C1E');
  });
});
