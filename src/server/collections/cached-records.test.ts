import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { CollectionPage } from '../../contracts/shapes.ts';
import { tags } from '../../catalog/collections/reference.ts';
import { parseListQuery } from './query.ts';
import { RecordCache } from './record-cache.ts';
import { storeOf } from './store.ts';

// A list asks PostgreSQL which records at which versions and takes the records it read before at
// those versions from memory (record-cache.ts). Whatever writes a record, however, the next list
// shows it as it is now; a viewer's field rules apply to what another viewer's read kept.

type Tag = { _id: string; slug: string; name: { es: string; en: string } };
type PromotionBody = { _id: string; name: { es: string }; code?: string };

describe.each(databaseKinds())('records kept between pages on %s', (kind) => {
  const t = useTestApp(kind);
  const db = () => t.database.db;

  beforeAll(async () => {
    await db().execute(sql`
      insert into tags (name, slug)
      select jsonb_build_object('es', 'Etiqueta ' || i, 'en', 'Tag ' || i), 'tag-' || lpad(i::text, 2, '0')
      from generate_series(1, 30) i`);
  });

  const listTags = async (query = ''): Promise<CollectionPage<Tag>> => {
    const response = await t.get(`/api/tags/?limit=10${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().tags;
  };
  const englishNames = (page: CollectionPage<Tag>) => page.docs.map((tag) => tag.name.en);

  it('shows a record written behind the store’s back as it is now, its times untouched', async () => {
    expect(englishNames(await listTags()).slice(0, 2)).toEqual(['Tag 1', 'Tag 2']);
    await db().execute(sql`update tags set name = jsonb_build_object('es', 'Cambiada', 'en', 'Changed') where slug = 'tag-02'`);
    expect(englishNames(await listTags()).slice(0, 2)).toEqual(['Tag 1', 'Changed']);
    await db().execute(sql`update tags set deleted_at = now() where slug = 'tag-01'`);
    const after = await listTags();
    expect(englishNames(after).slice(0, 2)).toEqual(['Changed', 'Tag 3']);
    expect(after.totalDocs).toBe(29);
    await db().execute(sql`update tags set deleted_at = null where slug = 'tag-01'`);
    expect(englishNames(await listTags()).slice(0, 2)).toEqual(['Tag 1', 'Changed']);
  });

  it('answers a projection from a record kept whole, and a whole record after a projection', async () => {
    await listTags();
    const projected = await listTags('&fields=slug');
    expect(Object.keys(projected.docs[0]!).sort()).toEqual(['_id', 'createdAt', 'deletedAt', 'slug', 'updatedAt']);
    const whole = await listTags();
    expect(whole.docs[0]).toMatchObject({ slug: 'tag-01', name: { es: 'Etiqueta 1', en: 'Tag 1' } });
  });

  it('asks PostgreSQL once for a page, read before or not, and twice for a page read before whose records changed', async () => {
    const execute = vi.spyOn(db(), 'execute');
    try {
      const statements = () => execute.mock.calls.map(([statement]) => JSON.stringify(statement)).filter((text) => text.includes('from \\"tags\\"'));
      // Never read: read whole, its count up to the exact limit in the same statement.
      expect(await listTags('&sort=-slug')).toMatchObject({ totalDocs: 30, totalDocsExact: true, hasNextPage: true });
      expect(statements()).toHaveLength(1);
      execute.mockClear();
      // Read before: which records at which versions, and the count, in one statement.
      const again = await listTags('&sort=-slug');
      expect(again).toMatchObject({ totalDocs: 30, totalDocsExact: true, hasNextPage: true });
      expect(statements()).toHaveLength(1);
      expect(statements()[0]).toContain('pg_postmaster_start_time');
      await db().execute(sql`update tags set slug = slug where slug = 'tag-30'`);
      execute.mockClear();
      expect((await listTags('&sort=-slug')).docs[0]!.slug).toBe('tag-30');
      expect(statements()).toHaveLength(2);
    } finally {
      execute.mockRestore();
    }
  });

  it('reads a page whole when a record leaves the list between its two statements', async () => {
    const tag21 = (await listTags('&sort=slug&page=3')).docs[0]!;
    // A new version, so the next page must read it.
    await db().execute(sql`update tags set slug = slug where id = ${tag21._id}`);
    const original = db().execute.bind(db());
    const removeAfterListing = async (statement: Parameters<typeof original>[0]) => {
      const result = await original(statement);
      // Right after the versions were listed (the statement that also asks which server answers): the record is removed before it is read.
      if (JSON.stringify(statement).includes('pg_postmaster_start_time')) await original(sql`update tags set deleted_at = now() where id = ${tag21._id}`);
      return result;
    };
    const execute = vi.spyOn(db(), 'execute').mockImplementation(removeAfterListing as unknown as typeof original);
    try {
      const page = await listTags('&sort=slug&page=3');
      expect(page.docs.map((tag) => tag.slug)).toEqual(Array.from({ length: 9 }, (_, i) => `tag-${22 + i}`));
      expect(page.docs.filter((tag) => (tag as Tag & { deletedAt: unknown }).deletedAt !== null)).toEqual([]);
    } finally {
      execute.mockRestore();
      await db().execute(sql`update tags set deleted_at = null where id = ${tag21._id}`);
    }
    expect((await listTags('&sort=slug&page=3')).docs[0]!._id).toBe(tag21._id);
  });

  it('answers a page whose kept records other requests push out while it reads the rest', async () => {
    await listTags('&sort=slug');
    // A new version of one record: the page reads it while the nine others are kept.
    await db().execute(sql`update tags set slug = slug where slug = 'tag-05'`);
    let pushedOut = false;
    const get = RecordCache.prototype.get;
    const cacheGet = vi.spyOn(RecordCache.prototype, 'get').mockImplementation(function (this: RecordCache<object>, id: string, version: string) {
      return pushedOut ? undefined : get.call(this, id, version);
    });
    const original = db().execute.bind(db());
    const pushOutWhileReading = async (statement: Parameters<typeof original>[0]) => {
      // As a burst of other pages would, while this one waits for its missing record.
      if (JSON.stringify(statement).includes('unnest(')) pushedOut = true;
      return original(statement);
    };
    const execute = vi.spyOn(db(), 'execute').mockImplementation(pushOutWhileReading as unknown as typeof original);
    try {
      const page = await listTags('&sort=slug');
      expect(page.docs.map((tag) => tag.slug)).toEqual(Array.from({ length: 10 }, (_, i) => `tag-${String(i + 1).padStart(2, '0')}`));
      expect(pushedOut).toBe(true);
    } finally {
      execute.mockRestore();
      cacheGet.mockRestore();
    }
  });

  it('keeps nothing read inside a transaction, where two writes of a record share its version', async () => {
    const store = storeOf(tags);
    const query = parseListQuery(tags, { sort: 'slug', limit: '1' });
    await db().transaction(async (tx) => {
      await tx.execute(sql`update tags set name = jsonb_build_object('es', 'Primera', 'en', 'First') where slug = 'tag-01'`);
      const seen = await store.page(tx, query);
      expect((seen.docs[0]!.name as { en: string }).en).toBe('First');
      await tx.execute(sql`update tags set name = jsonb_build_object('es', 'Segunda', 'en', 'Second') where slug = 'tag-01'`);
    });
    expect((await store.page(db(), query)).docs[0]!.name).toEqual({ es: 'Segunda', en: 'Second' });
    expect(englishNames(await listTags('&sort=slug'))[0]).toBe('Second');
  });

  it('leaves out a field the viewer may not read from a record staff read first, and keeps it for staff', async () => {
    await t.send('POST', '/api/promotions/', { name: { es: 'Verano', en: 'Summer' }, code: 'SUMMER-STAFF', percentOff: 10 });
    const promotions = async (cookie: string | undefined) => {
      const response = await t.request({ method: 'GET', url: '/api/promotions/?limit=50', headers: { cookie: cookie ?? '' } });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().promotions as CollectionPage<PromotionBody>).docs.find((p) => p.name.es === 'Verano');
    };
    const staff = t.user!.cookie;
    expect((await promotions(staff))?.code).toBe('SUMMER-STAFF');
    const seenByVisitor = await promotions(undefined);
    expect(seenByVisitor).toBeDefined();
    expect(seenByVisitor).not.toHaveProperty('code');
    expect((await promotions(staff))?.code).toBe('SUMMER-STAFF');
  });
});
