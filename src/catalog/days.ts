// Calendar days, `YYYY-MM-DD` with no time zone: move-in and move-out days, seasons, the day a
// promotion or a legal text applies from. Computed in UTC so a day is the same everywhere, on
// the server and in any visitor's browser.

export type Day = string;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

// Read and written by hand rather than through Date's text parsing and toISOString: a quote
// turns days into dates and back hundreds of times, and this is a third of the cost.
function toDate(day: Day): Date {
  const year = Number(day.slice(0, 4));
  const date = new Date(Date.UTC(year, Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10))));
  // Date.UTC reads the years 0–99 as 1900–1999.
  if (year < 100) date.setUTCFullYear(year);
  return date;
}

const twoDigits = (n: number) => (n < 10 ? `0${n}` : String(n));

function toDay(date: Date): Day {
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
}

/** A real calendar day as `YYYY-MM-DD`, from 0001 on: PostgreSQL has no year 0. */
export function isDay(value: string | null | undefined): value is Day {
  if (!value || !DAY.test(value) || value.startsWith('0000')) return false;
  const date = toDate(value);
  return !Number.isNaN(date.getTime()) && toDay(date) === value;
}

export function addDays(day: Day, days: number): Day {
  const date = toDate(day);
  date.setUTCDate(date.getUTCDate() + days);
  return toDay(date);
}

/** The same day `months` later, or the last day of that month when it is shorter (31 Jan + 1 → 28 Feb). */
export function addMonths(day: Day, months: number): Day {
  const date = toDate(day);
  const wanted = date.getUTCDate();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)).getUTCDate();
  date.setUTCDate(Math.min(wanted, lastDay));
  return toDay(date);
}

/** Today's calendar day in UTC: the day the server reckons in. */
export function utcToday(now = new Date()): Day {
  return toDay(now);
}

export function daysBetween(from: Day, to: Day): number {
  return Math.round((toDate(to).getTime() - toDate(from).getTime()) / 86_400_000);
}
