import type { Db } from '../db/database.ts';
import { createScheduler, type Scheduler, type SchedulerLog } from '../jobs/scheduler.ts';
import { pruneDelivered, type OutboxTopics } from './outbox.ts';
import { startOutboxWorker, type OutboxWorkerOptions } from './worker.ts';

// What each server runs beside answering requests: the outbox worker and the scheduler, with the
// outbox's own housekeeping on it. Features add their jobs to `scheduler`.

export interface BackgroundWork {
  scheduler: Scheduler;
  /** Stops the scheduler and the worker, waiting for the runs and deliveries in flight. */
  stop(): Promise<void>;
}

/** Delivered rows are kept this long, to answer "was it sent?"; dead rows stay until staff act. */
const KEEP_DELIVERED_DAYS = 7;
const HOUSEKEEPING_MS = 60 * 60_000;

export function startBackgroundWork(options: { db: Db; topics: OutboxTopics; log: SchedulerLog; worker?: Partial<OutboxWorkerOptions> }): BackgroundWork {
  const worker = startOutboxWorker({ db: options.db, topics: options.topics, log: options.log, ...options.worker });
  const scheduler = createScheduler({ db: options.db, log: options.log });
  scheduler.every(
    'outbox.prune-delivered',
    HOUSEKEEPING_MS,
    async () => {
      const removed = await pruneDelivered(options.db, KEEP_DELIVERED_DAYS);
      if (removed > 0) options.log.info(`Outbox: forgot ${removed} delivered row(s) older than ${KEEP_DELIVERED_DAYS} days`);
    },
    { firstDelayMs: 2 * 60_000 },
  );
  return {
    scheduler,
    async stop() {
      await scheduler.stop();
      await worker.stop();
    },
  };
}
