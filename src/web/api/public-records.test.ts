import { describe, expect, it } from 'vitest';
import { citiesOf, findAudience, type AdvantageType } from './public-records.ts';

const types: AdvantageType[] = [
  { _id: 'a', name: { es: 'Inquilinos', en: 'Tenants' }, order: 0 },
  { _id: 'b', name: { es: 'Propietarios', en: 'Landlords' }, order: 1 },
  { _id: 'c', name: { es: 'Inversores', en: null }, order: 2 },
];

describe('findAudience', () => {
  it('recognises each audience by its name in either language', () => {
    expect(findAudience(types, 'tenants')?._id).toBe('a');
    expect(findAudience(types, 'landlords')?._id).toBe('b');
    expect(findAudience(types, 'investors')?._id).toBe('c');
  });

  it('finds nothing rather than guessing', () => {
    expect(findAudience(types.slice(1), 'tenants')).toBeUndefined();
  });
});

describe('citiesOf', () => {
  it('lists each city once, whatever its accents or case, in order', () => {
    const places = [
      { _id: '1', name: 'Gràcia', city: 'Barcelona' },
      { _id: '2', name: 'Malasaña', city: 'Madrid' },
      { _id: '3', name: 'Eixample', city: 'barcelona ' },
      { _id: '4', name: 'Centro', city: 'Ávila' },
    ];
    expect(citiesOf(places)).toEqual(['Ávila', 'Barcelona', 'Madrid']);
  });
});
