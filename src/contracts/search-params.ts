// The room search's parameter names and limits, apart from their schemas (./search.ts) so the
// search page can write its address with them without downloading zod or the catalogue.
// `list` parameters may repeat (`?type=a&type=b`) or hold ids separated by commas.

export const ROOM_FILTER_PARAMS = {
  q: 'once',
  city: 'once',
  neighborhood: 'list',
  monthlyPriceMin: 'once',
  monthlyPriceMax: 'once',
  sizeM2Min: 'once',
  sizeM2Max: 'once',
  type: 'list',
  mattress: 'list',
  amenities: 'list',
  floorAmenities: 'list',
  buildingAmenities: 'list',
  billsIncluded: 'once',
  featured: 'once',
  minMonths: 'once',
  from: 'once',
  to: 'once',
  bbox: 'once',
} as const;

/** How results are ordered and paged: not filters. */
export const ROOM_ORDER_PARAMS = { sort: 'once', page: 'once', limit: 'once' } as const;

export type RoomFilterName = keyof typeof ROOM_FILTER_PARAMS;
export type RoomOrderName = keyof typeof ROOM_ORDER_PARAMS;

export const ROOM_SORTS = ['newest', 'price', '-price', 'available', 'cities'] as const;
export type RoomSort = (typeof ROOM_SORTS)[number];

export const DEFAULT_LIMIT = 12;
export const MAX_LIMIT = 200;
export const MAX_PAGE = 10_000;
export const MAX_Q_LENGTH = 100;
/** Ids a repeatable parameter may carry: more than any filter panel offers. */
export const MAX_IDS = 50;
/** Homes a map may show at once; past this the answer says it is cut and the map asks for its area. */
export const MAX_PLACES = 2000;
