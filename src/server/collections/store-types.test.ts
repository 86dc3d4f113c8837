import { describe, expect, expectTypeOf, it } from 'vitest';
import { users } from '../../catalog/collections/people.ts';
import { reviews, roomreserves } from '../../catalog/collections/stays.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { ReservationStatus } from '../../catalog/collections/statuses.ts';
import { storeOf, type Row, type StoredRecord, type WriteValues } from './store.ts';

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

  it('reads records typed by their declaration: statuses as the catalogue lists them, files not yet served', () => {
    type Reservation = StoredRecord<typeof roomreserves>;
    expectTypeOf<Reservation['status']>().toEqualTypeOf<ReservationStatus>();
    expectTypeOf<Reservation['startDate']>().toEqualTypeOf<string>();
    expectTypeOf<'ratting'>().not.toExtend<keyof StoredRecord<typeof reviews>>();
    expectTypeOf<NonNullable<StoredRecord<typeof users>['avatar']>>().toEqualTypeOf<StoredFile>();
    expectTypeOf(storeOf(roomreserves).findById).returns.resolves.toEqualTypeOf<Reservation | undefined>();
    // A collection known only at run time reads untyped rows.
    expectTypeOf<StoredRecord<CollectionDef>>().toEqualTypeOf<Row>();
  });
});
