import { sql, type SQL } from 'drizzle-orm';
import type { PaymentKind, PaymentStatus, ReservationStatus } from '../../catalog/collections/statuses.ts';

// Statuses and kinds in SQL, typed by the catalogue's lists (catalog/collections/statuses.ts):
// a misspelt one does not compile. They go in as literals, not parameters, so a statement reads
// as the partial indexes' predicates do and the planner can match them.

/** `value` as an SQL string literal. */
export function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** A closed set's value as an SQL literal: plain words only, which no setting reads otherwise. */
function quoted(value: string): string {
  // Were standard_conforming_strings off, a `\` would end the literal early.
  if (!/^[\w .-]*$/.test(value)) throw new Error(`Not a closed set's value: ${JSON.stringify(value).slice(0, 60)}`);
  return quoteLiteral(value);
}

const listed = (values: readonly string[]) => `(${values.map(quoted).join(', ')})`;

/**
 * A value of a closed set known only as the server runs (a select field's option, true or false,
 * a catalogue constant) written into the query's text. A parameter in its place leaves PostgreSQL
 * guessing its selectivity, so the statement is planned again on every call (2.6k against 1.7k
 * lists a second for `status=available`); the set is small, so the texts stay few. Never for what
 * people type.
 */
export function closedSetValue(value: string | boolean): SQL {
  return sql.raw(closedSetText(value));
}

/** `closedSetValue` as plain text, for statements assembled as text (triggers). */
export function closedSetText(value: string | boolean): string {
  return typeof value === 'boolean' ? String(value) : quoted(value);
}

/**
 * `value` as an SQL literal, and `.list(values)` as an SQL list for `in`; `.text` and `.listText`
 * give the same as plain text, for statements assembled as text (the back-office's summaries).
 */
function literalsOf<V extends string>() {
  const one = (value: V): SQL => sql.raw(quoted(value));
  return Object.assign(one, {
    list: (values: readonly [V, ...V[]]): SQL => sql.raw(listed(values)),
    text: (value: V): string => quoted(value),
    listText: (values: readonly [V, ...V[]]): string => listed(values),
  });
}

/** `status = ${reservationStatus('confirmed')}`, `status in ${reservationStatus.list(PAID_RESERVATION_STATUSES)}`. */
export const reservationStatus = literalsOf<ReservationStatus>();
export const paymentStatus = literalsOf<PaymentStatus>();
export const paymentKind = literalsOf<PaymentKind>();
