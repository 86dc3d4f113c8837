// How the back-office writes figures: euros from integer cents, days and instants in English.

import { PAYMENT_KIND_LABELS } from '../../../catalog/collections/statuses.ts';

const euros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });
const wholeEuros = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR', maximumFractionDigits: 0, minimumFractionDigits: 0 });
const numbers = new Intl.NumberFormat('en-IE');
const days = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const instants = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });
const months = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
const relative = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/**
 * `12345` cents → `€123.45`; `whole`, for headline figures, leaves out `.00` but never rounds
 * cents away: a figure must add up, by hand, with the amounts it sums.
 */
export function formatMoney(cents: number, options: { whole?: boolean; signed?: boolean } = {}): string {
  const text = (options.whole && cents % 100 === 0 ? wholeEuros : euros).format(Math.abs(cents) / 100);
  if (cents < 0) return `−${text}`;
  return options.signed && cents > 0 ? `+${text}` : text;
}

export function formatCount(value: number): string {
  return numbers.format(value);
}

/** `1 payment`, `3 payments`: a count with its English noun. */
export const plural = (count: number, one: string, many = `${one}s`) => `${formatCount(count)} ${count === 1 ? one : many}`;

/** A calendar day, `YYYY-MM-DD` → `12 Jun 2030`. */
export function formatDay(day: string): string {
  return days.format(new Date(`${day}T00:00:00Z`));
}

export function formatInstant(iso: string): string {
  return instants.format(new Date(iso));
}

/** `2030-06` → `Jun 2030`. */
export function formatMonth(month: string): string {
  return months.format(new Date(`${month}-01T00:00:00Z`));
}

/** How long ago, in the largest unit that fits: `5 minutes ago`, `yesterday`, `3 weeks ago`. */
export function formatAgo(iso: string, now: number = Date.now()): string {
  const seconds = Math.round((Date.parse(iso) - now) / 1000);
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['second', 60],
    ['minute', 60],
    ['hour', 24],
    ['day', 7],
    ['week', 4.35],
    ['month', 12],
    ['year', Infinity],
  ];
  let value = seconds;
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return relative.format(Math.round(value), unit);
    value /= size;
  }
  return formatInstant(iso);
}

/** Days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** A payment operation's kind as staff read it: `first_month` is the whole first payment, not a month. */
export function paymentKindLabel(kind: string): string {
  return (PAYMENT_KIND_LABELS as Record<string, string | undefined>)[kind] ?? humanize(kind);
}

/** `pending_payment` → `Pending payment`. */
export function humanize(value: string): string {
  const words = value.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Accent- and case-insensitive text for matching what someone types: `Cañón` → `canon`. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}
