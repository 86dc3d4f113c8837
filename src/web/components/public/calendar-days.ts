// Calendar days, `YYYY-MM-DD` with no time zone: move-in and move-out days, availability,
// the day a legal text applies from. The arithmetic is the catalogue's, shared with the
// server's pricing; "today" is the day on the visitor's own calendar.

import type { Day } from '../../../catalog/days.ts';

export { addDays, addMonths, daysBetween, isDay, type Day } from '../../../catalog/days.ts';

/** Today in the visitor's own time zone: that is the day they read on their calendar. */
export function localToday(now = new Date()): Day {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
