import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { boolean, date, datetime, decimal, image, images, integer, json, localized, money, ref, refs, select, text } from './fields.ts';
import { FormTextError, parsePartName, readFormText, toFormData } from './form-data.ts';
import type { Field } from './types.ts';

// Spec §3's form-data rules, both ways: what the helper writes, and what the server reads back.

/** Every entry of a form, in order, as [name, value]. */
function entries(form: FormData): [string, FormDataEntryValue][] {
  return [...form.entries()];
}

/** Writes one value with the helper and reads its single text part back as `field`. */
function roundTrip(field: Field, value: unknown): unknown {
  const parts = entries(toFormData({ value }));
  expect(parts).toHaveLength(1);
  const [name, part] = parts[0]!;
  expect(name).toBe('value');
  expect(typeof part, 'a text part').toBe('string');
  return readFormText(field, part as string);
}

const ID_A = '0b5f8a52-3c1e-4f8e-9a55-2f1e6c7d8e90';
const ID_B = 'f3a1c0de-7b2d-4c9a-8e11-5d6c7b8a9f01';

describe('toFormData and readFormText (spec §3)', () => {
  it('skips undefined values: no part at all', () => {
    const form = toFormData({ kept: 'x', skipped: undefined, alsoSkipped: undefined });
    expect(entries(form)).toEqual([['kept', 'x']]);
    expect(form.has('skipped')).toBe(false);
  });

  it('sends booleans as "true"/"false" and reads them back as booleans', () => {
    const form = toFormData({ yes: true, no: false });
    expect(entries(form)).toEqual([
      ['yes', 'true'],
      ['no', 'false'],
    ]);
    expect(roundTrip(boolean(), true)).toBe(true);
    expect(roundTrip(boolean(), false)).toBe(false);
    // Anything else is left as text for validation to name.
    expect(readFormText(boolean(), 'yes')).toBe('yes');
    expect(readFormText(boolean(), 'TRUE')).toBe('TRUE');
    expect(readFormText(boolean(), '1')).toBe('1');
  });

  it('sends null as "" and reads "" back as null, for every kind of field', () => {
    expect(entries(toFormData({ cleared: null }))).toEqual([['cleared', '']]);
    const kinds: Field[] = [
      text(),
      localized(),
      integer(),
      decimal(),
      money(),
      boolean(),
      date(),
      datetime(),
      select(['a', 'b']),
      ref('rooms'),
      refs('tags'),
      json(),
      json('array'),
      image(),
      images(),
    ];
    for (const field of kinds) expect(readFormText(field, ''), field.kind).toBeNull();
    for (const field of kinds) expect(roundTrip(field, null), field.kind).toBeNull();
  });

  it('sends objects and arrays as JSON text and reads them back: localized text, refs, json fields', () => {
    const title = { es: 'Habitación luminosa "ñ"', en: 'Bright room' };
    const form = toFormData({ title, tags: [ID_A, ID_B], options: { min: 1, list: [1, 'two', null] }, bounds: [0, 10] });
    expect(entries(form)).toEqual([
      ['title', JSON.stringify(title)],
      ['tags', JSON.stringify([ID_A, ID_B])],
      ['options', JSON.stringify({ min: 1, list: [1, 'two', null] })],
      ['bounds', '[0,10]'],
    ]);
    expect(roundTrip(localized(), title)).toEqual(title);
    expect(roundTrip(localized(), { es: 'solo', en: null })).toEqual({ es: 'solo', en: null });
    expect(roundTrip(refs('tags'), [ID_A, ID_B])).toEqual([ID_A, ID_B]);
    expect(roundTrip(refs('tags'), [])).toEqual([]);
    expect(roundTrip(json(), { min: 1, nested: { list: [true, false] } })).toEqual({ min: 1, nested: { list: [true, false] } });
    expect(roundTrip(json('array'), [{ a: 1 }, 'b'])).toEqual([{ a: 1 }, 'b']);
  });

  it('round-trips any localized text and any JSON value unchanged', () => {
    fc.assert(
      fc.property(fc.record({ es: fc.string({ unit: 'grapheme' }), en: fc.option(fc.string({ unit: 'grapheme' })) }), (title) => {
        expect(roundTrip(localized(), title)).toEqual(title);
      }),
      { numRuns: 200 },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (value) => {
        expect(roundTrip(json(), value)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
      { numRuns: 200 },
    );
  });

  it('sends a Date as its ISO text, not as quoted JSON', () => {
    const when = new Date(Date.UTC(2027, 2, 4, 10, 30, 0, 123));
    const form = toFormData({ publishedAt: when });
    expect(entries(form)).toEqual([['publishedAt', '2027-03-04T10:30:00.123Z']]);
    expect(form.get('publishedAt')).not.toMatch(/^"/);
    expect(roundTrip(datetime(), when)).toBe('2027-03-04T10:30:00.123Z');
  });

  it('sends a File as a file part, with its name, type and bytes', async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const file = new File([bytes], 'photo.png', { type: 'image/png' });
    const form = toFormData({ cover: file, title: 'x' });
    const part = form.get('cover');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('photo.png');
    expect((part as File).type).toBe('image/png');
    expect(new Uint8Array(await (part as File).arrayBuffer())).toEqual(bytes);
    expect(form.get('title')).toBe('x');
  });

  it('sends a Blob that is not a File as a file part named after its field, never as JSON', async () => {
    const blob = new Blob([new Uint8Array([7, 8, 9])], { type: 'image/webp' });
    const form = toFormData({ cover: blob, gallery: [blob] });
    const cover = form.get('cover');
    expect(cover).toBeInstanceOf(Blob);
    expect(typeof cover).not.toBe('string');
    expect((cover as File).name).toBe('cover');
    expect((cover as File).type).toBe('image/webp');
    expect(new Uint8Array(await (cover as Blob).arrayBuffer())).toEqual(new Uint8Array([7, 8, 9]));
    expect((form.get('gallery[0]') as File).name).toBe('gallery[0]');
  });

  it('sends an array holding files as field[0], field[1]…, kept items as JSON text at their index', async () => {
    const kept = { key: 'abc.png', name: 'old.png', contentType: 'image/png', size: 10 };
    const first = new File([new Uint8Array([1])], 'first.png', { type: 'image/png' });
    const second = new File([new Uint8Array([2])], 'second.png', { type: 'image/png' });
    const form = toFormData({ images: [first, kept, second] });
    const parts = entries(form);
    expect(parts.map(([name]) => name)).toEqual(['images[0]', 'images[1]', 'images[2]']);
    expect(form.has('images')).toBe(false);
    expect((form.get('images[0]') as File).name).toBe('first.png');
    expect(form.get('images[1]')).toBe(JSON.stringify(kept));
    expect((form.get('images[2]') as File).name).toBe('second.png');
    // The kept item reads back as the object it was.
    expect(readFormText(images(), form.get('images[1]') as string)).toEqual(kept);
    // An array without files is one JSON part, not indexed ones.
    expect(entries(toFormData({ images: [kept] }))).toEqual([['images', JSON.stringify([kept])]]);
  });

  it('reads numbers back as numbers for integer, decimal and money fields', () => {
    expect(roundTrip(integer(), 42)).toBe(42);
    expect(roundTrip(integer(), -7)).toBe(-7);
    expect(roundTrip(money(), 125_050)).toBe(125_050);
    expect(roundTrip(decimal(), 40.4168)).toBe(40.4168);
    expect(roundTrip(decimal(), -3.5)).toBe(-3.5);
    expect(readFormText(decimal(), '.5')).toBe(0.5);
    expect(readFormText(decimal(), '1e3')).toBe(1000);
    expect(readFormText(integer(), ' 12 ')).toBe(12);
    fc.assert(
      fc.property(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), (whole, real) => {
        expect(roundTrip(integer(), whole)).toBe(whole);
        expect(roundTrip(decimal(), real)).toBe(real === 0 ? 0 : real);
      }),
    );
  });

  it('leaves text that is not a number as text, for validation to name', () => {
    for (const field of [integer(), decimal(), money()]) {
      for (const text of ['not-a-number', '12abc', '0x10', 'Infinity', 'NaN', '1,5', '--1', '1e', 'e5', '.']) {
        expect(readFormText(field, text), `${field.kind} ${text}`).toBe(text);
      }
    }
  });

  it('reads text, dates, selects and references as the text sent, without guessing types', () => {
    expect(readFormText(text(), 'true')).toBe('true');
    expect(readFormText(text(), '123')).toBe('123');
    expect(readFormText(text(), '{"es":"x"}')).toBe('{"es":"x"}');
    expect(readFormText(text(), 'null')).toBe('null');
    expect(readFormText(date(), '2027-01-01')).toBe('2027-01-01');
    expect(readFormText(datetime(), '2027-01-01T10:00:00Z')).toBe('2027-01-01T10:00:00Z');
    expect(readFormText(select(['a', 'b']), 'a')).toBe('a');
    expect(readFormText(ref('rooms'), ID_A)).toBe(ID_A);
    expect(roundTrip(text(), 'Calle Mayor 1')).toBe('Calle Mayor 1');
  });

  it('parsePartName splits field[index] and leaves every other name whole', () => {
    expect(parsePartName('images[0]')).toEqual({ name: 'images', index: 0 });
    expect(parsePartName('images[12]')).toEqual({ name: 'images', index: 12 });
    expect(parsePartName('images[9999]')).toEqual({ name: 'images', index: 9999 });
    expect(parsePartName('images')).toEqual({ name: 'images', index: undefined });
    for (const name of ['images[10000]', 'images[]', 'images[-1]', 'images[a]', 'images[1][2]', '[3]', 'images[1]x', '']) {
      expect(parsePartName(name), name).toEqual({ name, index: undefined });
    }
    // What the helper writes, the parser reads.
    const form = toFormData({ photos: [new File([new Uint8Array([1])], 'a.png'), new File([new Uint8Array([2])], 'b.png')] });
    expect(entries(form).map(([name]) => parsePartName(name))).toEqual([
      { name: 'photos', index: 0 },
      { name: 'photos', index: 1 },
    ]);
  });

  it('throws FormTextError for malformed JSON in a field that carries JSON', () => {
    const carriers: Field[] = [localized(), refs('tags'), json(), json('array'), image(), images()];
    for (const field of carriers) {
      for (const text of ['{"es":', 'not json', "{'es':'x'}", '[1,2', 'undefined', '{"es":"x"} trailing']) {
        expect(() => readFormText(field, text), `${field.kind} ${text}`).toThrow(FormTextError);
      }
    }
    // Plain text never throws: any text is a candidate value.
    expect(() => readFormText(text(), '{"es":')).not.toThrow();
  });
});
