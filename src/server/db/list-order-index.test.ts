import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { accessColumnsOf, listOrderIndexName } from './list-order-index.ts';
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
