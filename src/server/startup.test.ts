import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER, openPostgres, type Database } from './db/database.ts';
import { rows } from './db/rows.ts';
import { localStorage } from './files/storage.ts';
import { seedIfEmpty } from './seed/seed.ts';
import { prepareDatabase, StartupError } from './startup.ts';
import { databaseKinds, openTestDatabase } from './testing/databases.ts';

// Several servers starting at once on one PostgreSQL: one migrates, seeds and makes the first
// admin while the others wait for the lock, then find it all done. A broken migration stops a
// start with a message naming it.

const quiet = { info: () => undefined, warn: () => undefined };
const cleanups: Array<() => Promise<unknown>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database with nothing in it, not even the migrations: what a first deployment finds. */
async function emptyServerDatabase(): Promise<string> {
  const name = `habita_test_empty_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  await onServer(`CREATE DATABASE ${name}`);
  cleanups.push(() => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function journalLength(): Promise<number> {
  const journal = JSON.parse(await readFile(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

describe.runIf(databaseKinds().includes('postgres'))('three servers starting at once on one empty PostgreSQL', () => {
  it('migrate once, load the demo once, make one admin, and all start', { timeout: 240_000 }, async () => {
    const url = await emptyServerDatabase();
    const servers: Database[] = [];
    for (let i = 0; i < 3; i += 1) {
      const database = await openPostgres(url, { max: 4 });
      servers.push(database);
      cleanups.push(() => database.close());
    }
    const folders = await Promise.all(servers.map(() => mkdtemp(join(tmpdir(), 'habita-startup-'))));
    cleanups.push(() => Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true }))));

    const results = await Promise.all(
      servers.map((database, i) =>
        prepareDatabase({ database, databaseUrl: url, seed: () => seedIfEmpty(database.db, localStorage(folders[i]!)), admin: {}, log: quiet }),
      ),
    );

    expect(results.filter((result) => result.seeded)).toHaveLength(1);
    const db = servers[0]!.db;
    const [migrations] = await rows(db, sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    expect(migrations!.n).toBe(await journalLength());
    const [admins] = await rows(db, sql`select count(*)::int as n from users where role = 'admin' and password_hash is not null`);
    expect(admins!.n).toBe(1);
    // The demo's own numbers: about 150 rooms and 30 properties, not two or three times as many.
    const [counts] = await rows(db, sql`select (select count(*)::int from rooms) as rooms, (select count(*)::int from properties) as properties`);
    expect(counts!.rooms).toBeGreaterThanOrEqual(140);
    expect(counts!.rooms).toBeLessThanOrEqual(160);
    expect(counts!.properties).toBeLessThanOrEqual(32);
  });
});

describe.each(databaseKinds())('a start with a broken migration on %s', (kind) => {
  it('stops with a message naming the migration and the reason, and applies none of it', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'habita-migrations-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalPath = join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: Array<Record<string, unknown>> };
    const idx = journal.entries.length;
    const tag = `${String(idx).padStart(4, '0')}_broken`;
    journal.entries.push({ idx, version: '7', when: Date.now() + 60_000, tag, breakpoints: true });
    await writeFile(journalPath, JSON.stringify(journal));
    await writeFile(
      join(folder, `${tag}.sql`),
      'CREATE TABLE "broken_but_fine" ("id" integer);\n--> statement-breakpoint\nCREATE TABLEX "broken" ("id" integer);\n',
    );

    const database = await openTestDatabase(kind);
    cleanups.push(() => database.dispose());
    const url = kind === 'postgres' ? urlOf(database) : undefined;
    // On a server, two starts at once: the one that waited for the lock fails the same way.
    const starts = kind === 'postgres' ? 2 : 1;
    const outcomes = await Promise.allSettled(
      Array.from({ length: starts }, () => prepareDatabase({ database, databaseUrl: url, admin: {}, log: quiet, migrationsFolder: folder })),
    );
    const errors = outcomes.map((outcome) => (outcome.status === 'rejected' ? (outcome.reason as unknown) : undefined));
    for (const error of errors) expect(error).toBeInstanceOf(StartupError);
    const message = (errors[0] as Error).message;
    expect(new Set(errors.map((error) => (error as Error).message)).size).toBe(1);
    expect(message).toContain(`Migration ${tag} failed`);
    expect(message).toMatch(/syntax error at or near "TABLEX"/);
    expect(message).toContain('Statement: CREATE TABLEX "broken"');
    expect(message).not.toMatch(/\n\s+at /);
    const [table] = await rows(database.db, sql`select to_regclass('broken_but_fine') is not null as "exists"`);
    expect(table!.exists, 'the migration was rolled back whole').toBe(false);
  });
});

/** The server address of a cloned test database, for the lock's own connection. */
function urlOf(database: Database): string {
  return (database.db as unknown as { $client: pg.Pool }).$client.options.connectionString!;
}
