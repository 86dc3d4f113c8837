import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { accessColumnsOf, listOrderIndexMigration, listOrderIndexName } from './list-order-index.ts';
import { committedMigrations } from './migration-files.ts';
import { rows } from './rows.ts';

// Each list's order index holds the columns its access conditions test, so a page by number
// chooses its ids from it before reading its rows (whose pages numbered-pages.test.ts checks).
// The migrated database must hold the indexes the catalogue derives.

describe.each(databaseKinds())('list order indexes on %s', (kind) => {
  const t = useTestApp(kind);

  it('are the ones the catalogue derives (after an access rule changed: npm run db:generate -- <name> --list-order-index)', async () => {
    const found = await rows<{ index: string; keys: number; columns: string[] }>(
      t.database.db,
      sql`select i.relname as "index", x.indnkeyatts as "keys",
                 array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
                       join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as "columns"
          from pg_index x join pg_class i on i.oid = x.indexrelid
          where i.relname like '%!_created!_at!_id!_idx' escape '!'`,
    );
    const migrated = Object.fromEntries(found.map((row) => [row.index, { keys: row.columns.slice(0, row.keys), include: row.columns.slice(row.keys) }]));
    const derived = Object.fromEntries(
      collections.map((collection) => [listOrderIndexName(collection), { keys: ['created_at', 'id'], include: accessColumnsOf(collection) }]),
    );
    expect(migrated).toEqual(derived);
  });
});

describe('the list order index migration', () => {
  const rooms = collections.find((collection) => collection.name === 'rooms')!;
  const roomsIndex = `"${listOrderIndexName(rooms)}"`;
  const statementsOf = (derived: string[]) => derived.filter((statement) => statement.startsWith('CREATE'));

  it('is empty when the committed migrations last created every index as the catalogue derives it', async () => {
    expect(listOrderIndexMigration(await committedMigrations())).toEqual([]);
  });

  it('rebuilds every index the committed migrations created without its access columns', async () => {
    const beforeAccessColumns = (await committedMigrations()).filter((text) => !text.includes('--list-order-index'));
    expect(statementsOf(listOrderIndexMigration(beforeAccessColumns))).toHaveLength(collections.length);
  });

  it('rebuilds only the index whose access columns changed, was created again plainly, or dropped', async () => {
    const committed = await committedMigrations();
    const [, roomsCreate] = listOrderIndexMigration([]).filter((statement) => statement.includes(roomsIndex));
    const fewerColumns = roomsCreate!.replace(', "property_id")', ')');
    const later = [
      `DROP INDEX IF EXISTS ${roomsIndex};\n--> statement-breakpoint\n${fewerColumns};\n`,
      `CREATE INDEX IF NOT EXISTS ${roomsIndex} ON "rooms" USING btree ("created_at","id");`,
      `-- a comment first\nDROP INDEX ${roomsIndex};`,
      // Hand-written and schema-qualified forms (the review's cases).
      `-- rooms: access changed; rebuilt plainly\nCREATE INDEX ${roomsIndex} ON "rooms" USING btree ("created_at","id");`,
      `/* rebuilt; plainly */ CREATE INDEX ${roomsIndex} ON "rooms" USING btree ("created_at","id");`,
      `DROP INDEX CONCURRENTLY ${roomsIndex};`,
      `DROP INDEX "public".${roomsIndex};`,
      `drop index if exists ${roomsIndex};`,
      'DROP TABLE "rooms" CASCADE;',
    ];
    for (const migration of later) {
      expect(listOrderIndexMigration([...committed, migration])).toEqual([`DROP INDEX IF EXISTS ${roomsIndex}`, roomsCreate]);
    }
    // Created again as the catalogue derives it: nothing to do.
    expect(listOrderIndexMigration([...committed, ...later, `${roomsCreate};`])).toEqual([]);
  });
});
