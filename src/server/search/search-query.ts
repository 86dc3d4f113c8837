import { properties } from '../../catalog/collections/places.ts';
import type { TextField } from '../../catalog/types.ts';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { badRequest } from '../errors.ts';

// Reads the public room search's query string into a typed description (see
// /api/public/rooms in the API contract). Every parameter is checked here, since route schemas
// only document; a bad value is a 400 naming the parameter. Unknown parameters are ignored, so
// links with tracking parameters still work.

export const ROOM_SORTS = ['newest', 'price', '-price', 'available', 'cities'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 200;
export const MAX_PAGE = 10_000;
export const MAX_Q_LENGTH = 100;
/** Ids a repeatable parameter may carry: more than any filter panel offers. */
export const MAX_IDS = 50;

const INT_MAX = 2_147_483_647;
/** A longer city cannot be stored, so cannot match. */
const MAX_CITY_LENGTH = (properties.fields.city as TextField).max;

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface RoomSearch {
  /** Free text, trimmed; matched folded (no case, no accents) as a substring. */
  q?: string;
  city?: string;
  neighborhoods: string[];
  monthlyPriceMin?: number;
  monthlyPriceMax?: number;
  sizeM2Min?: number;
  sizeM2Max?: number;
  types: string[];
  mattresses: string[];
  /** All of these, on the room / the flat / the building. */
  amenities: string[];
  floorAmenities: string[];
  buildingAmenities: string[];
  billsIncluded?: boolean;
  featured?: boolean;
  minMonths?: number;
  /** The stay [from, to): both days or neither. */
  stay?: { from: string; to: string };
  bbox?: BoundingBox;
  sort: RoomSort;
  page: number;
  limit: number;
}

type RawQuery = Record<string, unknown>;

/** One value of a parameter that may be given once; empty text counts as not given. */
function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name}: give it once`, name);
  // PostgreSQL text cannot hold NUL: refused here rather than failing in the query.
  if (value.includes('\u0000')) throw badRequest(`${name}: contains a NUL character`, name);
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

/** A repeatable list of ids: `?type=a&type=b`, `?type=a,b`, or both. Empty items are skipped. */
function ids(query: RawQuery, name: string): string[] {
  const value = query[name];
  if (value === undefined) return [];
  const parts = (Array.isArray(value) ? value : [value]).flatMap((item) => {
    if (typeof item !== 'string') throw badRequest(`${name}: give ids as text`, name);
    return item.split(',');
  });
  const found = new Set<string>();
  for (const part of parts) {
    const id = part.trim();
    if (id === '') continue;
    if (!ID_PATTERN.test(id)) throw badRequest(`${name}: "${id.slice(0, 40)}" is not an id`, name);
    found.add(id.toLowerCase());
  }
  if (found.size > MAX_IDS) throw badRequest(`${name}: at most ${MAX_IDS} ids`, name);
  // Sorted: the same filters given in another order are the same search (see search-totals.ts).
  return [...found].sort();
}

function wholeNumber(query: RawQuery, name: string, min: number, max: number): number | undefined {
  const text = single(query, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!/^\d{1,10}$/.test(text) || value < min || value > max) {
    throw badRequest(`${name}: must be a whole number from ${min} to ${max}`, name);
  }
  return value;
}

const DECIMAL = /^-?\d{1,9}(\.\d{1,9})?$/;

function decimal(query: RawQuery, name: string, min: number): number | undefined {
  const text = single(query, name);
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!DECIMAL.test(text) || value < min) throw badRequest(`${name}: must be a number from ${min}`, name);
  return value;
}

function bool(query: RawQuery, name: string): boolean | undefined {
  const text = single(query, name);
  if (text === undefined) return undefined;
  if (text !== 'true' && text !== 'false') throw badRequest(`${name}: must be true or false`, name);
  return text === 'true';
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function day(query: RawQuery, name: string): string | undefined {
  const text = single(query, name);
  if (text === undefined) return undefined;
  const date = new Date(`${text}T00:00:00Z`);
  const valid = DAY.test(text) && !text.startsWith('0000') && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  if (!valid) throw badRequest(`${name}: must be a date as YYYY-MM-DD`, name);
  return text;
}

function ordered(low: string, high: string, min: number | undefined, max: number | undefined): void {
  if (min !== undefined && max !== undefined && min > max) throw badRequest(`${high}: must not be below ${low}`, high);
}

function stay(query: RawQuery): RoomSearch['stay'] {
  const from = day(query, 'from');
  const to = day(query, 'to');
  if (from === undefined && to === undefined) return undefined;
  if (to === undefined) throw badRequest('to: give the last day of the stay with its first (from)', 'to');
  if (from === undefined) throw badRequest('from: give the first day of the stay with its end (to)', 'from');
  if (to <= from) throw badRequest('to: must be after from', 'to');
  return { from, to };
}

const COORDINATE = /^-?\d{1,3}(\.\d{1,15})?$/;

/** `south,west,north,east` in decimal degrees; `west > east` is a box across the antimeridian. */
function bbox(query: RawQuery): BoundingBox | undefined {
  const text = single(query, 'bbox');
  if (text === undefined) return undefined;
  const parts = text.split(',').map((part) => part.trim());
  const fail = (why: string) => badRequest(`bbox: ${why}`, 'bbox');
  if (parts.length !== 4 || !parts.every((part) => COORDINATE.test(part))) {
    throw fail('give south,west,north,east in decimal degrees');
  }
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if ([south, north].some((lat) => lat < -90 || lat > 90)) throw fail('latitudes go from -90 to 90');
  if ([west, east].some((lng) => lng < -180 || lng > 180)) throw fail('longitudes go from -180 to 180');
  if (south > north) throw fail('south must not be above north');
  return { south, west, north, east };
}

function sort(query: RawQuery): RoomSort {
  const text = single(query, 'sort');
  if (text === undefined) return 'newest';
  if (!(ROOM_SORTS as readonly string[]).includes(text)) throw badRequest(`sort: must be one of ${ROOM_SORTS.join(', ')}`, 'sort');
  return text as RoomSort;
}

export function parseRoomSearch(query: RawQuery): RoomSearch {
  const q = single(query, 'q');
  if (q !== undefined && q.length > MAX_Q_LENGTH) throw badRequest(`q: at most ${MAX_Q_LENGTH} characters`, 'q');
  const city = single(query, 'city');
  if (city !== undefined && city.length > MAX_CITY_LENGTH) throw badRequest(`city: at most ${MAX_CITY_LENGTH} characters`, 'city');
  const monthlyPriceMin = wholeNumber(query, 'monthlyPriceMin', 0, INT_MAX);
  const monthlyPriceMax = wholeNumber(query, 'monthlyPriceMax', 0, INT_MAX);
  ordered('monthlyPriceMin', 'monthlyPriceMax', monthlyPriceMin, monthlyPriceMax);
  const sizeM2Min = decimal(query, 'sizeM2Min', 0);
  const sizeM2Max = decimal(query, 'sizeM2Max', 0);
  ordered('sizeM2Min', 'sizeM2Max', sizeM2Min, sizeM2Max);
  return {
    q,
    city,
    neighborhoods: ids(query, 'neighborhood'),
    monthlyPriceMin,
    monthlyPriceMax,
    sizeM2Min,
    sizeM2Max,
    types: ids(query, 'type'),
    mattresses: ids(query, 'mattress'),
    amenities: ids(query, 'amenities'),
    floorAmenities: ids(query, 'floorAmenities'),
    buildingAmenities: ids(query, 'buildingAmenities'),
    billsIncluded: bool(query, 'billsIncluded'),
    // `featured=false` asks for nothing in particular: the flag only ever narrows the search.
    featured: bool(query, 'featured') || undefined,
    minMonths: wholeNumber(query, 'minMonths', 1, 120),
    stay: stay(query),
    bbox: bbox(query),
    sort: sort(query),
    page: wholeNumber(query, 'page', 1, MAX_PAGE) ?? 1,
    limit: wholeNumber(query, 'limit', 1, MAX_LIMIT) ?? DEFAULT_LIMIT,
  };
}
