import { localeOf } from '../../i18n/format.ts';
import type { Language } from '../../i18n/language.ts';

/** 2 300 000 bytes → "2,2 MB" / "2.2 MB"; under a megabyte in whole kilobytes, under one of those in bytes. */
export function formatFileSize(bytes: number, language: Language): string {
  const locale = localeOf(language);
  if (bytes < 1024) return `${new Intl.NumberFormat(locale).format(bytes)} B`;
  if (bytes < 1024 * 1024) {
    return new Intl.NumberFormat(locale, { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 }).format(Math.max(1, Math.round(bytes / 1024)));
  }
  return new Intl.NumberFormat(locale, { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 }).format(bytes / 1024 / 1024);
}
