import { properties } from '../../catalog/collections/places.ts';
import type { Db } from '../db/database.ts';
import { liveReservationText } from '../db/live-reservations.ts';
import { containsPatternText } from '../db/term-pattern.ts';
import { ident, plannedRows, rows, type CompiledQuery } from '../db/rows.ts';
import { PREPARED_SELECT } from '../db/prepared-statements.ts';
import { StatementText } from '../db/statement-text.ts';
import { searchColumnName } from '../db/tables.ts';
import { MAX_PLACES, type RoomSort } from '../../contracts/search-params.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import type { RoomFilters, RoomSearch, roomPlacesRoute, searchRoomsRoute } from '../../contracts/search.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import { EXACT_TOTAL_UP_TO } from '../../contracts/shapes.ts';
import { isoInstant, rowCountText, rowOffsetText } from '../db/plain-sql.ts';

// The SQL of the public room search: what a visitor may see, the filters, the order and the
// page, all in the database. The visibility test and the orders are written exactly as the
// partial indexes of migration 0014 are declared, so the planner can use them. Every visitor's
// search runs through here, so its statements are assembled as text (statement-text.ts).

/**
 * Rooms a visitor may find, on `rooms r`: the predicate of 0014's indexes. Whether the room's home
 * is live and published is the room's own `parents_public` (public-parents.ts), so a search that
 * filters nothing of the home chooses its page on rooms alone.
 */
const VISIBLE = `r.published and r.deleted_at is null and r.status <> 'maintenance' and r.parents_public`;

/**
 * What `r.parents_public` says of a joined home, said again: the predicate of 0004's indexes on
 * properties (a city, the map's area), which the planner uses only when the query states it.
 */
const HOME_VISIBLE = 'p.published and p.deleted_at is null';

const ACTIVE_RESERVATION = liveReservationText('x');

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
const Q_COLUMNS = (['city', 'title', 'postalCode', 'address'] as const).map((key) => `p.${ident(searchColumnName(key, properties.fields[key]!))}`);

type Value = StatementText['value'];

const idList = (ids: string[], value: Value) => ids.map((id) => `${value(id)}::uuid`).join(', ');
const idArray = (ids: string[], value: Value) => `array[${idList(ids, value)}]::uuid[]`;

/** The tests on the room's home (`properties p`); the rooms it chooses from need it joined. */
function homeConditions(search: RoomFilters, statement: StatementText): string[] {
  const where: string[] = [];
  const { value } = statement;
  if (search.q !== undefined) {
    // Neighbourhoods are matched first, into an array: as an IN (subquery) beside the other
    // tests, the planner would guess half the properties match and walk every room for none.
    const pattern = containsPatternText(search.q);
    where.push(`(${Q_COLUMNS.map((column) => `${column} like ${pattern}`).join(' or ')} or p.neighborhood_id = any(array(
      select n.id from neighborhoodsname n where n.deleted_at is null and n.name_search like ${pattern})))`);
  }
  if (search.city !== undefined) where.push(`lower(p.city) = lower(${value(search.city)})`);
  if (search.neighborhoods.length) where.push(`p.neighborhood_id in (${idList(search.neighborhoods, value)})`);
  if (search.floorAmenities.length) where.push(`p.floor_amenities @> ${idArray(search.floorAmenities, value)}`);
  if (search.buildingAmenities.length) where.push(`p.building_amenities @> ${idArray(search.buildingAmenities, value)}`);
  if (search.featured) where.push('p.featured');
  if (search.bbox) {
    const { south, west, north, east } = search.bbox;
    where.push(`p.latitude between ${value(south)}::float8 and ${value(north)}::float8`);
    // West beyond east: the box crosses the antimeridian.
    const [westEdge, eastEdge] = [`${value(west)}::float8`, `${value(east)}::float8`];
    where.push(west <= east ? `p.longitude between ${westEdge} and ${eastEdge}` : `(p.longitude >= ${westEdge} or p.longitude <= ${eastEdge})`);
  }
  return where;
}

function roomConditions(search: RoomFilters, statement: StatementText): string[] {
  const where: string[] = [VISIBLE];
  const { value } = statement;
  if (search.monthlyPriceMin !== undefined) where.push(`r.monthly_price >= ${value(search.monthlyPriceMin)}`);
  if (search.monthlyPriceMax !== undefined) where.push(`r.monthly_price <= ${value(search.monthlyPriceMax)}`);
  if (search.sizeM2Min !== undefined) where.push(`r.size_m2 >= ${value(search.sizeM2Min)}`);
  if (search.sizeM2Max !== undefined) where.push(`r.size_m2 <= ${value(search.sizeM2Max)}`);
  if (search.types.length) where.push(`r.type_id in (${idList(search.types, value)})`);
  if (search.mattresses.length) where.push(`r.mattress_id in (${idList(search.mattresses, value)})`);
  if (search.amenities.length) where.push(`r.amenities @> ${idArray(search.amenities, value)}`);
  if (search.billsIncluded !== undefined) where.push(`r.bills_included = ${value(search.billsIncluded)}`);
  if (search.minMonths !== undefined) where.push(`r.min_months <= ${value(search.minMonths)}`);
  if (search.stay) {
    const from = `${value(search.stay.from)}::date`;
    const to = `${value(search.stay.to)}::date`;
    where.push(`(r.available_from is null or r.available_from <= ${from})`);
    // As the property page counts a stay: whole calendar months from the move-in day.
    where.push(`${to} >= ${from} + make_interval(months => coalesce(r.min_months, 1))`);
    where.push(`not exists (select 1 from roomreserves x where x.room_id = r.id and ${ACTIVE_RESERVATION}
      and x.start_date < ${to} and x.end_date > ${from})`);
  }
  return where;
}

/** The rooms a search chooses from, with their homes joined only when it tests them. */
function matchingRooms(search: RoomFilters, statement: StatementText, alwaysJoinHome = false): { from: string; where: string } {
  const rooms = roomConditions(search, statement);
  const home = homeConditions(search, statement);
  if (!alwaysJoinHome && home.length === 0) return { from: 'rooms r', where: rooms.join(' and ') };
  return { from: 'rooms r join properties p on p.id = r.property_id', where: [...rooms, HOME_VISIBLE, ...home].join(' and ') };
}

/**
 * One row per card. What a card shows from other tables is read by scalar subqueries rather
 * than joins: planning a join of seven tables cost more than running the whole page.
 */
const CARD_COLUMNS = `
  r.id as "_id", r.name, r.monthly_price as "monthlyPrice", r.deposit, r.bills_included as "billsIncluded",
  r.size_m2 as "sizeM2", r.available_from::text as "availableFrom", r.min_months as "minMonths",
  r.max_months as "maxMonths", ${isoInstant('r.created_at')} as "createdAt",
  (select json_build_object('_id', t.id, 'name', t.name) from typerooms t where t.id = r.type_id and t.deleted_at is null) as "type",
  (select json_build_object('_id', m.id, 'name', m.name) from sizemattress m where m.id = r.mattress_id and m.deleted_at is null) as "mattress",
  (select json_build_object('image', i.image, 'alt', i.alt) from roomimages i
    where i.room_id = r.id and i.deleted_at is null order by i."order", i.id limit 1) as "cover",
  p.id as "propertyId", p.title as "propertyTitle", p.city as "propertyCity", p.address as "propertyAddress",
  p.latitude as "propertyLatitude", p.longitude as "propertyLongitude",
  (select json_build_object('_id', n.id, 'name', n.name) from neighborhoodsname n
    where n.id = p.neighborhood_id and n.deleted_at is null) as "neighborhood"`;

/**
 * What a card is made of, as one text: the versions (`xmin`, the transaction that wrote each row
 * as it is) of its room, its home, and the type, bed, cover photo and neighbourhood it shows, '-'
 * for none. Any write to any of them, a cover photo added before the first or a type removed,
 * gives the card another; a card kept at this version is the card CARD_COLUMNS would read.
 */
const CARD_VERSION = `concat_ws('.', r.xmin, p.xmin,
    coalesce((select t.xmin::text from typerooms t where t.id = r.type_id and t.deleted_at is null), '-'),
    coalesce((select m.xmin::text from sizemattress m where m.id = r.mattress_id and m.deleted_at is null), '-'),
    coalesce((select i.id::text || '/' || i.xmin::text from roomimages i
      where i.room_id = r.id and i.deleted_at is null order by i."order", i.id limit 1), '-'),
    coalesce((select n.xmin::text from neighborhoodsname n where n.id = p.neighborhood_id and n.deleted_at is null), '-'))`;

/**
 * When the database server answering started: a version names a row only within one server's
 * history (a promoted replica or a restore hands out the same transaction ids again).
 */
const SERVER_STARTED = '(select pg_postmaster_start_time()::text)';

/**
 * A count of the matches of `where` up to EXACT_TOTAL_UP_TO + 1, so it costs the same on any
 * number of rooms: what follows `select`.
 */
const boundedCount = (from: string, where: string) =>
  `count(*)::int as n from (select 1 from ${from} where ${where} limit ${rowCountText(EXACT_TOTAL_UP_TO + 1)}) c`;

/** What a page statement reads of each room: its whole card, or which card at which version. */
type PageSelect = 'cards' | 'versions';

const PAGE_SELECT: Record<PageSelect, string> = {
  cards: `${CARD_COLUMNS}, ${CARD_VERSION} as "version", ${SERVER_STARTED} as "server"`,
  versions: `r.id as "_id", ${CARD_VERSION} as "version", ${SERVER_STARTED} as "server"`,
};

/**
 * The page. The page is chosen on rooms (and their homes, when the search tests them) alone, one
 * row more than asked to know whether another page follows; the rest of each card (or its version)
 * is read for the rows shown only. With `withCount` the page carries the bounded count in a column
 * ("total", computed once for the statement), to spare a second round trip.
 */
function pageStatement(search: RoomSearch, withCount: boolean, select: PageSelect): CompiledQuery {
  const statement = new StatementText();
  // A city's turn counts over every match, so the page carries it out of the inner query
  // rather than counting again over its own few rows.
  const byTurn = search.sort === 'cities';
  const { from, where } = matchingRooms(search, statement, byTurn);
  const order = ORDERS[search.sort];
  const offset = rowOffsetText((search.page - 1) * search.limit, statement.value);
  // Marked prepared: with no filter (the landing search) the statement has no parameter.
  return statement.query(`${PREPARED_SELECT}${PAGE_SELECT[select]}${withCount ? `, (select ${boundedCount(from, where)}) as "total"` : ''}
      from (
        select r.id${byTurn ? `, ${CITY_TURN} as turn` : ''} from ${from}
        where ${where} order by ${order} limit ${rowCountText(search.limit + 1)} offset ${offset}
      ) chosen
      join rooms r on r.id = chosen.id
      join properties p on p.id = r.property_id
      order by ${byTurn ? 'chosen.turn, r.created_at desc, r.id desc' : order}`);
}

/** The cards of these rooms as they are now, whatever they show, each with its version. */
function cardsStatement(ids: string[]): CompiledQuery {
  const statement = new StatementText();
  return statement.query(`${PREPARED_SELECT}${CARD_COLUMNS}, ${CARD_VERSION} as "version", ${SERVER_STARTED} as "server"
    from rooms r join properties p on p.id = r.property_id
    where r.id = any(${statement.value(`{${ids.join(',')}}`)}::uuid[])`);
}

/**
 * How many rooms match, up to EXACT_TOTAL_UP_TO + 1 (past it, the planner's estimate is the
 * total). Whatever the order: only a city's turn needs the homes joined, not a count.
 */
function countStatement(search: RoomFilters): CompiledQuery {
  const statement = new StatementText();
  const { from, where } = matchingRooms(search, statement);
  return statement.query(`${PREPARED_SELECT}${boundedCount(from, where)}`);
}

/** Every room that matches, for the planner to estimate how many. */
function matchesStatement(search: RoomFilters): CompiledQuery {
  const statement = new StatementText();
  const { from, where } = matchingRooms(search, statement);
  return statement.query(`select 1 from ${from} where ${where}`);
}

/**
 * The homes with matching rooms, one row per property that has a place on the map, with how
 * many of its rooms match and the cheapest of them. Ordered by id so a cut answer is stable.
 */
function placesStatement(search: RoomFilters): CompiledQuery {
  const statement = new StatementText();
  const where = [
    ...roomConditions(search, statement),
    HOME_VISIBLE,
    ...homeConditions(search, statement),
    'p.latitude is not null and p.longitude is not null and not (p.latitude = 0 and p.longitude = 0)',
  ].join(' and ');
  return statement.query(`${PREPARED_SELECT}p.id as "_id", p.title, p.city, p.latitude, p.longitude,
      count(*)::int as "rooms", min(r.monthly_price)::int as "fromPrice"
    from rooms r join properties p on p.id = r.property_id
    where ${where}
    group by p.id
    order by p.id
    limit ${rowCountText(MAX_PLACES + 1)}`);
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

/** Which card a page statement's row is at, on which database server, and the count when asked. */
export interface PageRowFacts {
  _id: string;
  version: string;
  server: string;
  total?: number;
}

/** The page's rooms, one more than asked when another page follows: each whole card's row. */
export function readPageCards(db: Db, search: RoomSearch, withCount: boolean): Promise<(CardRow & PageRowFacts)[]> {
  return rows(db, pageStatement(search, withCount, 'cards'));
}

/** The page's rooms, one more than asked when another page follows: which cards at which versions. */
export function listPageVersions(db: Db, search: RoomSearch, withCount: boolean): Promise<PageRowFacts[]> {
  return rows(db, pageStatement(search, withCount, 'versions'));
}

/** The cards of these rooms as they are now, each with its version, in no order. */
export function readCards(db: Db, ids: string[]): Promise<(CardRow & PageRowFacts)[]> {
  return rows(db, cardsStatement(ids));
}

/** How many rooms match, up to EXACT_TOTAL_UP_TO + 1. */
export async function countRooms(db: Db, search: RoomSearch): Promise<number> {
  const [row] = await rows(db, countStatement(search));
  return Number(row?.n ?? 0);
}

/** The planner's estimate of the matches: for totals past EXACT_TOTAL_UP_TO. */
export function estimateRooms(db: Db, search: RoomSearch): Promise<number> {
  return plannedRows(db, matchesStatement(search));
}
