import { sql } from 'drizzle-orm';
import type { Database, Db } from './database.ts';
import { LagClock, parseLsn } from './replica-lag.ts';
import { rows } from './rows.ts';

// Reads that tolerate a few seconds of lag (public search, public pages, back-office lists) may
// go to a streaming replica (DATABASE_READ_URL) instead of the primary. The replica is used only
// while it answers and replays within `maxLagSeconds` of the primary; otherwise, and for a read
// that fails on it, the primary answers, so a replica that stops, falls behind or restarts costs
// no request.

export interface ReadReplicaOptions {
  /** A replica further behind than this is not read from. */
  maxLagSeconds: number;
  /** How often the replica's lag is measured. */
  checkEveryMs: number;
}

export const DEFAULT_READ_REPLICA_OPTIONS: ReadReplicaOptions = { maxLagSeconds: 5, checkEveryMs: 1_000 };

/** `lagSeconds` when it was measured: an unusable replica may still be reachable, only too far behind. */
export type ReplicaState = { usable: true; lagSeconds: number } | { usable: false; reason: string; lagSeconds?: number };

export interface ReadReplica {
  /**
   * Runs `read` on the replica when it is usable, else (or when it fails there) on the primary;
   * `onPrimary` sends it to the primary anyway (the reader changed something a moment ago).
   */
  read<T>(read: (db: Db) => Promise<T>, options?: { onPrimary?: boolean }): Promise<T>;
  /** What the last measurement found. */
  state(): ReplicaState;
  /** Measures now (also done every `checkEveryMs`). */
  check(): Promise<ReplicaState>;
  readonly maxLagSeconds: number;
  /** How many reads each side answered, for /metrics and the bench. */
  readonly counts: { replica: number; primary: number; fellBack: number };
  close(): Promise<void>;
}

const PRIMARY_POSITION = sql`select pg_current_wal_lsn()::text as lsn`;
const REPLICA_POSITION = sql`select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed`;

/** A check that takes longer than this finds the replica not answering (a host that swallows packets). */
const CHECK_TIMEOUT_MS = 2_000;

/**
 * The replica's pool: a connection or a read that hangs gives up (and the read goes to the primary)
 * rather than waiting for the operating system's TCP timeouts.
 */
export const REPLICA_POOL = { connectionTimeoutMillis: 2_000, queryTimeoutMs: 15_000, keepAlive: true } as const;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export function readReplica(primary: Db, replica: Database, options: Partial<ReadReplicaOptions> = {}): ReadReplica {
  const { maxLagSeconds, checkEveryMs } = { ...DEFAULT_READ_REPLICA_OPTIONS, ...options };
  let current: ReplicaState = { usable: false, reason: 'not measured yet' };
  const counts = { replica: 0, primary: 0, fellBack: 0 };
  // Positions are kept a while past the allowed lag, so a replica that stopped shows growing lag.
  const clock = new LagClock(Math.max(3 * maxLagSeconds * 1000, 10_000));
  let checking: Promise<ReplicaState> | undefined;

  async function measure(): Promise<ReplicaState> {
    // The primary first: a position the replica has reached after this was written is not behind it.
    const [atPrimary] = await rows<{ lsn: string }>(primary, PRIMARY_POSITION);
    clock.record(parseLsn(atPrimary!.lsn), Date.now());
    const [found] = await rows<{ recovering: boolean; replayed: string | null }>(replica.db, REPLICA_POSITION);
    if (!found?.recovering) return { usable: false, reason: 'DATABASE_READ_URL is not a replica (it is not in recovery)' };
    if (found.replayed === null) return { usable: false, reason: 'the replica has replayed nothing yet' };
    const lagSeconds = clock.lagSeconds(parseLsn(found.replayed), Date.now());
    if (lagSeconds > maxLagSeconds) return { usable: false, lagSeconds, reason: `the replica is ${Math.round(lagSeconds)} s behind` };
    return { usable: true, lagSeconds };
  }

  function check(): Promise<ReplicaState> {
    // One at a time: a slow replica must not pile checks up, nor an old answer overwrite a newer one.
    checking ??= withTimeout(measure(), CHECK_TIMEOUT_MS)
      .catch((error: unknown): ReplicaState => ({ usable: false, reason: `the replica does not answer (${(error as Error).message})` }))
      .then((state) => (current = state))
      .finally(() => (checking = undefined));
    return checking;
  }

  const timer = setInterval(() => void check(), checkEveryMs);
  timer.unref();

  return {
    counts,
    maxLagSeconds,
    state: () => current,
    check,
    async read(read, options = {}) {
      if (options.onPrimary || !current.usable) {
        counts.primary += 1;
        return read(primary);
      }
      try {
        const answer = await read(replica.db);
        counts.replica += 1;
        return answer;
      } catch (error) {
        if (!isReplicaTrouble(error)) throw error;
        // Left for the primary until the next measurement finds the replica well again.
        current = { usable: false, reason: `a read failed on the replica (${(error as Error).message})` };
        counts.fellBack += 1;
        return read(primary);
      }
    },
    async close() {
      clearInterval(timer);
      await replica.close();
    },
  };
}

/**
 * How long after a change a browser's reads stay on the primary: past the most lag the replica may
 * have while it is read from, with a margin for the measurement's interval.
 */
export function freshAfterWriteSeconds(replica: ReadReplica | undefined): number {
  return replica ? Math.ceil(replica.maxLagSeconds * 2) + 2 : 0;
}

/**
 * Errors that say the replica, not the read, is at fault: it is unreachable or restarting, or it
 * cancelled the read because replaying the primary's changes needed the rows (a recovery conflict).
 * A bad query fails the same way on the primary and is not retried there.
 */
export function isReplicaTrouble(error: unknown): boolean {
  // The driver's error may come wrapped (drizzle's query error keeps it as `cause`).
  for (let current = error, depth = 0; current && depth < 5; current = (current as { cause?: unknown }).cause, depth += 1) {
    if (isConnectionTrouble(current as { code?: unknown; message?: unknown })) return true;
  }
  return false;
}

function isConnectionTrouble({ code, message }: { code?: unknown; message?: unknown }): boolean {
  if (typeof code === 'string') {
    // 08: connection exceptions; 57P0x: shutdown, crash, cannot connect now; 40001: recovery conflict.
    if (code.startsWith('08') || /^57P0[1-4]$/.test(code) || code === '40001') return true;
    if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH'].includes(code)) return true;
  }
  return (
    typeof message === 'string' &&
    /Connection terminated|connection (?:error|timeout)|timeout exceeded when trying to connect|Query read timeout/i.test(message)
  );
}
