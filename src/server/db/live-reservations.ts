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
  return sql.raw(liveReservationText(alias));
}

/** `liveReservation` as plain text, for statements assembled as text (statement-text.ts). */
export function liveReservationText(x: string): string {
  // The list as literals, the same text as the index predicate, so the planner matches them.
  return `${x}.status in ${reservationStatus.listText(LIVE_RESERVATION_STATUSES)} and ${x}.deleted_at is null and (${x}.status <> ${reservationStatus.text('hold')} or ${x}.hold_expires_at is null or ${x}.hold_expires_at > now())`;
}
