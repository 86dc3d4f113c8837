import { buildApp } from './app.ts';
import { scheduleAuthJobs } from './auth/jobs.ts';
import { scheduleBookingJobs } from './booking/jobs.ts';
import { readConfig } from './config.ts';
import { openDatabase, openPostgres } from './db/database.ts';
import { readReplica, REPLICA_POOL } from './db/replica.ts';
import { scheduleFileJobs } from './files/jobs.ts';
import { movePrivateFiles } from './files/move-private.ts';
import { openStorage } from './files/open-storage.ts';
import { createMailer } from './mail/mailer.ts';
import { startBackgroundWork } from './outbox/service.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { describePayments } from './payments/settings.ts';
import { prepareDatabase, readSettingsOrStop, stopOnStartupError } from './startup.ts';
import { loggerOptions } from './ops/logging.ts';
import { shutdownOnSignals } from './ops/shutdown.ts';

// `npm start`: migrate, load demo data into an empty database, serve. With several servers on one
// PostgreSQL, the first steps run under a lock (startup.ts).

const config = readSettingsOrStop(readConfig);
const started = performance.now();
const database = await openDatabase(config);
const replica = config.readReplica
  ? readReplica(database.db, await openPostgres(config.readReplica.url, { ...REPLICA_POOL, preparedStatements: config.databasePreparedStatements }), { maxLagSeconds: config.readReplica.maxLagSeconds })
  : undefined;
const storage = await openStorage(config);

const mailer = createMailer(config.mail, { info: (m) => app.log.info(m), error: (m) => app.log.error(m) });
const app = await buildApp({
  db: database.db,
  storage,
  mailer,
  auth: config.auth,
  trustProxy: config.trustProxy,
  logger: loggerOptions({ level: config.logLevel, privateLogs: config.ops.privateLogs }),
  ops: config.ops,
  webDir: config.webDir,
  publicSite: config.publicSite,
  booking: config.booking,
  payments: config.payments,
  readReplica: replica,
  sessionNoticesUrl: config.databaseUrl,
});
const seed = config.seedOnStart ? () => seedIfEmpty(database.db, storage) : undefined;
const { seeded } = await prepareDatabase({
  database,
  databaseUrl: config.databaseUrl,
  seed,
  upgrade: async () => void (await movePrivateFiles(database.db, storage)),
  admin: config.admin,
  log: app.log,
}).catch(stopOnStartupError(app.log));
await app.listen({ port: config.port, host: config.host });
const log = { info: (m: string) => app.log.info(m), error: (m: string) => app.log.error(m) };
const background = startBackgroundWork({ db: database.db, topics: app.outboxTopics, log, worker: config.outbox });
scheduleAuthJobs(background.scheduler, { db: database.db, session: config.auth.session, log: app.log });
scheduleBookingJobs(background.scheduler, { db: database.db, storage, publicUrl: config.auth.publicUrl, settings: config.booking, log: app.log });
scheduleFileJobs(background.scheduler, { db: database.db, storage, log: app.log });
app.log.info(describePayments(config.payments));
const where = config.databaseUrl ? `PostgreSQL server${replica ? ', reads that may lag on a replica' : ''}` : `embedded PGlite in ${config.dataDir}/db`;
app.log.info(
  `Habita ready in ${Math.round(performance.now() - started)} ms on port ${config.port} (${where}${seeded ? ', demo data loaded' : ''}); API docs at /api/docs`,
);

shutdownOnSignals({
  app,
  drainSeconds: config.ops.drainSeconds,
  delaySeconds: config.ops.delaySeconds,
  stoppers: [() => background.stop()],
  closers: [() => database.close(), ...(replica ? [() => replica.close()] : []), () => mailer.close()],
  log: app.log,
});
