import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { localStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import { makeStay, startPaymentApp, type PaymentApp } from '../payments/testing/payment-app.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import type { FastifyInstance } from 'fastify';

// /metrics as Prometheus scrapes it: requests by route pattern, and the shared tables' figures
// read at scrape time, on both engines; and who may read it.

/** The value of one series in the exposition text, or undefined when it is absent. */
function seriesValue(text: string, series: string): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe.each(databaseKinds())('metrics on %s', (kind) => {
  let payments: PaymentApp;
  beforeAll(async () => {
    payments = await startPaymentApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  const scrape = async () => {
    const answer = await payments.app.inject({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    return answer.body;
  };

  it('counts requests by route pattern and status, never by the raw address', async () => {
    const id = randomUUID();
    for (let i = 0; i < 3; i += 1) expect((await payments.app.inject({ method: 'GET', url: `/api/rooms/${id}` })).statusCode).toBe(404);
    await payments.app.inject({ method: 'GET', url: '/api/health/live' });
    const text = await scrape();
    expect(seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/rooms/:_id",status_code="404"}')).toBe(3);
    expect(seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/api/health/live",status_code="200"}')).toBe(1);
    expect(text).not.toContain(id);
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.1",method="GET",route="/api/rooms/:_id",status_code="404"}');
  });

  it('reports payments by status, the outbox backlog and its oldest age, and job runs by outcome', async () => {
    const db = payments.db;
    await makeStay(payments);
    const failing = await makeStay(payments);
    await db.execute(sql`update paymentoperations set status = 'failed' where id = ${failing.operation}`);
    // The oldest pending one was written 90 s ago (whatever its next try); dead and delivered ones are older still.
    await db.execute(sql`insert into outbox (topic, payload, status, created_at, available_at) values
      ('mail', '{}', 'pending', now() - interval '90 seconds', now() + interval '1 minute'),
      ('mail', '{}', 'pending', now() - interval '10 seconds', now() + interval '1 hour'),
      ('mail', '{}', 'dead', now() - interval '1 day', now() - interval '1 day'),
      ('mail', '{}', 'delivered', now() - interval '2 days', now() - interval '2 days')`);
    await db.execute(sql`insert into job_runs (job, tick, server, finished_at, error) values
      ('release-holds', now() - interval '2 minutes', 'a', now(), null),
      ('release-holds', now() - interval '1 minute', 'b', now(), 'database went away'),
      ('release-holds', now(), 'a', null, null),
      ('rent-reminders', now(), 'b', now(), null)`);

    const text = await scrape();
    expect(seriesValue(text, 'habita_metrics_database_up')).toBe(1);
    expect(seriesValue(text, 'habita_payment_operations{status="pending"}')).toBe(1);
    expect(seriesValue(text, 'habita_payment_operations{status="failed"}')).toBe(1);
    expect(seriesValue(text, 'habita_outbox_pending')).toBe(2);
    expect(seriesValue(text, 'habita_outbox_dead')).toBe(1);
    expect(seriesValue(text, 'habita_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(90);
    expect(seriesValue(text, 'habita_job_runs{job="release-holds",outcome="succeeded"}')).toBe(1);
    expect(seriesValue(text, 'habita_job_runs{job="release-holds",outcome="failed"}')).toBe(1);
    expect(seriesValue(text, 'habita_job_runs{job="release-holds",outcome="running"}')).toBe(1);
    expect(seriesValue(text, 'habita_job_runs{job="rent-reminders",outcome="succeeded"}')).toBe(1);
    expect(seriesValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    // The pool exists only on a PostgreSQL server.
    const total = seriesValue(text, 'habita_db_pool_connections{state="total"}');
    if (kind === 'postgres') expect(total).toBeGreaterThan(0);
    else expect(total).toBeUndefined();

    // A figure whose rows are gone leaves the scrape rather than keeping its last value.
    await db.execute(sql`delete from job_runs where job = 'rent-reminders'`);
    expect(seriesValue(await scrape(), 'habita_job_runs{job="rent-reminders",outcome="succeeded"}')).toBeUndefined();
  });
});

describe('who may read the metrics', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: '/nonexistent' }, { info: () => undefined, error: () => undefined });
    app = await buildApp({ db: database.db, storage: localStorage('/nonexistent'), mailer, ops: { metricsAllow: 'loopback, 10.1.0.0/16', metricsToken: 'scraper-secret-2026' } });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  const scrapeFrom = (remoteAddress: string, authorization?: string) =>
    app.inject({ method: 'GET', url: '/metrics', remoteAddress, headers: authorization ? { authorization } : {} });

  it('answers addresses on the list', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.200.3']) expect((await scrapeFrom(address)).statusCode, address).toBe(200);
  });

  it('refuses other addresses in the error shape, unless they bring the token', async () => {
    for (const address of ['203.0.113.9', '10.2.0.1', '::ffff:10.2.0.1']) {
      const refused = await scrapeFrom(address);
      expect(refused.statusCode, address).toBe(403);
      expect(refused.json()).toMatchObject({ status: 403, message: expect.stringContaining('METRICS_ALLOW') });
    }
    expect((await scrapeFrom('203.0.113.9', 'Bearer wrong-token')).statusCode).toBe(403);
    expect((await scrapeFrom('203.0.113.9', 'Bearer scraper-secret-2026')).statusCode).toBe(200);
  });

  it('refuses to start on an allow list it does not understand', async () => {
    const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: '/nonexistent' }, { info: () => undefined, error: () => undefined });
    await expect(buildApp({ db: database.db, storage: localStorage('/nonexistent'), mailer, ops: { metricsAllow: 'loopbak' } })).rejects.toThrow(/METRICS_ALLOW/);
  });
});
