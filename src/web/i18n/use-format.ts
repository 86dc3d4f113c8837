import { useMemo } from 'react';
import { formatCalendarDay, formatInstantDay, formatNumber, formatPrice, pickText, type DayStyle } from './format.ts';
import { useLanguage, type Language } from './language.ts';

/** The formatters of `format.ts`, bound to the visitor's language. */
export function useFormat() {
  const language = useLanguage();
  return useMemo(() => formattersFor(language), [language]);
}

export function formattersFor(language: Language) {
  return {
    language,
    text: (value: unknown) => pickText(value, language),
    price: (cents: number) => formatPrice(cents, language),
    day: (value: string, style?: DayStyle) => formatCalendarDay(value, language, style),
    instantDay: (value: string, style?: DayStyle) => formatInstantDay(value, language, style),
    number: (value: number) => formatNumber(value, language),
  };
}
