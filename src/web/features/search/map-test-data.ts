import { apiUrl, request } from '../../api/http.ts';
import { searchRooms, type RoomCard } from '../../api/public.ts';
import type { LocalizedText } from '../../i18n/format.ts';

// Every published property with its place and, when it has rooms on offer, the cheapest one:
// what the map page pins and lists.

export interface MappedProperty {
  _id: string;
  title: LocalizedText;
  city: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  /** Cents; null when no room of the property is on offer. */
  lowestPrice: number | null;
}

interface PropertyRecord {
  _id: string;
  title: LocalizedText;
  city: string;
  address: string;
  latitude: number | string | null;
  longitude: number | string | null;
}

const PAGE_SIZE = 100;
const ROOMS_PAGE_SIZE = 200;
/** More pages than any catalogue this site serves; a guard against a server that never says "last". */
const MAX_PAGES = 50;

function coordinate(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

async function allPublishedProperties(signal: AbortSignal): Promise<PropertyRecord[]> {
  const found: PropertyRecord[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const body = await request<{ properties: { docs: PropertyRecord[]; totalPages: number } }>(
      apiUrl('/api/properties/', { page, limit: PAGE_SIZE, sort: 'city', published: true }),
      { signal },
    );
    found.push(...body.properties.docs);
    if (page >= body.properties.totalPages) break;
  }
  return found;
}

async function allRooms(signal: AbortSignal): Promise<RoomCard[]> {
  const found: RoomCard[] = [];
  for (let page = 1; page <= MAX_PAGES; page += 1) {
    const rooms = await searchRooms({ limit: String(ROOMS_PAGE_SIZE), page: String(page), sort: 'price' }, signal);
    found.push(...rooms.docs);
    if (!rooms.hasNextPage) break;
  }
  return found;
}

/** Properties joined with the cheapest of their rooms on offer. */
export function withLowestPrices(properties: PropertyRecord[], rooms: RoomCard[]): MappedProperty[] {
  const lowest = new Map<string, number>();
  for (const room of rooms) {
    const known = lowest.get(room.property._id);
    if (known === undefined || room.monthlyPrice < known) lowest.set(room.property._id, room.monthlyPrice);
  }
  return properties.map((property) => ({
    _id: property._id,
    title: property.title,
    city: property.city,
    address: property.address,
    latitude: coordinate(property.latitude),
    longitude: coordinate(property.longitude),
    lowestPrice: lowest.get(property._id) ?? null,
  }));
}

export async function loadMappedProperties(signal: AbortSignal): Promise<MappedProperty[]> {
  const [properties, rooms] = await Promise.all([allPublishedProperties(signal), allRooms(signal)]);
  return withLowestPrices(properties, rooms);
}
