import { sql, type SQL } from 'drizzle-orm';
import type { PaymentKind, PaymentStatus, ReservationStatus } from '../../catalog/collections/statuses.ts';

// Statuses and kinds in SQL, typed by the catalogue's lists (catalog/collections/statuses.ts):
// a misspelt one does not compile. They go in as literals, not parameters, so a statement reads
// as the partial indexes' predicates do and the planner can match them.

const quoted = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** `value` as an SQL literal, and `.list(values)` as an SQL list for `in`. */
function literalsOf<V extends string>() {
  const one = (value: V): SQL => sql.raw(quoted(value));
  return Object.assign(one, { list: (values: readonly [V, ...V[]]): SQL => sql.raw(`(${values.map(quoted).join(', ')})`) });
}

/** `status = ${reservationStatus('confirmed')}`, `status in ${reservationStatus.list(PAID_RESERVATION_STATUSES)}`. */
export const reservationStatus = literalsOf<ReservationStatus>();
export const paymentStatus = literalsOf<PaymentStatus>();
export const paymentKind = literalsOf<PaymentKind>();
