import { describe, expect, expectTypeOf, it } from 'vitest';
import { reviews, roomreserves } from '../../catalog/collections/stays.ts';
import { storeOf, type WriteValues } from './store.ts';

// Writes through a collection's store name its fields as the catalogue declares them: a
// misspelt key is a compile error (tsc runs these assertions), not a column that stays empty.

describe('a collection store', () => {
  it('accepts the fields of its own declaration and no others', () => {
    expectTypeOf<'rating' | 'text' | 'status' | 'createdAt'>().toExtend<keyof WriteValues<typeof reviews>>();
    expectTypeOf<'ratting'>().not.toExtend<keyof WriteValues<typeof reviews>>();
    expectTypeOf<'holdExpiresAt'>().toExtend<keyof WriteValues<typeof roomreserves>>();
    expectTypeOf<'rating'>().not.toExtend<keyof WriteValues<typeof roomreserves>>();
  });

  it('is one store per collection, typed by the declaration it was asked for', () => {
    const store = storeOf(reviews);
    expectTypeOf(store.collection.name).toEqualTypeOf<'reviews'>();
    expect(storeOf(reviews)).toBe(store);
    expect(store.collection).toBe(reviews);
    expect(storeOf(roomreserves)).not.toBe(store);
  });
});
