import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { partners } from '../../catalog/collections/people.ts';
import type { Db } from '../db/database.ts';
import { EXACT_COUNT_LIMIT, storeOf } from './store.ts';

// Totals on large tables: exact up to EXACT_COUNT_LIMIT matches, the planner's estimate
// beyond it (flagged), and always exact on the last page and for hasNextPage.

const MANY = EXACT_COUNT_LIMIT + 250;

describe.each(databaseKinds())('paging a large collection on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into partners (name, "order", created_at)
      select 'Partner ' || i, i % 7, now() - i * interval '1 second' from generate_series(1, ${MANY}) i`);
    await t.database.db.execute(sql`analyze partners`);
  });

  const page = async (query: string) => {
    const response = await t.get(`/api/partners/?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().partners;
  };

  it('estimates the total beyond the exact limit, and says so', async () => {
    const first = await page('limit=20');
    expect(first.totalDocsExact).toBe(false);
    expect(first.totalDocs).toBeGreaterThan(EXACT_COUNT_LIMIT);
    expect(first.totalDocs).toBeGreaterThan(MANY * 0.5);
    expect(first.totalDocs).toBeLessThan(MANY * 1.5);
    expect(first).toMatchObject({ hasNextPage: true, hasPrevPage: false, page: 1 });
    expect(first.docs).toHaveLength(20);
  });

  it('counts exactly when few match', async () => {
    const filtered = await page('order=3&limit=10');
    const expected = Array.from({ length: MANY }, (_, i) => (i + 1) % 7).filter((o) => o === 3).length;
    expect(filtered).toMatchObject({ totalDocs: expected, totalDocsExact: true, totalPages: Math.ceil(expected / 10) });
  });

  it('asks the database once for a page of a few matches: its count is read in the same statement', async () => {
    let statements = 0;
    const db = t.database.db;
    const counting = new Proxy(db, {
      get: (target, key, receiver) =>
        key === 'execute'
          ? (...args: Parameters<Db['execute']>) => {
              statements += 1;
              return target.execute(...args);
            }
          : Reflect.get(target, key, receiver),
    }) as Db;
    const few = await storeOf(partners).page(counting, {
      page: 1,
      limit: 10,
      sort: { key: 'createdAt', descending: true },
      conditions: [{ kind: 'equals', key: 'order', field: partners.fields.order, value: 3 }],
      deleted: 'exclude',
    });
    expect(few.totalDocsExact).toBe(true);
    expect(few.totalDocs).toBeGreaterThan(10);
    expect(statements).toBe(1);
  });

  it('knows the exact total on the last page, and that no page follows', async () => {
    const last = await page(`limit=100&page=${Math.ceil(MANY / 100)}`);
    expect(last).toMatchObject({ totalDocs: MANY, totalDocsExact: true, hasNextPage: false, hasPrevPage: true });
    expect(last.docs).toHaveLength(MANY % 100 || 100);
  });

  it('takes no page number read from a record as proof of the total', async () => {
    const first = await page('limit=20');
    const far = await page(`limit=20&page=100000&after=${first.docs.at(-1)._id}`);
    expect(far).toMatchObject({ page: 100000, totalDocsExact: false, hasNextPage: true });
    expect(far.totalDocs).toBeLessThan(MANY * 1.5);
  });

  it('answers an empty page past the end without failing', async () => {
    const past = await page('limit=100&page=500');
    expect(past.docs).toEqual([]);
    expect(past.hasNextPage).toBe(false);
  });

  it('searches a large table by folded text through its index', async () => {
    const found = await t.get('/api/partners/search/?searchField=name&searchString=PARTNER%201249');
    expect(found.json().partners.docs.map((d: { name: string }) => d.name)).toEqual(['Partner 1249']);
  });
});
