import { sql } from 'drizzle-orm';
import pg from 'pg';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { readReplica, type ReadReplica } from '../db/replica.ts';
import { getCollection } from '../../catalog/catalog.ts';
import { rows } from '../db/rows.ts';
import { openReplicaOf, openTestDatabase, replicaUrl, takeReplicaInTurn, type TestDatabase } from '../testing/databases.ts';
import { createSample } from '../testing/samples.ts';
import { useTestApp } from '../testing/test-app.ts';
import { staleReads, WROTE_COOKIE } from './stale-reads.ts';

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
  takeReplicaInTurn();
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

describe.skipIf(!replicaUrl())('which database a route reads from', () => {
  takeReplicaInTurn();
  let primary: TestDatabase;
  let replica: ReadReplica;
  let app: FastifyInstance;
  beforeAll(async () => {
    primary = await openTestDatabase('postgres');
    replica = readReplica(primary.db, await openReplicaOf(primary), { checkEveryMs: 3_600_000 });
    app = Fastify();
    await app.register(cookie);
    staleReads(app, { db: primary.db, replica, freshSeconds: 12 });
    const where = (request: FastifyRequest) =>
      request.readMaybeStale(async (db) => (await rows<{ replica: boolean }>(db, sql`select pg_is_in_recovery() as replica`))[0]!.replica);
    app.get('/where', async (request) => ({ replica: await where(request) }));
    app.post('/where', async (request) => ({ replica: await where(request) }));
    await until(async () => (await replica.check()).usable);
  });
  afterAll(async () => {
    await app?.close();
    await replica?.close();
    await primary?.dispose();
  });

  it('a read goes to the replica; a change, or a read after one, to the primary', async () => {
    const ask = async (method: 'GET' | 'POST', cookie = '') => (await app.inject({ method, url: '/where', headers: { cookie } })).json().replica;
    expect(await ask('GET')).toBe(true);
    expect(await ask('POST')).toBe(false);
    expect(await ask('GET', `${WROTE_COOKIE}=1`)).toBe(false);
  });
});

async function until(condition: () => Promise<boolean>): Promise<void> {
  for (let attempt = 0; attempt < 200 && !(await condition()); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 50));
}

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
