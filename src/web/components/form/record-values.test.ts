import { describe, expect, it } from 'vitest';
import { getCollection } from '../../../catalog/catalog.ts';
import type { CollectionDef } from '../../../catalog/types.ts';
import {
  buildRecord,
  centsToEuros,
  changedKeys,
  eurosToCents,
  fileProblem,
  formFields,
  fromFormValue,
  isoToLocalInput,
  localInputToIso,
  toFormValue,
  toFormValues,
  type FileSlot,
} from './record-values.ts';

const collection = (name: string): CollectionDef => getCollection(name)!;
const storedPng = { key: 'a.png', url: '/files/a.png', name: 'a.png', contentType: 'image/png', size: 10 };
const newPng = (size = 100): FileSlot => ({
  kind: 'new',
  id: 'n1',
  file: new File([new Uint8Array(size)], 'new.png', { type: 'image/png' }),
});

describe('money', () => {
  it('shows cents as euros with two decimals, without float rounding', () => {
    expect(centsToEuros(123456)).toBe('1234.56');
    expect(centsToEuros(5)).toBe('0.05');
    expect(centsToEuros(0)).toBe('0.00');
    expect(centsToEuros(-1999)).toBe('-19.99');
    expect(centsToEuros(1_000_000_000)).toBe('10000000.00');
  });

  it('reads euros as people type them', () => {
    const cents = (text: string) => eurosToCents(text);
    expect(cents('12')).toEqual({ ok: true, value: 1200 });
    expect(cents('12.5')).toEqual({ ok: true, value: 1250 });
    expect(cents('12,50')).toEqual({ ok: true, value: 1250 });
    expect(cents('1.234,56')).toEqual({ ok: true, value: 123456 });
    expect(cents('1,234.56')).toEqual({ ok: true, value: 123456 });
    expect(cents('€ 0.29')).toEqual({ ok: true, value: 29 });
    expect(cents('-3.10')).toEqual({ ok: true, value: -310 });
    expect(cents('-0')).toEqual({ ok: true, value: 0 });
  });

  it('refuses amounts that are not euros and cents', () => {
    expect(eurosToCents('12.345')).toMatchObject({ ok: false, message: expect.stringMatching(/2 decimals/) });
    expect(eurosToCents('abc')).toMatchObject({ ok: false });
    expect(eurosToCents('1e5')).toMatchObject({ ok: false });
    expect(eurosToCents('12345678901')).toMatchObject({ ok: false, message: 'Too large an amount' });
  });

  it('round-trips through the form', () => {
    const field = collection('infoextras').fields.monthlyPrice!;
    for (const cents of [0, 1, 99, 100, 4550, 123456789]) {
      expect(fromFormValue(field, toFormValue(field, cents))).toEqual({ ok: true, value: cents });
    }
  });
});

describe('date and time', () => {
  it('turns an ISO instant into the local datetime-local text and back to the same instant', () => {
    const iso = '2026-11-22T09:30:00.000Z';
    const local = isoToLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(new Date(localInputToIso(local)!).getTime()).toBe(Date.parse(iso));
  });

  it('writes ISO 8601 with the local offset, for the moment the person meant', () => {
    const iso = localInputToIso('2026-11-22T10:30')!;
    expect(iso).toMatch(/^2026-11-22T10:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso).getTime()).toBe(new Date(2026, 10, 22, 10, 30).getTime());
  });

  it('keeps early years as typed and refuses impossible days', () => {
    expect(localInputToIso('0099-01-02T03:04')).toMatch(/^0099-01-02T03:04:00/);
    expect(localInputToIso('2026-02-30T10:00')).toBeUndefined();
    expect(localInputToIso('tomorrow')).toBeUndefined();
  });

  it('reads an empty datetime as null and a bad one as a problem', () => {
    const field = collection('noticias').fields.publishedAt!;
    expect(fromFormValue(field, '')).toEqual({ ok: true, value: null });
    expect(fromFormValue(field, '2026-13-01T10:00')).toMatchObject({ ok: false });
  });
});

describe('form values', () => {
  it('start from the catalogue defaults for a new record', () => {
    const filters = collection('filters');
    const values = toFormValues(formFields(filters));
    expect(values).toMatchObject({ label: { es: '', en: '' }, key: '', kind: 'select', order: '0', active: true, options: '' });
  });

  it('take the caller defaults over the catalogue ones', () => {
    const rooms = collection('roomimages');
    const values = toFormValues(formFields(rooms), undefined, { room: '5b1c7a1e-0000-4000-8000-000000000001', order: 3 });
    expect(values.room).toBe('5b1c7a1e-0000-4000-8000-000000000001');
    expect(values.order).toBe('3');
  });

  it('read a stored record', () => {
    const rooms = collection('rooms');
    const values = toFormValues(formFields(rooms), {
      _id: 'x',
      name: { es: 'Habitación', en: null },
      monthlyPrice: 45000,
      amenities: ['a', 'b'],
      availableFrom: '2026-09-01',
      billsIncluded: true,
      sizeM2: 12.5,
    });
    expect(values).toMatchObject({
      name: { es: 'Habitación', en: '' },
      monthlyPrice: '450.00',
      amenities: ['a', 'b'],
      availableFrom: '2026-09-01',
      billsIncluded: true,
      sizeM2: '12.5',
      deposit: '',
      mattress: '',
    });
  });

  it('leave out hidden and secret fields, and mark server-only ones read-only', () => {
    const fields = formFields(collection('users'));
    expect(fields.map((f) => f.key)).not.toContain('passwordHash');
    expect(fields.find((f) => f.key === 'emailVerifiedAt')?.readOnly).toBe(true);
    expect(toFormValues(fields)).not.toHaveProperty('emailVerifiedAt');
  });

  it('refuse a field the collection does not have', () => {
    expect(() => formFields(collection('tags'), ['name', 'colour'])).toThrow(/colour/);
  });

  it('put JSON in a textarea and read it back, naming bad JSON', () => {
    const field = collection('filters').fields.options!;
    expect(toFormValue(field, [1, 2])).toBe('[\n  1,\n  2\n]');
    expect(fromFormValue(field, '[1, 2]')).toEqual({ ok: true, value: [1, 2] });
    expect(fromFormValue(field, '[1, 2')).toMatchObject({ ok: false, message: expect.stringMatching(/^Not valid JSON/) });
  });

  it('read numbers strictly', () => {
    const floor = collection('properties').fields.floor!;
    const size = collection('properties').fields.sizeM2!;
    expect(fromFormValue(floor, '-2')).toEqual({ ok: true, value: -2 });
    expect(fromFormValue(floor, '2.5')).toMatchObject({ ok: false });
    expect(fromFormValue(size, '12,75')).toEqual({ ok: true, value: 12.75 });
    expect(fromFormValue(size, '12a')).toMatchObject({ ok: false });
  });

  it('notice which fields changed, files by identity', () => {
    const slot = newPng();
    const initial = { a: 'x', b: { es: 'y', en: '' }, c: [{ kind: 'kept', file: storedPng }] as FileSlot[] };
    const same = { a: 'x', b: { es: 'y', en: '' }, c: [{ kind: 'kept', file: { ...storedPng } }] as FileSlot[] };
    expect(changedKeys(initial, same, ['a', 'b', 'c'])).toEqual([]);
    expect(changedKeys(initial, { ...same, b: { es: 'y', en: 'z' }, c: [...same.c, slot] }, ['a', 'b', 'c'])).toEqual(['b', 'c']);
  });
});

describe('building the record to send', () => {
  it('sends every filled field of a new record and leaves empty ones to the defaults', () => {
    const tags = collection('tags');
    const fields = formFields(tags);
    const values = { name: { es: ' Alquiler ', en: '' }, slug: 'alquiler' };
    const built = buildRecord(tags, fields, values, 'create', toFormValues(fields));
    expect(built.errors).toEqual({});
    expect(built.record).toEqual({ name: { es: ' Alquiler ', en: null }, slug: 'alquiler' });
  });

  it('names missing and malformed fields with the catalogue schema', () => {
    const tags = collection('tags');
    const fields = formFields(tags);
    const built = buildRecord(tags, fields, { name: { es: '', en: 'Rent' }, slug: 'Not A Slug' }, 'create', toFormValues(fields));
    expect(built.errors.name).toBe('Required');
    expect(built.errors.slug).toMatch(/lower-case/);
  });

  it('sends only the changed fields of an edit, with null for an emptied one', () => {
    const neighbourhoods = collection('neighborhoodsname');
    const fields = formFields(neighbourhoods);
    const initial = toFormValues(fields, { _id: 'x', name: 'Gràcia', city: 'Barcelona', centreLat: 41.4 });
    const built = buildRecord(neighbourhoods, fields, { ...initial, city: 'Barna', centreLat: '' }, 'update', initial);
    expect(built.errors).toEqual({});
    expect(built.record).toEqual({ city: 'Barna', centreLat: null });
  });

  it('refuses emptying a required field on edit', () => {
    const neighbourhoods = collection('neighborhoodsname');
    const fields = formFields(neighbourhoods);
    const initial = toFormValues(fields, { _id: 'x', name: 'Gràcia', city: 'Barcelona' });
    const built = buildRecord(neighbourhoods, fields, { ...initial, name: '  ' }, 'update', initial);
    expect(built.errors).toEqual({ name: 'Required' });
  });

  it('converts money to cents and checks its limits', () => {
    const extras = collection('infoextras');
    const fields = formFields(extras);
    const values = { ...toFormValues(fields), name: { es: 'Parking', en: '' }, monthlyPrice: '45,50' };
    expect(buildRecord(extras, fields, values, 'create', toFormValues(fields)).record.monthlyPrice).toBe(4550);
    const negative = buildRecord(extras, fields, { ...values, monthlyPrice: '-1' }, 'create', toFormValues(fields));
    expect(negative.errors.monthlyPrice).toMatch(/negative/);
  });

  it('sends a list of files whole: kept ones as stored objects, new ones as File', () => {
    const properties = collection('properties');
    const fields = formFields(properties, ['images']);
    const initial = toFormValues(fields, { _id: 'x', images: [storedPng] });
    const added = newPng();
    const built = buildRecord(properties, fields, { images: [...(initial.images as FileSlot[]), added] }, 'update', initial);
    expect(built.errors).toEqual({});
    expect(built.uploads).toBe(1);
    expect(built.record.images).toEqual([storedPng, (added as { file: File }).file]);
  });

  it('checks files apart: required, count and size', () => {
    const images = collection('roomimages');
    const fields = formFields(images, ['room', 'image']);
    const values = { room: '5b1c7a1e-0000-4000-8000-000000000001', image: [] as FileSlot[] };
    expect(buildRecord(images, fields, values, 'create', toFormValues(fields)).errors).toEqual({ image: 'Required' });
    const field = images.fields.image!;
    if (field.kind !== 'file') throw new Error('image is a file field');
    expect(fileProblem(field, [newPng(), newPng()])).toBe('Only one file');
    expect(fileProblem(field, [newPng(field.maxBytes + 1)])).toMatch(/limit is 8\.0 MB/);
    const text: FileSlot = { kind: 'new', id: 't', file: new File(['x'], 'notes.txt', { type: 'text/plain' }) };
    expect(fileProblem(field, [text])).toMatch(/not a JPEG/);
  });
});
