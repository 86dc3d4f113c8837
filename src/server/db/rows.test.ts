import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tables } from './tables.ts';
import { openTestDatabase, databaseKinds, type TestDatabase } from '../testing/databases.ts';
import { compiled, rows } from './rows.ts';

const users = tables.get('users')!;
const drizzle = new PgDialect();
const asDrizzleWrites = (statement: SQL) => {
  const { sql: text, params } = drizzle.sqlToQuery(statement);
  return { sql: text, params };
};

describe('a statement compiled without drizzle', () => {
  const when = new Date('2026-11-26T08:00:00Z');
  const statements: Record<string, SQL> = {
    'plain text': sql`select 1`,
    'values of every plain kind': sql`select ${'a'}, ${2}, ${2.5}, ${true}, ${null}, ${when}`,
    'nested statements and raw text': sql`select * from ${sql.raw('"rooms"')} t where ${sql`t.name = ${'x'} and ${sql`t.n > ${3}`}`} limit ${sql.raw('21')}`,
    'joined parts': sql`where ${sql.join([sql`a = ${1}`, sql`b = ${'two'}`, sql`c is null`], sql` and `)}`,
    'an empty part': sql`select 1${sql``} where ${sql.empty()}true${undefined}`,
    'a dollar in the text': sql`select '$1' as text, ${'$2'} as value`,
  };

  it.each(Object.entries(statements))('%s: the same text and parameters as drizzle', (_, statement) => {
    expect(compiled(statement)).toEqual(asDrizzleWrites(statement));
  });

  it.each<[string, SQL]>([
    ['a list of values', sql`where id in ${[1, 2]}`],
    ['a column', sql`select ${users._id}`],
    ['a table', sql`select 1 from ${users}`],
    ['an identifier', sql`select 1 from ${sql.identifier('rooms')}`],
    ['an inlined value', sql`select ${sql`${'x'}`.inlineParams()}`],
    ['a parameter with an encoder', sql`select ${sql.param(1)}`],
  ])('leaves %s to drizzle', (_, statement) => {
    expect(compiled(statement)).toBeUndefined();
  });
});

describe.each(databaseKinds())('rows on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('runs a compiled statement and one drizzle writes, with the same answers', async () => {
    const plain = await rows(database.db, sql`select ${'a'}::text as a, ${2}::int + ${3}::int as n, ${null}::text as nothing`);
    expect(plain).toEqual([{ a: 'a', n: 5, nothing: null }]);
    const listed = await rows(database.db, sql`select count(*)::int as n from ${users} where ${users._id} in ${['00000000-0000-4000-8000-000000000000']}`);
    expect(listed).toEqual([{ n: 0 }]);
  });

  it('runs one inside a transaction, which sees its own writes', async () => {
    const seen = await database.db.transaction(async (tx) => {
      await rows(tx, sql`create temporary table scratch (n int) on commit drop`);
      await rows(tx, sql`insert into scratch values (${41}), (${1})`);
      return rows(tx, sql`select sum(n)::int as n from scratch`);
    });
    expect(seen).toEqual([{ n: 42 }]);
  });
});
