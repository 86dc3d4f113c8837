import type { Db } from '../db/database.ts';
import type { Scheduler } from '../jobs/scheduler.ts';
import { pruneSessions, type SessionSettings } from '../sessions/sessions.ts';

// Sessions nobody comes back to are otherwise deleted only when their cookie is next seen.

const DAILY_MS = 24 * 60 * 60_000;

export function scheduleAuthJobs(scheduler: Scheduler, ctx: { db: Db; session: SessionSettings; log: { info(message: string): void } }): void {
  scheduler.every(
    'auth.prune-sessions',
    DAILY_MS,
    async () => {
      const pruned = await pruneSessions(ctx.db, ctx.session);
      if (pruned > 0) ctx.log.info(`Forgot ${pruned} ended session(s)`);
    },
    { firstDelayMs: 10 * 60_000 },
  );
}
