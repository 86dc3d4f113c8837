import type { Field } from '../../../catalog/types.ts';

// How values read to people in the back-office: one place, so the table, the form's read-only
// fields and the pickers agree. English labels, euros, day-month-year dates.

const money = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const number = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 6 });
const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'UTC' });
const instant = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
const instantDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** Integer cents → `€1,234.56`. */
export function formatMoney(cents: number): string {
  return money.format(cents / 100);
}

export function formatNumber(value: number): string {
  return number.format(value);
}

/** `YYYY-MM-DD` → `22 Nov 2026`; a calendar day has no time zone, so it is read as UTC. */
export function formatDay(value: string): string {
  const date = new Date(`${value}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? value : day.format(date);
}

/** An ISO instant → `22 Nov 2026, 14:05` in the viewer's time zone. */
export function formatInstant(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : instant.format(date);
}

/** The day of an ISO instant in the viewer's time zone: `22 Nov 2026`. */
export function formatInstantDay(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : instantDay.format(date);
}

/** `{ es, en }` → the Spanish text, or the English one when Spanish is empty. */
export function localizedText(value: unknown): string {
  if (!value || typeof value !== 'object') return typeof value === 'string' ? value : '';
  const { es, en } = value as { es?: unknown; en?: unknown };
  if (typeof es === 'string' && es.trim()) return es;
  return typeof en === 'string' ? en : '';
}

/** `pending_payment` → `Pending payment`: select options read as words. */
export function humanize(option: string): string {
  const words = option.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The first block of a UUID: enough to tell records apart on screen. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * A field's value as text, for every kind that reads without a look-up. References (which need
 * the referenced record) and files (which show as pictures) answer undefined.
 */
export function formatValue(field: Field, value: unknown): string | undefined {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'text':
      return field.localized ? localizedText(value) : String(value);
    case 'integer':
    case 'decimal':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'date':
      return formatDay(String(value));
    case 'datetime':
      return formatInstant(String(value));
    case 'select':
      return field.optionLabels?.[String(value)] ?? humanize(String(value));
    case 'json':
      return JSON.stringify(value);
    case 'secret':
      return '';
    case 'ref':
    case 'refs':
    case 'file':
    case 'files':
      return undefined;
  }
}
