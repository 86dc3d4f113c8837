import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { HttpError } from '../errors.ts';
import { startAppCluster, type AppCluster } from '../testing/app-cluster.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { createAccount } from '../auth/accounts.ts';
import { hashPassword } from '../auth/passwords.ts';
import { RateLimiter, type Attempt } from './rate-limit.ts';

// Rate limits are counted in the database, so every server of a cluster counts the same tries.

async function refusal(work: Promise<unknown>): Promise<HttpError | undefined> {
  return work.then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof HttpError) return error;
      throw error;
    },
  );
}

describe.each(databaseKinds())('the rate limiter on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.dispose();
  });
  const attempt = (key: string, max = 2): Attempt => ({ key, limit: { max, windowSeconds: 600 } });

  it('takes tries up to the limit, then refuses with 429 and a retry-after of the window left, counting no more', async () => {
    const limiter = new RateLimiter(database.db);
    const a = attempt('test:take');
    await limiter.take([a], 'no');
    await limiter.take([a], 'no');
    const refused = await refusal(limiter.take([a], 'Too many'));
    expect(refused?.status).toBe(429);
    expect(refused?.message).toBe('Too many');
    expect(Number(refused?.headers?.['retry-after'])).toBeGreaterThan(590);
    expect(Number(refused?.headers?.['retry-after'])).toBeLessThanOrEqual(600);
    const [row] = await rows(database.db, sql`select count from rate_limits where key = 'test:take'`);
    expect(row!.count, 'the refused try was given back').toBe(2);
  });

  it('refuses when any key is full and then counts none of them', async () => {
    const limiter = new RateLimiter(database.db);
    const full = attempt('test:full', 1);
    const other = attempt('test:other', 5);
    await limiter.take([full], 'no');
    expect((await refusal(limiter.take([full, other], 'no')))?.status).toBe(429);
    const [row] = await rows(database.db, sql`select count from rate_limits where key = 'test:other'`);
    expect(row!.count).toBe(0);
  });

  it('checks without counting, and a refund gives a try back', async () => {
    const limiter = new RateLimiter(database.db);
    const a = attempt('test:refund');
    await limiter.count([a]);
    await limiter.count([a]);
    expect((await refusal(limiter.check([a], 'no')))?.status).toBe(429);
    await limiter.refund([a]);
    expect(await refusal(limiter.check([a], 'no'))).toBeUndefined();
    expect(await refusal(limiter.check([a], 'no')), 'checking counted nothing').toBeUndefined();
  });

  it('starts a new window when the last one ended, and prunes ended windows only', async () => {
    const limiter = new RateLimiter(database.db);
    const a = attempt('test:window', 1);
    await limiter.take([a], 'no');
    await database.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'test:window'`);
    const counted = await limiter.take([a], 'no');
    expect(counted.get('test:window')!.count).toBe(1);
    await database.db.execute(sql`update rate_limits set window_ends_at = now() - interval '1 second' where key = 'test:window'`);
    await limiter.prune();
    const left = await rows(database.db, sql`select key from rate_limits order by key`);
    expect(left.map((row) => row.key)).not.toContain('test:window');
    expect(left.map((row) => row.key)).toContain('test:take');
  });

  it('counts every one of many tries made at once', async () => {
    const limiter = new RateLimiter(database.db);
    const a = attempt('test:parallel', 1000);
    await Promise.all(Array.from({ length: 20 }, () => limiter.count([a, attempt('test:parallel-2', 1000)])));
    const [row] = await rows(database.db, sql`select count from rate_limits where key = 'test:parallel'`);
    expect(row!.count).toBe(20);
  });
});

describe.each(databaseKinds())('two app servers on one %s database', (kind) => {
  let cluster: AppCluster;
  beforeAll(async () => {
    cluster = await startAppCluster(kind, 2, {
      auth: {
        limits: {
          loginPerEmail: { max: 4, windowSeconds: 900 },
          loginPerIp: { max: 1000, windowSeconds: 900 },
          mailPerEmail: { max: 3, windowSeconds: 3600 },
          mailPerIp: { max: 1000, windowSeconds: 3600 },
        },
      },
      publicSite: { formsPerIp: { max: 3, windowSeconds: 3600 } },
    });
  });
  afterAll(async () => {
    await cluster.close();
  });

  it('share the count of wrong passwords from one client', async () => {
    const email = `shared-${kind}@habita.test`;
    await createAccount(cluster.database.db, { email, name: 'Pat', role: 'tenant', language: 'en', passwordHash: await hashPassword('correct horse battery'), verified: true });
    const login = (i: number) => cluster.apps[i % 2]!.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'wrong guess' } });
    for (let i = 0; i < 4; i += 1) expect((await login(i)).statusCode).toBe(401);
    expect((await login(4)).statusCode).toBe(429);
    expect((await login(5)).statusCode).toBe(429);
  });

  it('share the count of mails asked for', async () => {
    const forgot = (i: number) => cluster.apps[i % 2]!.inject({ method: 'POST', url: '/api/auth/forgot', payload: { email: `mails-${kind}@habita.test` } });
    for (let i = 0; i < 3; i += 1) expect((await forgot(i)).statusCode).toBe(202);
    expect((await forgot(3)).statusCode).toBe(429);
  });

  it('share the count of public form messages', async () => {
    const contact = (i: number) =>
      cluster.apps[i % 2]!.inject({ method: 'POST', url: '/api/contacts/', remoteAddress: '192.0.2.44', payload: { name: 'Ana', email: 'ana@example.com', message: 'Hola' } });
    for (let i = 0; i < 3; i += 1) expect((await contact(i)).statusCode).toBe(201);
    expect((await contact(3)).statusCode).toBe(429);
    const [stored] = await rows(cluster.database.db, sql`select count(*)::int as n from contacts`);
    expect(stored!.n).toBe(3);
  });
});
