import type { Db } from '../db/database.ts';
import type { FileStorage } from '../files/storage.ts';
import type { Scheduler } from '../jobs/scheduler.ts';
import { deleteExpiredIncidentPhotos } from './incident-photos.ts';
import { sendRentReminders } from './booking-mails.ts';
import { completeFinishedStays, releaseLapsedHolds } from './holds.ts';
import { utcToday as today } from '../../catalog/days.ts';
import type { BookingSettings } from './settings.ts';

// The booking's clock, on the cluster's scheduler (once per tick whichever server runs it): lapsed
// holds are released every half minute (a new reservation also releases its own room's at once),
// every hour finished stays are completed and rent reminders written to the outbox, and every day
// the photos of incidents closed long enough ago are deleted (the privacy policy's promise). Each
// task is still safe to run twice.

const HOLDS_EVERY_MS = 30_000;
const HOURLY_MS = 60 * 60_000;
const DAILY_MS = 24 * HOURLY_MS;
/** The first hourly run waits a minute, so a start serves its first requests before this work. */
const FIRST_HOURLY_MS = 60_000;

export interface BookingJobsContext {
  db: Db;
  storage: FileStorage;
  publicUrl: string;
  settings: BookingSettings;
  log: { info(message: string): void; error(message: string): void };
}

export function scheduleBookingJobs(scheduler: Scheduler, ctx: BookingJobsContext): void {
  scheduler.every('booking.release-lapsed-holds', HOLDS_EVERY_MS, async () => {
    // One transaction: the holds expired, their payments cancelled and their promotion uses given
    // back together, and the payments and reservations it locks first are held until then.
    const released = await ctx.db.transaction((tx) => releaseLapsedHolds(tx as unknown as Db));
    if (released.length > 0) ctx.log.info(`Released ${released.length} lapsed hold(s)`);
  });
  scheduler.every(
    'booking.complete-stays-and-remind-rent',
    HOURLY_MS,
    async () => {
      const day = today();
      await completeFinishedStays(ctx.db, day);
      const reminded = await sendRentReminders(ctx, day, ctx.settings.rentReminderDays);
      if (reminded > 0) ctx.log.info(`${reminded} rent reminder(s) written to the outbox`);
    },
    { firstDelayMs: FIRST_HOURLY_MS },
  );
  scheduler.every(
    'booking.delete-old-incident-photos',
    DAILY_MS,
    async () => {
      const sweep = await deleteExpiredIncidentPhotos(ctx.db, ctx.storage, { onError: (message) => ctx.log.error(message) });
      if (sweep.incidents > 0) ctx.log.info(`Deleted the photos of ${sweep.incidents} closed incident(s) (${sweep.files} file(s))`);
    },
    { firstDelayMs: 15 * 60_000 },
  );
}
