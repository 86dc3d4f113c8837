import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

// Work done once per tick whoever runs it: every server's timer wakes at each tick of a job
// (floor(now / interval)) and runs the task only if it is the one to insert the (job, tick) row
// of `job_runs`; the others find it taken. A server started mid-tick runs the current tick
// unless another already did, so a restart neither skips nor repeats a tick.

export interface SchedulerLog {
  info(message: string): void;
  error(message: string): void;
}

export interface JobOptions {
  /** The first look waits this long after start, so a start serves its first requests before this work. */
  firstDelayMs?: number;
}

export interface Scheduler {
  every(name: string, intervalMs: number, task: () => Promise<unknown>, options?: JobOptions): void;
  /** Stops the timers and waits for the runs in progress. */
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  db: Db;
  log: SchedulerLog;
  /** Written into job_runs, so staff can tell which server ran a tick. */
  server?: string;
  /** Runs older than this many days are forgotten (by a daily job of the scheduler's own). */
  keepDays?: number;
}

const DAY_MS = 24 * 60 * 60_000;
const ERROR_LENGTH = 2000;

export const defaultServerName = () => `${hostname()}:${process.pid}`;

/** Inserts the (job, tick) row; true when this server got it and so runs the tick. */
async function claimTick(db: Db, job: string, tick: Date, server: string): Promise<boolean> {
  const inserted = await rows(
    db,
    sql`insert into job_runs (job, tick, server) values (${job}, ${tick.toISOString()}::timestamptz, ${server}) on conflict do nothing returning job`,
  );
  return inserted.length > 0;
}

async function finishTick(db: Db, job: string, tick: Date, error: string | null): Promise<void> {
  await db.execute(sql`update job_runs set finished_at = now(), error = ${error} where job = ${job} and tick = ${tick.toISOString()}::timestamptz`);
}

export function createScheduler(options: SchedulerOptions): Scheduler {
  const server = options.server ?? defaultServerName();
  const timers = new Set<NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  const names = new Set<string>();
  let stopped = false;

  const later = (ms: number, then: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      then();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  async function runTick(name: string, intervalMs: number, task: () => Promise<unknown>): Promise<void> {
    const tick = new Date(Math.floor(Date.now() / intervalMs) * intervalMs);
    if (!(await claimTick(options.db, name, tick, server))) return;
    let failure: string | null = null;
    try {
      await task();
    } catch (error) {
      failure = (error instanceof Error ? error.message : String(error)).slice(0, ERROR_LENGTH) || 'failed';
      options.log.error(`Job "${name}" failed: ${failure}`);
    }
    await finishTick(options.db, name, tick, failure);
  }

  function wake(name: string, intervalMs: number, task: () => Promise<unknown>): void {
    if (stopped) return;
    const run = runTick(name, intervalMs, task)
      .catch((error: unknown) => options.log.error(`Job "${name}" could not be scheduled: ${(error as Error).message}`))
      .finally(() => running.delete(run));
    running.add(run);
    // The next tick's start, wherever this one's run got to.
    later(intervalMs - (Date.now() % intervalMs), () => wake(name, intervalMs, task));
  }

  const scheduler: Scheduler = {
    every(name, intervalMs, task, jobOptions = {}) {
      if (names.has(name)) throw new Error(`A job named "${name}" is scheduled already`);
      if (!Number.isInteger(intervalMs) || intervalMs < 1) throw new Error(`The interval of job "${name}" must be a whole number of milliseconds`);
      names.add(name);
      later(jobOptions.firstDelayMs ?? 0, () => wake(name, intervalMs, task));
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      while (running.size > 0) await Promise.all([...running]);
    },
  };
  const keepDays = options.keepDays ?? 7;
  scheduler.every(
    'job-runs.prune',
    DAY_MS,
    () => options.db.execute(sql`delete from job_runs where started_at < now() - make_interval(days => ${keepDays})`),
    { firstDelayMs: 5 * 60_000 },
  );
  return scheduler;
}
