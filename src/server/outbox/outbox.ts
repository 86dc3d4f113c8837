import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

/** With waits doubling from 5 s to at most 30 min, 12 tries outlast an SMTP outage of an hour or so. */
export const DEFAULT_MAX_ATTEMPTS = 12;

// Side effects that must survive a crash: a feature writes what should happen as a row of the
// `outbox` table in the transaction of the change that causes it, and the worker (worker.ts) does
// it afterwards, again and again until it works or its attempts are spent. Delivery is at least
// once, so every topic's handler must be idempotent.

export type OutboxPayload = Record<string, unknown>;

export interface OutboxMessage {
  topic: string;
  payload: OutboxPayload;
  /** A side effect asked for twice under the same key (per topic) is written once. */
  dedupeKey?: string;
  /** Tries before the row is dead, for staff: 12 by default, about one to two hours of backoff. */
  maxAttempts?: number;
  /** False when the caller delivers the row at once itself (deliverNow), so no worker races it there. */
  wake?: boolean;
}

export interface Delivery {
  id: string;
  topic: string;
  payload: OutboxPayload;
  /** 1 on the first try. */
  attempt: number;
}

export type OutboxHandler = (delivery: Delivery) => Promise<void>;

/** Staff's one-line description of a row: what it is and to whom, with personal data masked. */
export type OutboxSummary = (payload: OutboxPayload) => string;

/** Which handler does each topic's work; features register theirs when the app is built. */
export class OutboxTopics {
  private readonly handlers = new Map<string, { handle: OutboxHandler; summarize?: OutboxSummary }>();

  register(topic: string, handle: OutboxHandler, summarize?: OutboxSummary): void {
    if (this.handlers.has(topic)) throw new Error(`The outbox topic "${topic}" has a handler already`);
    this.handlers.set(topic, { handle, ...(summarize ? { summarize } : {}) });
  }

  names(): string[] {
    return [...this.handlers.keys()];
  }

  handler(topic: string): OutboxHandler | undefined {
    return this.handlers.get(topic)?.handle;
  }

  summary(topic: string, payload: OutboxPayload): string {
    try {
      return this.handlers.get(topic)?.summarize?.(payload) ?? topic;
    } catch {
      return topic;
    }
  }
}

// Workers in this process start on a new row at once instead of at their next poll. Another
// server's rows wait for that server's poll: this is a shortcut, not how delivery is guaranteed.
const enqueued = new EventEmitter();
enqueued.setMaxListeners(0);

/** Tells this process's workers to look at the table now (a row was written or made due again). */
export function wakeWorkers(): void {
  enqueued.emit('enqueued');
}

export function onEnqueued(listener: () => void): () => void {
  enqueued.on('enqueued', listener);
  return () => enqueued.off('enqueued', listener);
}

/**
 * Writes a side effect into the caller's transaction. Returns the row's id, or null when a row of
 * the same topic and dedupe key exists already.
 */
export async function enqueue(tx: Db, message: OutboxMessage): Promise<string | null> {
  const [row] = await rows(
    tx,
    sql`insert into outbox (topic, payload, dedupe_key, max_attempts)
      values (${message.topic}, ${JSON.stringify(message.payload)}::jsonb, ${message.dedupeKey ?? null}, ${message.maxAttempts ?? DEFAULT_MAX_ATTEMPTS})
      on conflict do nothing returning id`,
  );
  // The caller's transaction may not have committed yet: the worker looks again shortly after.
  if (message.wake !== false) wakeWorkers();
  return row ? String(row.id) : null;
}

/** Rows waiting for delivery, and how long the oldest has waited (0 with none): for metrics. */
export async function outboxBacklog(db: Db): Promise<{ pending: number; oldestPendingSeconds: number; dead: number }> {
  const [row] = await rows(
    db,
    sql`select count(*) filter (where status = 'pending')::int as pending,
        count(*) filter (where status = 'dead')::int as dead,
        coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::float8 as oldest
      from outbox where status <> 'delivered'`,
  );
  return { pending: Number(row?.pending ?? 0), oldestPendingSeconds: Number(row?.oldest ?? 0), dead: Number(row?.dead ?? 0) };
}

/** Forgets delivered rows older than `days` days; returns how many. Dead rows stay for staff. */
export async function pruneDelivered(db: Db, days: number): Promise<number> {
  const removed = await rows(db, sql`delete from outbox where status = 'delivered' and delivered_at < now() - make_interval(days => ${days}) returning id`);
  return removed.length;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The outbox topics this app delivers, for the worker (set by buildApp). */
    outboxTopics: OutboxTopics;
  }
}
