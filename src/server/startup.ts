import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import pg from 'pg';
import { AdminSettingError, ensureFirstAdmin, type FirstAdminLog } from './auth/first-admin.ts';
import { MIGRATIONS_FOLDER, type Database } from './db/database.ts';

// What a server does to its database before serving: migrations, the demo data into an empty
// database, the first admin. Several servers may start at once on one PostgreSQL: these steps run
// under an advisory lock, so one server does them while the others wait, then find nothing left
// to do. The lock is held by a connection of its own (advisory locks belong to a session, and a
// pool would hand the steps other connections); it ends with that connection, even if the
// process dies mid-way.

/** The one key every Habita server locks at start (any constant bigint: this one spells "habita01"). */
export const STARTUP_LOCK_KEY = '7521401057749053489';

export interface StartupPlan {
  database: Database;
  /** The PostgreSQL server's address, for the lock's own connection; none on PGlite (one process, nothing to race). */
  databaseUrl: string | undefined;
  /** Loads the demo data when the database is empty; answers whether it did. */
  seed?: () => Promise<boolean>;
  /** Data upgrades that follow a release's migrations (files whose field became private). */
  upgrade?: () => Promise<void>;
  admin: { email?: string; password?: string };
  log: FirstAdminLog;
  /** Tests name a folder of their own. */
  migrationsFolder?: string;
}

/** A start that cannot go on; its message says what to fix, without a stack. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** Runs the start-up steps under the cluster-wide lock; answers whether demo data was loaded. */
export async function prepareDatabase(plan: StartupPlan): Promise<{ seeded: boolean }> {
  return withStartupLock(plan.databaseUrl, async () => {
    const folder = plan.migrationsFolder ?? MIGRATIONS_FOLDER;
    try {
      await plan.database.migrate(folder);
    } catch (error) {
      throw new StartupError(await describeMigrationFailure(error, folder));
    }
    const seeded = plan.seed ? await plan.seed() : false;
    await plan.upgrade?.();
    await ensureFirstAdmin(plan.database.db, plan.admin, plan.log).catch((error: unknown) => {
      throw error instanceof AdminSettingError ? new StartupError(error.message) : error;
    });
    return { seeded };
  }, plan.log);
}

export async function withStartupLock<T>(databaseUrl: string | undefined, work: () => Promise<T>, log?: { info(message: string): void }): Promise<T> {
  if (!databaseUrl) return work();
  const client = new pg.Client({ connectionString: databaseUrl });
  // A dropped connection releases the lock; the work under it then fails on its own pool's
  // connection or finishes, and the next server to start finds what is left to do.
  client.on('error', () => undefined);
  await client.connect();
  try {
    const attempt = await client.query<{ locked: boolean }>('select pg_try_advisory_lock($1::bigint) as locked', [STARTUP_LOCK_KEY]);
    if (!attempt.rows[0]?.locked) {
      log?.info('Another server is migrating or loading data: waiting for it');
      await client.query('select pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
    }
  } finally {
    await client.end();
  }
}

/** Drizzle wraps the server's refusal in a "Failed query" error: the statement and its cause. */
function queryFailure(error: unknown): { statement?: string; reason: string } {
  const failed = error as { query?: unknown; cause?: unknown; message?: unknown };
  const cause = failed.cause instanceof Error ? failed.cause.message : undefined;
  const reason = cause ?? (error instanceof Error ? error.message : String(error));
  return { ...(typeof failed.query === 'string' ? { statement: failed.query } : {}), reason };
}

async function migrationHolding(statement: string, folder: string): Promise<string | undefined> {
  const files = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.sql')).sort();
  for (const file of files) {
    if ((await readFile(join(folder, file), 'utf8')).includes(statement.trim())) return file.replace(/\.sql$/, '');
  }
  return undefined;
}

/** "Migration 0008_x failed: <the server's reason> (in: <statement>)", as much of it as is known. */
export async function describeMigrationFailure(error: unknown, folder: string): Promise<string> {
  const { statement, reason } = queryFailure(error);
  const migration = statement ? await migrationHolding(statement, folder) : undefined;
  const firstLine = statement?.trim().split('\n')[0]?.slice(0, 120);
  return [
    `Migration ${migration ?? 'of the database'} failed: ${reason}.`,
    ' No migration was applied (they run in one transaction): fix the database or the migration and start again.',
    firstLine ? ` Statement: ${firstLine}` : '',
  ].join('');
}

/** For main: a refused start is logged as one plain line and stops the process with code 1. */
export function stopOnStartupError(log: { fatal(message: string): void }): (error: unknown) => never {
  return (error) => {
    if (!(error instanceof StartupError)) throw error;
    log.fatal(error.message);
    process.exit(1);
  };
}

/** For main: settings that cannot work (money settings that do not fit together) stop the start with their message alone. */
export function readSettingsOrStop<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    process.stderr.write(`Habita cannot start: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
