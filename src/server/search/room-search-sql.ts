import { sql, type SQL } from 'drizzle-orm';
import { properties } from '../../catalog/collections/places.ts';
import type { Db } from '../db/database.ts';
import { liveReservation } from '../db/live-reservations.ts';
import { containsPattern } from '../db/term-pattern.ts';
import { ident, plannedRows, rows } from '../db/rows.ts';
import { searchColumnName } from '../db/tables.ts';
import { MAX_PLACES, type RoomSort } from '../../contracts/search-params.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import type { RoomFilters, RoomSearch, roomPlacesRoute, searchRoomsRoute } from '../../contracts/search.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import { EXACT_TOTAL_UP_TO } from '../../contracts/shapes.ts';
import { rowCount, rowOffset } from '../db/plain-sql.ts';

// The SQL of the public room search: what a visitor may see, the filters, the order and the
// page, all in the database. The visibility test and the orders are written exactly as the
// partial indexes of migration 0014 are declared, so the planner can use them.

/**
 * Rooms a visitor may find, on `rooms r`: the predicate of 0014's indexes. Whether the room's home
 * is live and published is the room's own `parents_public` (public-parents.ts), so a search that
 * filters nothing of the home chooses its page on rooms alone.
 */
const VISIBLE = sql.raw(`r.published and r.deleted_at is null and r.status <> 'maintenance' and r.parents_public`);

/**
 * What `r.parents_public` says of a joined home, said again: the predicate of 0004's indexes on
 * properties (a city, the map's area), which the planner uses only when the query states it.
 */
const HOME_VISIBLE = sql.raw('p.published and p.deleted_at is null');

const ACTIVE_RESERVATION = liveReservation('x');

/**
 * A room's turn within its city, newest first: 1 for each city's newest room, 2 for the next.
 * Ordering by it first deals the rooms out city by city, so a few cards show several cities
 * however many rooms the busiest one has.
 */
const CITY_TURN = 'row_number() over (partition by lower(p.city) order by r.created_at desc, r.id desc)';

const ORDERS: Record<RoomSort, string> = {
  newest: 'r.created_at desc, r.id desc',
  cities: `${CITY_TURN}, r.created_at desc, r.id desc`,
  price: 'r.monthly_price asc, r.id asc',
  '-price': 'r.monthly_price desc, r.id desc',
  available: 'r.available_from asc nulls first, r.id asc',
};

/** Folded property text `q` is looked for in (the neighbourhood's name is matched apart). */
const Q_COLUMNS = (['city', 'title', 'postalCode', 'address'] as const).map((key) =>
  sql.raw(`p.${ident(searchColumnName(key, properties.fields[key]!))}`),
);

const idList = (ids: string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
const idArray = (ids: string[]) => sql`array[${idList(ids)}]::uuid[]`;

/** The tests on the room's home (`properties p`); the rooms it chooses from need it joined. */
function homeConditions(search: RoomFilters): SQL[] {
  const where: SQL[] = [];
  if (search.q !== undefined) {
    // Neighbourhoods are matched first, into an array: as an IN (subquery) beside the other
    // tests, the planner would guess half the properties match and walk every room for none.
    const pattern = containsPattern(search.q);
    where.push(sql`(${sql.join(
      Q_COLUMNS.map((column) => sql`${column} like ${pattern}`),
      sql` or `,
    )} or p.neighborhood_id = any(array(
      select n.id from neighborhoodsname n where n.deleted_at is null and n.name_search like ${pattern})))`);
  }
  if (search.city !== undefined) where.push(sql`lower(p.city) = lower(${search.city})`);
  if (search.neighborhoods.length) where.push(sql`p.neighborhood_id in (${idList(search.neighborhoods)})`);
  if (search.floorAmenities.length) where.push(sql`p.floor_amenities @> ${idArray(search.floorAmenities)}`);
  if (search.buildingAmenities.length) where.push(sql`p.building_amenities @> ${idArray(search.buildingAmenities)}`);
  if (search.featured) where.push(sql`p.featured`);
  if (search.bbox) {
    const { south, west, north, east } = search.bbox;
    where.push(sql`p.latitude between ${south}::float8 and ${north}::float8`);
    // West beyond east: the box crosses the antimeridian.
    where.push(
      west <= east
        ? sql`p.longitude between ${west}::float8 and ${east}::float8`
        : sql`(p.longitude >= ${west}::float8 or p.longitude <= ${east}::float8)`,
    );
  }
  return where;
}

function roomConditions(search: RoomFilters): SQL[] {
  const where: SQL[] = [VISIBLE];
  if (search.monthlyPriceMin !== undefined) where.push(sql`r.monthly_price >= ${search.monthlyPriceMin}`);
  if (search.monthlyPriceMax !== undefined) where.push(sql`r.monthly_price <= ${search.monthlyPriceMax}`);
  if (search.sizeM2Min !== undefined) where.push(sql`r.size_m2 >= ${search.sizeM2Min}`);
  if (search.sizeM2Max !== undefined) where.push(sql`r.size_m2 <= ${search.sizeM2Max}`);
  if (search.types.length) where.push(sql`r.type_id in (${idList(search.types)})`);
  if (search.mattresses.length) where.push(sql`r.mattress_id in (${idList(search.mattresses)})`);
  if (search.amenities.length) where.push(sql`r.amenities @> ${idArray(search.amenities)}`);
  if (search.billsIncluded !== undefined) where.push(sql`r.bills_included = ${search.billsIncluded}`);
  if (search.minMonths !== undefined) where.push(sql`r.min_months <= ${search.minMonths}`);
  if (search.stay) {
    const { from, to } = search.stay;
    where.push(sql`(r.available_from is null or r.available_from <= ${from}::date)`);
    // As the property page counts a stay: whole calendar months from the move-in day.
    where.push(sql`${to}::date >= ${from}::date + make_interval(months => coalesce(r.min_months, 1))`);
    where.push(sql`not exists (select 1 from roomreserves x where x.room_id = r.id and ${ACTIVE_RESERVATION}
      and x.start_date < ${to}::date and x.end_date > ${from}::date)`);
  }
  return where;
}

/** The rooms a search chooses from, with their homes joined only when it tests them. */
function matchingRooms(search: RoomFilters, alwaysJoinHome = false): { from: SQL; where: SQL } {
  const home = homeConditions(search);
  if (!alwaysJoinHome && home.length === 0) return { from: sql`rooms r`, where: sql.join(roomConditions(search), sql` and `) };
  return { from: sql`rooms r join properties p on p.id = r.property_id`, where: sql.join([...roomConditions(search), HOME_VISIBLE, ...home], sql` and `) };
}

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;

/**
 * One row per card. What a card shows from other tables is read by scalar subqueries rather
 * than joins: planning a join of seven tables cost more than running the whole page.
 */
const CARD_COLUMNS = sql.raw(`
  r.id as "_id", r.name, r.monthly_price as "monthlyPrice", r.deposit, r.bills_included as "billsIncluded",
  r.size_m2 as "sizeM2", r.available_from::text as "availableFrom", r.min_months as "minMonths",
  r.max_months as "maxMonths", to_char(r.created_at at time zone 'UTC', ${ISO_INSTANT}) as "createdAt",
  (select json_build_object('_id', t.id, 'name', t.name) from typerooms t where t.id = r.type_id and t.deleted_at is null) as "type",
  (select json_build_object('_id', m.id, 'name', m.name) from sizemattress m where m.id = r.mattress_id and m.deleted_at is null) as "mattress",
  (select json_build_object('image', i.image, 'alt', i.alt) from roomimages i
    where i.room_id = r.id and i.deleted_at is null order by i."order", i.id limit 1) as "cover",
  p.id as "propertyId", p.title as "propertyTitle", p.city as "propertyCity", p.address as "propertyAddress",
  p.latitude as "propertyLatitude", p.longitude as "propertyLongitude",
  (select json_build_object('_id', n.id, 'name', n.name) from neighborhoodsname n
    where n.id = p.neighborhood_id and n.deleted_at is null) as "neighborhood"`);

/**
 * The statements behind a search: the page of cards, and how many rooms match counted up to
 * `EXACT_TOTAL_UP_TO + 1` (so a count costs the same on any number of rooms; past the cap the
 * planner's estimate of `matches` is the total). The page is chosen on rooms (and their homes,
 * when the search tests them) alone, one row more than asked to know whether another page follows; the rest of each card is
 * read for the rows shown only. With `withCount` the page carries the count in a column
 * ("total", computed once for the statement), to spare a second round trip.
 */
export function roomSearchStatements(search: RoomSearch, withCount = false): { page: SQL; count: SQL; matches: SQL } {
  // A city's turn counts over every match, so the page carries it out of the inner query
  // rather than counting again over its own few rows.
  const byTurn = search.sort === 'cities';
  const { from, where } = matchingRooms(search, byTurn);
  const order = sql.raw(ORDERS[search.sort]);
  const outerOrder = byTurn ? sql.raw('chosen.turn, r.created_at desc, r.id desc') : order;
  const offset = (search.page - 1) * search.limit;
  const matches = sql`select 1 from ${from} where ${where}`;
  const count = sql`select count(*)::int as n from (${matches} limit ${rowCount(EXACT_TOTAL_UP_TO + 1)}) c`;
  return {
    page: sql`select ${CARD_COLUMNS}${withCount ? sql`, (${count}) as "total"` : sql``}
      from (
        select r.id${byTurn ? sql.raw(`, ${CITY_TURN} as turn`) : sql``} from ${from}
        where ${where} order by ${order} limit ${rowCount(search.limit + 1)} offset ${rowOffset(offset)}
      ) chosen
      join rooms r on r.id = chosen.id
      join properties p on p.id = r.property_id
      order by ${outerOrder}`,
    count,
    matches,
  };
}

/**
 * The homes with matching rooms, one row per property that has a place on the map, with how
 * many of its rooms match and the cheapest of them. Ordered by id so a cut answer is stable.
 */
export function placesStatement(search: RoomFilters): SQL {
  const where = sql.join(
    [...roomConditions(search), HOME_VISIBLE, ...homeConditions(search), sql`p.latitude is not null and p.longitude is not null and not (p.latitude = 0 and p.longitude = 0)`],
    sql` and `,
  );
  return sql`select p.id as "_id", p.title, p.city, p.latitude, p.longitude,
      count(*)::int as "rooms", min(r.monthly_price)::int as "fromPrice"
    from rooms r join properties p on p.id = r.property_id
    where ${where}
    group by p.id
    order by p.id
    limit ${MAX_PLACES + 1}`;
}

type RoomCard = ResponseOf<typeof searchRoomsRoute>['rooms']['docs'][number];
type RoomPlace = ResponseOf<typeof roomPlacesRoute>['places'][number];

/** A row of the page statement: the card's own columns, and its property's flattened. */
export type CardRow = Omit<RoomCard, 'cover' | 'property'> & {
  cover: { image: StoredFile; alt: RoomCard['name'] | null } | null;
  propertyId: string;
  propertyTitle: RoomCard['property']['title'];
  propertyCity: string;
  propertyAddress: string;
  propertyLatitude: number | null;
  propertyLongitude: number | null;
  neighborhood: RoomCard['property']['neighborhood'];
};

export interface RoomPlaces {
  rows: RoomPlace[];
  /** More homes match than one answer carries: the map should ask for a smaller area. */
  truncated: boolean;
}

export async function searchPlaces(db: Db, search: RoomFilters): Promise<RoomPlaces> {
  const found = await rows<RoomPlace>(db, placesStatement(search));
  return { rows: found.slice(0, MAX_PLACES), truncated: found.length > MAX_PLACES };
}

export interface RoomSearchPage {
  rows: CardRow[];
  hasNextPage: boolean;
  /** Known from the page itself when it is the last one with anything on it. */
  totalDocs?: number;
  /** The matches counted with the page (when asked and the page has rows), up to EXACT_TOTAL_UP_TO + 1. */
  counted?: number;
}

export async function searchPage(db: Db, search: RoomSearch, withCount = false): Promise<RoomSearchPage> {
  const found = await rows<CardRow & { total?: number }>(db, roomSearchStatements(search, withCount).page);
  const hasNextPage = found.length > search.limit;
  const shown = hasNextPage ? found.slice(0, search.limit) : found;
  const counted = found[0]?.total;
  if (withCount) for (const row of found) delete row.total;
  const offset = (search.page - 1) * search.limit;
  const known = !hasNextPage && (shown.length > 0 || offset === 0);
  return {
    rows: shown,
    hasNextPage,
    ...(known ? { totalDocs: offset + shown.length } : {}),
    ...(counted !== undefined ? { counted: Number(counted) } : {}),
  };
}

/** How many rooms match, up to EXACT_TOTAL_UP_TO + 1. */
export async function countRooms(db: Db, search: RoomSearch): Promise<number> {
  const [row] = await rows(db, roomSearchStatements(search).count);
  return Number(row?.n ?? 0);
}

/** The planner's estimate of the matches: for totals past EXACT_TOTAL_UP_TO. */
export function estimateRooms(db: Db, search: RoomSearch): Promise<number> {
  return plannedRows(db, roomSearchStatements(search).matches);
}
