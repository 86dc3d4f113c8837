// The home page's search box turned into the address of the search page: `q`, and the stay as
// `from`/`to` (move-in day plus the months chosen). Pure, so the rules are tested without a browser.

export const STAY_MONTHS = [1, 3, 6, 9, 12] as const;

/** The longest `q` the search endpoint takes. */
export const WHERE_MAX = 100;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Today in the visitor's own time zone, as the date input shows it. */
export function localToday(now = new Date()): string {
  return `${pad(now.getFullYear(), 4)}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A real calendar day `YYYY-MM-DD` (no 31 April). */
export function isCalendarDay(text: string): boolean {
  const match = DAY.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * The same day `months` later; when that month is shorter, its last day
 * (31 January + 1 month = 28 or 29 February), as a person counts a rental month.
 */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date, lastDay));
  return target.toISOString().slice(0, 10);
}

export interface HomeSearchInput {
  where: string;
  moveIn: string;
  /** Months of stay as the select gives them; '' when not chosen. */
  months: string;
}

export type HomeSearchField = keyof HomeSearchInput;
export type HomeSearchProblem = 'whereTooLong' | 'badDate' | 'pastDate' | 'needDate' | 'needMonths';

export type HomeSearchResult = { ok: true; url: string } | { ok: false; problems: Partial<Record<HomeSearchField, HomeSearchProblem>> };

/** Where the search box leads, or what is wrong at which field. Empty parts are left out of the address. */
export function homeSearchTarget(input: HomeSearchInput, today: string): HomeSearchResult {
  const problems: Partial<Record<HomeSearchField, HomeSearchProblem>> = {};
  const where = input.where.trim().replace(/\s+/g, ' ');
  const months = Number(input.months);
  const hasMonths = input.months !== '' && (STAY_MONTHS as readonly number[]).includes(months);

  if (where.length > WHERE_MAX) problems.where = 'whereTooLong';
  if (input.moveIn) {
    if (!isCalendarDay(input.moveIn)) problems.moveIn = 'badDate';
    else if (input.moveIn < today) problems.moveIn = 'pastDate';
    else if (!hasMonths) problems.months = 'needMonths';
  } else if (hasMonths) {
    problems.moveIn = 'needDate';
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };

  const params = new URLSearchParams();
  if (where) params.set('q', where);
  if (input.moveIn && hasMonths) {
    params.set('from', input.moveIn);
    params.set('to', addMonths(input.moveIn, months));
  }
  const query = params.toString();
  return { ok: true, url: `/searchproperties${query ? `?${query}` : ''}` };
}
