import { describe, expect, it } from 'vitest';
import type { RoomCard } from '../../../api/public.ts';
import { groupRoomsByProperty, roomPins } from './room-pins.ts';

function room(id: string, propertyId: string, monthlyPrice: number, place: { latitude: number | null; longitude: number | null } = { latitude: 40.42, longitude: -3.7 }): RoomCard {
  return {
    _id: id,
    name: { es: `Habitación ${id}`, en: `Room ${id}` },
    monthlyPrice,
    deposit: null,
    billsIncluded: false,
    sizeM2: null,
    availableFrom: null,
    minMonths: null,
    maxMonths: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    type: null,
    mattress: null,
    cover: null,
    property: { _id: propertyId, title: { es: `Piso ${propertyId}`, en: `Flat ${propertyId}` }, city: 'Madrid', address: 'Calle 1', neighborhood: null, ...place },
  };
}

describe('pins for found rooms', () => {
  const rooms = [room('1', 'A', 45000), room('2', 'B', 40000, { latitude: 41.39, longitude: 2.16 }), room('3', 'A', 38000), room('4', 'C', 50000, { latitude: null, longitude: null })];

  it('makes one group per property with the lowest price, leaving out places without coordinates', () => {
    const groups = groupRoomsByProperty(rooms);
    expect(groups.map((group) => [group.propertyId, group.lowestPrice, group.rooms])).toEqual([
      ['A', 38000, 2],
      ['B', 40000, 1],
    ]);
  });

  it('labels pins with the price and links to the property with the stay', () => {
    const words = { price: (cents: number) => `${cents / 100} €`, text: (value: unknown) => (value as { es: string }).es, title: (property: string, count: number, price: string) => `${property} (${count}) ${price}` };
    const pins = roomPins(rooms, words, 'from=2026-09-01&to=2027-01-31');
    expect(pins).toEqual([
      { id: 'A', lat: 40.42, lng: -3.7, label: '380 €', title: 'Piso A (2) 380 €', href: '/singleproperty/A?from=2026-09-01&to=2027-01-31' },
      { id: 'B', lat: 41.39, lng: 2.16, label: '400 €', title: 'Piso B (1) 400 €', href: '/singleproperty/B?from=2026-09-01&to=2027-01-31' },
    ]);
    expect(roomPins(rooms, words)[0]?.href).toBe('/singleproperty/A');
  });
});
