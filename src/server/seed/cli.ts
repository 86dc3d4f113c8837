import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { collections } from '../../catalog/catalog.ts';
import { isFileField, joinTableName } from '../../catalog/naming.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import { readConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/database.ts';
import { tableOf } from '../db/tables.ts';
import { openStorage } from '../files/open-storage.ts';
import type { FileStorage } from '../files/storage.ts';
import { keysOf, removeKeys } from '../files/uploads.ts';
import { demoCounts, seedDemo, type SeedSummary } from './seed.ts';

// `npm run seed [-- --reset] [-- --rooms N]`: loads the demo into an empty database.
//   --reset    empties every catalogue table (and removes their uploaded files) first
//   --rooms N  then adds N generated rooms (bulk-rooms.ts), for benchmarks and large tables

const USAGE = `Usage: npm run seed -- [--reset] [--rooms N]
  (no option)  load the demo data if the database has no users and no rooms
  --reset      delete ALL data in the catalogue's tables and their uploaded files, then load the demo
  --rooms N    after the demo, add N generated rooms`;

const ms = (since: number) => `${Math.round(performance.now() - since)} ms`;

function options(): { reset: boolean; rooms: number } {
  const { values } = parseArgs({
    options: { reset: { type: 'boolean', default: false }, rooms: { type: 'string' }, help: { type: 'boolean', short: 'h', default: false } },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const rooms = values.rooms === undefined ? 0 : Number(values.rooms.replaceAll('_', ''));
  if (!Number.isInteger(rooms) || rooms < 0) throw new Error(`--rooms must be a whole number, got "${values.rooms}"`);
  return { reset: values.reset ?? false, rooms };
}

/** Every stored file any record points at, read before the rows are gone. */
async function storedKeys(db: Db): Promise<string[]> {
  const keys: string[] = [];
  for (const collection of collections) {
    const table = tableOf(collection);
    for (const [key, field] of Object.entries(collection.fields)) {
      if (!isFileField(field)) continue;
      const rows = (await db.select({ value: table[key] }).from(table)) as { value: StoredFile | StoredFile[] | null }[];
      for (const { value } of rows) {
        for (const file of Array.isArray(value) ? value : value ? [value] : []) keys.push(...keysOf(file));
      }
    }
  }
  return keys;
}

async function reset(db: Db, storage: FileStorage): Promise<void> {
  const started = performance.now();
  const before = await demoCounts(db);
  const keys = await storedKeys(db);
  const names = collections.flatMap((c) => [
    c.name,
    ...Object.entries(c.fields)
      .filter(([, field]) => field.kind === 'refs')
      .map(([key]) => joinTableName(c, key)),
  ]);
  await db.execute(sql.raw(`TRUNCATE TABLE ${names.map((n) => `"${n}"`).join(', ')} CASCADE`));
  await removeKeys(storage, keys);
  console.log(
    `--reset: deleted ${before.records} records (${before.users} users, ${before.rooms} rooms) by emptying ${collections.length} collection ` +
      `tables and ${names.length - collections.length} join tables (TRUNCATE … CASCADE), and removed ${keys.length} stored files, in ${ms(started)}.`,
  );
}

function printSummary(summary: SeedSummary): void {
  console.log(`Demo data loaded: ${summary.records} records and ${summary.files} files in ${summary.durationMs} ms (dates relative to ${summary.anchor}).`);
  const entries = Object.entries(summary.counts).sort(([a], [b]) => a.localeCompare(b));
  const width = Math.max(...entries.map(([name]) => name.length));
  const columns = 3;
  for (let i = 0; i < entries.length; i += columns) {
    console.log(
      entries
        .slice(i, i + columns)
        .map(([name, count]) => `  ${name.padEnd(width)} ${String(count).padStart(4)}`)
        .join(''),
    );
  }
  console.log(`Steps: ${Object.entries(summary.steps).map(([name, time]) => `${name} ${time} ms`).join(', ')}.`);
}

async function main(): Promise<void> {
  const started = performance.now();
  const { reset: wantReset, rooms } = options();
  const config = readConfig();
  const opening = performance.now();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const where = config.databaseUrl ? 'PostgreSQL server' : `PGlite in ${config.dataDir}/db`;
    console.log(`Database opened and migrated (${where}) in ${ms(opening)}.`);
    const storage = await openStorage(config);

    if (wantReset) await reset(database.db, storage);
    const present = await demoCounts(database.db);
    if (present.users === 0 && present.rooms === 0) {
      printSummary(await seedDemo(database.db, storage));
    } else {
      console.log(
        `The database already has data (${present.users} users, ${present.rooms} rooms): nothing loaded. ` +
          'Run with --reset to replace everything with the demo data.',
      );
    }

    if (rooms > 0) {
      const adding = performance.now();
      const { addBulkRooms } = await import('./bulk-rooms.ts');
      const added = await addBulkRooms(database.db, rooms);
      console.log(`Added ${added} generated rooms in ${ms(adding)}.`);
    }
  } finally {
    const closing = performance.now();
    await database.close();
    console.log(`Database closed in ${ms(closing)}.`);
  }
  console.log(`Done in ${ms(started)}.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `Seed failed: ${error.message}` : error);
  process.exitCode = 1;
});
