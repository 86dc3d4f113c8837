import { sql } from 'drizzle-orm';
import { PAID_RESERVATION_STATUSES } from '../../catalog/collections/statuses.ts';
import { utcToday, type Day } from '../../catalog/days.ts';
import { INCIDENT_REPORTING, reportingState, reportingWindow, type ReportingWindow } from '../../catalog/incident-reporting.ts';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { isStaff } from '../collections/access.ts';
import type { CreateRule } from '../collections/writes.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { reservationStatus } from '../db/status-literals.ts';
import { forbidden } from '../errors.ts';
import { calendarDay } from './booking-mails.ts';

// Who may report an incident in a room: staff and the room's landlord at any time, and guests
// whose paid stay there has been confirmed, while they live there or shortly around it
// (src/catalog/incident-reporting.ts). Anyone else could otherwise file reports, with photos,
// against any room on the site; a guest two months from moving in has nothing to report yet.

async function isLandlordOf(db: Db, room: string, userId: string): Promise<boolean> {
  const [found] = await rows(db, sql`select 1 from rooms ro join properties p on p.id = ro.property_id where ro.id = ${room} and p.landlord_id = ${userId}`);
  return !!found;
}

async function paidStayWindows(db: Db, room: string, userId: string): Promise<ReportingWindow[]> {
  const stays = await rows(
    db,
    sql`select r.start_date::text as start_date, r.end_date::text as end_date from roomreserves r
      where r.room_id = ${room} and r.user_id = ${userId} and r.status in ${reservationStatus.list(PAID_RESERVATION_STATUSES)} and r.deleted_at is null`,
  );
  return stays.map((stay) => reportingWindow({ startDate: String(stay.start_date), endDate: String(stay.end_date) }));
}

const daysBefore = (days: number) => (days === 0 ? 'the day' : days === 1 ? 'the day before' : `${days} days before`);

/** Why a guest with paid stays in the room may not report today: when the next window opens, or when the last one closed. */
function outsideWindow(windows: ReportingWindow[], today: Day): Error {
  const next = windows.filter((window) => window.opens > today).sort((a, b) => a.opens.localeCompare(b.opens))[0];
  if (next) {
    return forbidden(
      `You can report incidents in this room from ${calendarDay(next.opens, 'en')}, ${daysBefore(INCIDENT_REPORTING.daysBeforeMoveIn)} your stay starts`,
      'room',
    );
  }
  const last = windows.map((window) => window.closes).sort().at(-1)!;
  return forbidden(
    `Reporting incidents for your stay in this room closed on ${calendarDay(last, 'en')}, ${INCIDENT_REPORTING.daysAfterMoveOut} days after you moved out; contact us if you still need help`,
    'room',
  );
}

export const checkIncidentReporter: CreateRule = async (db, viewer, values) => {
  if (!viewer || isStaff(viewer)) return;
  const room = values.room;
  // A missing or malformed room is refused by the field checks that follow, with its own message.
  if (typeof room !== 'string' || !ID_PATTERN.test(room)) return;
  if (await isLandlordOf(db, room, viewer.userId)) return;
  const windows = await paidStayWindows(db, room, viewer.userId);
  if (windows.length === 0) throw forbidden('You can report incidents only in a room you have reserved and paid for', 'room');
  const today = utcToday();
  if (windows.some((window) => reportingState(window, today) === 'open')) return;
  throw outsideWindow(windows, today);
};
