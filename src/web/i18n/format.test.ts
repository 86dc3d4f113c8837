import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateFormat, formatCalendarDay, formatInstantDay, formatNumber, formatPrice } from './format.ts';
import type { Language } from './language.ts';

// The site writes its prices, days and numbers itself (no Intl on a page's load); these hold them
// to what Intl writes for the same values, which is what they replace.

const LANGUAGES: [Language, string][] = [
  ['es', 'es-ES'],
  ['en', 'en-GB'],
];

/** A deterministic spread of values (no flaky random inputs). */
function spread(count: number, next: (i: number) => number): number[] {
  return Array.from({ length: count }, (_, i) => next(i));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('prices', () => {
  const cents = [
    0, 1, 5, 10, 99, 100, 101, 150, 999, 1000, 45_000, 99_999, 100_000, 123_456, 999_900, 1_000_000, 1_234_567, 99_999_999, 100_000_000,
    123_456_789_012, -1, -50, -100, -45_050, -1_234_500,
    ...spread(3000, (i) => Math.round(((i * 7919) % 10_007) ** 1.9)),
  ];

  it.each(LANGUAGES)('are written in %s as Intl writes euros, cents only when there are any', (language, locale) => {
    const whole = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const withCents = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
    for (const value of cents) {
      expect(formatPrice(value, language), String(value)).toBe((value % 100 === 0 ? whole : withCents).format(value / 100));
    }
  });

  it('read as people in each language expect', () => {
    expect(formatPrice(45_000, 'es')).toBe('450\u00a0€');
    expect(formatPrice(110_050, 'es')).toBe('1100,50\u00a0€');
    expect(formatPrice(1_250_000, 'es')).toBe('12.500\u00a0€');
    expect(formatPrice(110_050, 'en')).toBe('€1,100.50');
    expect(formatPrice(-5_000, 'en')).toBe('-€50');
  });

  it('differ from Intl on purpose only where Intl is wrong', () => {
    // Intl formats cents / 100 as a float, a cent off above 2^53 / 100; and it writes a minus zero.
    expect(formatPrice(Number.MAX_SAFE_INTEGER, 'es')).toBe('90.071.992.547.409,91\u00a0€');
    expect(formatPrice(-0, 'en')).toBe('€0');
  });

  it('that are not whole cents are left to Intl', () => {
    expect(formatPrice(12.5, 'en')).toBe('€0.13');
    expect(formatPrice(Number.NaN, 'es')).toBe('NaN\u00a0€');
  });
});

const styles = [
  ['medium', { dateStyle: 'medium' }],
  ['long', { dateStyle: 'long' }],
  ['dayMonth', { day: 'numeric', month: 'short' }],
] as const;

const days = [
  ...spread(4000, (i) => Date.UTC(1900, 0, 1) + i * 47 * 86_400_000 + (i % 3) * 3_600_000),
  ...[1, 5, 99, 999, 2024, 9999].flatMap((year) => [new Date(0).setUTCFullYear(year, 0, 1), new Date(0).setUTCFullYear(year, 11, 31)]),
];

describe('days', () => {
  it.each(LANGUAGES)('are written in %s as Intl writes a medium day, a long one and a day of a range', (language, locale) => {
    for (const [style, options] of styles) {
      const intl = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      for (const time of days) {
        const iso = new Date(time).toISOString();
        expect(formatCalendarDay(iso.slice(0, 10), language, style), iso).toBe(intl.format(time));
      }
    }
  });

  it('read as people in each language expect', () => {
    expect(formatCalendarDay('2026-12-01', 'en')).toBe('1 Dec 2026');
    expect(formatCalendarDay('2026-12-01', 'es')).toBe('1 dic 2026');
    expect(formatCalendarDay('2026-09-15', 'es')).toBe('15 sept 2026');
    expect(formatCalendarDay('2026-12-01', 'en', 'long')).toBe('1 December 2026');
    expect(formatCalendarDay('2026-12-01', 'es', 'long')).toBe('1 de diciembre de 2026');
    expect(formatCalendarDay('2026-02-01', 'es', 'dayMonth')).toBe('1 feb');
  });

  it('that are not days are kept as they were written, and years before 1 are left to Intl', () => {
    expect(formatCalendarDay('not a day', 'en')).toBe('not a day');
    expect(formatInstantDay('not an instant', 'es')).toBe('not an instant');
    const beforeOne = '-000005-01-01T00:00:00.000Z';
    expect(formatInstantDay(beforeOne, 'en')).toBe(new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date(beforeOne)));
  });
});

describe('numbers', () => {
  const values = [
    0, -0, 1, 0.04, 0.05, -0.04, -0.05, 0.95, 0.96, 1.45, 2.35, 1.005, 9.95, 99.95, 999.95, 1234.56, 12_345.65, 1_234_567.89, -1234.56,
    1e-7, 5e-7, 123_456_789_012_345, 1e21, 1.5e300, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY,
    ...spread(3000, (i) => ((i * 7919) % 100_003) / [1, 10, 100, 1000, 3, 7][i % 6]! - (i % 5 === 0 ? 500 : 0)),
  ];

  it.each(LANGUAGES)('are written in %s as Intl writes them with at most one decimal', (language, locale) => {
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    for (const value of values) expect(formatNumber(value, language), String(value)).toBe(intl.format(value));
  });
});

describe('a page that writes prices, days and numbers', () => {
  it('makes no Intl format', () => {
    const made: string[] = [];
    const counted = (name: string) =>
      new Proxy(Intl[name as 'NumberFormat'], {
        construct(target, args) {
          made.push(name);
          return Reflect.construct(target, args) as object;
        },
      });
    vi.stubGlobal('Intl', Object.assign(Object.create(Intl) as typeof Intl, { NumberFormat: counted('NumberFormat'), DateTimeFormat: counted('DateTimeFormat') }));
    formatPrice(45_050, 'es');
    formatCalendarDay('2026-12-01', 'en', 'long');
    formatInstantDay('2026-12-01T10:00:00Z', 'es');
    formatNumber(12.34, 'en');
    expect(made).toEqual([]);
  });

  it('makes the other date formats once per language and options', () => {
    expect(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).toBe(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' }));
    expect(dateFormat('en', { dateStyle: 'medium', timeZone: 'UTC' })).not.toBe(dateFormat('es', { dateStyle: 'medium', timeZone: 'UTC' }));
  });
});

describe('days of an instant', () => {
  // Years 2–9998 only: a day the site leaves to Intl (year 0 where the visitor is) is written by a
  // format made once, in the zone of the moment, as a browser does; this test moves the zone.
  it.each(LANGUAGES)('of an instant are its day where the visitor is, in %s, as Intl writes it', (language, locale) => {
    const zone = process.env.TZ;
    try {
      for (const where of ['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Tokyo']) {
        process.env.TZ = where;
        for (const [style, options] of styles) {
          const intl = new Intl.DateTimeFormat(locale, options);
          expect(intl.resolvedOptions().timeZone, 'Intl follows the zone set').toBe(where);
          for (const time of days.filter((time, i) => i % 4 === 0 && Math.abs(new Date(time).getUTCFullYear() - 5000) < 4999)) {
            const iso = new Date(time).toISOString();
            expect(formatInstantDay(iso, language, style), `${iso} in ${where}`).toBe(intl.format(time));
          }
        }
      }
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
  });
});
