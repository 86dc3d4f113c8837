import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { rows } from '../db/rows.ts';
import { replicaUrl } from '../testing/databases.ts';
import { createSample } from '../testing/samples.ts';
import { useTestApp } from '../testing/test-app.ts';
import { WROTE_COOKIE } from './stale-reads.ts';

// The app on a real streaming replica: a visitor's property page is read from the replica, while
// the person who just changed the property reads it from the primary, on whichever server their
// next request lands (the cookie says so, not this process).

async function replayOnReplica(paused: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: replicaUrl() });
  await client.connect();
  try {
    await client.query(paused ? 'select pg_wal_replay_pause()' : 'select pg_wal_replay_resume()');
  } finally {
    await client.end();
  }
}

function setCookies(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header]).filter((c): c is string => typeof c === 'string');
}

describe.skipIf(!replicaUrl())('reads that may lag, with a replica', () => {
  // Measured once by the test, so the replica counts as usable while its replay is paused: a
  // replica within its allowed lag that has not replayed the latest change yet.
  const t = useTestApp('postgres', { readReplica: { checkEveryMs: 3_600_000 } });
  afterEach(() => replayOnReplica(false));

  it('a visitor reads the replica; who changed the record reads the primary for a while', async () => {
    const property = await createSample(t, getCollection('properties')!);
    const page = (cookie: string) => t.request({ method: 'GET', url: `/api/public/properties/${property._id}`, headers: { cookie } });
    const titleOf = async (cookie: string) => {
      const response = await page(cookie);
      expect(response.statusCode, response.body).toBe(200);
      return response.json().property.title.en as string;
    };
    expect(await t.replica!.check()).toMatchObject({ usable: true });
    // The replica answers once it has replayed the new property.
    for (let attempt = 0; (await page('')).statusCode !== 200 && attempt < 100; attempt += 1) await new Promise((r) => setTimeout(r, 50));
    const original = await titleOf('');

    await replayOnReplica(true);
    const changed = await t.send('PUT', `/api/properties/${property._id}`, { title: { es: 'Nuevo título', en: 'New title' } });
    expect(changed.statusCode, changed.body).toBe(200);
    const wrote = setCookies(changed).find((c) => c.startsWith(`${WROTE_COOKIE}=`));
    expect(wrote).toMatch(/; Max-Age=12; Path=\/; HttpOnly; SameSite=Lax/);

    // A visitor is answered by the replica, which has not replayed the change yet.
    const [stored] = await rows<{ title: { en: string } }>(t.database.db, sql`select title from properties where id = ${property._id}`);
    expect(stored!.title.en).toBe('New title');
    expect(await titleOf('')).toBe(original);
    // The editor's browser, cookie and all, is answered by the primary.
    expect(await titleOf(`${t.user!.cookie}; ${wrote!.split(';')[0]}`)).toBe('New title');
    // A read (GET) never sets the cookie; a refused change neither.
    expect(setCookies(await t.get(`/api/public/properties/${property._id}`)).some((c) => c.startsWith(WROTE_COOKIE))).toBe(false);
    const refused = await t.send('PUT', `/api/properties/${property._id}`, { title: { es: '', en: '' } });
    expect(refused.statusCode).toBe(400);
    expect(setCookies(refused).some((c) => c.startsWith(WROTE_COOKIE))).toBe(false);

    // /metrics tells operators where those reads went.
    const metrics = (await t.request({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })).body;
    expect(metrics).toMatch(/^habita_db_replica_usable 1$/m);
    expect(Number(/^habita_db_lagging_reads\{answered_by="replica"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);
    expect(Number(/^habita_db_lagging_reads\{answered_by="primary"\} (\d+)$/m.exec(metrics)?.[1])).toBeGreaterThan(0);
  });

  it("staff's lists and the public search are read from the replica too, unless this browser just wrote", async () => {
    expect(await t.replica!.check()).toMatchObject({ usable: true });
    await replayOnReplica(true);
    const made = await t.send('POST', '/api/neighborhoodsname/', { name: 'Barrio recién hecho', city: 'Valencia' });
    expect(made.statusCode, made.body).toBe(201);
    const wrote = setCookies(made).find((c) => c.startsWith(`${WROTE_COOKIE}=`))!.split(';')[0]!;
    const names = async (cookie: string) => {
      const response = await t.request({ method: 'GET', url: '/api/neighborhoodsname/?limit=100', headers: { cookie } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().neighborhoodsname.docs.map((doc: { name: string }) => doc.name) as string[];
    };
    expect(await names(t.user!.cookie)).not.toContain('Barrio recién hecho');
    expect(await names(`${t.user!.cookie}; ${wrote}`)).toContain('Barrio recién hecho');

    // The public search and the map's homes: one read each, answered by the replica.
    const before = t.replica!.counts.replica;
    for (const url of ['/api/public/rooms?limit=1', '/api/public/rooms/places']) {
      const answer = await t.request({ method: 'GET', url, headers: { cookie: '' } });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    expect(t.replica!.counts.replica - before).toBe(2);
  });
});

describe('reads that may lag, without a replica', () => {
  const t = useTestApp('pglite');

  it('are answered by the one database and set no cookie', async () => {
    const property = await createSample(t, getCollection('properties')!);
    const changed = await t.send('PUT', `/api/properties/${property._id}`, { title: { es: 'Otro', en: 'Other' } });
    expect(changed.statusCode).toBe(200);
    expect(setCookies(changed).some((c) => c.startsWith(WROTE_COOKIE))).toBe(false);
    const page = await t.request({ method: 'GET', url: `/api/public/properties/${property._id}`, headers: { cookie: '' } });
    expect(page.json().property.title.en).toBe('Other');
  });
});
