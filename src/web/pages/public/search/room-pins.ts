import type { RoomCard } from '../../../api/public.ts';
import type { MapPin } from '../../../components/map/LazyMap.tsx';
import { isPlaceable } from '../../../components/map/map-geometry.ts';

// A map of rooms shows one pin per property (rooms of a flat share its address), tagged with the
// cheapest room found there, so the tag is the price a visitor can actually rent from.

export interface PropertyPinGroup {
  propertyId: string;
  lat: number;
  lng: number;
  title: RoomCard['property']['title'];
  lowestPrice: number;
  rooms: number;
}

/** Properties of these rooms that have a place on the map, in the order they first appear. */
export function groupRoomsByProperty(rooms: RoomCard[]): PropertyPinGroup[] {
  const groups = new Map<string, PropertyPinGroup>();
  for (const room of rooms) {
    const { property } = room;
    if (!isPlaceable(property.latitude, property.longitude)) continue;
    const group = groups.get(property._id);
    if (group) {
      group.lowestPrice = Math.min(group.lowestPrice, room.monthlyPrice);
      group.rooms += 1;
    } else {
      groups.set(property._id, {
        propertyId: property._id,
        lat: property.latitude!,
        lng: property.longitude!,
        title: property.title,
        lowestPrice: room.monthlyPrice,
        rooms: 1,
      });
    }
  }
  return [...groups.values()];
}

export interface PinText {
  price: (cents: number) => string;
  text: (value: unknown) => string;
  /** The accessible name: the property, how many of the found rooms it has, from what price. */
  title: (property: string, rooms: number, price: string) => string;
}

/** Pins for the found rooms, linking to each property (with the stay, when there is one). */
export function roomPins(rooms: RoomCard[], words: PinText, stayQuery = ''): MapPin[] {
  return groupRoomsByProperty(rooms).map((group) => {
    const price = words.price(group.lowestPrice);
    return {
      id: group.propertyId,
      lat: group.lat,
      lng: group.lng,
      label: price,
      title: words.title(words.text(group.title), group.rooms, price),
      href: `/singleproperty/${group.propertyId}${stayQuery ? `?${stayQuery}` : ''}`,
    };
  });
}
