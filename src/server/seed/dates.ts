// The demo's own calendar helpers (day arithmetic is src/catalog/days.ts's), in UTC, so the
// demo never depends on the machine's time zone. Every date in the demo is relative to one anchor: the first day of
// the current month, so stays and availability always look current, and two runs in the
// same month produce the same data.

import type { Day } from '../../catalog/days.ts';

export function anchorOf(today: Date): Day {
  return `${today.getUTCFullYear()}-${String(today.getUTCMonth() + 1).padStart(2, '0')}-01`;
}

function parse(day: Day): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** An instant on that day, at the given UTC hour and minute, as ISO 8601. */
export function at(day: Day, hour = 10, minute = 0): string {
  const date = parse(day);
  date.setUTCHours(hour, minute, 0, 0);
  return date.toISOString();
}

export function isBefore(a: Day, b: Day): boolean {
  return a < b;
}

const MONTHS_ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `1 de marzo de 2026` / `1 March 2026`. */
export function longDate(day: Day): { es: string; en: string } {
  const date = parse(day);
  const d = date.getUTCDate();
  const m = date.getUTCMonth();
  const y = date.getUTCFullYear();
  return { es: `${d} de ${MONTHS_ES[m]} de ${y}`, en: `${d} ${MONTHS_EN[m]} ${y}` };
}
