// Calendar days (`YYYY-MM-DD`, no time zone) and the rules a stay in a room must keep before
// anyone is asked to log in or pay: the server checks them again when reservations open.
// Stays and booked periods are half-open, [from, to): the move-out day is free for the next tenant.

import { addMonths, isDay, type Day } from './calendar-days.ts';

export interface Period {
  from: Day;
  to: Day;
}

export function overlaps(a: Period, b: Period): boolean {
  return a.from < b.to && b.from < a.to;
}

export interface StayRules {
  today: Day;
  availableFrom: Day | null;
  minMonths: number | null;
  maxMonths: number | null;
  booked: Period[];
}

export type StayProblem =
  | { code: 'required' }
  | { code: 'invalid' }
  | { code: 'past'; today: Day }
  | { code: 'beforeAvailable'; availableFrom: Day }
  | { code: 'notAfterFrom' }
  | { code: 'tooShort'; months: number; earliest: Day }
  | { code: 'tooLong'; months: number; latest: Day }
  | { code: 'booked'; period: Period };

export interface StayCheck {
  from?: StayProblem;
  to?: StayProblem;
}

function bookedAround(day: Day, booked: Period[]): Period | undefined {
  return booked.find((period) => period.from <= day && day < period.to);
}

/**
 * What is wrong with a move-in and move-out, each at its own field. An empty field is only
 * "required" when `requireBoth` (the visitor pressed Reserve); while typing it is left alone.
 */
export function checkStay(from: string, to: string, rules: StayRules, requireBoth = false): StayCheck {
  const check: StayCheck = {};
  if (!from) {
    if (requireBoth) check.from = { code: 'required' };
  } else if (!isDay(from)) check.from = { code: 'invalid' };
  else if (from < rules.today) check.from = { code: 'past', today: rules.today };
  else {
    // A booked period says more than the room's date, which often is just where that stay ends.
    const around = bookedAround(from, rules.booked);
    if (around) check.from = { code: 'booked', period: around };
    else if (rules.availableFrom && from < rules.availableFrom) check.from = { code: 'beforeAvailable', availableFrom: rules.availableFrom };
  }

  if (!to) {
    if (requireBoth) check.to = { code: 'required' };
    return check;
  }
  if (!isDay(to)) {
    check.to = { code: 'invalid' };
    return check;
  }
  if (!isDay(from)) return check;
  if (to <= from) {
    check.to = { code: 'notAfterFrom' };
    return check;
  }
  const minMonths = rules.minMonths ?? 1;
  const earliest = addMonths(from, minMonths);
  if (to < earliest) {
    check.to = { code: 'tooShort', months: minMonths, earliest };
    return check;
  }
  if (rules.maxMonths) {
    const latest = addMonths(from, rules.maxMonths);
    if (to > latest) {
      check.to = { code: 'tooLong', months: rules.maxMonths, latest };
      return check;
    }
  }
  // A move-in inside a booked period is already said at the move-in; otherwise the stay runs into one.
  if (check.from?.code !== 'booked') {
    const crossed = rules.booked.find((period) => overlaps({ from, to }, period));
    if (crossed) check.to = { code: 'booked', period: crossed };
  }
  return check;
}

export function isStayValid(check: StayCheck): boolean {
  return !check.from && !check.to;
}

/** The first day someone could move in: not before today, the room's date, or the end of a stay that holds it. */
export function firstFreeDay(rules: Pick<StayRules, 'today' | 'availableFrom' | 'booked'>): Day {
  let day = rules.availableFrom && rules.availableFrom > rules.today ? rules.availableFrom : rules.today;
  for (const period of [...rules.booked].sort((a, b) => (a.from < b.from ? -1 : 1))) {
    if (period.from <= day && day < period.to) day = period.to;
  }
  return day;
}
