import { tooManyRequests } from '../errors.ts';

// Fixed-window counters per key (an email address, a client IP), in this process's memory.
// @fastify/rate-limit keys a route one way; login needs two keys at once, one of them read
// from the body, so the few routes that need it count here. One server process is what we
// run; several behind a balancer would each count on their own (a bound, not an exact one).

export interface Limit {
  max: number;
  windowSeconds: number;
}

export interface Attempt {
  key: string;
  limit: Limit;
}

interface Window {
  count: number;
  resetsAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Refuses with 429 while any of the keys is at its limit; counts nothing. */
  check(attempts: readonly Attempt[], message: string): void {
    const now = this.now();
    let waitMs = 0;
    for (const { key, limit } of attempts) {
      const window = this.windows.get(key);
      if (window && window.resetsAt > now && window.count >= limit.max) waitMs = Math.max(waitMs, window.resetsAt - now);
    }
    if (waitMs > 0) throw tooManyRequests(message, waitMs / 1000);
  }

  /** Counts one attempt under every key. */
  count(attempts: readonly Attempt[]): void {
    const now = this.now();
    if (this.windows.size > 50_000) this.prune(now);
    for (const { key, limit } of attempts) {
      let window = this.windows.get(key);
      if (!window || window.resetsAt <= now) {
        window = { count: 0, resetsAt: now + limit.windowSeconds * 1000 };
        this.windows.set(key, window);
      }
      window.count += 1;
    }
  }

  /** Gives back an attempt counted beforehand, when it turned out not to count (a right password). */
  refund(attempts: readonly Attempt[]): void {
    for (const { key } of attempts) {
      const window = this.windows.get(key);
      if (window && window.count > 0) window.count -= 1;
    }
  }

  /** Checks, then counts: for attempts that cost something whatever their outcome (sending a mail). */
  take(attempts: readonly Attempt[], message: string): void {
    this.check(attempts, message);
    this.count(attempts);
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.resetsAt <= now) this.windows.delete(key);
  }
}
