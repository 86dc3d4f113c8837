import type { Role } from '../../catalog/types.ts';

// Who a session cookie belongs to, remembered for a few seconds, so that a signed-in request asks
// the database once (its own query) instead of twice (the session, then its query): a third of a
// signed-in view's cost on PostgreSQL. What may never happen is a session used after it ended, so:
// - every change that ends a session or changes what it may do (logout, a new login, a password
//   reset, an account disabled, closed, removed or given another role) reaches every server's
//   cache through PostgreSQL: triggers NOTIFY `habita_sessions` with the user's id on commit, and
//   each server drops that user's entries when the notice arrives (session-notices.ts);
// - this server's own session changes drop the entries at once, before their answer leaves;
// - an answer the database gave before a drop is not remembered after it (a lookup that started
//   before a change may finish after its notice);
// - while the listening connection is down nothing is remembered, and everything is dropped;
// - an entry lives at most TTL_MS whatever happens, and never past the session's own end.

export interface ActiveSession {
  sessionId: string;
  userId: string;
  role: Role;
}

export const SESSION_CACHE_TTL_MS = 10_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  session: ActiveSession;
  until: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /** Each user's remembered token hashes, so dropping a user costs their entries, not all. */
  private readonly byUser = new Map<string, Set<string>>();
  private readonly droppedAt = new Map<string, number>();
  private everythingDroppedAt = 0;
  private listening = false;

  constructor(private readonly ttlMs = SESSION_CACHE_TTL_MS) {
    liveCaches.add(this);
  }

  /** The session a token's hash names, if it was remembered and is still good at `now`. */
  lookup(tokenHash: string, now = Date.now()): ActiveSession | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.session;
    this.remove(tokenHash, entry);
    return undefined;
  }

  /**
   * Remembers what the database answered for a lookup that started at `askedAt`, until `endsAt`
   * at the latest (the session's expiry or idle end).
   */
  remember(tokenHash: string, session: ActiveSession, askedAt: number, endsAt: number): void {
    if (!this.listening) return;
    if (askedAt <= this.everythingDroppedAt || askedAt <= (this.droppedAt.get(session.userId) ?? 0)) return;
    if (this.entries.size >= MAX_ENTRIES) {
      this.entries.clear();
      this.byUser.clear();
    }
    this.entries.set(tokenHash, { session, until: Math.min(askedAt + this.ttlMs, endsAt) });
    let hashes = this.byUser.get(session.userId);
    if (!hashes) this.byUser.set(session.userId, (hashes = new Set()));
    hashes.add(tokenHash);
  }

  /** Drops every remembered session of a user. */
  forgetUser(userId: string, now = Date.now()): void {
    // A lookup started in this very millisecond may have read the old state: mark one ahead.
    if (this.droppedAt.size >= MAX_ENTRIES) this.pruneDrops(now);
    this.droppedAt.set(userId, now + 1);
    for (const hash of this.byUser.get(userId) ?? []) this.entries.delete(hash);
    this.byUser.delete(userId);
  }

  forgetAll(now = Date.now()): void {
    this.everythingDroppedAt = now + 1;
    this.entries.clear();
    this.byUser.clear();
    this.droppedAt.clear();
  }

  /** Whether notices arrive: entries are kept only while they do. */
  setListening(listening: boolean): void {
    this.listening = listening;
    if (!listening) this.forgetAll();
  }

  close(): void {
    this.setListening(false);
    liveCaches.delete(this);
  }

  get isListening(): boolean {
    return this.listening;
  }

  get size(): number {
    return this.entries.size;
  }

  private pruneDrops(now: number): void {
    // Past an entry's longest life a drop guards nothing: no lookup is that old.
    for (const [userId, at] of this.droppedAt) if (at < now - this.ttlMs) this.droppedAt.delete(userId);
    // A burst of recent drops (housekeeping ending thousands of sessions): forgetting everything
    // guards every lookup under way at once, and costs one scan instead of one per drop.
    if (this.droppedAt.size >= MAX_ENTRIES / 2) this.forgetAll(now);
  }

  private remove(tokenHash: string, entry: Entry): void {
    this.entries.delete(tokenHash);
    const hashes = this.byUser.get(entry.session.userId);
    hashes?.delete(tokenHash);
    if (hashes?.size === 0) this.byUser.delete(entry.session.userId);
  }
}

/**
 * Every cache in this process. A session change made here drops the user from all of them: in
 * production there is one; tests run many apps side by side, where a drop in another app's
 * cache costs only a lookup.
 */
const liveCaches = new Set<SessionCache>();

export function forgetUserEverywhere(userId: string): void {
  for (const cache of liveCaches) cache.forgetUser(userId);
}
