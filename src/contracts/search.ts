import { z } from 'zod';
import { properties } from '../catalog/collections/places.ts';
import { IMAGE_VARIANTS_DESCRIPTION } from '../catalog/image-variants.ts';
import type { TextField } from '../catalog/types.ts';
import { choice, custom, day, decimal, flag, ids, text, wholeNumber } from './query-params.ts';
import { defineRoute, errorResponse } from './route.ts';
import {
  DEFAULT_LIMIT,
  MAX_IDS,
  MAX_LIMIT,
  MAX_PAGE,
  MAX_PLACES,
  MAX_Q_LENGTH,
  ROOM_SORTS,
  type RoomFilterName,
  type RoomOrderName,
} from './search-params.ts';
import { cents, collectionPage, EXACT_TOTAL_UP_TO, isoDay, isoInstant, localized, named, uuid } from './shapes.ts';

// The visitors' room search (GET /api/public/rooms) and its map (GET /api/public/rooms/places).
// The parameters are parsed by these schemas on the server and documented from them; their
// names are exactly those of ./search-params.ts (`satisfies` holds them to it), which the
// search page writes its address with.

const INT_MAX = 2_147_483_647;
/** A longer city cannot be stored, so cannot match. */
const MAX_CITY_LENGTH = (properties.fields.city as TextField).max;

export interface BoundingBox {
  south: number;
  west: number;
  north: number;
  east: number;
}

const COORDINATE = /^-?\d{1,3}(\.\d{1,15})?$/;

/** `south,west,north,east` in decimal degrees; `west > east` is a box across the antimeridian. */
function readBbox(value: string, fail: (message: string) => never): BoundingBox {
  const parts = value.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => COORDINATE.test(part))) fail('give south,west,north,east in decimal degrees');
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  if ([south, north].some((lat) => lat < -90 || lat > 90)) fail('latitudes go from -90 to 90');
  if ([west, east].some((lng) => lng < -180 || lng > 180)) fail('longitudes go from -180 to 180');
  if (south > north) fail('south must not be above north');
  return { south, west, north, east };
}

/** The filters, by the names the address and the API use. */
const filterParams = {
  q: text({ max: MAX_Q_LENGTH, description: "Text in the property's city, neighbourhood, title, postal code or address; case and accents do not matter" }),
  city: text({ max: MAX_CITY_LENGTH, description: 'Exactly this city, in any case' }),
  neighborhood: ids({ max: MAX_IDS, description: 'In any of these neighbourhoods' }),
  monthlyPriceMin: wholeNumber({ min: 0, max: INT_MAX, description: 'Cents of EUR' }),
  monthlyPriceMax: wholeNumber({ min: 0, max: INT_MAX, description: 'Cents of EUR' }),
  sizeM2Min: decimal({ min: 0 }),
  sizeM2Max: decimal({ min: 0 }),
  type: ids({ max: MAX_IDS, description: 'Of any of these room types' }),
  mattress: ids({ max: MAX_IDS, description: 'With any of these bed sizes' }),
  amenities: ids({ max: MAX_IDS, description: 'With all of these room amenities' }),
  floorAmenities: ids({ max: MAX_IDS, description: 'In a flat with all of these amenities' }),
  buildingAmenities: ids({ max: MAX_IDS, description: 'In a building with all of these amenities' }),
  billsIncluded: flag('Only rooms whose bills are (true) or are not (false) included'),
  featured: flag('true: only featured properties (false filters nothing)'),
  minMonths: wholeNumber({ min: 1, max: 120, description: 'Rooms whose minimum stay is at most this many months' }),
  from: day('First night of the stay; give it with `to`'),
  to: day('The day the stay ends (not a night of it). The room must be free from `from` to `to`: available by `from` and with no live reservation in between'),
  bbox: custom(readBbox, {
    documented: { type: 'string', pattern: '^[-0-9.]+,[-0-9.]+,[-0-9.]+,[-0-9.]+$' },
    description: 'south,west,north,east in decimal degrees',
  }),
} satisfies Record<RoomFilterName, z.ZodType>;

/** How the results are ordered and paged: not filters. */
const orderParams = {
  sort: choice(ROOM_SORTS, 'newest first, price up, price down, soonest available, or a spread of cities (newest of each first)'),
  page: wholeNumber({ min: 1, max: MAX_PAGE }),
  limit: wholeNumber({ min: 1, max: MAX_LIMIT }),
} satisfies Record<RoomOrderName, z.ZodType>;

type FilterValues = z.output<z.ZodObject<typeof filterParams>>;

function checkRanges(values: FilterValues, ctx: z.RefinementCtx): void {
  const ordered = (low: 'monthlyPriceMin' | 'sizeM2Min', high: 'monthlyPriceMax' | 'sizeM2Max') => {
    const min = values[low];
    const max = values[high];
    if (min !== undefined && max !== undefined && min > max) ctx.addIssue({ code: 'custom', path: [high], message: `must not be below ${low}` });
  };
  ordered('monthlyPriceMin', 'monthlyPriceMax');
  ordered('sizeM2Min', 'sizeM2Max');
  const { from, to } = values;
  if (from !== undefined && to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: 'give the last day of the stay with its first (from)' });
  if (to !== undefined && from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: 'give the first day of the stay with its end (to)' });
  if (from !== undefined && to !== undefined && to <= from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be after from' });
}

/** The filters as the search runs them. */
function toFilters(values: FilterValues) {
  return {
    q: values.q,
    city: values.city,
    neighborhoods: values.neighborhood,
    monthlyPriceMin: values.monthlyPriceMin,
    monthlyPriceMax: values.monthlyPriceMax,
    sizeM2Min: values.sizeM2Min,
    sizeM2Max: values.sizeM2Max,
    types: values.type,
    mattresses: values.mattress,
    /** All of these, on the room / the flat / the building. */
    amenities: values.amenities,
    floorAmenities: values.floorAmenities,
    buildingAmenities: values.buildingAmenities,
    billsIncluded: values.billsIncluded,
    // `featured=false` asks for nothing in particular: the flag only ever narrows the search.
    featured: values.featured || undefined,
    minMonths: values.minMonths,
    /** The stay [from, to): both days or neither. */
    stay: values.from !== undefined && values.to !== undefined ? { from: values.from, to: values.to } : undefined,
    bbox: values.bbox,
  };
}

/** The map's question: the filters alone (unknown parameters, the order and the page are ignored). */
export const roomFiltersQuery = z.object(filterParams).superRefine(checkRanges).transform(toFilters);

export const roomSearchQuery = z
  .object({ ...filterParams, ...orderParams })
  .superRefine(checkRanges)
  .transform((values) =>
    Object.assign(toFilters(values), {
      sort: values.sort ?? 'newest',
      page: values.page ?? 1,
      limit: values.limit ?? DEFAULT_LIMIT,
    }),
  );

export type RoomFilters = z.output<typeof roomFiltersQuery>;
export type RoomSearch = z.output<typeof roomSearchQuery>;

const image = z.object({
  url: z.string(),
  variants: z.record(z.string(), z.string()).describe(IMAGE_VARIANTS_DESCRIPTION),
  alt: localized.nullable(),
});

export const roomCard = z.object({
  _id: uuid,
  name: localized,
  monthlyPrice: cents,
  deposit: cents.nullable(),
  billsIncluded: z.boolean(),
  sizeM2: z.number().nullable(),
  availableFrom: isoDay.nullable(),
  minMonths: z.number().int().nullable(),
  maxMonths: z.number().int().nullable(),
  createdAt: isoInstant,
  type: named(localized).nullable(),
  mattress: named(localized).nullable(),
  cover: image.nullable().describe('The first of the room’s photos'),
  property: z.object({
    _id: uuid,
    title: localized,
    city: z.string(),
    address: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    neighborhood: named(z.string()).nullable(),
  }),
});

export const roomPlace = z.object({
  _id: uuid,
  title: localized,
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  rooms: z.number().int().describe('How many of its rooms match'),
  fromPrice: cents.describe('The cheapest matching room, cents of EUR a month'),
});

const badParameter = errorResponse('A bad parameter: `field` names it');
const failed = errorResponse('Something failed on the server; nothing internal is said');

export const searchRoomsRoute = defineRoute({
  method: 'GET',
  path: '/api/public/rooms',
  tags: ['Public'],
  summary: 'Search rooms to rent',
  description:
    'Published rooms (not under maintenance) of published properties, filtered, sorted and paged. ' +
    'Unknown parameters are ignored; a bad value answers 400 with `field` naming the parameter. ' +
    'When more than one page matches, `totalDocs` may be up to 10 seconds old. With a read replica (DATABASE_READ_URL) the ' +
    'rooms shown may be as old as its allowed lag (DATABASE_READ_MAX_LAG_SECONDS), unless this browser changed something a moment ago. ' +
    `Past ${EXACT_TOTAL_UP_TO} matches it is the database's estimate (\`totalDocsExact\` false), as on every list.`,
  query: roomSearchQuery,
  responses: {
    200: { description: 'A page of rooms', schema: z.object({ rooms: collectionPage(roomCard, EXACT_TOTAL_UP_TO) }) },
    400: badParameter,
    500: failed,
  },
});

export const roomPlacesRoute = defineRoute({
  method: 'GET',
  path: '/api/public/rooms/places',
  tags: ['Public'],
  summary: 'Where the rooms of a search are, for a map',
  description:
    'Every home (property with a place on the map) with rooms matching the same filters as GET /api/public/rooms, ' +
    `in \`bbox\` when given: its place, how many rooms match and from what price. At most ${MAX_PLACES} homes, by id; ` +
    '`truncated` says more match.',
  query: roomFiltersQuery,
  responses: {
    200: {
      description: 'The homes',
      schema: z.object({
        places: z.array(roomPlace),
        truncated: z.boolean().describe(`More than ${MAX_PLACES} homes match: ask again with a smaller \`bbox\``),
      }),
    },
    400: badParameter,
    500: failed,
  },
});
