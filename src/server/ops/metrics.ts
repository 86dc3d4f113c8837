import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/database.ts';
import type { ReadReplica } from '../db/replica.ts';
import { rows } from '../db/rows.ts';
import { forbidden } from '../errors.ts';
import { metricsAccess } from './metrics-access.ts';
import { outboxBacklog } from '../outbox/outbox.ts';

// Prometheus metrics at /metrics. Requests are counted by the route's pattern (never the raw
// address: ids would make a series per record); the database's figures (pool, jobs, outbox,
// payments) are read at scrape time with a few cheap queries, so every server of a cluster
// reports the same shared tables and nothing is counted twice in a process.

export const METRICS_PATH = '/metrics';

interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** node-postgres's pool behind drizzle; PGlite has no pool. */
function poolOf(db: Db): PoolFigures | undefined {
  const client = (db as unknown as { $client?: Partial<PoolFigures> }).$client;
  return typeof client?.totalCount === 'number' ? (client as PoolFigures) : undefined;
}

function databaseGauges(registry: Registry, db: Db) {
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const up = gauge('habita_metrics_database_up', '1 when the database answered the queries of this scrape');
  const pool = gauge('habita_db_pool_connections', 'PostgreSQL pool connections by state (total, idle, waiting clients)', ['state']);
  const jobRuns = gauge('habita_job_runs', 'Scheduled job runs kept in job_runs, by job and outcome (succeeded, failed, running)', ['job', 'outcome']);
  const outboxPending = gauge('habita_outbox_pending', 'Side effects waiting in the outbox');
  const outboxOldest = gauge('habita_outbox_oldest_pending_seconds', 'Age of the oldest side effect still waiting in the outbox');
  const outboxDead = gauge('habita_outbox_dead', 'Side effects that used their attempts and wait for staff');
  const payments = gauge('habita_payment_operations', 'Payment operations by status', ['status']);

  async function readTables(): Promise<void> {
    const [outbox, jobs, byStatus] = await Promise.all([
      outboxBacklog(db),
      rows(db, sql`select job, case when error is not null then 'failed' when finished_at is null then 'running' else 'succeeded' end as outcome,
          count(*)::int as runs from job_runs group by 1, 2`),
      rows(db, sql`select status, count(*)::int as operations from paymentoperations where deleted_at is null group by status`),
    ]);
    outboxPending.set(outbox.pending);
    outboxDead.set(outbox.dead);
    outboxOldest.set(outbox.oldestPendingSeconds);
    // Reset first: a job or status that has no rows any more must not keep its last figure.
    jobRuns.reset();
    for (const row of jobs) jobRuns.set({ job: String(row.job), outcome: String(row.outcome) }, Number(row.runs));
    payments.reset();
    for (const row of byStatus) payments.set({ status: String(row.status) }, Number(row.operations));
  }

  return async (log: { warn(object: object, message: string): void }) => {
    const figures = poolOf(db);
    if (figures) {
      pool.set({ state: 'total' }, figures.totalCount);
      pool.set({ state: 'idle' }, figures.idleCount);
      pool.set({ state: 'waiting' }, figures.waitingCount);
    }
    try {
      await readTables();
      up.set(1);
    } catch (error) {
      up.set(0);
      log.warn({ err: error }, 'metrics: the database did not answer');
    }
  };
}

/** The read replica as this server sees it: whether it is read from, how far behind, what it answered. */
function replicaGauges(registry: Registry, replica: ReadReplica) {
  const gauge = (name: string, help: string, labelNames: string[] = []) => new Gauge({ name, help, labelNames, registers: [registry] });
  const usable = gauge('habita_db_replica_usable', '1 while reads that may lag go to the replica (it answers and is within DATABASE_READ_MAX_LAG_SECONDS)');
  const lag = gauge('habita_db_replica_lag_seconds', 'How far behind the primary the replica was at its last measurement');
  const reads = gauge('habita_db_lagging_reads', 'Reads that may lag since this server started, by who answered (replica, primary, fell_back: failed on the replica)', ['answered_by']);
  return () => {
    const state = replica.state();
    usable.set(state.usable ? 1 : 0);
    // Also while it is too far behind: that is when the figure matters. Unmeasured: not a number.
    lag.set(state.lagSeconds ?? Number.NaN);
    reads.set({ answered_by: 'replica' }, replica.counts.replica);
    reads.set({ answered_by: 'primary' }, replica.counts.primary);
    reads.set({ answered_by: 'fell_back' }, replica.counts.fellBack);
  };
}

export async function metricsRoutes(
  app: FastifyInstance,
  options: { db: Db; replica?: ReadReplica; metricsAllow: string; metricsToken: string | undefined },
): Promise<void> {
  const mayRead = metricsAccess(options);
  // One registry per app: tests build many apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status, with their duration',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const readDatabase = databaseGauges(registry, options.db);
  const readReplica = options.replica ? replicaGauges(registry, options.replica) : undefined;

  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    requests.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!mayRead(request)) {
      throw forbidden('Metrics are open to the addresses in METRICS_ALLOW or with the METRICS_TOKEN bearer token');
    }
    await readDatabase(request.log);
    readReplica?.();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}
