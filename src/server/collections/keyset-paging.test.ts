import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { CollectionPage } from '../../contracts/shapes.ts';
import { partners } from '../../catalog/collections/people.ts';
import { storeOf } from './store.ts';

// `after=<_id>` and `before=<_id>`: the page next to a record of the list, read from it. Every
// walk must give exactly the pages `page=` gives, in every order, empty sort values and ties included.

const RECORDS = 67;
const LIMIT = 10;

/** A list's answer as the contracts declare it. */
type PageBody = CollectionPage<{ _id: string }>;

describe.each(databaseKinds())('pages read from a record on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    // Few distinct orders (ties broken by id), a description on some only (empty sort values),
    // and two records created in the same instant.
    await t.database.db.execute(sql`
      insert into partners (name, "order", description, created_at)
      select 'Partner ' || i, i % 4,
        case when i % 3 = 0 then jsonb_build_object('es', 'Descripción ' || (i % 5), 'en', 'Description') end,
        timestamptz '2026-01-01' + least(i, 60) * interval '1 minute'
      from generate_series(1, ${RECORDS}) i`);
  });

  const list = async (query: string): Promise<PageBody> => {
    const response = await t.get(`/api/partners/?limit=${LIMIT}&${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().partners;
  };
  const ids = (page: PageBody) => page.docs.map((d) => d._id);

  const sorts = ['order', '-order', 'createdAt', '-createdAt', '_id', '-_id', 'description', '-description', 'name', '-name'];

  it.each(sorts)('walks forward and back by sort=%s exactly as the numbered pages', async (sort) => {
    const numbered: string[][] = [];
    for (let page = 1; ; page++) {
      const body = await list(`sort=${sort}&page=${page}`);
      numbered.push(ids(body));
      if (!body.hasNextPage) break;
    }
    expect(numbered.flat()).toHaveLength(RECORDS);
    expect(new Set(numbered.flat()).size).toBe(RECORDS);

    const forward: string[][] = [numbered[0]!];
    let current = await list(`sort=${sort}`);
    while (current.hasNextPage) {
      const page = current.page + 1;
      current = await list(`sort=${sort}&page=${page}&after=${current.docs.at(-1)!._id}`);
      expect(current).toMatchObject({ page, hasPrevPage: true, totalDocs: RECORDS, totalDocsExact: true });
      forward.push(ids(current));
    }
    expect(forward).toEqual(numbered);

    // Back from the last page to the first, each page ending before the first record of the next;
    // twice, as the second walk asks only which records (page-reads.ts), which must come in order too.
    const last = current;
    for (const walk of ['first', 'again']) {
      current = last;
      const backward: string[][] = [ids(current)];
      while (current.hasPrevPage) {
        current = await list(`sort=${sort}&page=${current.page - 1}&before=${current.docs[0]!._id}`);
        expect(current.hasNextPage).toBe(true);
        backward.unshift(ids(current));
      }
      expect(current.page).toBe(1);
      expect(backward, walk).toEqual(numbered);
    }
  });

  it('says when the record read from is the last one', async () => {
    const last = await list(`sort=_id&page=7`);
    const after = await list(`sort=_id&page=8&after=${last.docs.at(-1)!._id}`);
    expect(after).toMatchObject({ docs: [], hasNextPage: false, hasPrevPage: true, totalDocs: RECORDS });
  });

  it('reads the first page as page 1 when fewer than a page come before the record', async () => {
    const first = await list('sort=_id');
    const before = await list(`sort=_id&page=3&before=${first.docs[4]!._id}`);
    expect(before).toMatchObject({ page: 1, hasPrevPage: false });
    expect(ids(before)).toEqual(ids(first));
  });

  it('reads the page by its number when the record has left the list', async () => {
    const second = await list('sort=name&page=2');
    const gone = '00000000-0000-4000-8000-000000000000';
    expect(ids(await list(`sort=name&page=2&after=${gone}`))).toEqual(ids(second));
    expect(ids(await list(`sort=name&page=2&before=${gone}`))).toEqual(ids(second));
    // Read by number, the last page's total is what the pages before it hold and what it shows.
    expect(await list(`sort=name&page=7&after=${gone}`)).toMatchObject({ totalDocs: RECORDS, hasNextPage: false });
    // Removed records are not in the list of live ones: reading from one goes by number too.
    const [removed] = ids(await list('sort=name&page=5'));
    await t.database.db.execute(sql`update partners set deleted_at = now() where id = ${removed!}`);
    try {
      expect(ids(await list(`sort=name&page=2&after=${removed}`))).toEqual(ids(second));
    } finally {
      await t.database.db.execute(sql`update partners set deleted_at = null where id = ${removed!}`);
    }
  });

  it('reads from a record of a search within the same search', async () => {
    const search = (query: string) => t.get(`/api/partners/search/?searchField=name&searchString=partner%205&limit=3&sort=name&${query}`);
    const first = (await search('')).json().partners as PageBody;
    const second = (await search(`page=2&after=${first.docs.at(-1)!._id}`)).json().partners as PageBody;
    const numbered = (await search('page=2')).json().partners as PageBody;
    expect(ids(second)).toEqual(ids(numbered));
    expect(second.totalDocs).toBe(first.totalDocs);
  });

  it('refuses what is not an id, and both directions at once, changing nothing', async () => {
    for (const query of ['after=nope', "before=1'%20or%201=1", 'after=&before=x']) {
      const response = await t.get(`/api/partners/?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().field).toMatch(/^(after|before)$/);
    }
    const first = await list('sort=_id');
    const both = await t.get(`/api/partners/?after=${first.docs[0]!._id}&before=${first.docs[1]!._id}`);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ field: 'before' });
    const search = await t.get('/api/partners/search/?searchString=a&after=zzz');
    expect(search.statusCode).toBe(400);
  });

  it('bounds nothing by a record outside what the viewer may read', async () => {
    // A viewer scoped to order 1 naming a record of order 2: its sort key must not shape their
    // page (that would tell them where a record they cannot read sits); they get the page by number.
    const store = storeOf(partners);
    const scoped = (anchor?: { id: string; side: 'after' | 'before' }) =>
      store.page(t.database.db, {
        page: 2,
        limit: 5,
        sort: { key: 'createdAt', descending: true },
        conditions: [],
        deleted: 'exclude',
        scope: { owned: () => 't."order" = 1', key: 'keyset-test' },
        ...(anchor ? { anchor } : {}),
      });
    const [outside] = (await list('order=2&sort=-createdAt')).docs;
    const byNumber = await scoped();
    expect((await scoped({ id: outside!._id, side: 'after' })).docs.map((d) => d._id)).toEqual(byNumber.docs.map((d) => d._id));
    expect((await scoped({ id: outside!._id, side: 'before' })).docs.map((d) => d._id)).toEqual(byNumber.docs.map((d) => d._id));
  });
});
