import { sql, type SQL } from 'drizzle-orm';
import type { SqlBigint } from './rows.ts';
import { sqlOfText, type ValueWriter } from './statement-text.ts';

// Small helpers for read-only queries written in plain SQL (the back-office's figures, the staff
// payments list): they group, filter and join across tables in ways the generic store does not.

/** An instant as the API writes them: ISO 8601 in UTC with milliseconds. */
export const isoInstant = (expression: string) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Sums come back as bigint, which the drivers hand over as text or BigInt; cents fit a double exactly. */
export function toNumber(value: SqlBigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  return Number(value);
}

export function toText(value: unknown): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** Calendar days are reckoned in UTC, as the list API's day filters are. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addUtcMonths(day: string, months: number): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return utcDay(new Date(Date.UTC(year, month - 1 + months, 1)));
}

export function addUtcDays(day: string, days: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));
}

/** The first day of the month `day` falls in. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

/**
 * A row count written into the query's text instead of sent as a parameter. PostgreSQL cannot
 * tell how many rows a `limit $1` wants, so a prepared statement's generic plan costs more than
 * a planned one and it plans again on every call; with the number in the text, a list's
 * statement is planned once per connection (see prepared-statements.ts).
 */
export function rowCount(n: number): SQL {
  return sql.raw(rowCountText(n));
}

/** `rowCount` as plain text, for statements assembled as text (statement-text.ts). */
export function rowCountText(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`A row count must be a whole number, got ${n}`);
  return String(n);
}

/**
 * An offset: none (the first page, by far the most asked for) written into the text like a row
 * count, any other sent as a parameter, so every deeper page shares one statement instead of
 * each page number preparing its own in every connection.
 */
export function rowOffset(n: number): SQL {
  return n === 0 ? rowCount(0) : sql`${n}`;
}

/** `rowOffset` in a statement assembled as text (statement-text.ts). */
export function rowOffsetText(n: number, value: ValueWriter): string {
  return n === 0 ? rowCountText(0) : value(n);
}

/**
 * An offset as `rowOffset` writes it, but out of the planner's sight in every plan: `(select $1)`
 * is estimated alike with or without its value, so after five runs PostgreSQL keeps the
 * statement's generic plan instead of planning each call (0.08 ms for a page of rooms read
 * through its order index, where its run takes 0.13). Only for a statement whose best plan does
 * not depend on how far it passes over: a list without filters read in its order index's order.
 * A filter's generic plan may sort every match where walking the order finds the page at once
 * (a common amenity's rooms, page 2: 42 ms against 1).
 */
export function samePlanRowOffset(n: number): SQL {
  return sqlOfText((value) => samePlanRowOffsetText(n, value));
}

/** `samePlanRowOffset` in a statement assembled as text (statement-text.ts). */
export function samePlanRowOffsetText(n: number, value: ValueWriter): string {
  return n === 0 ? rowCountText(0) : `(select ${value(n)}::bigint)`;
}

