import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import { toFormData } from '../../catalog/form-data.ts';
import { isFileField, isReadable, isScalar, isWritable } from '../../catalog/naming.ts';
import type { CollectionDef, Field, FileField, FilesField } from '../../catalog/types.ts';
import { databaseKinds } from '../testing/databases.ts';
import {
  CLOSE,
  expectNoChange,
  expectRefusal,
  expectRefusedWithoutChange,
  hasDefault,
  rawMultipart,
  snapshot,
  textPart,
  uploadedFiles,
  type Rec,
} from '../testing/refusals.ts';
import { createSample, SAMPLE_PDF, samplePngBytes, sampleRecord, apiCreatableCollections, creatableThroughApi } from '../testing/samples.ts';
import { storeOf } from './store.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';

// Generated from the catalogue: for every collection, on every database the run has, input
// the API must refuse. Each refusal is checked for its status, for the exact error shape
// `{ message, status, field }`, and for having changed nothing (records and uploaded files).

type FileFieldDef = FileField | FilesField;
type Entry<F extends Field = Field> = [string, F];

const entriesOf = (collection: CollectionDef): Entry[] => Object.entries(collection.fields);
const writable = (collection: CollectionDef): Entry[] => entriesOf(collection).filter(([, f]) => isWritable(f));

/** Text that can never be what a field of this kind holds. */
const NONSENSE: Partial<Record<Field['kind'], readonly string[]>> = {
  integer: ['not-a-number', '1.5'],
  money: ['not-a-number', '12.34'],
  decimal: ['not-a-number', '1e400'],
  boolean: ['maybe', 'yes'],
  date: ['not-a-date', '2027-02-30', '0000-01-01'],
  datetime: ['yesterday at noon', '2027-13-01T10:00:00Z', '9999-12-31T23:00:00-05:00'],
  select: ['not-an-option'],
  ref: ['not-an-id'],
};

/** Filter values a list refuses for a field of this kind (malformed ids match nothing instead). */
const BAD_FILTER: Partial<Record<Field['kind'], readonly string[]>> = {
  integer: ['abc', '1.5', '99999999999'],
  money: ['abc', '3000000000'],
  decimal: ['abc', '1e400'],
  boolean: ['maybe'],
  date: ['not-a-date', '0000-01-01'],
  datetime: ['not-a-date', '0000-01-01'],
  select: ['not-an-option'],
};

const typedFields = (c: CollectionDef) => writable(c).filter(([, f]) => NONSENSE[f.kind] !== undefined);
const plainTextFields = (c: CollectionDef) => writable(c).filter(([, f]) => f.kind === 'text' && !f.localized);
const localizedFields = (c: CollectionDef) => writable(c).filter(([, f]) => f.kind === 'text' && !!f.localized);
const fileFields = (c: CollectionDef) => writable(c).filter((e): e is Entry<FileFieldDef> => isFileField(e[1]));

/** The field that carries JSON text: a json field, else localized text, else a list of references. */
function jsonCarrier(c: CollectionDef): Entry | undefined {
  const candidates = writable(c);
  return (
    candidates.find(([, f]) => f.kind === 'json') ??
    candidates.find(([, f]) => f.kind === 'text' && f.localized) ??
    candidates.find(([, f]) => f.kind === 'refs')
  );
}

/** A field and a JSON value of the wrong type for it: nonsense text for typed fields, a number for text. */
function wrongJsonValue(c: CollectionDef): [string, unknown] | undefined {
  const typed = typedFields(c)[0];
  if (typed) return [typed[0], NONSENSE[typed[1].kind]![0]];
  const textual = [...localizedFields(c), ...plainTextFields(c)][0];
  return textual ? [textual[0], 42] : undefined;
}

/** A field that takes one text part: for forms that send a part twice or indexed. */
const singleValueField = (c: CollectionDef): string => writable(c).find(([, f]) => !isFileField(f) && f.kind !== 'refs')![0];

/** JSON that parses but is not what the field holds. */
function wrongShapes(field: Field): unknown[] {
  if (field.kind === 'json') return field.shape === 'array' ? [42, 'text', { a: 1 }] : [42, 'text', [1]];
  if (field.kind === 'refs') return [42, 'text', { a: 1 }, [1], [null]];
  return [42, 'text', ['es'], { es: 1 }, { en: 'only english' }];
}

/** Who references records of `target` in a way that blocks their removal. */
function blockingReferences(target: CollectionDef): { ref?: [CollectionDef, string]; refs?: [CollectionDef, string] } {
  const found: { ref?: [CollectionDef, string]; refs?: [CollectionDef, string] } = {};
  for (const owner of collections) {
    for (const [key, field] of writable(owner)) {
      if (field.kind === 'ref' && field.to === target.name && field.onDelete === 'restrict') found.ref ??= [owner, key];
      if (field.kind === 'refs' && field.to === target.name) found.refs ??= [owner, key];
    }
  }
  return found;
}

/** A byte body of the given size that starts like the field's accepted type (so only size is wrong). */
function oversized(field: FileFieldDef): File {
  const bytes = new Uint8Array(field.maxBytes + 1);
  const head = field.accept === 'image' ? [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] : [...Buffer.from('%PDF-1.4\n')];
  bytes.set(head);
  return new File([bytes], field.accept === 'image' ? 'huge.png' : 'huge.pdf', {
    type: field.accept === 'image' ? 'image/png' : 'application/pdf',
  });
}

/** A file value for a field: one file, or a list of files. */
const asValue = (field: FileFieldDef, ...files: File[]): unknown => (field.kind === 'file' ? files[0] : files);

const textFile = () => new File([new TextEncoder().encode('just some plain text, not a picture\n')], 'photo.png', { type: 'image/png' });

/** A multipart body as bytes, the way the helper sends it. */
async function encode(record: Record<string, unknown>): Promise<{ body: Buffer; contentType: string; boundary: string }> {
  const response = new Response(toFormData(record));
  const contentType = response.headers.get('content-type')!;
  const boundary = /boundary=(.+)$/.exec(contentType)![1]!;
  return { body: Buffer.from(await response.arrayBuffer()), contentType, boundary };
}

/** Same letters, other case (accented ones too). */
const otherCase = (text: string) => (text.toUpperCase() === text ? text.toLowerCase() : text.toUpperCase());

describe.each(databaseKinds())('bad input on %s', (kind) => {
  const t = useTestApp(kind);

  it('the catalogue gives every collection something to get wrong', () => {
    for (const collection of collections) {
      expect(wrongJsonValue(collection), `${collection.name} has a field JSON can get wrong`).toBeDefined();
    }
    // Most collections have a typed field for the wrong-type cases; those that do not are all text.
    const untyped = collections.filter((c) => typedFields(c).length === 0).map((c) => c.name);
    expect(untyped.length).toBeLessThan(collections.length / 4);
  });

  describe.each(apiCreatableCollections.map((c) => [c.name, c] as const))('%s', (name, collection) => {
    const list = `/api/${name}/`;
    const one = (id: string) => `/api/${name}/${id}`;
    /** A record with its optional fields filled; never changed by these tests. */
    let existing: Rec;
    /** Valid values for a new record, whose required references exist. */
    let base: Record<string, unknown>;

    /** Sends a request that must be refused; the test around it proves nothing changed. */
    const refused = async (send: () => ReturnType<TestApp['request']>, status: number, field: string | undefined, what: string) =>
      expectRefusal(await send(), status, field, what);
    /** A test whose requests are all refused: the collection and the upload folder are the same after it. */
    const refusing = (title: string, work: () => Promise<void>) =>
      it(title, () => expectNoChange(t, [name], work, `${name}: ${title}`));
    const create = (values: Record<string, unknown>) => () => t.send('POST', list, values);
    const update = (values: Record<string, unknown>) => () => t.send('PUT', one(existing._id), values);

    beforeAll(async () => {
      existing = await createSample(t, collection, { optional: true });
      base = await sampleRecord(t, collection);
    });

    it('accepts the base values (so every refusal below is caused by the one change it makes)', async () => {
      // Proven on a copy of the base with fresh unique values, leaving `base` itself unused.
      const fresh = await sampleRecord(t, collection);
      const response = await t.send('POST', list, fresh);
      expect(response.statusCode, response.body).toBe(201);
      for (const key of Object.keys(base)) expect(fresh).toHaveProperty(key);
    });

    // Missing and emptied values.

    for (const [key] of writable(collection).filter(([, f]) => f.required && !hasDefault(f))) {
      refusing(`refuses a create without the required ${key}`, async () => {
        const values = { ...base };
        delete values[key];
        const response = await t.send('POST', list, values);
        expectRefusal(response, 400, key, `create without ${key}`);
        expect(response.json().message).toMatch(/Required$/);
      });
    }

    for (const [key] of writable(collection).filter(([, f]) => f.required || hasDefault(f))) {
      refusing(`refuses emptying ${key} (sent as "")`, async () => {
        for (const send of [update({ [key]: null }), create({ ...base, [key]: null })]) {
          const response = await send();
          expectRefusal(response, 400, key, `${key} = ""`);
          expect(response.json().message).toMatch(/Cannot be empty$|Required$/);
        }
      });
    }

    // Wrong types.

    for (const [key, field] of typedFields(collection)) {
      refusing(`refuses nonsense in the ${field.kind} field ${key}, on create and on update`, async () => {
        for (const text of NONSENSE[field.kind]!) {
          await refused(create({ ...base, [key]: text }), 400, key, `create ${key} = ${text}`);
          const response = await t.send('PUT', one(existing._id), { [key]: text });
          expectRefusal(response, 400, key, `update ${key} = ${text}`);
          // A wrong value is named as wrong, not as missing.
          expect(response.json().message).not.toMatch(/Required|Cannot be empty/);
        }
      });
    }

    // Fields that do not exist or are not the client's to set.

    refusing('refuses an unknown field on create and on update', async () => {
      await refused(create({ ...base, notAField: 'x' }), 400, 'notAField', 'create with notAField');
      await refused(update({ notAField: 'x' }), 400, 'notAField', 'update with notAField');
      await refused(update({ constructor: 'x' }), 400, undefined, 'update with a part named constructor');
    });

    const closed = entriesOf(collection).filter(([, f]) => !isWritable(f));
    if (closed.length > 0) {
      refusing(`refuses fields the server sets: ${closed.map(([k]) => k).join(', ')}`, async () => {
        for (const [key] of closed) {
          await refused(create({ ...base, [key]: 'x' }), 400, key, `create with ${key}`);
          await refused(update({ [key]: 'x' }), 400, key, `update with ${key}`);
        }
      });
    }

    // Text too long, and text the database cannot store.

    for (const [key, field] of [...plainTextFields(collection).slice(0, 1), ...localizedFields(collection).slice(0, 1)]) {
      const max = (field as { max: number }).max;
      const localized = field.kind === 'text' && !!field.localized;
      refusing(`refuses ${localized ? 'localized ' : ''}text longer than ${max} in ${key}`, async () => {
        const long = 'x'.repeat(max + 1);
        const value = localized ? { es: long } : long;
        await refused(create({ ...base, [key]: value }), 400, key, `create ${key} too long`);
        await refused(update({ [key]: value }), 400, key, `update ${key} too long`);
        if (localized) {
          await refused(update({ [key]: { es: 'ok', en: long } }), 400, key, `update ${key}.en too long`);
          await refused(update({ [key]: { es: 'ok', fr: 'non' } }), 400, key, `update ${key} with a third language`);
        }
      });

      refusing(`refuses text the database cannot store in ${key} (NUL, a broken surrogate)`, async () => {
        const value = localized ? { es: 'a\u0000b' } : 'a\u0000b';
        // The refusal names the very place: the language of a localized text.
        const place = localized ? `${key}.es` : key;
        await refused(update({ [key]: value }), 400, place, `update ${key} with NUL`);
        await refused(create({ ...base, [key]: value }), 400, place, `create ${key} with NUL`);
        if (localized) await refused(update({ [key]: '{"es":"a\\ud800b"}' }), 400, key, `update ${key} with a lone surrogate`);
      });
    }

    // Malformed JSON text where a field carries JSON.

    const carrier = jsonCarrier(collection);
    if (carrier) {
      const [key, field] = carrier;
      refusing(`refuses malformed JSON text in the ${field.kind} field ${key}`, async () => {
        for (const text of ['{"es": ', 'not json at all', "{'es': 'x'}", '["unterminated']) {
          await refused(create({ ...base, [key]: text }), 400, key, `create ${key} = ${text}`);
          const response = await t.send('PUT', one(existing._id), { [key]: text });
          expectRefusal(response, 400, key, `update ${key} = ${text}`);
          // A wrong value is named as wrong, not as missing.
          expect(response.json().message).not.toMatch(/Required|Cannot be empty/);
        }
        // Well-formed JSON of the wrong shape is refused by name too.
        for (const value of wrongShapes(field)) {
          await refused(update({ [key]: JSON.stringify(value) }), 400, key, `update ${key} = ${JSON.stringify(value)}`);
        }
        if (field.kind === 'json') {
          // Too large, too deep, or holding what PostgreSQL's jsonb cannot: refused by name, never a 500.
          const wrap = (inner: string) => (field.shape === 'array' ? `[${inner}]` : `{"a":${inner}}`);
          for (const [what, text] of [
            ['over 100,000 characters', wrap(JSON.stringify('x'.repeat(100_001)))],
            ['nested 100,000 deep', wrap(`${'['.repeat(100_000)}${']'.repeat(100_000)}`)],
            ['a NUL in a string', wrap('"a\\u0000b"')],
            ['a NUL in a key', wrap('{"a\\u0000b":1}')],
            ['a lone surrogate', wrap('"\\udc00"')],
          ]) {
            // A NUL is named at its very place inside the value.
            const place = what?.startsWith('a NUL') ? `${key}.${field.shape === 'array' ? '0' : 'a'}` : key;
            await refused(update({ [key]: text }), 400, place, `update ${key}: ${what}`);
          }
        }
      });
    }

    // Ids in the path.

    const idRoutes = [
      ['GET', (id: string) => t.get(one(id))],
      ['PUT', (id: string) => t.send('PUT', one(id), base)],
      ['DELETE', (id: string) => t.request({ method: 'DELETE', url: one(id) })],
      ['soft DELETE', (id: string) => t.request({ method: 'DELETE', url: `/api/${name}/soft/${id}` })],
      ['restore', (id: string) => t.request({ method: 'POST', url: `/api/${name}/restore/${id}` })],
    ] as const;
    for (const [label, send] of idRoutes) {
      refusing(`${label} with a malformed _id is 400, with an unknown _id 404`, async () => {
        for (const id of ['not-an-id', `${randomUUID()}0`, "1' OR '1'='1"]) {
          await refused(() => send(encodeURIComponent(id)), 400, '_id', `${label} ${id}`);
        }
        await refused(() => send(randomUUID()), 404, '_id', `${label} unknown uuid`);
      });
    }

    // List and search parameters.

    refusing('refuses unknown and malformed list and search parameters, by name', async () => {
      const nonSearchable = entriesOf(collection).find(([, f]) => isReadable(f) && !f.searchable)?.[0];
      const unsortable = entriesOf(collection).find(([, f]) => !isScalar(f) && !(f.kind === 'text' && f.localized))?.[0];
      const cases: [string, string][] = [
        [`search/?searchField=notAField&searchString=x`, 'searchField'],
        [`search/?searchField=__proto__&searchString=x`, 'searchField'],
        [`search/?searchString=x&notAParam=1`, 'notAParam'],
        [`search/?searchString=${'x'.repeat(201)}`, 'searchString'],
        [`search/?searchString=a%00b`, 'searchString'],
        [`?notAField=1`, 'notAField'],
        [`?constructor=1`, 'constructor'],
        [`?page=0`, 'page'],
        [`?page=abc`, 'page'],
        [`?page=1.5`, 'page'],
        [`?page=-1`, 'page'],
        [`?page=1&page=2`, 'page'],
        [`?page=100001`, 'page'],
        [`?limit=0`, 'limit'],
        [`?limit=101`, 'limit'],
        [`?limit=ten`, 'limit'],
        [`?sort=notAField`, 'sort'],
        [`?sort=-notAField`, 'sort'],
        [`?sort=--createdAt`, 'sort'],
        [`?includeDeleted=maybe`, 'includeDeleted'],
        [`search/?searchString=x&page=0`, 'page'],
        [`search/?searchString=x&limit=1000`, 'limit'],
        [`search/?searchString=x&sort=notAField`, 'sort'],
      ];
      if (nonSearchable) cases.push([`search/?searchField=${nonSearchable}&searchString=x`, 'searchField']);
      if (unsortable) cases.push([`?sort=${unsortable}`, 'sort']);
      for (const [key, field] of entriesOf(collection)) {
        if (!isReadable(field)) cases.push([`?${key}=x`, key], [`?sort=${key}`, 'sort']);
        for (const value of BAD_FILTER[field.kind] ?? []) cases.push([`?${key}=${encodeURIComponent(value)}`, key]);
        if (field.kind === 'text' && !field.localized) cases.push([`?${key}=a%00b`, key]);
        if (field.kind === 'refs') cases.push([`?${key}=`, key]);
        if (field.searchable && field.kind !== 'text' && field.kind !== 'ref') {
          for (const value of BAD_FILTER[field.kind] ?? []) {
            cases.push([`search/?searchField=${key}&searchString=${encodeURIComponent(value)}`, 'searchString']);
          }
        }
      }
      for (const [query, field] of cases) expectRefusal(await t.get(`${list}${query}`), 400, field, query);
    });

    // Uploads: checked by content, limited in size; refused ones leave nothing behind.

    for (const [key, field] of fileFields(collection)) {
      refusing(`refuses a file of the wrong type in ${key} (by its bytes, not its name), 415`, async () => {
        const png = new Uint8Array(await samplePngBytes());
        const cases: [string, File][] = [
          ['plain text named photo.png', textFile()],
          ['a cut-off PNG', new File([png.subarray(0, 40)], 'photo.png', { type: 'image/png' })],
          ['an executable named cv.pdf', new File([new TextEncoder().encode('MZ\u0090\u0000 not a pdf')], 'cv.pdf', { type: 'application/pdf' })],
          ['an empty file', new File([], 'empty.png', { type: 'image/png' })],
        ];
        if (field.accept === 'image') cases.push(['a PDF', new File([new Uint8Array(SAMPLE_PDF)], 'photo.png', { type: 'image/png' })]);
        for (const [what, file] of cases) {
          await refused(create({ ...base, [key]: asValue(field, file) }), 415, key, `create ${key}: ${what}`);
          await refused(update({ [key]: asValue(field, file) }), 415, key, `update ${key}: ${what}`);
        }
      });

      refusing(`refuses a file larger than ${field.maxBytes / 1024 / 1024} MB in ${key}, 413`, async () => {
        await refused(create({ ...base, [key]: asValue(field, oversized(field)) }), 413, key, `create ${key} too large`);
      });

      if (field.kind === 'files') {
        refusing(`refuses a good file beside a bad one in ${key} and stores neither`, async () => {
          const good = new File([new Uint8Array(await samplePngBytes())], 'good.png', { type: 'image/png' });
          await refused(create({ ...base, [key]: [good, textFile()] }), 415, key, `create ${key}: good then bad`);
          await refused(update({ [key]: [good, textFile()] }), 415, key, `update ${key}: good then bad`);
        });

        refusing(`refuses more than ${field.maxFiles} files in ${key}`, async () => {
          const png = new Uint8Array(await samplePngBytes());
          const files = Array.from({ length: field.maxFiles + 1 }, (_, i) => new File([png], `p${i}.png`, { type: 'image/png' }));
          await refused(create({ ...base, [key]: files }), 400, key, `create ${key}: too many files`);
        });

        refusing(`refuses a form of too many parts (413), indexes out of range, and a list sent two ways in ${key}`, async () => {
          const parts = Array.from({ length: 361 }, (_, i) => textPart(`${key}[${i}]`, '""')).join('');
          await refused(() => rawMultipart(t, 'PUT', one(existing._id), parts + CLOSE), 413, undefined, 'too many parts');
          await refused(() => rawMultipart(t, 'PUT', one(existing._id), textPart(`${key}[10000]`, '""') + CLOSE), 400, `${key}[10000]`, 'index 10000');
          const png = new File([new Uint8Array(await samplePngBytes())], 'p.png', { type: 'image/png' });
          for (const names of [[key, `${key}[0]`], [`${key}[0]`, key]]) {
            const form = new FormData();
            for (const partName of names) form.append(partName, png, 'p.png');
            await refused(() => t.request({ method: 'PUT', url: one(existing._id), payload: form as never }), 400, key, `${names.join(' and ')}`);
          }
        });
      }

      refusing(`refuses keeping a file in ${key} the record does not have`, async () => {
        const stranger = { key: `${randomUUID()}.png`, name: 'x.png', contentType: 'image/png', size: 10 };
        const value = field.kind === 'file' ? stranger : [stranger];
        await refused(update({ [key]: value }), 400, key, `update ${key}: someone else's file`);
        await refused(update({ [key]: 'not json' }), 400, key, `update ${key}: not JSON`);
        await refused(create({ ...base, [key]: value }), 400, key, `create ${key}: a kept file on create`);
      });
    }

    // References to records that do not exist.

    for (const [key, field] of writable(collection).filter(([, f]) => f.kind === 'ref' || f.kind === 'refs')) {
      refusing(`refuses a ${field.kind} to a record that does not exist in ${key}`, async () => {
        const value = field.kind === 'ref' ? randomUUID() : [randomUUID()];
        await refused(create({ ...base, [key]: value }), 400, key, `create ${key} → nothing`);
        await refused(update({ [key]: value }), 400, key, `update ${key} → nothing`);
        if (field.kind === 'refs') {
          const id = randomUUID();
          await refused(update({ [key]: [id, id] }), 400, key, `update ${key}: the same id twice`);
          await refused(update({ [key]: ['not-an-id'] }), 400, key, `update ${key}: a malformed id`);
        }
      });
    }

    // Unique values.

    for (const [key, field] of writable(collection).filter(([, f]) => f.unique)) {
      it(`refuses a ${key} another record has, 409`, async () => {
        const taken = existing[key] as string;
        expect(taken, 'the existing record has a value').toEqual(expect.any(String));
        const other = await createSample(t, collection, { optional: true });
        await expectNoChange(t, [name], async () => {
          await refused(create({ ...base, [key]: taken }), 409, key, `create with taken ${key}`);
          if (field.kind === 'text' && field.caseInsensitive) {
            await refused(create({ ...base, [key]: otherCase(taken) }), 409, key, `create with taken ${key}, other case`);
          }
        });
        await expectRefusedWithoutChange(t, [name], () => t.send('PUT', one(other._id), { [key]: taken }), 409, key, `update to taken ${key}`);
      });
    }

    for (const keys of collection.uniqueTogether ?? []) {
      refusing(`refuses ${keys.join(' + ')} another record has, 409`, async () => {
        const values = { ...base };
        for (const key of keys) values[key] = existing[key];
        await refused(create(values), 409, keys[0], `create with taken ${keys.join(' + ')}`);
      });
    }

    // Removing a record others still reference.

    const blocking = blockingReferences(collection);
    for (const [owner, key] of [blocking.ref, blocking.refs].filter((pair) => pair !== undefined)) {
      it(`refuses to remove a record ${owner.name}.${key} still references, 409`, async () => {
        const target = await createSample(t, collection);
        const values = await sampleRecord(t, owner);
        values[key] = owner.fields[key]!.kind === 'refs' ? [target._id] : target._id;
        let referencing: Rec;
        if (creatableThroughApi(owner)) {
          const created = await t.send('POST', `/api/${owner.name}/`, values);
          expect(created.statusCode, created.body).toBe(201);
          referencing = created.json().records[0] as Rec;
        } else {
          referencing = await storeOf(owner).insert(t.database.db, values);
        }

        await expectRefusedWithoutChange(
          t,
          [name, owner.name],
          () => t.request({ method: 'DELETE', url: one(target._id) }),
          409,
          `${owner.name}.${key}`,
          `remove a ${name} used by ${owner.name}.${key}`,
        );
        expect((await t.get(one(target._id))).statusCode).toBe(200);
        expect((await t.get(`/api/${owner.name}/${referencing._id}`)).json().record[key]).toEqual(values[key]);
      });
    }

    // JSON bodies.

    refusing('refuses JSON bodies that are not an object of field values', async () => {
      const json = (method: 'POST' | 'PUT', payload: string, contentType = 'application/json') => () =>
        t.request({ method, url: method === 'POST' ? list : one(existing._id), headers: { 'content-type': contentType }, payload });
      for (const payload of ['[]', '"x"', 'null', '42', 'true', '[{"a":1}]']) {
        await refused(json('POST', payload), 400, undefined, `POST JSON ${payload}`);
        await refused(json('PUT', payload), 400, undefined, `PUT JSON ${payload}`);
      }
      for (const payload of ['{"a":', '{a:1}', "{'a':1}", '{"a":1}}', '']) {
        await refused(json('POST', payload), 400, undefined, `POST invalid JSON ${payload}`);
      }
      await refused(json('POST', '{"__proto__":{"polluted":1}}'), 400, undefined, 'POST JSON __proto__');
      await refused(json('PUT', JSON.stringify({ notAField: 1 })), 400, 'notAField', 'PUT JSON unknown field');
      await refused(json('PUT', JSON.stringify({ constructor: 1 })), 400, 'constructor', 'PUT JSON constructor');
      await refused(json('POST', JSON.stringify({ notAField: 1 })), 400, 'notAField', 'POST JSON unknown field');
      const [wrongKey, wrongValue] = wrongJsonValue(collection)!;
      await refused(json('PUT', JSON.stringify({ [wrongKey]: wrongValue })), 400, wrongKey, 'PUT JSON wrong type');
      await refused(json('PUT', JSON.stringify({ [wrongKey]: [{ nested: true }] })), 400, wrongKey, 'PUT JSON list value');
      await refused(json('POST', JSON.stringify({ x: 'y'.repeat(1024 * 1024) })), 413, undefined, 'POST JSON over 1 MB');
    });

    refusing('refuses content types the API does not read, 415', async () => {
      for (const [method, url] of [
        ['POST', list],
        ['PUT', one(existing._id)],
      ] as const) {
        for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml', 'image/png']) {
          const payload = contentType === 'application/x-www-form-urlencoded' ? 'a=1' : '{"a":1}';
          await refused(
            () => t.request({ method, url, headers: { 'content-type': contentType }, payload }),
            415,
            undefined,
            `${method} ${contentType}`,
          );
        }
      }
    });

    // Multipart bodies the helper would never write.

    refusing('refuses malformed multipart bodies', async () => {
      const put = (payload: string | Buffer, contentType?: string) => () => rawMultipart(t, 'PUT', one(existing._id), payload, contentType);
      const post = (payload: string | Buffer, contentType?: string) => () => rawMultipart(t, 'POST', list, payload, contentType);
      const typedKey = singleValueField(collection);
      await refused(post('abc', 'multipart/form-data'), 400, undefined, 'no boundary');
      await refused(put('abc'), 400, undefined, 'no parts, no close');
      await refused(put(textPart('notAField', 'x')), 400, undefined, 'an unknown part, itself cut off');
      await refused(put(`${textPart('notAField', 'x')}--XX`), 400, 'notAField', 'an unknown part, then cut off');
      await refused(put(textPart('__proto__', 'x') + CLOSE), 400, undefined, 'a part named __proto__');
      await refused(put(textPart('constructor', 'x') + CLOSE), 400, undefined, 'a part named constructor');
      await refused(put(textPart(typedKey, 'x') + textPart(typedKey, 'y') + CLOSE), 400, typedKey, 'a part sent twice');
      await refused(put(textPart(`${typedKey}[0]`, 'x') + CLOSE), 400, typedKey, 'an indexed part for a single value');
      await refused(
        put(`--XX\r\nContent-Disposition: form-data; name="${typedKey}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n${CLOSE}`),
        400,
        typedKey,
        'a file for a value',
      );
      await refused(
        put(textPart(typedKey, '{"a":', 'Content-Type: application/json\r\n') + CLOSE),
        400,
        undefined,
        'a part declared JSON that is not',
      );
      const fileKey = fileFields(collection)[0]?.[0];
      if (fileKey) {
        await refused(
          put(`--XX\r\nContent-Disposition: form-data; name="${fileKey}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG`),
          400,
          undefined,
          'a file part cut off',
        );
      }
    });

    refusing('refuses a form cut off before its end, even when every part that arrived is whole', async () => {
      const { body, contentType, boundary } = await encode(base);
      const end = body.lastIndexOf(`\r\n--${boundary}--`);
      expect(end).toBeGreaterThan(0);
      const cuts = [body.subarray(0, end), body.subarray(0, end + 4 + boundary.length), body.subarray(0, end + 4 + boundary.length + 1)];
      for (const [i, cut] of cuts.entries()) {
        await refused(() => rawMultipart(t, 'POST', list, cut, contentType), 400, undefined, `create cut off (${i})`);
        await refused(() => rawMultipart(t, 'PUT', one(existing._id), cut, contentType), 400, undefined, `update cut off (${i})`);
      }
      // The whole body is fine: the cut was the only fault. (Not stored: base stays unused.)
      const whole = await rawMultipart(t, 'PUT', one(randomUUID()), body, contentType);
      expectRefusal(whole, 404, '_id', 'the whole form to an unknown id');
    });

  });

  it('left no refused upload in the upload folder: every stored file belongs to a record', async () => {
    const referenced = new Set<string>();
    for (const other of collections) {
      const fileKeys = fileFields(other).map(([key]) => key);
      if (fileKeys.length === 0) continue;
      for (const record of (await snapshot(t, other.name)).docs) {
        for (const key of fileKeys) {
          const files = ([] as { key: string; variants?: Record<string, string> }[]).concat((record[key] as never) ?? []);
          for (const file of files) {
            // Public and private files alike end in their file name (`private/` keys, `/api/files/…` addresses).
            referenced.add(file.key.split('/').pop()!);
            for (const url of Object.values(file.variants ?? {})) referenced.add(url.split('/').pop()!);
          }
        }
      }
    }
    const stored = (await uploadedFiles(t)).map((path) => path.split('/').pop()!);
    expect(stored.filter((key) => !referenced.has(key))).toEqual([]);
  });
});
