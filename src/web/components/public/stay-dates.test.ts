import { describe, expect, it } from 'vitest';
import { addMonths, isDay, localToday } from './calendar-days.ts';
import { checkStay, firstFreeDay, isStayValid, type StayRules } from './stay-dates.ts';

const rules: StayRules = {
  today: '2026-05-10',
  availableFrom: '2026-06-01',
  minMonths: 3,
  maxMonths: 12,
  booked: [{ from: '2026-09-01', to: '2027-01-01' }],
};

describe('calendar days', () => {
  it('adds months keeping the day, or the last day of a shorter month', () => {
    expect(addMonths('2026-01-15', 1)).toBe('2026-02-15');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
  });

  it('knows a real day from anything else', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('28/02/2026')).toBe(false);
    expect(isDay('')).toBe(false);
  });

  it('reads today on the visitor’s own calendar', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});

describe('checkStay', () => {
  it('accepts a stay that keeps every rule', () => {
    expect(checkStay('2026-06-01', '2026-09-01', rules)).toEqual({});
    // The move-out day of a booked stay is the next tenant's move-in day.
    expect(checkStay('2027-01-01', '2027-04-01', rules)).toEqual({});
  });

  it('leaves empty fields alone until Reserve is pressed', () => {
    expect(checkStay('', '', rules)).toEqual({});
    expect(checkStay('', '', rules, true)).toEqual({ from: { code: 'required' }, to: { code: 'required' } });
  });

  it('refuses a move-in in the past or before the room is free', () => {
    expect(checkStay('2026-05-09', '2026-09-01', rules).from).toEqual({ code: 'past', today: '2026-05-10' });
    expect(checkStay('2026-05-20', '2026-08-20', rules).from).toEqual({ code: 'beforeAvailable', availableFrom: '2026-06-01' });
  });

  it('wants the move-out after the move-in', () => {
    expect(checkStay('2026-06-01', '2026-06-01', rules).to).toEqual({ code: 'notAfterFrom' });
    expect(checkStay('2026-06-01', '2026-05-31', rules).to).toEqual({ code: 'notAfterFrom' });
  });

  it('holds the minimum and maximum stay in calendar months', () => {
    expect(checkStay('2026-06-01', '2026-08-31', rules).to).toEqual({ code: 'tooShort', months: 3, earliest: '2026-09-01' });
    expect(checkStay('2027-01-01', '2028-01-02', rules).to).toEqual({ code: 'tooLong', months: 12, latest: '2028-01-01' });
    expect(checkStay('2027-01-01', '2028-01-01', rules)).toEqual({});
  });

  it('without a minimum, a stay is at least one month; without a maximum, any length', () => {
    const open = { ...rules, minMonths: null, maxMonths: null, booked: [] };
    expect(checkStay('2026-06-10', '2026-07-09', open).to).toEqual({ code: 'tooShort', months: 1, earliest: '2026-07-10' });
    expect(checkStay('2026-06-10', '2036-06-10', open)).toEqual({});
  });

  it('names the booked period rather than the room’s date when the move-in falls in both', () => {
    const heldUntilFree = { ...rules, availableFrom: '2027-01-01' };
    expect(checkStay('2026-10-01', '2027-02-01', heldUntilFree).from).toEqual({ code: 'booked', period: rules.booked[0] });
  });

  it('says at the move-in when it falls inside a booked period', () => {
    const check = checkStay('2026-10-01', '2027-02-01', rules);
    expect(check.from).toEqual({ code: 'booked', period: rules.booked[0] });
    expect(check.to).toBeUndefined();
  });

  it('says at the move-out when the stay runs into a booked period', () => {
    const check = checkStay('2026-06-01', '2026-09-02', rules);
    expect(check.from).toBeUndefined();
    expect(check.to).toEqual({ code: 'booked', period: rules.booked[0] });
    expect(isStayValid(check)).toBe(false);
  });

  it('catches a stay that wraps a booked period whole', () => {
    const wide = { ...rules, maxMonths: 24 };
    expect(checkStay('2026-06-01', '2027-06-01', wide).to).toEqual({ code: 'booked', period: rules.booked[0] });
  });
});

describe('firstFreeDay', () => {
  it('is today, the room’s date, or the end of the stays that hold it', () => {
    expect(firstFreeDay({ today: '2026-05-10', availableFrom: null, booked: [] })).toBe('2026-05-10');
    expect(firstFreeDay({ today: '2026-05-10', availableFrom: '2026-06-01', booked: [] })).toBe('2026-06-01');
    expect(
      firstFreeDay({
        today: '2026-05-10',
        availableFrom: null,
        booked: [
          { from: '2026-08-01', to: '2026-09-01' },
          { from: '2026-05-01', to: '2026-08-01' },
        ],
      }),
    ).toBe('2026-09-01');
  });
});
