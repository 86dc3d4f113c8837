import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { enqueue, outboxBacklog, OutboxTopics, pruneDelivered } from './outbox.ts';
import { retryDelayMs, startOutboxWorker, type OutboxWorker } from './worker.ts';

// The worker on a real database: retries with backoff until delivered, gives up as `dead` with the
// error, delivers each row once with two workers at it, and a stop waits for a delivery in flight.

const quiet = { info: () => undefined, error: () => undefined };
const FAST = { pollMs: 20, backoff: { baseMs: 10, capMs: 40 } };

describe('retryDelayMs', () => {
  it('doubles from the base up to the cap, jittered between half and all of it', () => {
    const backoff = { baseMs: 1000, capMs: 10_000 };
    expect([1, 2, 3, 4, 5].map((attempt) => retryDelayMs(attempt, backoff, () => 1))).toEqual([1000, 2000, 4000, 8000, 10_000]);
    expect(retryDelayMs(3, backoff, () => 0)).toBe(2000);
  });
});

describe.each(databaseKinds())('the outbox worker on %s', (kind) => {
  let database: TestDatabase;
  let db: Db;
  const workers: OutboxWorker[] = [];
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    db = database.db;
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await db.execute(sql`delete from outbox`);
  });
  afterAll(() => database.dispose());

  const start = (topics: OutboxTopics) => {
    const worker = startOutboxWorker({ db, topics, log: quiet, ...FAST });
    workers.push(worker);
    return worker;
  };
  const row = async (id: string) => (await rows(db, sql`select status, attempts, last_error, delivered_at from outbox where id = ${id}`))[0]!;

  it('retries a failing delivery until it lands, then forgets the error', async () => {
    const topics = new OutboxTopics();
    let calls = 0;
    topics.register('test.flaky', async () => {
      calls += 1;
      if (calls < 3) throw new Error(`refused ${calls}`);
    });
    const id = (await enqueue(db, { topic: 'test.flaky', payload: { n: 1 } }))!;
    start(topics);
    await vi.waitFor(async () => expect((await row(id)).status).toBe('delivered'), { timeout: 5000, interval: 10 });
    expect(await row(id)).toMatchObject({ attempts: 3, last_error: null });
    expect(calls).toBe(3);
  });

  it('gives up after max_attempts: the row is dead with its last error', async () => {
    const topics = new OutboxTopics();
    topics.register('test.broken', async (delivery) => {
      throw new Error(`no luck on try ${delivery.attempt}`);
    });
    const id = (await enqueue(db, { topic: 'test.broken', payload: {}, maxAttempts: 3 }))!;
    start(topics);
    await vi.waitFor(async () => expect((await row(id)).status).toBe('dead'), { timeout: 5000, interval: 10 });
    expect(await row(id)).toMatchObject({ attempts: 3, last_error: 'no luck on try 3', delivered_at: null });
    expect(await outboxBacklog(db)).toMatchObject({ pending: 0, dead: 1 });
  });

  it('writes a deduplicated side effect once', async () => {
    expect(await enqueue(db, { topic: 'test.once', payload: { a: 1 }, dedupeKey: 'k1' })).toMatch(/^[0-9a-f-]{36}$/);
    expect(await enqueue(db, { topic: 'test.once', payload: { a: 2 }, dedupeKey: 'k1' })).toBeNull();
    expect(await enqueue(db, { topic: 'test.other', payload: { a: 3 }, dedupeKey: 'k1' })).not.toBeNull();
    const backlog = await outboxBacklog(db);
    expect(backlog.pending).toBe(2);
    expect(backlog.oldestPendingSeconds).toBeGreaterThanOrEqual(0);
  });

  it('delivers each row once with two workers at the same table, and leaves unknown topics alone', async () => {
    const delivered = new Map<string, number>();
    const byWorker = [0, 0];
    const topicsFor = (worker: number) => {
      const topics = new OutboxTopics();
      topics.register('test.count', async (delivery) => {
        delivered.set(delivery.id, (delivered.get(delivery.id) ?? 0) + 1);
        byWorker[worker]! += 1;
        await new Promise((resolve) => setTimeout(resolve, 2));
      });
      return topics;
    };
    const ids: string[] = [];
    for (let i = 0; i < 40; i += 1) ids.push((await enqueue(db, { topic: 'test.count', payload: { i } }))!);
    const stranger = (await enqueue(db, { topic: 'test.nobody-handles', payload: {} }))!;
    start(topicsFor(0));
    start(topicsFor(1));
    await vi.waitFor(() => expect(delivered.size).toBe(40), { timeout: 10_000, interval: 10 });
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    expect([...delivered.values()].every((times) => times === 1)).toBe(true);
    expect(byWorker[0]! + byWorker[1]!).toBe(40);
    const statuses = await rows(db, sql`select status, count(*)::int as n from outbox group by status order by status`);
    expect(statuses).toEqual([
      { status: 'delivered', n: 40 },
      { status: 'pending', n: 1 },
    ]);
    expect(await row(stranger)).toMatchObject({ attempts: 0 });
  });

  it('a stop waits for the delivery in flight, which lands', async () => {
    const topics = new OutboxTopics();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let began!: () => void;
    const started = new Promise<void>((resolve) => (began = resolve));
    topics.register('test.slow', async () => {
      began();
      await gate;
    });
    const id = (await enqueue(db, { topic: 'test.slow', payload: {} }))!;
    const worker = startOutboxWorker({ db, topics, log: quiet, ...FAST });
    await started;
    let stopped = false;
    const stopping = worker.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect((await row(id)).status).toBe('delivered');
  });

  it('forgets delivered rows older than the days kept, never dead ones', async () => {
    const topics = new OutboxTopics();
    topics.register('test.ok', async () => undefined);
    const old = (await enqueue(db, { topic: 'test.ok', payload: {} }))!;
    const dead = (await enqueue(db, { topic: 'test.ok', payload: {} }))!;
    await db.execute(sql`update outbox set status = 'delivered', delivered_at = now() - interval '10 days' where id = ${old}`);
    await db.execute(sql`update outbox set status = 'dead', created_at = now() - interval '10 days' where id = ${dead}`);
    expect(await pruneDelivered(db, 7)).toBe(1);
    expect(await rows(db, sql`select id from outbox`)).toEqual([{ id: dead }]);
  });
});
