import { addDays, type Day } from './days.ts';

// When a guest may report an incident in the room of their stay: while they live there, from the
// day before move-in (keys and a first look at the room) until two weeks after moving out (what
// turns up at the check-out inspection, a deposit question). A stay months away, or long over,
// is not a reason to file reports against a room. Declared once: the server refuses outside the
// window (src/server/booking/incident-reporters.ts) and My room shows when it opens or closed.
// Landlords of the room and staff report at any time. Pure: no I/O.

export const INCIDENT_REPORTING = {
  /** Reporting opens this many days before the stay's first day. */
  daysBeforeMoveIn: 1,
  /** And stays open this many days after its move-out day (the stay's end date). */
  daysAfterMoveOut: 14,
} as const;

/** The first and the last day (both included) a guest may report for a stay; dates as the stay's, half-open. */
export interface ReportingWindow {
  opens: Day;
  closes: Day;
}

export function reportingWindow(stay: { startDate: Day; endDate: Day }): ReportingWindow {
  return {
    opens: addDays(stay.startDate, -INCIDENT_REPORTING.daysBeforeMoveIn),
    closes: addDays(stay.endDate, INCIDENT_REPORTING.daysAfterMoveOut),
  };
}

export type ReportingState = 'not-yet' | 'open' | 'closed';

/** Where `today` (a UTC day, as the server reckons) falls against the window. */
export function reportingState(window: ReportingWindow, today: Day): ReportingState {
  if (today < window.opens) return 'not-yet';
  return today > window.closes ? 'closed' : 'open';
}
