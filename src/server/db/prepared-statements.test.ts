import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './database.ts';
import { MAX_TERM_TEXTS, PREPARED_SELECT, StatementNames, TERM_MARK } from './prepared-statements.ts';
import { containsPattern } from './term-pattern.ts';
import { openTestDatabase, serverUrlOf } from '../testing/databases.ts';
import { rowCount, rowOffset, samePlanRowOffset } from './plain-sql.ts';
import { closedSetValue } from './status-literals.ts';
import { rows } from './rows.ts';

describe('which texts are prepared', () => {
  it('names a text the third time it comes, the same name every time after', () => {
    const names = new StatementNames();
    expect(names.nameFor('select $1')).toBeUndefined();
    expect(names.nameFor('select $1')).toBeUndefined();
    const name = names.nameFor('select $1');
    expect(name).toMatch(/^habita_[\w-]{27}$/);
    expect(names.nameFor('select $1')).toBe(name);
    expect(names.nameFor('select $2')).toBeUndefined();
  });

  it('names a text holding a term apart, and gives up the one unused longest past its cap', () => {
    const names = new StatementNames(1, 2);
    const thrice = (text: string) => [names.nameFor(text), names.nameFor(text), names.nameFor(text)][2];
    const term = (word: string) => `select 1 where t.name_search like ${TERM_MARK}'%${word}%'`;
    const general = thrice('select $1');
    const [a, b] = [thrice(term('a')), thrice(term('b'))];
    expect(a).toMatch(/^habita_term_[\w-]{27}$/);
    expect(names.nameFor(term('a'))).toBe(a);
    expect(names.released).toBe(0);
    // 'b' is now the one unused longest.
    const c = thrice(term('c'));
    expect(names.released).toBe(1);
    expect([a, b, c].map((name) => names.isReleased(name!))).toEqual([false, true, false]);
    expect(names.isReleased(general!)).toBe(false);
    // Terms do not take the other texts' slots, nor the other way round.
    expect(names.nameFor('select $1')).toBe(general);
    expect(names.size).toBe(3);
    // A text given up comes back under its old name, once it has come back often enough.
    expect(names.nameFor(term('b'))).toBeUndefined();
    expect(thrice(term('b'))).toBe(b);
    expect(names.isReleased(b!)).toBe(false);
  });

  it('counts texts holding a term apart: a flood of new terms does not reset the other counts', () => {
    const names = new StatementNames();
    names.nameFor('select $1');
    names.nameFor('select $1');
    for (let n = 0; n < 6000; n++) names.nameFor(`select 1 where t.name_search like ${TERM_MARK}'%w${n}%'`);
    expect(names.nameFor('select $1')).toMatch(/^habita_/);
  });

  it('names no more texts than its cap, and keeps naming those it named', () => {
    const names = new StatementNames(2);
    const thrice = (text: string) => [names.nameFor(text), names.nameFor(text), names.nameFor(text)][2];
    const first = thrice('select 1 where $1');
    expect(thrice('select 2 where $1')).toBeDefined();
    expect(thrice('select 3 where $1')).toBeUndefined();
    expect(names.nameFor('select 1 where $1')).toBe(first);
    expect(names.size).toBe(2);
  });

  it('writes row counts into the text, and only whole numbers', () => {
    expect(() => rowCount(-1)).toThrow(/whole number/);
    expect(() => rowCount(1.5)).toThrow(/whole number/);
    expect(() => rowCount(Number.NaN)).toThrow(/whole number/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('prepared statements on a PostgreSQL server', () => {
  async function preparedOn(preparedStatements: boolean): Promise<{ answers: unknown[]; prepared: string[] }> {
    // One connection, so every query below meets the statements the others prepared.
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1, preparedStatements });
    try {
      const marker = `prepared-${preparedStatements}-${Date.now()}`;
      const answers: unknown[] = [];
      for (let i = 0; i < 5; i++) {
        const result = await database.db.execute(sql`select ${marker}::text as marker, ${i}::int as i limit ${rowCount(1)}`);
        answers.push((result as unknown as { rows: unknown[] }).rows[0]);
      }
      // Several commands in one text without parameters still go as a simple query.
      await database.db.execute(sql.raw('select 1; select 2'));
      const found = await database.db.execute(sql`select name from pg_prepared_statements where statement like ${`%::text as marker%`}`);
      return { answers, prepared: (found as unknown as { rows: { name: string }[] }).rows.map((row) => row.name) };
    } finally {
      await database.close();
    }
  }

  it('prepares a text that keeps coming back once per connection, and its answers are the same', async () => {
    const { answers, prepared } = await preparedOn(true);
    expect(answers.map((row) => (row as { i: number }).i)).toEqual([0, 1, 2, 3, 4]);
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatch(/^habita_/);
  });

  it('writes each term into its statement, prepares one that keeps coming back, and drops those given up', async () => {
    // A migrated database (habita_fold), on one connection.
    const migrated = await openTestDatabase('postgres');
    const database = await openPostgres(serverUrlOf(migrated)!, { max: 1 });
    const marker = `term-${Date.now()}`;
    const termStatements = () =>
      rows<{ statement: string }>(database.db, sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`} and name like 'habita_term_%'`);
    try {
      // Without parameters or the marked head, and a `;` in the text: still one statement, prepared.
      const search = (word: string) =>
        rows<{ found: number }>(database.db, sql`select 1 as found where ${sql.raw(`'${marker}'`)} <> '' and 'xabcx;' like ${containsPattern(word)}`);
      for (let i = 0; i < 4; i++) {
        expect(await search('ABC')).toEqual([{ found: 1 }]);
        expect(await search("a'b")).toEqual([]);
        expect(await search("x;'; select 2; --")).toEqual([]);
      }
      const prepared = (await termStatements()).map((row) => row.statement);
      expect(prepared).toHaveLength(3);
      expect(prepared.some((statement) => statement.includes("habita_fold('ABC')"))).toBe(true);
      // One of them dropped behind pg's back: the drop below must not fail on it.
      const [stale] = await rows<{ name: string }>(database.db, sql`select name from pg_prepared_statements where statement like ${"%a''b%"}`);
      await database.db.execute(sql.raw(`deallocate "${stale!.name}"`));
      // Enough other terms, three times each, to give up the three above; the next query drops them.
      for (let n = 0; n < MAX_TERM_TEXTS; n++) for (let i = 0; i < 3; i++) await search(`w${n}`);
      await search('w0');
      const left = (await termStatements()).map((row) => row.statement);
      expect(left.filter((statement) => /habita_fold\('(ABC|a''b|x;)/.test(statement))).toEqual([]);
      expect(left).toHaveLength(MAX_TERM_TEXTS);
      // A term given up and back is prepared again under its old name, without a clash.
      for (let i = 0; i < 4; i++) expect(await search('ABC')).toEqual([{ found: 1 }]);
    } finally {
      await database.close();
      await migrated.dispose();
    }
  });

  it('prepares a marked select without parameters that keeps coming back, no other, never several commands', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
    try {
      const marker = `unparameterised-${Date.now()}`;
      for (let i = 0; i < 4; i++) {
        expect(await rows(database.db, sql`${sql.raw(PREPARED_SELECT)}${closedSetValue(marker)} as marker`)).toEqual([{ marker }]);
        // Unmarked: like the back-office's texts with a day or a cursor written in, each would keep a plan for good.
        expect(await rows(database.db, sql`select ${closedSetValue(marker)} as unmarked`)).toEqual([{ unmarked: marker }]);
        // Sent as a simple query each time: a prepared statement holds one command.
        await database.db.execute(sql.raw(`${PREPARED_SELECT}1; select '${marker}'`));
      }
      const prepared = await rows(database.db, sql`select statement from pg_prepared_statements where statement like ${`%${marker}%`}`);
      expect(prepared).toEqual([{ statement: `${PREPARED_SELECT}'${marker}' as marker` }]);
    } finally {
      await database.close();
    }
  });

  it('keeps one generic plan for an offset out of the planner\'s sight; a visible one is planned each call', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
    try {
      await database.db.execute(sql`create temporary table passed_over as select i as id from generate_series(1, 20000) i`);
      await database.db.execute(sql`create index on passed_over (id)`);
      await database.db.execute(sql`analyze passed_over`);
      // Pages 2 to 11 of one list: prepared from the third, so eight runs of the named statement.
      const plans = async (offset: typeof rowOffset, marker: string) => {
        for (let page = 2; page < 12; page++) {
          const found = await rows<{ id: number }>(database.db, sql`select id, ${marker}::text as marker from passed_over order by id limit ${rowCount(3)} offset ${offset(page * 3)}`);
          expect(found.map((row) => row.id)).toEqual([page * 3 + 1, page * 3 + 2, page * 3 + 3]);
        }
        const [kept] = await rows<{ generic: number; custom: number }>(
          database.db,
          sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements where statement like ${`%passed_over%`} and statement like ${offset === rowOffset ? '%offset $2' : '%offset (select $2::bigint)'}`,
        );
        return kept;
      };
      expect(await plans(samePlanRowOffset, 'unseen')).toMatchObject({ generic: 3, custom: 5 });
      expect(await plans(rowOffset, 'seen')).toMatchObject({ generic: 0, custom: 8 });
    } finally {
      await database.close();
    }
  });

  it('prepares nothing when told not to (a pooler that cannot keep them)', async () => {
    const { answers, prepared } = await preparedOn(false);
    expect(answers).toHaveLength(5);
    expect(prepared).toEqual([]);
  });
});
