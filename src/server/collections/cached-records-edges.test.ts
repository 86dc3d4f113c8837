import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import { isFileField } from '../../catalog/naming.ts';
import { partners } from '../../catalog/collections/people.ts';
import { tags } from '../../catalog/collections/reference.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { switchable } from '../testing/switchable-db.ts';
import { presentRecord } from './present.ts';
import { parseListQuery } from './query.ts';
import { RecordCache } from './record-cache.ts';
import { EXACT_COUNT_LIMIT, storeOf, type Row } from './store.ts';

// The edges of the records lists keep (page-reads.ts), from the review of the change: another
// server behind the same address, a transaction open beside a read, presenting a kept record,
// what a page that needs no total counts, and what a projection reads.

/** A Db that notes the text of every statement it runs. */
function noting(db: Db, texts: string[]): Db {
  return new Proxy(db, {
    get: (target, key, receiver) =>
      key === 'execute'
        ? (statement: Parameters<Db['execute']>[0]) => {
            texts.push(JSON.stringify(statement));
            return target.execute(statement);
          }
        : Reflect.get(target, key, receiver),
  }) as Db;
}

describe('a database address whose server changed history (a promoted replica, a restore)', () => {
  let a: TestDatabase;
  let b: TestDatabase;
  beforeAll(async () => {
    // Two clones of one template hand out the same transaction ids next, as a promoted replica
    // that never received the old primary's last transactions would.
    [a, b] = await Promise.all([openTestDatabase('pglite'), openTestDatabase('pglite')]);
  });
  afterAll(async () => {
    await Promise.all([a?.dispose(), b?.dispose()]);
  });

  it('answers the new server’s record, though the old one had the same id at the same version', async () => {
    const id = '0b5a7a5e-0000-4000-8000-000000000001';
    const insert = (en: string) => sql`insert into tags (id, slug, name) values (${id}, 'failover', jsonb_build_object('es', ${en}::text, 'en', ${en}::text))`;
    await a.db.execute(insert('Lost with the old primary'));
    await b.db.execute(insert('Written on the new primary'));
    const versionOn = async (db: Db) => (await rows<{ v: string }>(db, sql`select xmin::text as v from tags where id = ${id}`))[0]!.v;
    expect(await versionOn(a.db)).toBe(await versionOn(b.db));

    let server = a.db;
    const db = switchable(() => server);
    const query = parseListQuery(tags, { slug: 'failover' });
    for (let read = 0; read < 2; read++) expect((await storeOf(tags).page(db, query)).docs[0]!.name).toMatchObject({ en: 'Lost with the old primary' });
    server = b.db;
    expect((await storeOf(tags).page(db, query)).docs[0]!.name).toMatchObject({ en: 'Written on the new primary' });
  });
});

describe.each(databaseKinds())('reads beside a transaction on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`insert into tags (slug, name) select 'tx-' || i, jsonb_build_object('es', 'Uno', 'en', 'One') from generate_series(1, 3) i`);
  });
  afterAll(() => database?.dispose());

  it('never keeps a version that an open transaction writes again before it commits', async () => {
    const db = database.db;
    const query = parseListQuery(tags, { sort: 'slug', limit: '1' });
    await storeOf(tags).page(db, query);
    let outside: Promise<unknown> | undefined;
    await db.transaction(async (tx) => {
      await tx.execute(sql`update tags set name = jsonb_build_object('es', 'Medio', 'en', 'Halfway') where slug = 'tx-1'`);
      // On PGlite there is one connection: a read that ran now would see the uncommitted version.
      outside = storeOf(tags).page(db, query);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await tx.execute(sql`update tags set name = jsonb_build_object('es', 'Final', 'en', 'Final') where slug = 'tx-1'`);
    });
    await outside;
    expect((await storeOf(tags).page(db, query)).docs[0]!.name).toEqual({ es: 'Final', en: 'Final' });
  });
});

describe('records kept frozen, then presented', () => {
  it('are presented for every collection and viewer without a write into the kept record or its files', () => {
    const file = { key: 'k/a.jpg', name: 'a.jpg', contentType: 'image/jpeg', size: 1, variants: { small: 'k/a-s.jpg' } };
    for (const collection of collections) {
      const row: Row = { _id: '0b5a7a5e-0000-4000-8000-000000000002' };
      for (const [key, field] of Object.entries(collection.fields)) {
        if (isFileField(field)) row[key] = field.kind === 'files' ? [{ ...file }] : { ...file };
      }
      const kept = new RecordCache<Row>().set(row._id, '1', row);
      for (const viewer of [null, { userId: row._id, role: 'admin' as const }, { userId: row._id, role: 'tenant' as const }]) {
        expect(() => presentRecord(collection, { ...kept }, viewer)).not.toThrow();
      }
    }
  });
});

describe.each(databaseKinds())('what a page reads beyond its records on %s', (kind) => {
  let database: TestDatabase;
  const MANY = EXACT_COUNT_LIMIT + 50;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.execute(sql`insert into partners (name, "order", description)
      select 'Partner ' || i, i % 7, jsonb_build_object('es', repeat('texto largo ', 1000), 'en', repeat('long text ', 1000))
      from generate_series(1, ${MANY}) i`);
  });
  afterAll(() => database?.dispose());

  it('counts the last page of a long list once, then keeps its estimate: the last page needs no total', async () => {
    const texts: string[] = [];
    const db = noting(database.db, texts);
    const last = Math.ceil(MANY / 100);
    const counts: number[] = [];
    for (let read = 0; read < 3; read++) {
      const page = await storeOf(partners).page(db, parseListQuery(partners, { limit: '100', page: String(last), sort: 'name' }));
      expect(page).toMatchObject({ hasNextPage: false, totalDocs: MANY, totalDocsExact: true });
      counts.push(texts.filter((text) => text.includes('count(*)')).length);
      texts.length = 0;
    }
    expect(counts).toEqual([1, 0, 0]);
  });

  it('reads only the fields a projection asks for, every time', async () => {
    const texts: string[] = [];
    const db = noting(database.db, texts);
    for (let read = 0; read < 2; read++) {
      const page = await storeOf(partners).page(db, parseListQuery(partners, { fields: 'name', limit: '20' }));
      expect(Object.keys(page.docs[0]!).sort()).toEqual(['_id', 'createdAt', 'deletedAt', 'name', 'updatedAt']);
    }
    expect(texts.filter((text) => text.includes('\\"description\\" as'))).toEqual([]);
  });
});
