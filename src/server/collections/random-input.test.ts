import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { toFormData } from '../../catalog/form-data.ts';
import { isFileField, isWritable } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { databaseKinds } from '../testing/databases.ts';
import { countOf, errorShapeProblems, uploadedFiles, type Rec } from '../testing/refusals.ts';
import { sampleValue } from '../../catalog/sample-values.ts';
import { createSample, SAMPLE_PDF, samplePngBytes, sampleRecord } from '../testing/samples.ts';
import { useTestApp } from '../testing/test-app.ts';

// Property-based: random multipart form-data thrown at create and at update of an existing
// record, for a spread of collections. Whatever arrives, the answer is never a 5xx, every
// refusal has the error shape, and nothing is half written: a refused create adds no record,
// a refused update changes no record, and neither leaves files behind.

/** A spread over the catalogue: every field kind, files, refs, unique values, JSON and dates. */
const SPREAD = [
  'rooms',
  'properties',
  'users',
  'roomreserves',
  'noticias',
  'promotions',
  'roomimages',
  'filters',
  'contacts',
  'paymentoperations',
  'tenants',
  'neighborhoodsname',
  'gralreviews',
  'reviews',
] as const;

/** Runs per collection and operation; raise locally (HABITA_FUZZ_RUNS) for a longer hunt. */
const RUNS = Number(process.env.HABITA_FUZZ_RUNS ?? 40);

type Part = { name: string; text: string } | { name: string; bytes: Uint8Array; filename: string; type: string };

function formOf(parts: readonly Part[]): FormData {
  const form = new FormData();
  for (const part of parts) {
    if ('text' in part) form.append(part.name, part.text);
    else form.append(part.name, new File([part.bytes as Uint8Array<ArrayBuffer>], part.filename, { type: part.type }));
  }
  return form;
}

/** The parts the spec §3 helper writes for a record, with file bytes read out. */
async function partsOf(record: Record<string, unknown>): Promise<Part[]> {
  const parts: Part[] = [];
  for (const [name, value] of toFormData(record).entries()) {
    if (typeof value === 'string') parts.push({ name, text: value });
    else parts.push({ name, bytes: new Uint8Array(await value.arrayBuffer()), filename: value.name, type: value.type });
  }
  return parts;
}

/** One value as the helper writes it. */
function encoded(value: unknown): string {
  const part = toFormData({ value }).get('value');
  return typeof part === 'string' ? part : '';
}

type Mutation =
  | { op: 'set'; part: Part }
  | { op: 'drop'; at: number }
  | { op: 'add'; part: Part }
  | { op: 'rename'; at: number; name: string };

function mutate(parts: readonly Part[], mutations: readonly Mutation[]): Part[] {
  const result = [...parts];
  for (const mutation of mutations) {
    const at = result.length === 0 ? 0 : ((mutation as { at?: number }).at ?? 0) % result.length;
    switch (mutation.op) {
      case 'drop':
        result.splice(at, 1);
        break;
      case 'set': {
        // One part for the name, with the new value: the usual way a form goes wrong.
        const kept = result.filter((part) => part.name !== mutation.part.name && !part.name.startsWith(`${mutation.part.name}[`));
        result.splice(0, result.length, ...kept, mutation.part);
        break;
      }
      case 'add':
        result.push(mutation.part);
        break;
      case 'rename':
        if (result[at]) result[at] = { ...result[at], name: mutation.name };
        break;
    }
  }
  return result;
}

interface Arbitraries {
  name: fc.Arbitrary<string>;
  text: fc.Arbitrary<string>;
  part: fc.Arbitrary<Part>;
  mutations: fc.Arbitrary<Mutation[]>;
}

function arbitraries(collection: CollectionDef, valid: readonly string[], ids: readonly string[], png: Uint8Array): Arbitraries {
  const fieldNames = Object.keys(collection.fields);
  const writableNames = Object.entries(collection.fields)
    .filter(([, f]) => isWritable(f))
    .map(([key]) => key);
  const fileNames = Object.entries(collection.fields)
    .filter(([, f]) => isWritable(f) && isFileField(f))
    .map(([key]) => key);
  const name = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...writableNames) },
    { weight: 3, arbitrary: fc.constantFrom(...fieldNames) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...fieldNames), fc.nat(40)).map(([n, i]) => `${n}[${i}]`) },
    {
      weight: 2,
      arbitrary: fc.constantFrom('notAField', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '', '[0]', 'a[b]', '_id', 'createdAt', 'deletedAt'),
    },
    { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
  );
  const text = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...valid) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.constantFrom('', 'true', 'false', 'null', 'undefined', ' ', 'a\u0000b', '\u0000') },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '1e400',
        '-1e400',
        '99999999999999999999',
        '2147483648',
        '-2147483649',
        '9007199254740993',
        '-0',
        '0.1',
        'NaN',
        'Infinity',
        '0x10',
        '1_000',
        '0000-01-01',
        '2027-02-30',
        '9999-12-31T23:00:00-05:00',
        '0001-01-01T00:00:00+01:00',
        '2027-01-01T10:00:00+0530',
        '2027-01-01',
      ),
    },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '{"es":',
        '[',
        '{}',
        '[]',
        '{"es":"x","en":null}',
        '{"es":"x","fr":"y"}',
        '{"es":"\\u0000"}',
        '{"es":"\\ud800"}',
        '{"__proto__":{"x":1}}',
        '{"key":"a.png","name":"a.png","contentType":"image/png","size":1}',
        `["${randomUUID()}"]`,
        '"a string"',
        `${'['.repeat(100)}${']'.repeat(100)}`,
      ),
    },
    { weight: 2, arbitrary: fc.constantFrom(...ids, randomUUID(), randomUUID().toUpperCase(), 'not-an-id') },
    { weight: 1, arbitrary: fc.constantFrom(...ids).map((id) => JSON.stringify([id, id])) },
    { weight: 1, arbitrary: fc.nat(400).map((n) => 'x'.repeat(n * 50)) },
  );
  const file = fc.record({
    bytes: fc.oneof(
      fc.uint8Array({ maxLength: 200 }),
      fc.constant(png),
      fc.constant(png.subarray(0, 60)),
      fc.constant(new Uint8Array(SAMPLE_PDF)),
      fc.constant(new TextEncoder().encode('%PDF-')),
      fc.constant(new Uint8Array(0)),
    ),
    filename: fc.constantFrom('photo.png', 'cv.pdf', 'a.txt', '', '../../etc/passwd', 'x'.repeat(300), 'ñandú.png', 'a\u0000.png'),
    type: fc.constantFrom('image/png', 'application/pdf', 'text/plain', 'application/octet-stream', ''),
  });
  const goodFileName =
    fileNames.length > 0
      ? fc.constantFrom(...fileNames).chain((n) =>
          collection.fields[n]!.kind === 'files' ? fc.oneof(fc.constant(n), fc.nat(3).map((i) => `${n}[${i}]`)) : fc.constant(n),
        )
      : undefined;
  const filePart = (names: fc.Arbitrary<string>) => fc.tuple(names, file).map(([n, f]): Part => ({ name: n, ...f }));
  /** A part for a field the client may send: most forms go wrong in their values. */
  const goodPart: fc.Arbitrary<Part> = goodFileName
    ? fc.oneof({ weight: 5, arbitrary: fc.record({ name: fc.constantFrom(...writableNames), text }) }, { weight: 2, arbitrary: filePart(goodFileName) })
    : fc.record({ name: fc.constantFrom(...writableNames), text });
  /** A part with any name at all. */
  const anyPart: fc.Arbitrary<Part> = fc.oneof({ weight: 4, arbitrary: fc.record({ name, text }) }, { weight: 1, arbitrary: filePart(name) });
  const part = fc.oneof({ weight: 6, arbitrary: goodPart }, { weight: 1, arbitrary: anyPart });
  const mutation: fc.Arbitrary<Mutation> = fc.oneof(
    { weight: 8, arbitrary: fc.record({ op: fc.constant('set' as const), part: goodPart }) },
    { weight: 2, arbitrary: fc.record({ op: fc.constant('drop' as const), at: fc.nat() }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('add' as const), part: anyPart }) },
    { weight: 1, arbitrary: fc.record({ op: fc.constant('rename' as const), at: fc.nat(), name }) },
  );
  return { name, text, part, mutations: fc.array(mutation, { maxLength: 4 }) };
}

/** An answer that is never a 5xx, and a refusal in the error shape. */
function expectWellFormed(response: { statusCode: number; body: string; headers: Record<string, unknown> }, success: number, what: string) {
  expect(response.statusCode, `${what} → ${response.body.slice(0, 300)}`).toBeLessThan(500);
  if (response.statusCode !== success) {
    expect(response.statusCode, `${what} → ${response.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
    expect(errorShapeProblems(response as never), `${what} → ${response.body.slice(0, 300)}`).toEqual([]);
  }
}

const describeParts = (parts: readonly Part[]) =>
  JSON.stringify(parts.map((p) => ('text' in p ? [p.name, p.text.slice(0, 80)] : [p.name, `<file ${p.filename} ${p.type} ${p.bytes.length} B>`])));

describe.each(databaseKinds())('random form-data on %s', (kind) => {
  const t = useTestApp(kind);

  it('the spread covers every kind of field the catalogue has', () => {
    const kinds = new Set(SPREAD.flatMap((name) => Object.values(getCollection(name)!.fields).map((f) => f.kind)));
    const all = new Set(collections.flatMap((c) => Object.values(c.fields).map((f) => f.kind)));
    expect([...all].filter((k) => !kinds.has(k))).toEqual([]);
  });

  it(`lists and searches: never a 5xx whatever the query string, refusals in the error shape (${RUNS * 10} runs)`, async () => {
    const names = collections.map((c) => c.name);
    const param = fc.oneof(
      fc.constantFrom('page', 'limit', 'sort', 'includeDeleted', 'onlyDeleted', 'searchString', 'searchField', '_id'),
      fc.constantFrom(...new Set(collections.flatMap((c) => Object.keys(c.fields)))),
      fc.constantFrom('__proto__', 'constructor', 'toString', 'createdAt', 'deletedAt', 'notAParam', ''),
      fc.string({ maxLength: 12 }),
    );
    const value = fc.oneof(
      fc.constantFrom('', '1', '0', '-1', '100', '101', '1.5', '1e3', 'true', 'false', 'null', 'a%00b', '-createdAt', 'createdAt', '_id'),
      fc.constantFrom('2027-01-01', '0000-01-01', '2027-02-30', '+275760-09-13T00:00:00Z', '9999999999', '-2147483649', randomUUID()),
      fc.constantFrom(...new Set(collections.flatMap((c) => Object.keys(c.fields)))).chain((k) => fc.constantFrom(k, `-${k}`)),
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
    );
    const query = fc.array(fc.tuple(param, value), { maxLength: 5 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), fc.boolean(), query, async (name, search, params) => {
        const qs = params.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
        const url = `/api/${name}/${search ? 'search/' : ''}?${qs}`;
        const response = await t.get(url);
        expectWellFormed(response, 200, `GET ${url}`);
        if (response.statusCode === 200) expect(response.json()[name].docs, url).toEqual(expect.any(Array));
      }),
      { numRuns: RUNS * 10 },
    );
  });

  describe.each(SPREAD.map((name) => [name, getCollection(name)!] as const))('%s', (name, collection) => {
    const url = `/api/${name}/`;
    let existing: Rec;
    let base: Part[];
    let arb: Arbitraries;
    /** Fresh values for unique fields, so a create from the base can succeed more than once. */
    const uniqueKeys = Object.entries(collection.fields)
      .filter(([key, f]) => isWritable(f) && (f.unique || collection.uniqueTogether?.some((keys) => keys[0] === key)))
      .map(([key]) => key);
    let serial = 100_000;
    const withFreshUniques = (parts: Part[]): Part[] => {
      serial += 1;
      return parts.map((part) =>
        uniqueKeys.includes(part.name) ? { name: part.name, text: encoded(sampleValue(part.name, collection.fields[part.name]!, serial, 0)) } : part,
      );
    };

    beforeAll(async () => {
      existing = await createSample(t, collection, { optional: true });
      const record = await sampleRecord(t, collection, { optional: true });
      base = await partsOf(record);
      const valid = [
        ...base.filter((p): p is Extract<Part, { text: string }> => 'text' in p).map((p) => p.text),
        ...Object.entries(collection.fields).map(([key, field]) => encoded(sampleValue(key, field, 7, 1))),
      ].filter((text, i, all) => text !== '' && all.indexOf(text) === i);
      const ids = [existing._id, ...Object.values(record).filter((v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/.test(v))];
      arb = arbitraries(collection, valid, ids, new Uint8Array(await samplePngBytes()));
    });

    it(`create: never a 5xx, refusals in the error shape, one record per 201 and none otherwise (${RUNS} runs)`, async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }), fc.uniqueArray(arb.part, { maxLength: 5, selector: (part) => part.name }), arb.mutations, async (fromBase, extra, mutations) => {
          const parts = fromBase ? mutate(withFreshUniques(base), mutations) : mutate(extra, mutations);
          const countBefore = await countOf(t, name);
          const filesBefore = await uploadedFiles(t);
          const response = await t.request({ method: 'POST', url, payload: formOf(parts) as never });
          const what = `POST ${name} ${describeParts(parts)}`;
          seen.add(response.statusCode);
          expectWellFormed(response, 201, what);
          const countAfter = await countOf(t, name);
          if (response.statusCode === 201) {
            expect(countAfter, what).toBe(countBefore + 1);
            const created = response.json().records[0] as Rec;
            expect((await t.get(`${url}${created._id}`)).json().record, what).toEqual(created);
          } else {
            expect(countAfter, what).toBe(countBefore);
            expect(await uploadedFiles(t), what).toEqual(filesBefore);
          }
        }),
        {
          numRuns: RUNS,
          // Always at least one valid form and one refused one, whatever the seed.
          examples: [
            [true, [], []],
            [false, [{ name: 'notAField', text: 'x' }], []],
          ],
        },
      );
      expect(seen.has(201), `some creates succeeded: ${[...seen]}`).toBe(true);
      expect([...seen].some((s) => s >= 400), `some creates were refused: ${[...seen]}`).toBe(true);
    });

    it(`update: never a 5xx, refusals in the error shape, a refused update changes nothing (${RUNS} runs)`, async () => {
      const seen = new Set<number>();
      await fc.assert(
        fc.asyncProperty(
          fc.subarray([...Array(base.length).keys()]),
          fc.uniqueArray(arb.part, { maxLength: 4, selector: (part) => part.name }),
          arb.mutations,
          async (kept, extra, mutations) => {
            const fresh = withFreshUniques(base);
            const sets = extra.map((part): Mutation => ({ op: 'set', part }));
            const parts = mutate(
              kept.map((i) => fresh[i]!),
              [...sets, ...mutations],
            );
            const target = `${url}${existing._id}`;
            const before = (await t.get(`${target}?includeDeleted=true`)).json().record as Rec;
            const countBefore = await countOf(t, name);
            const filesBefore = await uploadedFiles(t);
            const response = await t.request({ method: 'PUT', url: target, payload: formOf(parts) as never });
            const what = `PUT ${name} ${describeParts(parts)}`;
            seen.add(response.statusCode);
            expectWellFormed(response, 200, what);
            const after = (await t.get(`${target}?includeDeleted=true`)).json().record as Rec;
            expect(await countOf(t, name), what).toBe(countBefore);
            if (response.statusCode === 200) {
              expect(response.json().record, what).toEqual(after);
            } else {
              expect(after, what).toEqual(before);
              expect(await uploadedFiles(t), what).toEqual(filesBefore);
            }
          },
        ),
        {
          numRuns: RUNS,
          examples: [
            [[], [], []],
            [[], [{ name: 'notAField', text: 'x' }], []],
          ],
        },
      );
      expect(seen.has(200), `some updates succeeded: ${[...seen]}`).toBe(true);
      expect([...seen].some((s) => s >= 400), `some updates were refused: ${[...seen]}`).toBe(true);
    });
  });
});
