import type { FastifyInstance } from 'fastify';
import type { ResponseOf } from '../../contracts/route.ts';
import { roomPlacesRoute, searchRoomsRoute, type RoomSearch } from '../../contracts/search.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { fileUrl } from '../files/routes.ts';
import { EXACT_TOTAL_UP_TO } from '../../contracts/shapes.ts';
import { countRooms, estimateRooms, searchPage, searchPlaces, type CardRow, type RoomSearchPage } from './room-search-sql.ts';
import { filtersKey, SearchTotals, type SearchTotal } from './search-totals.ts';

// GET /api/public/rooms and its map's GET /api/public/rooms/places: the visitors' room search.
// Anyone may call them; they only ever show published rooms of published properties. Their
// parameters and answers are the contracts in src/contracts/search.ts.

type RoomCard = ResponseOf<typeof searchRoomsRoute>['rooms']['docs'][number];

function cover(found: CardRow['cover']): RoomCard['cover'] {
  if (!found) return null;
  const { image, alt } = found;
  const variants = Object.fromEntries(Object.entries(image.variants ?? {}).map(([size, key]) => [size, fileUrl(key)]));
  return { url: fileUrl(image.key), variants, alt: alt ?? null };
}

function card(row: CardRow): RoomCard {
  return {
    _id: row._id,
    name: row.name,
    monthlyPrice: row.monthlyPrice,
    deposit: row.deposit,
    billsIncluded: row.billsIncluded,
    sizeM2: row.sizeM2,
    availableFrom: row.availableFrom,
    minMonths: row.minMonths,
    maxMonths: row.maxMonths,
    createdAt: row.createdAt,
    type: row.type,
    mattress: row.mattress,
    cover: cover(row.cover),
    property: {
      _id: row.propertyId,
      title: row.propertyTitle,
      city: row.propertyCity,
      address: row.propertyAddress,
      latitude: row.propertyLatitude,
      longitude: row.propertyLongitude,
      neighborhood: row.neighborhood,
    },
  };
}

/**
 * The total of a search: from the page when it shows it, else counted with the page (up to
 * EXACT_TOTAL_UP_TO + 1, past which the planner estimates it) or recently counted.
 */
async function totalOf(db: Db, totals: SearchTotals, search: RoomSearch): Promise<{ page: RoomSearchPage } & SearchTotal> {
  const key = filtersKey(search);
  const kept = totals.entry(key);
  const page = await searchPage(db, search, kept === undefined);
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
  const shown = page.rows.length > 0 ? (search.page - 1) * search.limit + page.rows.length + (page.hasNextPage ? 1 : 0) : 0;
  return { page, total: Math.max(found.total, shown), exact: found.exact };
}

// Both read what a few seconds' lag cannot hurt: on a replica when one is set (ops/stale-reads.ts).
export async function roomSearchRoutes(app: FastifyInstance): Promise<void> {
  const totals = new SearchTotals();

  serveRoute(app, searchRoomsRoute, async ({ query: search }, request) => {
    const { page, total: totalDocs, exact } = await request.readMaybeStale((db) => totalOf(db, totals, search));
    return {
      rooms: {
        docs: page.rows.map(card),
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
