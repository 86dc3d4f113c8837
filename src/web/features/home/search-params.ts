// The home page's search box turned into the address of the search page: `q`, and the stay as
// `from`/`to` (move-in day plus the months chosen). Pure, so the rules are tested without a browser.

import { addMonths, isDay } from '../../components/public/calendar-days.ts';

export const STAY_MONTHS = [1, 3, 6, 9, 12] as const;

/** The longest `q` the search endpoint takes. */
export const WHERE_MAX = 100;

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
    if (!isDay(input.moveIn)) problems.moveIn = 'badDate';
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
