import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { createScheduler } from './scheduler.ts';

// Two servers' schedulers on one database: every tick of a job runs once between them, and a
// failing run records its error (and the next tick still runs).

const quiet = { info: () => undefined, error: () => undefined };
const INTERVAL_MS = 150;

describe.each(databaseKinds())('the scheduler on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(() => database.dispose());

  it('runs each tick once across two servers', async () => {
    const runs: { server: string; at: number }[] = [];
    const servers = ['server-a', 'server-b'].map((server) => {
      const scheduler = createScheduler({ db: database.db, log: quiet, server });
      scheduler.every('test.count', INTERVAL_MS, async () => {
        runs.push({ server, at: Date.now() });
      });
      return scheduler;
    });
    await vi.waitFor(() => expect(runs.length).toBeGreaterThanOrEqual(5), { timeout: 10_000, interval: 20 });
    await Promise.all(servers.map((scheduler) => scheduler.stop()));
    const recorded = await rows(database.db, sql`select tick, server, finished_at, error from job_runs where job = 'test.count' order by tick`);
    expect(recorded).toHaveLength(runs.length);
    const ticks = recorded.map((row) => new Date(String(row.tick)).getTime());
    expect(new Set(ticks).size).toBe(ticks.length);
    expect(ticks.every((tick) => tick % INTERVAL_MS === 0)).toBe(true);
    expect(recorded.every((row) => row.finished_at !== null && row.error === null)).toBe(true);
    expect(recorded.map((row) => row.server).sort()).toEqual(runs.map((run) => run.server).sort());
  });

  it('records a failing run with its error, and runs the next tick anyway', async () => {
    let calls = 0;
    const scheduler = createScheduler({ db: database.db, log: quiet, server: 'server-c' });
    scheduler.every('test.fails-once', INTERVAL_MS, async () => {
      calls += 1;
      if (calls === 1) throw new Error('the first run broke');
    });
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2), { timeout: 10_000, interval: 20 });
    await scheduler.stop();
    const recorded = await rows(database.db, sql`select error, finished_at from job_runs where job = 'test.fails-once' order by tick`);
    expect(recorded[0]).toMatchObject({ error: 'the first run broke' });
    expect(recorded[0]!.finished_at).not.toBeNull();
    expect(recorded.slice(1).every((row) => row.error === null)).toBe(true);
  });

  it('refuses a second job of the same name', () => {
    const scheduler = createScheduler({ db: database.db, log: quiet });
    scheduler.every('test.unique', 60_000, async () => undefined, { firstDelayMs: 60_000 });
    expect(() => scheduler.every('test.unique', 60_000, async () => undefined)).toThrow(/scheduled already/);
    return scheduler.stop();
  });
});
