import type { Db } from '../db/database.ts';
import type { Scheduler } from '../jobs/scheduler.ts';
import type { FileStorage } from './storage.ts';
import { addMissingImageVariants } from './variant-backfill.ts';

// Stored images get the variants declared after they were uploaded (variant-backfill.ts), a few
// dozen per run on the cluster's scheduler: 50 every five minutes is 14,400 a day for at most a
// core's half-minute each time, and a start serves requests for two minutes before the first run.

const EVERY_MS = 5 * 60_000;
const FIRST_DELAY_MS = 2 * 60_000;
const LOOK_AGAIN_AFTER_MS = 6 * 60 * 60_000;

export interface FileJobsContext {
  db: Db;
  storage: FileStorage;
  log: { info(message: string): void; error(message: string): void };
}

export function scheduleFileJobs(scheduler: Scheduler, ctx: FileJobsContext): void {
  // Kept between this server's runs, so the files that failed do not take every run's tries.
  const failedLately = new Map<string, number>();
  // Once a run has looked at every image and left nothing to do, this server stops looking for a
  // while (each look reads every image column): uploads make every variant, and a variant declared
  // later comes with a release, whose servers look again. The look is still repeated every few
  // hours, for images old servers stored during that release.
  let nothingLeftAt: number | undefined;
  scheduler.every(
    'files.add-missing-image-variants',
    EVERY_MS,
    async () => {
      if (nothingLeftAt !== undefined && Date.now() - nothingLeftAt < LOOK_AGAIN_AFTER_MS) return;
      const run = await addMissingImageVariants(ctx.db, ctx.storage, { failedLately, onError: (message) => ctx.log.error(message) });
      if (run.images > 0) ctx.log.info(`Gave ${run.images} stored image(s) the variants they lacked${run.complete ? '' : '; more on the next run'}`);
      const nothingLeft = run.complete && run.images === 0 && run.failed === 0 && run.waiting === 0 && failedLately.size === 0;
      nothingLeftAt = nothingLeft ? Date.now() : undefined;
    },
    { firstDelayMs: FIRST_DELAY_MS },
  );
}
