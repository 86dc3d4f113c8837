import { describe, expect, it } from 'vitest';
import type { Reservation } from '../../../api/booking.ts';
import type { Operation } from '../../../api/payments.ts';
import { receiptLines } from './receipt-lines.ts';

const operation = (kind: string, amount: number, dueDate: string | null = null) => ({ _id: 'o', kind, amount, dueDate }) as unknown as Operation;

describe('receipt lines', () => {
  it('shows one line for a reservation whose stored quote predates the pricing engine', () => {
    const old = { quote: { months: 6, firstPayment: { deposit: 40000, firstMonth: 42500, fees: 15000, total: 97500 } } } as unknown as Reservation;
    expect(receiptLines(operation('first_month', 42500), old)).toEqual([{ kind: 'operation', ref: null, name: null, frequency: null, amount: 42500 }]);
    expect(receiptLines(operation('rent', 42500, '2026-03-01'), old)).toHaveLength(1);
  });

  it('shows one line when there is no quote at all', () => {
    expect(receiptLines(operation('rent', 100), null)).toHaveLength(1);
  });
});
