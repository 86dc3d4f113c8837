import type { RoomPlace } from '../../api/public.ts';
import type { MapPin } from '../../components/map/map-props.ts';
import { isPlaceable } from '../../components/map/map-geometry.ts';

// A map of rooms shows one pin per home (rooms of a flat share its address), tagged with the
// cheapest matching room there, so the tag is the price a visitor can actually rent from.

export interface PinText {
  price: (cents: number) => string;
  text: (value: unknown) => string;
  /** The accessible name: the home, how many of its rooms match, from what price. */
  title: (property: string, rooms: number, price: string) => string;
}

/** Pins for the homes found, linking to each (with the stay, when there is one). */
export function placePins(places: RoomPlace[], words: PinText, stayQuery = ''): MapPin[] {
  return places
    .filter((place) => isPlaceable(place.latitude, place.longitude))
    .map((place) => {
      const price = words.price(place.fromPrice);
      return {
        id: place._id,
        lat: place.latitude,
        lng: place.longitude,
        label: price,
        title: words.title(words.text(place.title), place.rooms, price),
        href: `/singleproperty/${place._id}${stayQuery ? `?${stayQuery}` : ''}`,
      };
    });
}
