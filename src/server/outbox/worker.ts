import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows, type SqlRow } from '../db/rows.ts';
import { onEnqueued, type Delivery, type OutboxTopics } from './outbox.ts';
import { withTimeout } from '../timeouts.ts';

// The outbox's worker, one per server, several servers at once. A round claims due rows by moving
// their `available_at` past now (a lease) in one short statement with SKIP LOCKED, so two servers
// never take the same row and PGlite's one connection is never held during a delivery. A server
// that dies mid-delivery leaves the row to be claimed again when its lease ends.

export interface OutboxLog {
  info(message: string): void;
  error(message: string): void;
}

export interface OutboxWorkerOptions {
  db: Db;
  topics: OutboxTopics;
  log: OutboxLog;
  /** How often the table is looked at when nothing woke the worker. */
  pollMs?: number;
  batchSize?: number;
  /** How long a claimed row is this worker's; longer than any delivery may take. */
  leaseMs?: number;
  /** A delivery that has not finished by then counts as failed (it may still land: handlers are idempotent). */
  timeoutMs?: number;
  /** Waits between tries: doubling from `baseMs`, at most `capMs`, each between half and all of it. */
  backoff?: { baseMs: number; capMs: number };
}

export interface OutboxWorker {
  /** Stops claiming and waits for the deliveries in flight. */
  stop(): Promise<void>;
}

const DEFAULTS = { pollMs: 1000, batchSize: 10, leaseMs: 120_000, timeoutMs: 60_000, backoff: { baseMs: 5000, capMs: 30 * 60_000 } };
/** After a wake-up found nothing (the enqueuing transaction had not committed yet), one more look this soon. */
const FOLLOW_UP_MS = 100;
const ERROR_LENGTH = 2000;

type Settings = Required<Omit<OutboxWorkerOptions, 'log'>> & { log: OutboxLog };

function settingsOf(options: OutboxWorkerOptions): Settings {
  return { ...DEFAULTS, ...options } as Settings;
}

export function retryDelayMs(attempt: number, backoff: { baseMs: number; capMs: number }, random = Math.random): number {
  const full = Math.min(backoff.capMs, backoff.baseMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(full / 2 + (random() * full) / 2);
}

function knownTopics(topics: OutboxTopics, names: string[]): SQL {
  return sql.join(names.filter((name) => topics.handler(name)).map((name) => sql`${name}`), sql`, `);
}

async function claim(settings: Settings, topicNames: string[], only?: string): Promise<Delivery[]> {
  if (topicNames.length === 0) return [];
  const leaseSeconds = settings.leaseMs / 1000;
  const claimed = await rows(
    settings.db,
    sql`update outbox o set available_at = now() + make_interval(secs => ${leaseSeconds}), attempts = o.attempts + 1
      from (select id from outbox
        where status = 'pending' and available_at <= now() and topic in (${knownTopics(settings.topics, topicNames)})
          ${only ? sql`and id = ${only}` : sql``}
        order by available_at limit ${settings.batchSize} for update skip locked) due
      where o.id = due.id
      returning o.id, o.topic, o.payload, o.attempts`,
  );
  return claimed.map((row: SqlRow) => ({
    id: String(row.id),
    topic: String(row.topic),
    payload: (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Delivery['payload'],
    attempt: Number(row.attempts),
  }));
}

async function deliver(settings: Settings, delivery: Delivery): Promise<boolean> {
  const handle = settings.topics.handler(delivery.topic)!;
  try {
    await withTimeout(handle(delivery), settings.timeoutMs);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH) || 'failed';
    const retryIn = retryDelayMs(delivery.attempt, settings.backoff) / 1000;
    const [row] = await rows(
      settings.db,
      sql`update outbox set last_error = ${reason},
          status = case when attempts >= max_attempts then 'dead' else 'pending' end,
          available_at = now() + make_interval(secs => ${retryIn})
        where id = ${delivery.id} and status = 'pending' returning status`,
    );
    const verdict = row?.status === 'dead' ? 'given up' : `retried in ${Math.round(retryIn)} s`;
    settings.log.error(`Outbox ${delivery.topic} ${delivery.id} failed (attempt ${delivery.attempt}, ${verdict}): ${reason}`);
    return false;
  }
  await settings.db.execute(
    // A mail's one-time link is a live secret (the database keeps only its hash elsewhere): once
    // sent, the kept row no longer holds it.
    sql`update outbox set status = 'delivered', delivered_at = now(), last_error = null, payload = payload - 'link'
      where id = ${delivery.id} and status = 'pending'`,
  );
  return true;
}

/** Delivers every due row of the known topics, batch after batch; returns how many were claimed. */
async function drain(settings: Settings, topicNames: string[], stopped: () => boolean): Promise<number> {
  let total = 0;
  while (!stopped()) {
    const batch = await claim(settings, topicNames);
    total += batch.length;
    await Promise.all(batch.map((delivery) => deliver(settings, delivery)));
    if (batch.length < settings.batchSize) break;
  }
  return total;
}

/**
 * Tries one row now, if it is due and nobody holds it (a sandbox refund answered at once). A
 * failure leaves it to the worker's retries. Returns whether it was delivered.
 */
export async function deliverNow(options: OutboxWorkerOptions, id: string, topic: string): Promise<boolean> {
  const settings = settingsOf(options);
  const [delivery] = await claim(settings, [topic], id);
  return delivery ? deliver(settings, delivery) : false;
}

export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const settings = settingsOf(options);
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | null = null;
  let woken = false;

  const schedule = (ms: number) => {
    clearTimeout(timer);
    if (stopped) return;
    timer = setTimeout(round, ms);
    timer.unref();
  };

  function round(): void {
    if (running || stopped) return;
    const wasWoken = woken;
    woken = false;
    running = drain(settings, settings.topics.names(), () => stopped)
      .then(
        (claimed) => claimed,
        (error: unknown) => {
          settings.log.error(`Outbox worker round failed: ${(error as Error).message}`);
          return 0;
        },
      )
      .then((claimed) => {
        running = null;
        if (woken) schedule(0);
        else schedule(wasWoken && claimed === 0 ? FOLLOW_UP_MS : settings.pollMs);
      });
  }

  const unsubscribe = onEnqueued(() => {
    woken = true;
    if (!running) schedule(0);
  });
  schedule(0);

  return {
    async stop() {
      stopped = true;
      unsubscribe();
      clearTimeout(timer);
      await running;
    },
  };
}
