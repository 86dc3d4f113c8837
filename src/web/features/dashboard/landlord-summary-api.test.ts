import { describe, expect, it } from 'vitest';
import { monthPeriod, shiftMonth } from './landlord-summary-api.ts';

describe('landlord panel months', () => {
  it('turns a month into the half-open period the server counts, across a year end', () => {
    expect(monthPeriod('2030-02')).toEqual({ from: '2030-02-01', to: '2030-03-01' });
    expect(monthPeriod('2030-12')).toEqual({ from: '2030-12-01', to: '2031-01-01' });
  });

  it('steps back and forth across years', () => {
    expect(shiftMonth('2030-01', -1)).toBe('2029-12');
    expect(shiftMonth('2030-12', 1)).toBe('2031-01');
    expect(shiftMonth('2030-06', 0)).toBe('2030-06');
  });
});
