import type { Language } from './language.ts';

// Money, dates and catalogue texts as a visitor reads them in their language.

const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

// Prices, days and numbers are written out here, not by Intl. A page's first Intl format loads the
// locale's data: 15–40 ms in Chromium on this machine, four times that on Lighthouse's phone, in
// one task nothing can split (My room's longest after hydration). These are the site's formats in
// its two languages only; format.test.ts holds them to Intl's own output for thousands of values,
// and anything outside what they cover (a year before 1, a number too large) is left to Intl.

/** `medium`: 1 dic 2026; `long`: 1 de diciembre de 2026; `dayMonth`: 1 dic (a range within one year). */
export type DayStyle = 'medium' | 'long' | 'dayMonth';

const INTL_DAY_STYLES: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  medium: { dateStyle: 'medium' },
  long: { dateStyle: 'long' },
  dayMonth: { day: 'numeric', month: 'short' },
};

interface Writing {
  decimal: string;
  group: string;
  /** Digits from which a whole part is grouped: Spanish writes 1234 but 12.345 (CLDR's minimum grouping). */
  groupFrom: number;
  money: (amount: string, sign: string) => string;
  months: { medium: readonly string[]; long: readonly string[] };
  day: Record<DayStyle, (day: number, month: string, year: number) => string>;
}

const dayMonthYear = (day: number, month: string, year: number) => `${day} ${month} ${year}`;
const dayMonth = (day: number, month: string) => `${day} ${month}`;

const WRITING: Record<Language, Writing> = {
  es: {
    decimal: ',',
    group: '.',
    groupFrom: 5,
    money: (amount, sign) => `${sign}${amount}\u00a0€`,
    months: {
      medium: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
      long: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
    },
    day: { medium: dayMonthYear, long: (day, month, year) => `${day} de ${month} de ${year}`, dayMonth },
  },
  en: {
    decimal: '.',
    group: ',',
    groupFrom: 4,
    money: (amount, sign) => `${sign}€${amount}`,
    months: {
      medium: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
      long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    },
    day: { medium: dayMonthYear, long: dayMonthYear, dayMonth },
  },
};

function grouped(digits: string, writing: Writing): string {
  return digits.length < writing.groupFrom ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, writing.group);
}

/** Integer cents → `450 €` / `€450`; cents only when there are any. */
export function formatPrice(cents: number, language: Language): string {
  if (!Number.isSafeInteger(cents)) return intlPrice(cents, language);
  const writing = WRITING[language];
  const size = Math.abs(cents);
  const whole = grouped(String(Math.floor(size / 100)), writing);
  const amount = size % 100 === 0 ? whole : `${whole}${writing.decimal}${String(size % 100).padStart(2, '0')}`;
  return writing.money(amount, cents < 0 ? '-' : '');
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

function intlPrice(cents: number, language: Language): string {
  const whole = cents % 100 === 0;
  const key = `${language}:${whole}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
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

/** A day of the years 1–9999 as the language writes it; other years are Intl's (eras and all). */
function writtenDay(year: number, month: number, day: number, language: Language, style: DayStyle): string | undefined {
  if (year < 1 || year > 9999) return undefined;
  const writing = WRITING[language];
  return writing.day[style](day, writing.months[style === 'long' ? 'long' : 'medium'][month]!, year);
}

/** A calendar day `YYYY-MM-DD` (no time zone) → `1 dic 2026` / `1 Dec 2026`. */
export function formatCalendarDay(value: string, language: Language, style: DayStyle = 'medium'): string {
  const date = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return value;
  return (
    writtenDay(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate(), language, style) ??
    dateFormat(language, { ...INTL_DAY_STYLES[style], timeZone: 'UTC' }).format(date)
  );
}

/** An ISO instant → its day in the visitor's time zone. */
export function formatInstantDay(value: string, language: Language, style: DayStyle = 'medium'): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return writtenDay(date.getFullYear(), date.getMonth(), date.getDate(), language, style) ?? dateFormat(language, INTL_DAY_STYLES[style]).format(date);
}

/**
 * `value` rounded to one decimal half away from zero, as Intl rounds: on the shortest decimal
 * that reads back as the number (1.45 is 1.5), not on its binary value (a hair under 1.45).
 * Undefined when JavaScript writes it with an exponent.
 */
function oneDecimal(value: number): { sign: string; whole: string; tenths: number } | undefined {
  const written = String(Math.abs(value));
  const match = /^(\d+)(?:\.(\d+))?$/.exec(written);
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  let tenths = Number(fraction[0] ?? '0');
  let whole = BigInt(match[1]!);
  if (Number(fraction[1] ?? '0') >= 5) tenths += 1;
  if (tenths === 10) {
    tenths = 0;
    whole += 1n;
  }
  return { sign: value < 0 || Object.is(value, -0) ? '-' : '', whole: String(whole), tenths };
}

const numberFormats: Partial<Record<Language, Intl.NumberFormat>> = {};

/** A number with at most one decimal: `1,234.6` / `1234,6`. */
export function formatNumber(value: number, language: Language): string {
  const rounded = Number.isFinite(value) ? oneDecimal(value) : undefined;
  if (!rounded) {
    numberFormats[language] ??= new Intl.NumberFormat(LOCALES[language], { maximumFractionDigits: 1 });
    return numberFormats[language].format(value);
  }
  const writing = WRITING[language];
  const whole = grouped(rounded.whole, writing);
  return `${rounded.sign}${rounded.tenths ? `${whole}${writing.decimal}${rounded.tenths}` : whole}`;
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
