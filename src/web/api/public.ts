import { variantSrcSet, type ImageVariant } from '../../catalog/image-variants.ts';
import type { propertyPageRoute, publicConfigRoute, StoredImage } from '../../contracts/public.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import type { Page } from '../../contracts/shapes.ts';
import type { roomPlacesRoute, searchRoomsRoute } from '../../contracts/search.ts';
import { apiUrl, request } from './http.ts';
import { keptForThePageLoad } from './kept-for-the-page-load.ts';

// The public site's own calls (their contracts are src/contracts/search.ts and
// src/contracts/public.ts, types only): the room search, the property page in one answer, and
// the settings the map needs.

/** A stored file as answers serve it (the property page's pictures, a record's image). */
export type { StoredImage };

/** What an <img> needs of any served image: a stored file, a room's photograph, a card's cover. */
export type ServedImage = Pick<StoredImage, 'url' | 'variants'>;

/** A room as the search lists it (GET /api/public/rooms). */
export type RoomCard = ResponseOf<typeof searchRoomsRoute>['rooms']['docs'][number];

export type Paged<T> = Page<T>;

export type ListQuery = Record<string, string | number | boolean | undefined>;

/**
 * A page of a catalogue collection through its generic route (GET /api/{c}/). Not through
 * `collectionApi`: that brings the catalogue's form-data code into the home page's first load,
 * and cancels parallel loads of one collection, which a page with "more news" under an article needs.
 */
export async function listRecords<T>(collection: string, query: ListQuery, signal?: AbortSignal): Promise<Paged<T>> {
  const body = await request<Record<string, Paged<T>>>(apiUrl(`/api/${collection}/`, query), { signal });
  const page = body[collection];
  if (!page) throw new Error(`The server's answer has no ${collection}`);
  return page;
}

/**
 * `fields=`: the server sends only these fields of each record (and its id and times), so a card
 * does not download the long texts it does not show. Each list declares its fields once, as a
 * const array its record type is picked by.
 */
export function onlyFields(fields: readonly string[]): { fields: string } {
  return { fields: fields.join(',') };
}

/** The generic search route (GET /api/{c}/search/) of a catalogue collection. */
export async function searchRecords<T>(
  collection: string,
  query: { searchString: string; searchField: string; page?: number; limit?: number; sort?: string; fields?: string },
  signal?: AbortSignal,
): Promise<Paged<T>> {
  const body = await request<Record<string, Paged<T>>>(apiUrl(`/api/${collection}/search/`, query), { signal });
  const page = body[collection];
  if (!page) throw new Error(`The server's answer has no ${collection}`);
  return page;
}

/** Query parameters exactly as the search endpoint reads them (repeatable ones as arrays). */
export type RoomSearchParams = Record<string, string | string[] | undefined>;

export function roomSearchUrl(params: RoomSearchParams, path = '/api/public/rooms'): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined && item !== '') query.append(key, item);
  }
  const text = query.toString();
  return apiUrl(`${path}${text ? `?${text}` : ''}`);
}

export async function searchRooms(params: RoomSearchParams, signal?: AbortSignal): Promise<ResponseOf<typeof searchRoomsRoute>['rooms']> {
  const body = await request<ResponseOf<typeof searchRoomsRoute>>(roomSearchUrl(params), { signal });
  return body.rooms;
}

/** A home with rooms matching a search, as the map shows it (GET /api/public/rooms/places). */
export type RoomPlace = ResponseOf<typeof roomPlacesRoute>['places'][number];

/** Every home matching the search's filters (order and page aside); `truncated` when there were too many for one answer. */
export async function searchPlaces(params: RoomSearchParams, signal?: AbortSignal): Promise<ResponseOf<typeof roomPlacesRoute>> {
  return request(roomSearchUrl(params, '/api/public/rooms/places'), { signal });
}

/** Everything the property page shows (GET /api/public/properties/:id). */
export type PropertyPage = ResponseOf<typeof propertyPageRoute>;
export type PropertyRoom = PropertyPage['rooms'][number];
/** An amenity or a house rules' category, with its icon. */
export type Icon = PropertyPage['property']['buildingAmenities'][number];

export function getPropertyPage(id: string, signal?: AbortSignal): Promise<PropertyPage> {
  return request<PropertyPage>(apiUrl(`/api/public/properties/${encodeURIComponent(id)}`), { signal });
}

/** The map, contact and policy settings (GET /api/public/config). */
export type PublicConfig = ResponseOf<typeof publicConfigRoute>;

/** Read once per page load (kept-for-the-page-load.ts); a failure is not kept, so the next map tries again. */
export const getPublicConfig = keptForThePageLoad(() => request<PublicConfig>(apiUrl('/api/public/config')));

/** The stored variant of that size (IMAGE_VARIANT_WIDTHS, webp), else the original. */
export function imageSource(image: ServedImage | null | undefined, size: ImageVariant = 'sm'): string | undefined {
  if (!image) return undefined;
  return image.variants?.[size] ?? image.url;
}

/**
 * `srcset` for a responsive <img>: every variant the image has (sm, md, lg; sm and lg alone for
 * one stored before md existed) with its width. None without variants: the `src` serves.
 */
export function imageSrcSet(image: ServedImage | null | undefined): string | undefined {
  return variantSrcSet(image?.variants);
}
