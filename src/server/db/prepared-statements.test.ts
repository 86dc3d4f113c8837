import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './database.ts';
import { PLANNED_PER_CALL, PREPARED_SELECT, StatementNames } from './prepared-statements.ts';
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

  it('never names a text holding a condition planned per call, however often it comes', () => {
    const names = new StatementNames();
    const text = `select 1 where ${PLANNED_PER_CALL}t.name_search like $1`;
    expect([1, 2, 3, 4, 5, 6].map(() => names.nameFor(text))).toEqual(Array(6).fill(undefined));
    expect(names.size).toBe(0);
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

  it('never prepares a statement holding a condition planned per call, so each text gets its own plan', async () => {
    const database = await openPostgres(process.env.TEST_DATABASE_URL!, { max: 1 });
    try {
      for (const text of ['a', 'b', 'a', 'a', 'a', 'a', 'a', 'a']) {
        await database.db.execute(sql`${sql.raw(PREPARED_SELECT)}1 as found where ${sql.raw(PLANNED_PER_CALL)}'abc' like '%' || ${text} || '%'`);
      }
      const found = await rows<{ name: string }>(database.db, sql`select name from pg_prepared_statements where statement like '%planned per call%'`);
      expect(found).toEqual([]);
    } finally {
      await database.close();
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
