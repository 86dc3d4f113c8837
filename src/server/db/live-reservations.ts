import { sql, type SQL } from 'drizzle-orm';
import { LIVE_RESERVATION_STATUSES } from '../../catalog/collections/statuses.ts';
import { reservationStatus } from './status-literals.ts';

/**
 * "This reservation holds its nights", on `roomreserves <alias>`: the statuses the no-overlap
 * constraint of migration 0002 counts, less holds whose time is up. A hold without an expiry
 * holds, as the constraint says. The first two tests are the predicate of 0004's index of live
 * reservations by room, so a check by room is answered from that index.
 */
export function liveReservation(alias: string): SQL {
  const x = sql.raw(alias);
  // The list as literals, the same text as the index predicate, so the planner matches them.
  return sql`${x}.status in ${reservationStatus.list(LIVE_RESERVATION_STATUSES)} and ${x}.deleted_at is null and (${x}.status <> ${reservationStatus('hold')} or ${x}.hold_expires_at is null or ${x}.hold_expires_at > now())`;
}
