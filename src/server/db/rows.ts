import type { SQL } from 'drizzle-orm';
import type { Db } from './database.ts';

export type SqlRow = Record<string, unknown>;

/** The rows of a plain SQL statement, the same on PGlite and on `pg`. */
export async function rows(db: Db, statement: SQL): Promise<SqlRow[]> {
  return ((await db.execute(statement)) as unknown as { rows: SqlRow[] }).rows;
}

/** A catalogue name (table, column) quoted as an SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `%`, `_` and `\` in what a person typed are plain characters in a LIKE pattern, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
