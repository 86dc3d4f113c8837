import { describe, expect, it } from 'vitest';
import { formatMoney, paymentKindLabel } from './format.ts';

// Headline figures (`whole`) drop the cents only when there are none: a figure that was rounded
// could not be checked by hand against the amounts it adds up (the discount panel said €1,245
// for discount lines of €317.50 + €318 + €345 + €264 = €1,244.50).

describe('formatMoney', () => {
  it('writes cents, a sign on request, and a minus for amounts below zero', () => {
    expect(formatMoney(123_456)).toBe('€1,234.56');
    expect(formatMoney(50_000, { signed: true })).toBe('+€500.00');
    expect(formatMoney(-31_750)).toBe('−€317.50');
  });

  it('leaves out the cents of a headline figure in whole euros', () => {
    expect(formatMoney(381_500, { whole: true })).toBe('€3,815');
    expect(formatMoney(0, { whole: true })).toBe('€0');
    expect(formatMoney(-101_500, { whole: true })).toBe('−€1,015');
  });

  it('keeps the cents of a headline figure that has them, so it adds up with the amounts it sums', () => {
    const lines = [31_750, 31_800, 34_500, 26_400];
    const total = lines.reduce((sum, line) => sum + line, 0);
    expect(formatMoney(total, { whole: true })).toBe('€1,244.50');
    expect(formatMoney(167_935, { whole: true, signed: true })).toBe('+€1,679.35');
    expect(formatMoney(-5, { whole: true })).toBe('−€0.05');
  });
});

describe('paymentKindLabel', () => {
  it('names the payment made with the reservation for what it is, not a month', () => {
    expect(paymentKindLabel('first_month')).toBe('First payment');
    expect(paymentKindLabel('deposit')).toBe('Deposit');
    expect(paymentKindLabel('something_else')).toBe('Something else');
  });
});
