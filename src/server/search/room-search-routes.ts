import type { FastifyInstance } from 'fastify';
import { roomPlacesRoute, searchRoomsRoute, type RoomSearch } from '../../contracts/search.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { EXACT_TOTAL_UP_TO } from '../../contracts/shapes.ts';
import { CardPages, type RoomSearchPage } from './card-pages.ts';
import { countRooms, estimateRooms, searchPlaces } from './room-search-sql.ts';
import { filtersKey, SearchTotals, type SearchTotal } from './search-totals.ts';

// GET /api/public/rooms and its map's GET /api/public/rooms/places: the visitors' room search.
// Anyone may call them; they only ever show published rooms of published properties. Their
// parameters and answers are the contracts in src/contracts/search.ts.

/**
 * The total of a search: from the page when it shows it, else counted with the page (up to
 * EXACT_TOTAL_UP_TO + 1, past which the planner estimates it) or recently counted.
 */
async function totalOf(db: Db, pages: CardPages, totals: SearchTotals, search: RoomSearch): Promise<{ page: RoomSearchPage } & SearchTotal> {
  const key = filtersKey(search);
  const kept = totals.entry(key);
  const page = await pages.read(db, search, key, kept === undefined);
  if (page.totalDocs !== undefined) {
    totals.set(key, page.totalDocs);
    return { page, total: page.totalDocs, exact: true };
  }
  let found = kept;
  if (found === undefined) {
    // A page past the last one has no row to carry the count.
    const counted = page.counted ?? (await countRooms(db, search));
    found = counted <= EXACT_TOTAL_UP_TO ? { total: counted, exact: true } : { total: Math.max(await estimateRooms(db, search), counted), exact: false };
    totals.set(key, found.total, Date.now(), found.exact);
  }
  // A page with rooms on it proves at least this many match, whatever an older count said.
  const shown = page.cards.length > 0 ? (search.page - 1) * search.limit + page.cards.length + (page.hasNextPage ? 1 : 0) : 0;
  return { page, total: Math.max(found.total, shown), exact: found.exact };
}

// Both read what a few seconds' lag cannot hurt: on a replica when one is set (ops/stale-reads.ts).
export async function roomSearchRoutes(app: FastifyInstance): Promise<void> {
  const totals = new SearchTotals();
  const pages = new CardPages();

  serveRoute(app, searchRoomsRoute, async ({ query: search }, request) => {
    const { page, total: totalDocs, exact } = await request.readMaybeStale((db) => totalOf(db, pages, totals, search));
    return {
      rooms: {
        docs: page.cards,
        totalDocs,
        totalDocsExact: exact,
        page: search.page,
        limit: search.limit,
        totalPages: Math.max(1, Math.ceil(totalDocs / search.limit)),
        hasNextPage: page.hasNextPage,
        hasPrevPage: search.page > 1,
      },
    };
  });

  serveRoute(app, roomPlacesRoute, async ({ query: filters }, request) => {
    const found = await request.readMaybeStale((db) => searchPlaces(db, filters));
    return { places: found.rows, truncated: found.truncated };
  });
}
