import { sql, type SQL } from 'drizzle-orm';
import type { PaymentKind, PaymentStatus, ReservationStatus } from '../../catalog/collections/statuses.ts';

// Statuses and kinds in SQL, typed by the catalogue's lists (catalog/collections/statuses.ts):
// a misspelt one does not compile. They go in as literals, not parameters, so a statement reads
// as the partial indexes' predicates do and the planner can match them.

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

const listed = (values: readonly string[]) => `(${values.map(quoted).join(', ')})`;

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
