import { buildApp } from './app.ts';
import { scheduleBookingJobs } from './booking/jobs.ts';
import { readConfig } from './config.ts';
import { openDatabase } from './db/database.ts';
import { openStorage } from './files/storage.ts';
import { ensureFirstAdmin } from './auth/first-admin.ts';
import { createMailer } from './mail/mailer.ts';
import { startBackgroundWork } from './outbox/service.ts';
import { readOutboxSettings } from './outbox/settings.ts';
import { seedIfEmpty } from './seed/seed.ts';

// `npm start`: migrate, load demo data into an empty database, serve.

const config = readConfig();
const started = performance.now();
const database = await openDatabase(config);
await database.migrate();
const storage = await openStorage(config);
const seeded = config.seedOnStart ? await seedIfEmpty(database.db, storage) : false;

const mailer = createMailer(config.mail, { info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
const app = await buildApp({
  db: database.db,
  storage,
  mailer,
  auth: config.auth,
  trustProxy: config.trustProxy,
  logger: { level: config.logLevel },
  webDir: config.webDir,
  publicSite: config.publicSite,
  booking: config.booking,
  payments: config.payments,
});
await ensureFirstAdmin(database.db, config.admin, app.log);
await app.listen({ port: config.port, host: config.host });
const log = { info: (m: string) => app.log.info(m), error: (m: string) => app.log.error(m) };
const background = startBackgroundWork({ db: database.db, topics: app.outboxTopics, log, worker: readOutboxSettings() });
scheduleBookingJobs(background.scheduler, { db: database.db, publicUrl: config.auth.publicUrl, settings: config.booking, log: app.log });
const where = config.databaseUrl ? 'PostgreSQL server' : `embedded PGlite in ${config.dataDir}/db`;
app.log.info(
  `Habita ready in ${Math.round(performance.now() - started)} ms on port ${config.port} (${where}${seeded ? ', demo data loaded' : ''}); API docs at /api/docs`,
);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    if (closing) return;
    closing = true;
    void background
      .stop()
      .then(() => app.close())
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}
