import { describe, expect, it } from 'vitest';
import type { RoomPlace } from '../../api/public.ts';
import { placePins } from './place-pins.ts';

const place = (id: string, fromPrice: number, rooms: number, latitude = 40.42, longitude = -3.7): RoomPlace => ({
  _id: id,
  title: { es: `Piso ${id}`, en: `Flat ${id}` },
  city: 'Madrid',
  latitude,
  longitude,
  rooms,
  fromPrice,
});

describe('pins for the homes found', () => {
  const words = { price: (cents: number) => `${cents / 100} €`, text: (value: unknown) => (value as { es: string }).es, title: (property: string, count: number, price: string) => `${property} (${count}) ${price}` };

  it('labels each home with its cheapest room and links to it with the stay', () => {
    const pins = placePins([place('A', 38000, 2), place('B', 40000, 1, 41.39, 2.16)], words, 'from=2026-09-01&to=2027-01-31');
    expect(pins).toEqual([
      { id: 'A', lat: 40.42, lng: -3.7, label: '380 €', title: 'Piso A (2) 380 €', href: '/singleproperty/A?from=2026-09-01&to=2027-01-31' },
      { id: 'B', lat: 41.39, lng: 2.16, label: '400 €', title: 'Piso B (1) 400 €', href: '/singleproperty/B?from=2026-09-01&to=2027-01-31' },
    ]);
    expect(placePins([place('A', 38000, 2)], words)[0]?.href).toBe('/singleproperty/A');
  });

  it('leaves out a home placed at null island', () => {
    expect(placePins([place('A', 38000, 2, 0, 0)], words)).toEqual([]);
  });
});
