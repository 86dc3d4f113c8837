import type { RoomSearch } from '../../contracts/search.ts';

// Counting every match is most of a search's cost when many rooms match, and the same filters
// come back within seconds: the next page, the same landing search by many visitors. A total
// is kept briefly per set of filters; the page itself is always read fresh, and a total that
// the page proves too small is raised to what the page shows.

export const TOTALS_TTL_MS = 10_000;
const MAX_ENTRIES = 1000;

/** The filters alone: sorting and paging do not change how many rooms match. */
export function filtersKey(search: RoomSearch): string {
  const { sort: _sort, page: _page, limit: _limit, ...filters } = search;
  return JSON.stringify(filters);
}

export interface SearchTotal {
  total: number;
  /** False when it is the planner's estimate (more than EXACT_TOTAL_UP_TO rooms match). */
  exact: boolean;
}

export class SearchTotals {
  private readonly totals = new Map<string, SearchTotal & { expires: number }>();

  constructor(private readonly ttlMs = TOTALS_TTL_MS) {}

  get(key: string, now = Date.now()): number | undefined {
    return this.entry(key, now)?.total;
  }

  entry(key: string, now = Date.now()): SearchTotal | undefined {
    const entry = this.totals.get(key);
    if (!entry) return undefined;
    if (entry.expires > now) return entry;
    this.totals.delete(key);
    return undefined;
  }

  set(key: string, total: number, now = Date.now(), exact = true): void {
    if (this.ttlMs <= 0) return;
    // Crude but bounded: a burst of distinct searches starts the cache again.
    if (this.totals.size >= MAX_ENTRIES) this.totals.clear();
    this.totals.set(key, { total, exact, expires: now + this.ttlMs });
  }
}
