import { readFile, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { REPLICA_POOL } from '../db/replica.ts';

// Test databases: one migrated template per run, cloned for each test file, on PGlite and,
// when TEST_DATABASE_URL is set, on a PostgreSQL server too.

export type DatabaseKind = 'pglite' | 'postgres';

const PGLITE_TEMPLATE_ENV = 'HABITA_TEST_PGLITE_TEMPLATE';
// One template per test run, so two runs on one server (two checkouts, CI beside a developer) never drop each other's.
const POSTGRES_TEMPLATE_ENV = 'HABITA_TEST_POSTGRES_TEMPLATE';
const postgresTemplate = () => process.env[POSTGRES_TEMPLATE_ENV] ?? 'habita_test_template';

export function databaseKinds(): DatabaseKind[] {
  return process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

function serverUrl(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Run once per test run (vitest globalSetup): migrate the templates. */
export async function prepareTemplates(folder: string): Promise<void> {
  const pglite = await openPglite();
  await pglite.migrate();
  const dump = await dumpPglite(pglite);
  const path = `${folder}/pglite-template.tar`;
  await writeFile(path, dump);
  await pglite.close();
  process.env[PGLITE_TEMPLATE_ENV] = path;

  if (process.env.TEST_DATABASE_URL) {
    process.env[POSTGRES_TEMPLATE_ENV] = `habita_test_template_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    await admin(async (client) => {
      await client.query(`CREATE DATABASE ${postgresTemplate()}`);
    });
    const template = await openPostgres(serverUrl(postgresTemplate()), { max: 1 });
    await template.migrate();
    await template.close();
  }
}

/** Run once after the test run: drops this run's PostgreSQL template. */
export async function dropTemplates(): Promise<void> {
  const name = process.env[POSTGRES_TEMPLATE_ENV];
  if (process.env.TEST_DATABASE_URL && name) await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}

async function dumpPglite(database: Database): Promise<Buffer> {
  const blob = await database.dumpDataDir!();
  return Buffer.from(await blob.arrayBuffer());
}

export interface TestDatabase extends Database {
  /** Drops what the test made (the cloned database). */
  dispose(): Promise<void>;
  /** On the PostgreSQL server: the cloned database's name. */
  name?: string;
}

/** The address of a test database on the PostgreSQL server; undefined on PGlite. */
export function serverUrlOf(database: TestDatabase): string | undefined {
  return database.name ? serverUrl(database.name) : undefined;
}

export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const path = process.env[PGLITE_TEMPLATE_ENV];
    if (!path) throw new Error('The PGlite template is missing: run tests through vitest (globalSetup)');
    const database = await openPglite({ loadDataDir: new Blob([await readFile(path)]) });
    return { ...database, dispose: () => database.close() };
  }
  const name = `habita_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate()}`));
  const database = await openPostgres(serverUrl(name), { max: 20 });
  return {
    ...database,
    name,
    dispose: async () => {
      await database.close();
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

/** Streaming-replica tests run when TEST_DATABASE_READ_URL names a replica of TEST_DATABASE_URL's server. */
export const replicaUrl = (): string | undefined => process.env.TEST_DATABASE_READ_URL || undefined;

/**
 * The replica's copy of a test database on the server, once the replica has replayed its creation.
 * `applicationName` lets a test find the replica's connections (to end them).
 */
export async function openReplicaOf(database: TestDatabase, options: { applicationName?: string } = {}): Promise<Database> {
  const url = new URL(replicaUrl()!);
  url.pathname = `/${database.name!}`;
  if (options.applicationName) url.searchParams.set('application_name', options.applicationName);
  for (let attempt = 0; ; attempt += 1) {
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await client.end();
      return await openPostgres(url.toString(), { ...REPLICA_POOL, max: 4 });
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt >= 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const REPLICA_TESTS_LOCK = 7_420_260_001;

/**
 * The replica's tests pause its replay or cut it off: one test file at a time (vitest runs files
 * side by side), taken in turn through an advisory lock on the primary. Call it first in the suite.
 */
export function takeReplicaInTurn(): void {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    await client.query(`select pg_advisory_lock(${REPLICA_TESTS_LOCK})`);
  }, 600_000);
  afterAll(async () => {
    await client?.end();
  });
}
