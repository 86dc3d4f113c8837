import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { sendRentReminders } from './booking-mails.ts';
import { completeFinishedStays, releaseLapsedHolds } from './holds.ts';
import { today } from './requests.ts';
import type { BookingSettings } from './settings.ts';

// The booking's clock, run by the server process: lapsed holds are released every half minute
// (a new reservation also releases its own room's at once), and every hour finished stays are
// completed and rent reminders go out. Each task is safe to run twice or from two processes.

const HOLDS_EVERY_MS = 30_000;
const HOURLY_MS = 60 * 60_000;
/** The first hourly run waits a minute, so a start serves its first requests before this work. */
const FIRST_HOURLY_MS = 60_000;

export interface BookingJobsContext {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  settings: BookingSettings;
  log: { info(message: string): void; error(message: string): void };
}

export function startBookingJobs(ctx: BookingJobsContext): () => void {
  const run = (name: string, task: () => Promise<unknown>) => () => {
    task().catch((error: unknown) => ctx.log.error(`Booking job "${name}" failed: ${(error as Error).message}`));
  };
  const releaseHolds = run('release lapsed holds', async () => {
    const released = await releaseLapsedHolds(ctx.db);
    if (released.length > 0) ctx.log.info(`Released ${released.length} lapsed hold(s)`);
  });
  const hourly = run('complete stays and remind rent', async () => {
    const day = today();
    await completeFinishedStays(ctx.db, day);
    await sendRentReminders(ctx, day, ctx.settings.rentReminderDays);
  });
  const timers = [setInterval(releaseHolds, HOLDS_EVERY_MS), setTimeout(hourly, FIRST_HOURLY_MS), setInterval(hourly, HOURLY_MS)];
  for (const timer of timers) timer.unref();
  return () => timers.forEach((timer) => clearTimeout(timer));
}
