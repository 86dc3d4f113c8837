import { describe, expect, it } from 'vitest';
import { isFileField, isPrivateFileField, isWritable } from '../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import { databaseKinds } from '../testing/databases.ts';
import { sampleValue } from '../../catalog/sample-values.ts';
import { createSample, sampleRecord, apiCreatableCollections } from '../testing/samples.ts';
import { useTestApp } from '../testing/test-app.ts';

// Generated from the catalogue: the whole lifecycle of a record, for every collection,
// on every database the run has.

type Rec = Record<string, unknown> & { _id: string };

/** A search string that must find `value` in `field`: part of it, in another case, for text. */
function searchStringFor(field: Field, value: unknown): string {
  if (field.kind === 'text') {
    const text = field.localized ? (value as { es: string }).es : String(value);
    const middle = text.length > 6 ? text.slice(2, -2) : text;
    return middle.toUpperCase();
  }
  return String(value);
}

/** An update that changes one plain field, when the collection has one. */
function changeFor(collection: CollectionDef): [string, unknown] | undefined {
  for (const [key, field] of Object.entries(collection.fields)) {
    if (!isWritable(field) || field.unique || field.kind === 'ref' || field.kind === 'refs' || isFileField(field)) continue;
    if (field.kind === 'text' && !field.format) {
      return [key, field.localized ? { es: 'Texto cambiado', en: 'Changed text' } : 'Texto cambiado'.slice(0, field.max)];
    }
  }
  for (const [key, field] of Object.entries(collection.fields)) {
    if (isWritable(field) && (field.kind === 'integer' || field.kind === 'money')) {
      return [key, sampleValue(key, field, 3, 0)];
    }
  }
  return undefined;
}

describe.each(databaseKinds())('collection API on %s', (kind) => {
  const t = useTestApp(kind);

  describe.each(apiCreatableCollections.map((c) => [c.name, c] as const))('%s', (name, collection) => {
    let created: Rec;
    let sent: Record<string, unknown>;

    it('creates a record from multipart form-data, with its files', async () => {
      sent = await sampleRecord(t, collection, { optional: true });
      const response = await t.send('POST', `/api/${name}/`, sent);
      expect(response.statusCode, response.body).toBe(201);
      created = response.json().records[0];
      expect(created._id).toMatch(/^[0-9a-f-]{36}$/);
      for (const [key, value] of Object.entries(sent)) {
        const field = collection.fields[key]!;
        if (field.kind === 'file') {
          const address = isPrivateFileField(field) ? /^\/api\/files\// : /^\/files\//;
          expect(created[key]).toMatchObject({ contentType: expect.any(String), url: expect.stringMatching(address) });
        } else if (field.kind === 'files') {
          expect(created[key]).toHaveLength((value as unknown[]).length);
        } else if (field.kind === 'datetime') {
          expect(new Date(created[key] as string).toISOString()).toBe(value);
        } else {
          expect(created[key]).toEqual(value);
        }
      }
      for (const [key, field] of Object.entries(collection.fields)) {
        if (field.hidden) expect(created).not.toHaveProperty(key);
      }
    });

    it('serves uploaded files back with safe headers', async () => {
      const fileKey = Object.entries(collection.fields).find(([, f]) => isFileField(f) && !f.hidden)?.[0];
      if (!fileKey) return;
      const value = created[fileKey] as { url: string } | { url: string }[];
      const url = Array.isArray(value) ? value[0]!.url : value.url;
      const response = await t.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-type']).toMatch(/^(image\/|application\/pdf)/);
    });

    it('views the record by _id', async () => {
      const response = await t.get(`/api/${name}/${created._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().record).toEqual(created);
    });

    it('lists with paging and sort', async () => {
      const more = [await createSample(t, collection), await createSample(t, collection)];
      const all = await t.get(`/api/${name}/?limit=100`);
      const total = all.json()[name].totalDocs as number;
      expect(total).toBeGreaterThanOrEqual(3);

      const first = (await t.get(`/api/${name}/?limit=2&page=1&sort=-createdAt`)).json()[name];
      expect(first).toMatchObject({ totalDocs: total, page: 1, limit: 2, hasNextPage: true, hasPrevPage: false });
      expect(first.totalPages).toBe(Math.ceil(total / 2));
      expect(first.docs).toHaveLength(2);
      expect(first.docs[0]._id).toBe(more[1]!._id);

      const second = (await t.get(`/api/${name}/?limit=2&page=2&sort=-createdAt`)).json()[name];
      expect(second.hasPrevPage).toBe(true);
      const seen = new Set([...first.docs, ...second.docs].map((d: Rec) => d._id));
      expect(seen.size).toBe(first.docs.length + second.docs.length);

      const ascending = (await t.get(`/api/${name}/?limit=100&sort=createdAt`)).json()[name].docs as Rec[];
      const times = ascending.map((d) => Date.parse(d.createdAt as string));
      expect([...times].sort((a, b) => a - b)).toEqual(times);
    });

    it('searches by _id and by each searchable field', async () => {
      const byId = (await t.get(`/api/${name}/search/?searchString=${created._id}`)).json()[name];
      expect(byId.docs.map((d: Rec) => d._id)).toEqual([created._id]);
      expect(byId.totalDocs).toBe(1);

      for (const [key, field] of Object.entries(collection.fields)) {
        if (!field.searchable || created[key] === null || created[key] === undefined) continue;
        const searchString = encodeURIComponent(searchStringFor(field, created[key]));
        const response = await t.get(`/api/${name}/search/?searchField=${key}&searchString=${searchString}&limit=100`);
        expect(response.statusCode, `${key}: ${response.body}`).toBe(200);
        const ids = response.json()[name].docs.map((d: Rec) => d._id);
        expect(ids, `search by ${key}`).toContain(created._id);
      }
    });

    it('filters by an item of each list of references', async () => {
      for (const [key, field] of Object.entries(collection.fields)) {
        if (field.kind !== 'refs') continue;
        const [listed] = created[key] as string[];
        expect(listed, `${key} was sent with one item`).toEqual(expect.any(String));
        const ids = (await t.get(`/api/${name}/?${key}=${listed}&limit=100`)).json()[name].docs.map((d: Rec) => d._id);
        expect(ids).toEqual([created._id]);
        const unlisted = (await t.get(`/api/${name}/?${key}=${created._id}`)).json()[name].docs;
        expect(unlisted).toEqual([]);
      }
    });

    it('updates part of the record', async () => {
      const change = changeFor(collection);
      if (!change) return;
      const [key, value] = change;
      const response = await t.send('PUT', `/api/${name}/${created._id}`, { [key]: value });
      expect(response.statusCode, response.body).toBe(200);
      const record = response.json().record;
      expect(record[key]).toEqual(value);
      for (const other of Object.keys(sent)) {
        if (other !== key && !isFileField(collection.fields[other]!)) expect(record[other]).toEqual(created[other]);
      }
      expect(Date.parse(record.updatedAt)).toBeGreaterThanOrEqual(Date.parse(created.updatedAt as string));
      created = record;
    });

    it('soft-removes: gone from lists and searches, there with includeDeleted', async () => {
      const response = await t.request({ method: 'DELETE', url: `/api/${name}/soft/${created._id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().record.deletedAt).toEqual(expect.any(String));

      const ids = async (url: string) => (await t.get(url)).json()[name].docs.map((d: Rec) => d._id);
      expect(await ids(`/api/${name}/?limit=100`)).not.toContain(created._id);
      expect(await ids(`/api/${name}/search/?searchString=${created._id}`)).toEqual([]);
      expect(await ids(`/api/${name}/?limit=100&includeDeleted=true`)).toContain(created._id);
      expect(await ids(`/api/${name}/?limit=100&onlyDeleted=true`)).toEqual([created._id]);
      expect((await t.get(`/api/${name}/${created._id}`)).statusCode).toBe(404);
      expect((await t.get(`/api/${name}/${created._id}?includeDeleted=true`)).statusCode).toBe(200);
    });

    it('restores a soft-removed record', async () => {
      const response = await t.request({ method: 'POST', url: `/api/${name}/restore/${created._id}` });
      expect(response.statusCode).toBe(200);
      expect(response.json().record.deletedAt).toBeNull();
      const list = (await t.get(`/api/${name}/?limit=100`)).json()[name].docs.map((d: Rec) => d._id);
      expect(list).toContain(created._id);
    });

    it('hard-removes the record', async () => {
      const response = await t.request({ method: 'DELETE', url: `/api/${name}/${created._id}` });
      expect(response.statusCode, response.body).toBe(204);
      expect(response.body).toBe('');
      expect((await t.get(`/api/${name}/${created._id}?includeDeleted=true`)).statusCode).toBe(404);
      const again = await t.request({ method: 'DELETE', url: `/api/${name}/${created._id}` });
      expect(again.statusCode).toBe(404);
      expect(again.json()).toMatchObject({ status: 404, field: '_id' });
    });
  });
});
