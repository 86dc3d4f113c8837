import type { FastifyInstance } from 'fastify';
import type { StoredFile } from '../../catalog/validation.ts';
import type { Db } from '../db/database.ts';
import type { SqlRow } from '../db/rows.ts';
import { errorBodySchema } from '../errors.ts';
import { fileUrl } from '../files/routes.ts';
import { countRooms, MAX_PLACES, searchPage, searchPlaces, type RoomSearchPage } from './room-search-sql.ts';
import { DEFAULT_LIMIT, MAX_IDS, MAX_LIMIT, MAX_PAGE, MAX_Q_LENGTH, parseRoomSearch, ROOM_SORTS, type RoomSearch } from './search-query.ts';
import { filtersKey, SearchTotals } from './search-totals.ts';

// GET /api/public/rooms: the visitors' room search, one endpoint for the search page and its
// map. Anyone may call it; it only ever shows published rooms of published properties.

const tags = ['Public'];
const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra });
const localized = { type: 'object', properties: { es: { type: 'string' }, en: { type: 'string' } } };
const uuid = { type: 'string', format: 'uuid' };
const named = (name: object) => nullable('object', { required: ['_id', 'name'], properties: { _id: uuid, name } });

const ids = (description: string) => ({
  type: 'array',
  items: uuid,
  maxItems: MAX_IDS,
  description: `${description}; repeat the parameter or separate ids with commas`,
});

const querystring = {
  type: 'object',
  properties: {
    q: { type: 'string', maxLength: MAX_Q_LENGTH, description: "Text in the property's city, neighbourhood, title, postal code or address; case and accents do not matter" },
    city: { type: 'string', description: 'Exactly this city, in any case' },
    neighborhood: ids('In any of these neighbourhoods'),
    monthlyPriceMin: { type: 'integer', minimum: 0, description: 'Cents of EUR' },
    monthlyPriceMax: { type: 'integer', minimum: 0, description: 'Cents of EUR' },
    sizeM2Min: { type: 'number', minimum: 0 },
    sizeM2Max: { type: 'number', minimum: 0 },
    type: ids('Of any of these room types'),
    mattress: ids('With any of these bed sizes'),
    amenities: ids('With all of these room amenities'),
    floorAmenities: ids('In a flat with all of these amenities'),
    buildingAmenities: ids('In a building with all of these amenities'),
    billsIncluded: { type: 'boolean' },
    featured: { type: 'boolean', description: 'true: only featured properties (false filters nothing)' },
    minMonths: { type: 'integer', minimum: 1, maximum: 120, description: 'Rooms whose minimum stay is at most this many months' },
    from: { type: 'string', format: 'date', description: 'First night of the stay; give it with `to`' },
    to: {
      type: 'string',
      format: 'date',
      description: 'The day the stay ends (not a night of it). The room must be free from `from` to `to`: available by `from` and with no live reservation in between',
    },
    bbox: { type: 'string', pattern: '^[-0-9.]+,[-0-9.]+,[-0-9.]+,[-0-9.]+$', description: 'south,west,north,east in decimal degrees' },
    sort: { type: 'string', enum: ROOM_SORTS, default: 'newest', description: 'newest first, price up, price down, soonest available, or cities: each city\'s newest room first, then the next of each' },
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT, default: DEFAULT_LIMIT },
  },
};

const roomCard = {
  type: 'object',
  required: [
    '_id', 'name', 'monthlyPrice', 'deposit', 'billsIncluded', 'sizeM2', 'availableFrom', 'minMonths', 'maxMonths',
    'createdAt', 'type', 'mattress', 'cover', 'property',
  ],
  properties: {
    _id: uuid,
    name: localized,
    monthlyPrice: { type: 'integer', description: 'Cents of EUR' },
    deposit: nullable('integer', { description: 'Cents of EUR' }),
    billsIncluded: { type: 'boolean' },
    sizeM2: nullable('number'),
    availableFrom: nullable('string', { format: 'date' }),
    minMonths: nullable('integer'),
    maxMonths: nullable('integer'),
    createdAt: { type: 'string', format: 'date-time' },
    type: named(localized),
    mattress: named(localized),
    cover: nullable('object', {
      description: 'The first of the room’s photos',
      required: ['url', 'variants', 'alt'],
      properties: {
        url: { type: 'string' },
        variants: { type: 'object', additionalProperties: { type: 'string' }, description: 'Smaller copies by size name (sm, md, lg…)' },
        alt: nullable('object', { properties: localized.properties }),
      },
    }),
    property: {
      type: 'object',
      required: ['_id', 'title', 'city', 'address', 'latitude', 'longitude', 'neighborhood'],
      properties: {
        _id: uuid,
        title: localized,
        city: { type: 'string' },
        address: { type: 'string' },
        latitude: nullable('number'),
        longitude: nullable('number'),
        neighborhood: named({ type: 'string' }),
      },
    },
  },
};

const searchResponse = {
  type: 'object',
  required: ['rooms'],
  properties: {
    rooms: {
      type: 'object',
      required: ['docs', 'totalDocs', 'page', 'limit', 'totalPages', 'hasNextPage', 'hasPrevPage'],
      properties: {
        docs: { type: 'array', items: roomCard },
        totalDocs: { type: 'integer' },
        page: { type: 'integer' },
        limit: { type: 'integer' },
        totalPages: { type: 'integer', description: 'At least 1, even when nothing matches' },
        hasNextPage: { type: 'boolean' },
        hasPrevPage: { type: 'boolean' },
      },
    },
  },
};

/** The map's question: the search's filters, without the order and the page. */
const { sort: _sort, page: _page, limit: _limit, ...placeFilters } = querystring.properties;
const placesQuerystring = { type: 'object', properties: placeFilters };

const placesResponse = {
  type: 'object',
  required: ['places', 'truncated'],
  properties: {
    places: {
      type: 'array',
      items: {
        type: 'object',
        required: ['_id', 'title', 'city', 'latitude', 'longitude', 'rooms', 'fromPrice'],
        properties: {
          _id: uuid,
          title: localized,
          city: { type: 'string' },
          latitude: { type: 'number' },
          longitude: { type: 'number' },
          rooms: { type: 'integer', description: 'How many of its rooms match' },
          fromPrice: { type: 'integer', description: 'The cheapest matching room, cents of EUR a month' },
        },
      },
    },
    truncated: { type: 'boolean', description: `More than ${MAX_PLACES} homes match: ask again with a smaller \`bbox\`` },
  },
};

function cover(found: unknown) {
  if (!found) return null;
  const { image, alt } = found as { image: StoredFile; alt: unknown };
  const variants = Object.fromEntries(Object.entries(image.variants ?? {}).map(([size, key]) => [size, fileUrl(key)]));
  return { url: fileUrl(image.key), variants, alt: alt ?? null };
}

function card(row: SqlRow) {
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

export async function roomSearchRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  const totals = new SearchTotals();

  /** The total from the page when it shows it, else counted (or recently counted) in the database. */
  async function totalOf(search: RoomSearch, page: RoomSearchPage): Promise<number> {
    const key = filtersKey(search);
    if (page.totalDocs !== undefined) {
      totals.set(key, page.totalDocs);
      return page.totalDocs;
    }
    let total = totals.get(key);
    if (total === undefined) {
      total = await countRooms(ctx.db, search);
      totals.set(key, total);
    }
    // A page with rooms on it proves at least this many match, whatever an older count said.
    const shown = page.rows.length > 0 ? (search.page - 1) * search.limit + page.rows.length + (page.hasNextPage ? 1 : 0) : 0;
    return Math.max(total, shown);
  }

  app.get(
    '/api/public/rooms',
    {
      schema: {
        tags,
        summary: 'Search rooms to rent',
        description:
          'Published rooms (not under maintenance) of published properties, filtered, sorted and paged. ' +
          'Unknown parameters are ignored; a bad value answers 400 with `field` naming the parameter. ' +
          'When more than one page matches, `totalDocs` may be up to 10 seconds old; the rooms shown never are.',
        querystring,
        response: {
          200: searchResponse,
          400: { description: 'A bad parameter: `field` names it', ...errorBodySchema },
          500: { description: 'Something failed on the server; nothing internal is said', ...errorBodySchema },
        },
      },
    },
    async (request) => {
      const search = parseRoomSearch(request.query as Record<string, unknown>);
      const page = await searchPage(ctx.db, search);
      const totalDocs = await totalOf(search, page);
      return {
        rooms: {
          docs: page.rows.map(card),
          totalDocs,
          page: search.page,
          limit: search.limit,
          totalPages: Math.max(1, Math.ceil(totalDocs / search.limit)),
          hasNextPage: page.hasNextPage,
          hasPrevPage: search.page > 1,
        },
      };
    },
  );

  app.get(
    '/api/public/rooms/places',
    {
      schema: {
        tags,
        summary: 'Where the rooms of a search are, for a map',
        description:
          'Every home (property with a place on the map) with rooms matching the same filters as GET /api/public/rooms, ' +
          `in \`bbox\` when given: its place, how many rooms match and from what price. At most ${MAX_PLACES} homes, by id; ` +
          '`truncated` says more match.',
        querystring: placesQuerystring,
        response: {
          200: placesResponse,
          400: { description: 'A bad parameter: `field` names it', ...errorBodySchema },
          500: { description: 'Something failed on the server; nothing internal is said', ...errorBodySchema },
        },
      },
    },
    async (request) => {
      const { sort: _s, page: _p, limit: _l, ...filters } = request.query as Record<string, unknown>;
      const found = await searchPlaces(ctx.db, parseRoomSearch(filters));
      return { places: found.rows, truncated: found.truncated };
    },
  );
}
