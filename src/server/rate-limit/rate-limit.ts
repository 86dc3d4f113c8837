import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { tooManyRequests } from '../errors.ts';

// Fixed-window counters per key (an account, a client address, a form), counted in the database's
// `rate_limits` table so that every server behind the balancer counts the same tries: ten tries
// is ten across the cluster. @fastify/rate-limit keys a route one way; login needs several keys
// at once, one of them read from the body, so the few routes that need it count here.

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Attempt {
  key: string;
  limit: Limit;
}

/** A key's window after counting: how many tries it holds and how long until it starts again. */
export interface Counted {
  count: number;
  secondsLeft: number;
}

/** Expired windows are deleted a few at a time, on one count in this many. */
const PRUNE_EVERY = 100;
const PRUNE_BATCH = 500;

/** One attempt per key: a key named twice would be counted twice (and one upsert may not touch a row twice). */
function byKey(attempts: readonly Attempt[]): Attempt[] {
  const unique = new Map(attempts.map((attempt) => [attempt.key, attempt]));
  // Always the same order, so two servers counting the same keys at once never wait on each other in a circle.
  return [...unique.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}

export class RateLimiter {
  private counts = 0;

  constructor(private readonly db: Db) {}

  /** Refuses with 429 while any of the keys is at its limit; counts nothing. */
  async check(attempts: readonly Attempt[], message: string): Promise<void> {
    if (attempts.length === 0) return;
    const keys = sql.join(attempts.map((attempt) => sql`${attempt.key}`), sql`, `);
    const found = await rows(
      this.db,
      sql`select key, count, extract(epoch from window_ends_at - now())::float8 as "secondsLeft"
          from rate_limits where key in (${keys}) and window_ends_at > now()`,
    );
    let wait = 0;
    for (const { key, limit } of attempts) {
      const window = found.find((row) => row.key === key);
      if (window && Number(window.count) >= limit.max) wait = Math.max(wait, Number(window.secondsLeft));
    }
    if (wait > 0) throw tooManyRequests(message, wait);
  }

  /** Counts one attempt under every key, in one atomic statement; answers each key's window. */
  async count(attempts: readonly Attempt[]): Promise<Map<string, Counted>> {
    const unique = byKey(attempts);
    if (unique.length === 0) return new Map();
    const values = sql.join(
      unique.map(({ key, limit }) => sql`(${key}, 1, now() + ${limit.windowSeconds}::int * interval '1 second')`),
      sql`, `,
    );
    const counted = await rows(
      this.db,
      sql`insert into rate_limits as r (key, count, window_ends_at) values ${values}
          on conflict (key) do update set
            count = case when r.window_ends_at <= now() then 1 else r.count + 1 end,
            window_ends_at = case when r.window_ends_at <= now() then excluded.window_ends_at else r.window_ends_at end
          returning key, count, extract(epoch from window_ends_at - now())::float8 as "secondsLeft"`,
    );
    this.counts += 1;
    if (this.counts % PRUNE_EVERY === 0) await this.prune();
    return new Map(counted.map((row) => [String(row.key), { count: Number(row.count), secondsLeft: Number(row.secondsLeft) }]));
  }

  /** Gives back an attempt counted beforehand, when it turned out not to count (a right password). */
  async refund(attempts: readonly Attempt[]): Promise<void> {
    if (attempts.length === 0) return;
    const keys = sql.join(byKey(attempts).map((attempt) => sql`${attempt.key}`), sql`, `);
    await this.db.execute(sql`update rate_limits set count = count - 1 where key in (${keys}) and count > 0 and window_ends_at > now()`);
  }

  /**
   * Counts, and refuses with 429 (giving the count back) when that went past any key's limit: for
   * attempts that cost something whatever their outcome (sending a mail, checking a password).
   * Counting first makes parallel tries on several servers see each other.
   */
  async take(attempts: readonly Attempt[], message: string): Promise<Map<string, Counted>> {
    const counted = await this.count(attempts);
    let wait = 0;
    for (const { key, limit } of attempts) {
      const window = counted.get(key);
      if (window && window.count > limit.max) wait = Math.max(wait, window.secondsLeft);
    }
    if (wait > 0) {
      await this.refund(attempts);
      throw tooManyRequests(message, wait);
    }
    return counted;
  }

  /** Deletes a batch of windows that have ended: what they counted no longer matters. */
  async prune(): Promise<void> {
    await this.db.execute(
      sql`delete from rate_limits where key in (select key from rate_limits where window_ends_at <= now() limit ${PRUNE_BATCH})`,
    );
  }
}
