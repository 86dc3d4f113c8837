import { describe, expect, it } from 'vitest';
import { roomFiltersQuery, roomSearchQuery } from '../../contracts/search.ts';
import { openPostgres } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { openTestDatabase, serverUrlOf } from '../testing/databases.ts';
import { countRooms, listPageVersions, readPageCards, searchPlaces } from './room-search-sql.ts';

// The landing search and its map ask with no filter, so their statements hold no parameter:
// they are marked to be prepared all the same (PREPARED_SELECT), or each call would plan again.
describe.runIf(process.env.TEST_DATABASE_URL)('the room search on a PostgreSQL server', () => {
  it('prepares the statements of a search without filters', async () => {
    const migrated = await openTestDatabase('postgres');
    // One connection, so every call meets what the ones before prepared.
    const database = await openPostgres(serverUrlOf(migrated)!, { max: 1 });
    try {
      const search = roomSearchQuery.parse({});
      for (let i = 0; i < 4; i++) {
        expect(await readPageCards(database.db, search, false)).toEqual([]);
        expect(await readPageCards(database.db, search, true)).toEqual([]);
        expect(await listPageVersions(database.db, search, false)).toEqual([]);
        expect(await countRooms(database.db, search)).toBe(0);
        expect((await searchPlaces(database.db, roomFiltersQuery.parse({}))).rows).toEqual([]);
      }
      const prepared = await rows<{ statement: string; parameters: string }>(
        database.db,
        { sql: `select statement, parameter_types::text as parameters from pg_prepared_statements where name like 'habita_%'`, params: [] },
      );
      expect(prepared.map((found) => found.parameters)).toEqual(['{}', '{}', '{}', '{}', '{}']);
      expect(prepared.filter((found) => found.statement.includes('as "total"'))).toHaveLength(1);
      expect(prepared.filter((found) => found.statement.includes('as "fromPrice"'))).toHaveLength(1);
    } finally {
      await database.close();
      await migrated.dispose();
    }
  });
});
