import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { CollectionPage } from '../../contracts/shapes.ts';

// A review's second look at keyset-paging.test.ts: empty datetimes and localized texts, references,
// booleans, choices, removed records, searches and a visitor's scope, on both databases.

/** A list's answer as the contracts declare it. */
type PageBody = CollectionPage<{ _id: string }>;

describe.each(databaseKinds())('pages read from a record, more kinds of sort and viewer, on %s', (kind) => {
  const t = useTestApp(kind);
  beforeAll(async () => {
    await t.database.db.execute(sql`
      insert into noticias (title, summary, slug, body, published_at, created_at, deleted_at)
      select jsonb_build_object('es', 'Título ' || (i % 6)), case when i % 4 = 0 then null else jsonb_build_object('es', 'S ' || (i % 5)) end,
        'n-' || i, jsonb_build_object('es', 'b'),
        case when i % 3 = 0 then null when i % 5 = 0 then now() + interval '1 day' else timestamptz '2026-01-01' + (i % 7) * interval '1 hour' end,
        timestamptz '2026-01-01' + least(i, 30) * interval '1 minute',
        case when i % 11 = 0 then now() end
      from generate_series(1, 83) i`);
    await t.database.db.execute(sql`
      insert into filters (label, key, kind, "order", active)
      select jsonb_build_object('es', 'F ' || (i % 3)), 'k' || i, (array['range','select','boolean'])[1 + i % 3], i % 2, i % 4 <> 0
      from generate_series(1, 41) i`);
  });

  const get = async (url: string, visitor = false): Promise<PageBody> => {
    const response = await t.request({ method: 'GET', url, headers: visitor ? { cookie: '' } : {} });
    expect(response.statusCode, `${url} ${response.body}`).toBe(200);
    const body = response.json();
    return body[Object.keys(body)[0]!];
  };
  const ids = (p: PageBody) => p.docs.map((d) => d._id);

  async function walk(base: string, visitor = false) {
    const numbered: string[][] = [];
    for (let page = 1; ; page++) {
      const body = await get(`${base}&page=${page}`, visitor);
      numbered.push(ids(body));
      if (!body.hasNextPage) break;
    }
    const forward: string[][] = [];
    let current = await get(`${base}`, visitor);
    forward.push(ids(current));
    while (current.hasNextPage) {
      current = await get(`${base}&page=${current.page + 1}&after=${current.docs.at(-1)!._id}`, visitor);
      forward.push(ids(current));
    }
    expect(forward).toEqual(numbered);
    const backward: string[][] = [ids(current)];
    while (current.hasPrevPage) {
      current = await get(`${base}&page=${current.page - 1}&before=${current.docs[0]!._id}`, visitor);
      backward.unshift(ids(current));
    }
    expect(backward).toEqual(numbered);
  }

  const newsSorts = ['publishedAt', '-publishedAt', 'title', '-title', 'summary', '-summary', 'slug', '-slug', 'author', '-author', 'updatedAt', '-deletedAt', 'deletedAt'];
  it.each(newsSorts)('walks news by %s (empty values, removed, searched, as a visitor) as the numbered pages', async (sort) => {
    await walk(`/api/noticias/?limit=7&sort=${sort}`);
    await walk(`/api/noticias/?limit=7&sort=${sort}&includeDeleted=true`);
    await walk(`/api/noticias/?limit=4&sort=${sort}&onlyDeleted=true`);
    await walk(`/api/noticias/search/?limit=5&sort=${sort}&searchField=slug&searchString=n-1`);
    await walk(`/api/noticias/?limit=6&sort=${sort}`, true);
  });
  it.each(['active', '-active', 'kind', '-kind', 'order', '-order', 'label', '-label'])('walks search filters by %s (booleans, choices, ties) as the numbered pages', async (sort) => {
    await walk(`/api/filters/?limit=6&sort=${sort}&includeDeleted=true`);
    await walk(`/api/filters/?limit=6&sort=${sort}`, true);
  });

  it('lets a visitor bound nothing by a draft or scheduled post', async () => {
    const all = await get('/api/noticias/?limit=100&sort=publishedAt&includeDeleted=true');
    const visible = new Set(ids(await get('/api/noticias/?limit=100&sort=publishedAt', true)));
    const hidden = ids(all).filter((id) => !visible.has(id));
    expect(hidden.length).toBeGreaterThan(0);
    for (const sort of ['publishedAt', '-publishedAt', 'title', '-title']) {
      const byNumber = ids(await get(`/api/noticias/?limit=5&page=3&sort=${sort}`, true));
      for (const id of hidden) {
        for (const side of ['after', 'before']) {
          const body = await get(`/api/noticias/?limit=5&page=3&sort=${sort}&${side}=${id}`, true);
          expect(ids(body), `${sort} ${side} ${id}`).toEqual(byNumber);
        }
      }
    }
  });

  it('answers no malformed or odd anchor with a 500', async () => {
    const [a, b] = ids(await get('/api/noticias/?limit=2'));
    for (const q of [`after=${a}&after=${b}`, `before=${a}&before=${b}`, `after[]=${a}`, `after=${a!.toUpperCase()}`, `page=1&before=${a}`, `after=${a}&page=100000`, `after=%00`, `after=${'a'.repeat(5000)}`, 'after=&before=', `after=${a}&before=`]) {
      for (const path of ['/api/noticias/', '/api/noticias/search/']) {
        const response = await t.get(`${path}?${q}`);
        expect(response.statusCode, `${path}?${q} ${response.body}`).toBeLessThan(500);
      }
    }
  });
});
