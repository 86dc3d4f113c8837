import { SQL, sql, StringChunk } from 'drizzle-orm';
import type { Db } from './database.ts';

export type SqlRow = Record<string, unknown>;

/** A bigint (a count or a sum), as the drivers hand it over: a number, text or a BigInt. */
export type SqlBigint = number | string | bigint;

/**
 * The rows of a plain SQL statement, the same on PGlite and on `pg`. `Row` is what the
 * statement's select list promises; the statement's author keeps the two in step.
 */
export async function rows<Row extends object = SqlRow>(db: Db, statement: SQL | CompiledQuery): Promise<Row[]> {
  const query = statement instanceof SQL ? compiled(statement) : statement;
  return ((await db.execute(query ? (new CompiledStatement(query) as unknown as SQL) : (statement as SQL))) as unknown as { rows: Row[] }).rows;
}

export interface CompiledQuery {
  sql: string;
  params: unknown[];
}

/**
 * A statement's text and parameters, written as drizzle writes them (`$1`, `$2`…) for the pieces
 * plain SQL is made of: text, nested statements and plain values. Undefined for anything else
 * (columns, tables, lists, inlined parameters), which drizzle then writes itself. Drizzle asks each
 * piece what it is of a dozen kinds and merges the answers level by level: 45–95 µs of a list
 * request's 400 µs of CPU; this walk takes a few.
 */
export function compiled(statement: SQL): CompiledQuery | undefined {
  const params: unknown[] = [];
  let text = '';
  const walk = (chunks: readonly unknown[]): boolean => {
    for (const chunk of chunks) {
      if (chunk instanceof StringChunk) {
        text += chunk.value.join('');
      } else if (chunk instanceof SQL) {
        if ((chunk as unknown as { shouldInlineParams: boolean }).shouldInlineParams || !walk(chunk.queryChunks)) return false;
      } else if (chunk === null || typeof chunk === 'string' || typeof chunk === 'number' || typeof chunk === 'boolean' || chunk instanceof Date) {
        params.push(chunk);
        text += `$${params.length}`;
      } else if (chunk !== undefined) {
        return false;
      }
    }
    return true;
  };
  return walk([statement]) ? { sql: text, params } : undefined;
}

/** What drizzle's `execute` asks of a statement (its SQL, then its query), answered from a compiled one. */
class CompiledStatement {
  constructor(private readonly query: CompiledQuery) {}

  getSQL(): this {
    return this;
  }

  toQuery(): CompiledQuery {
    return this.query;
  }
}

/** A catalogue name (table, column) quoted as an SQL identifier. */
export const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** `%`, `_` and `\` in what a person typed are plain characters in a LIKE pattern, not wildcards. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** How many rows the planner expects `statement` to return, from table statistics: cheap on any table. */
export async function plannedRows(db: Db, statement: SQL | CompiledQuery): Promise<number> {
  const explained = statement instanceof SQL ? sql`explain (format json) ${statement}` : { ...statement, sql: `explain (format json) ${statement.sql}` };
  const [row] = await rows(db, explained);
  const plan = row?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan?: { 'Plan Rows'?: number } }[];
  return Math.round(parsed[0]?.Plan?.['Plan Rows'] ?? 0);
}
