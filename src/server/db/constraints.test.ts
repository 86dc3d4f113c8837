import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import { joinTableName } from '../../catalog/naming.ts';
import { rows } from './rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { constraintProblem } from './constraints.ts';

// Every 409 names its field: a conflict the code finds names it by type (errors.ts `conflict`),
// and so does every one the database finds, as long as each of its unique indexes, exclusion
// constraints and foreign keys on the catalogue's tables is known here. A constraint added by
// a migration and not mapped in constraints.ts fails this test rather than answering a 409
// nobody can point at.

/** The catalogue's tables: its collections' and their references' join tables. */
const catalogueTables = new Set(
  collections.flatMap((collection) => [
    collection.name,
    ...Object.entries(collection.fields)
      .filter(([, field]) => field.kind === 'refs')
      .map(([key]) => joinTableName(collection, key)),
  ]),
);

/** The error code a refusal by this kind of constraint carries (a foreign key that cascades refuses no removal). */
const refusalOf = { unique: '23505', exclude: '23P01', 'foreign key': '23001' } as const;

describe.each(databaseKinds())('the database refusals on %s', (kind) => {
  const t = useTestApp(kind);

  it('name the field of every 409 one of its constraints can give', async () => {
    const found = await rows<{ name: string; table: string; kind: keyof typeof refusalOf }>(
      t.database.db,
      sql`select i.indexname as name, i.tablename as table, 'unique' as kind from pg_indexes i
            where i.schemaname = 'public' and i.indexdef like 'CREATE UNIQUE INDEX%'
              and i.indexname not in (select conname from pg_constraint where contype = 'p')
          union all
          select c.conname, r.relname, case c.contype when 'x' then 'exclude' else 'foreign key' end
            from pg_constraint c join pg_class r on r.oid = c.conrelid join pg_namespace n on n.oid = r.relnamespace
            where n.nspname = 'public' and (c.contype = 'x' or (c.contype = 'f' and c.confdeltype <> 'c'))`,
    );
    const constraints = found.filter((constraint) => catalogueTables.has(constraint.table));
    expect(constraints.length).toBeGreaterThan(collections.length);
    const fieldless = constraints.filter((constraint) => {
      const problem = constraintProblem({ code: refusalOf[constraint.kind], constraint: constraint.name, message: 'update or delete' });
      return problem?.status === 409 && !problem.field;
    });
    expect(fieldless.map((constraint) => `${constraint.table}: ${constraint.name} (${constraint.kind})`)).toEqual([]);
  });
});
