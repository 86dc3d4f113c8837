import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, addMonths, daysBetween, isDay, utcToday } from './days.ts';

// Days are read and written by hand (days.ts says why); these pin them to what Date's own ISO
// parsing and printing give, on any day of years 3 to 9997 (two years either side for the moves).

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const anyDay = fc.integer({ min: Date.UTC(3, 0, 1), max: Date.UTC(9997, 11, 31) }).map((ms) => isoDay(ms - (ms % 86_400_000)));

describe('calendar days', () => {
  it('move by days as Date does, and count the days between', () => {
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -366, max: 366 }), (day, days) => {
        const expected = isoDay(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000);
        expect(addDays(day, days)).toBe(expected);
        expect(daysBetween(day, expected)).toBe(days);
      }),
    );
  });

  it('move by months to the same day, or the last of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('0050-03-31', -1)).toBe('0050-02-28');
    fc.assert(
      fc.property(anyDay, fc.integer({ min: -24, max: 24 }), (day, months) => {
        const moved = addMonths(day, months);
        expect(isDay(moved)).toBe(true);
        expect(Number(moved.slice(8))).toBeLessThanOrEqual(Number(day.slice(8)));
      }),
    );
  });

  it('know a real day from a string that only looks like one', () => {
    fc.assert(
      fc.property(anyDay, (day) => {
        expect(isDay(day)).toBe(true);
      }),
    );
    for (const wrong of ['2026-02-29', '2026-02-30', '2026-13-01', '2026-00-10', '2026-04-31', '2026-4-01', '26-04-01', '', 'abcd-ef-gh'])
      expect(isDay(wrong)).toBe(false);
    expect(isDay('2028-02-29')).toBe(true);
    expect(isDay('0050-01-01')).toBe(true);
    // PostgreSQL has no year 0: a day in it would fail in the database instead of being refused.
    expect(isDay('0000-01-01')).toBe(false);
    expect(utcToday(new Date(Date.UTC(2026, 10, 26, 23, 59)))).toBe('2026-11-26');
  });
});
