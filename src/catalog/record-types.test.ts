import { describe, expect, expectTypeOf, it } from 'vitest';
import { catalogue, getCollection } from './catalog.ts';
import { LIVE_RESERVATION_STATUSES, PAYMENT_STATUSES, RESERVATION_STATUSES } from './collections/statuses.ts';
import { columnName } from './naming.ts';
import type { CollectionName, ColumnOf, LocalizedText, OptionsOf, RecordOf, ServedFile } from './record-types.ts';
import type { SelectField } from './types.ts';

// The record types are derived from the declarations; these pin a few of them, so a change to
// the derivation that loosens them (to `unknown`, to `string`) fails here rather than nowhere.

describe('types derived from the catalogue', () => {
  it('knows each field of a room by its kind', () => {
    expectTypeOf<RecordOf<'rooms'>['monthlyPrice']>().toEqualTypeOf<number>();
    expectTypeOf<RecordOf<'rooms'>['name']>().toEqualTypeOf<LocalizedText>();
    expectTypeOf<RecordOf<'rooms'>['property']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<'rooms'>['status']>().toEqualTypeOf<'available' | 'occupied' | 'maintenance'>();
    expectTypeOf<RecordOf<'rooms'>['amenities']>().toEqualTypeOf<string[]>();
    expectTypeOf<RecordOf<'rooms'>['availableFrom']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<RecordOf<'rooms'>['_id']>().toEqualTypeOf<string>();
    expectTypeOf<RecordOf<'roomimages'>['image']>().toEqualTypeOf<ServedFile>();
  });

  it('gives a select its exact options', () => {
    expectTypeOf<OptionsOf<'roomreserves', 'status'>>().toEqualTypeOf<
      'hold' | 'pending_payment' | 'confirmed' | 'cancelled' | 'expired' | 'completed'
    >();
    expectTypeOf<OptionsOf<'paymentoperations', 'status'>>().toEqualTypeOf<
      'pending' | 'succeeded' | 'failed' | 'refunded' | 'cancelled'
    >();
    expectTypeOf<(typeof LIVE_RESERVATION_STATUSES)[number]>().toExtend<OptionsOf<'roomreserves', 'status'>>();
  });

  it('makes a required field present and an optional one optional', () => {
    type Property = RecordOf<'properties'>;
    expectTypeOf<Property>().toHaveProperty('city');
    expectTypeOf<Pick<Property, 'city'>>().toEqualTypeOf<{ city: string }>();
    expectTypeOf<Pick<Property, 'postalCode'>>().toEqualTypeOf<{ postalCode?: string | null }>();
  });

  it('leaves hidden fields out', () => {
    expectTypeOf<RecordOf<'users'>>().not.toHaveProperty('passwordHash');
    expectTypeOf<RecordOf<'users'>>().toHaveProperty('email');
  });

  it('names collections and columns as the catalogue does', () => {
    expectTypeOf<'rooms'>().toExtend<CollectionName>();
    expectTypeOf<'bedrooms'>().not.toExtend<CollectionName>();
    expectTypeOf<'monthly_price' | 'property_id' | 'size_m2' | 'amenities'>().toExtend<ColumnOf<'rooms'>>();
    expectTypeOf<'monthlyPrice'>().not.toExtend<ColumnOf<'rooms'>>();
  });
});

describe('the declarations the types come from', () => {
  const optionsOf = (collection: string, key: string) => (getCollection(collection)!.fields[key] as SelectField).options;

  it('keeps the select options the types promise', () => {
    expect(optionsOf('roomreserves', 'status')).toEqual(RESERVATION_STATUSES);
    expect(optionsOf('paymentoperations', 'status')).toEqual(PAYMENT_STATUSES);
    expect(RESERVATION_STATUSES).toEqual(expect.arrayContaining([...LIVE_RESERVATION_STATUSES]));
  });

  it('marks required fields required and hides secrets', () => {
    const users = getCollection('users')!;
    expect(users.fields.passwordHash).toMatchObject({ kind: 'secret', hidden: true });
    expect(getCollection('properties')!.fields.city).toMatchObject({ required: true });
    expect(getCollection('properties')!.fields.postalCode!.required).toBeUndefined();
  });

  it('derives column names the way the tables are named', () => {
    const rooms = catalogue.find((c) => c.name === 'rooms')!;
    const column = (key: keyof typeof rooms.fields): ColumnOf<'rooms'> => columnName(key, rooms.fields[key]) as ColumnOf<'rooms'>;
    expect([column('monthlyPrice'), column('property'), column('sizeM2')]).toEqual(['monthly_price', 'property_id', 'size_m2']);
  });
});
