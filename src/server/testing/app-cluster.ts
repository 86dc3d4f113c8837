import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../app.ts';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings.ts';
import { localStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import type { OutboxWorker } from '../outbox/worker.ts';
import { openTestDatabase, serverUrlOf, type DatabaseKind, type TestDatabase } from './databases.ts';
import { startTestWorker } from './test-app.ts';

// Several app servers on one database, as behind a load balancer: each its own Fastify instance
// and mailer, sharing only the database and the upload folder. For tests of what must hold
// across the cluster (rate limits, kept secrets).

export interface AppCluster {
  apps: FastifyInstance[];
  database: TestDatabase;
  /** Where each app's mails land as .eml files. */
  outboxes: string[];
  /** The names of the mails of a kind written by every app so far. */
  mailsOfKind(kind: string): Promise<string[]>;
  close(): Promise<void>;
}

export async function startAppCluster(
  kind: DatabaseKind,
  count: number,
  options: Pick<AppOptions, 'auth' | 'payments' | 'publicSite'> = {},
): Promise<AppCluster> {
  const database = await openTestDatabase(kind);
  const folder = await mkdtemp(join(tmpdir(), 'habita-cluster-'));
  const storage = localStorage(join(folder, 'uploads'));
  const outboxes = Array.from({ length: count }, (_, i) => join(folder, `outbox-${i}`));
  const apps: FastifyInstance[] = [];
  // Each server sends its mails through the shared outbox with its own worker, as main.ts starts one.
  const workers: OutboxWorker[] = [];
  for (const outboxDir of outboxes) {
    const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir }, { info: () => undefined, error: () => undefined });
    const auth = { ...DEFAULT_AUTH_SETTINGS, publicUrl: 'http://habita.test', ...options.auth };
    const app = await buildApp({ db: database.db, storage, mailer, ...options, auth, sessionNoticesUrl: serverUrlOf(database) });
    await app.ready();
    apps.push(app);
    workers.push(startTestWorker(app, database.db));
  }
  return {
    apps,
    database,
    outboxes,
    async mailsOfKind(mailKind) {
      const names = await Promise.all(outboxes.map((outbox) => readdir(outbox).catch(() => [] as string[])));
      return names.flat().filter((name) => name.includes(`-${mailKind}-`));
    },
    async close() {
      for (const worker of workers) await worker.stop();
      for (const app of apps) await app.close();
      await database.dispose();
      await rm(folder, { recursive: true, force: true });
    },
  };
}
