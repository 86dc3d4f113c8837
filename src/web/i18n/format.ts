import type { Language } from './language.ts';

// Money, dates and catalogue texts as a visitor reads them in their language.

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Integer cents → `450 €` / `€450`; cents only when there are any. */
export function formatPrice(cents: number, language: Language): string {
  const whole = cents % 100 === 0;
  const key = `${language}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The date format of these options in the language, made once: making one costs about as much as
 * formatting a hundred dates, and a page formats dozens (My room's payment schedule spent most of
 * a 19 ms task hydrating on a 4×-throttled phone making them, in Lighthouse's trace).
 */
export function dateFormat(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}:${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], options);
    dateFormats.set(key, format);
  }
  return format;
}

/** A calendar day `YYYY-MM-DD` (no time zone) → `1 dic 2026` / `1 Dec 2026`. */
export function formatCalendarDay(value: string, language: Language, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, { dateStyle: style, timeZone: 'UTC' }).format(date);
}

/** An ISO instant → its day in the visitor's time zone. */
export function formatInstantDay(value: string, language: Language, style: 'medium' | 'long' = 'medium'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(language, { dateStyle: style }).format(date);
}

/**
 * Makes the formats a page's prices and days use, each in a task of its own, while the page's code
 * is still on its way. A page's first Intl format loads the locale's data (15–22 ms in Chromium
 * here, four times that on Lighthouse's phone): made during hydration it lengthened one long
 * task (My room's, in Lighthouse's trace); made here it is a short task the page was idle for.
 */
export function prepareFormats(language: Language): void {
  const formats = [() => formatPrice(100, language), () => formatPrice(150, language), () => formatCalendarDay('2026-01-01', language)];
  for (const make of formats) setTimeout(make, 0);
}

const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

export function formatNumber(value: number, language: Language): string {
  numberFormats[language] ??= new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 });
  return numberFormats[language].format(value);
}

export interface LocalizedText {
  es?: string | null;
  en?: string | null;
}

/** A catalogue `{ es, en }` text in the visitor's language, or the other one when that is empty. */
export function pickText(value: unknown, language: Language): string {
  if (typeof value === 'string') return value;
  if (!value || typeof value !== 'object') return '';
  const text = value as LocalizedText;
  const other: Language = language === 'es' ? 'en' : 'es';
  const chosen = text[language];
  if (typeof chosen === 'string' && chosen.trim()) return chosen;
  const fallback = text[other];
  return typeof fallback === 'string' ? fallback : '';
}
