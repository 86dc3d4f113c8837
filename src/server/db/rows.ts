import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

export type SqlRow = Record<string, unknown>;

/** A bigint (a count or a sum), as the drivers hand it over: a number, text or a BigInt. */
export type SqlBigint = number | string | bigint;

/**
 * The rows of a plain SQL statement, the same on PGlite and on `pg`. `Row` is what the
 * statement's select list promises; the statement's author keeps the two in step.
 */
export async function rows<Row extends object = SqlRow>(db: Db, statement: SQL): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

/** A catalogue name (table, column) quoted as an SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `%`, `_` and `\` in what a person typed are plain characters in a LIKE pattern, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many rows the planner expects `statement` to return, from table statistics: cheap on any table. */
export async function plannedRows(db: Db, statement: SQL): Promise<number> {
  const [row] = await rows(db, sql`explain (format json) ${statement}`);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}
