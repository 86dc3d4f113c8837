import { useCallback } from 'react';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { addDays } from './calendar-days.ts';
import type { Period, StayProblem } from './stay-dates.ts';
import type { Quote } from '../../../catalog/pricing.ts';
import { partOf } from '../../../catalog/quote-display.ts';

// How a stay, and what is wrong with its dates, reads in words.

const months = (count: number | string | undefined, one: string, many: string) => (Number(count) === 1 ? `1 ${one}` : `${count} ${many}`);

export const stayMessages = defineMessages({
  es: {
    months: ({ count }) => months(count, 'mes', 'meses'),
    days: ({ count }) => months(count, 'día', 'días'),
    daysOf: ({ count, of }) => (Number(count) === 1 ? `1 día de ${of}` : `${count} días de ${of}`),
    monthsAndDays: '{months} y {days}',
    requiredFrom: 'Elige la fecha de entrada.',
    requiredTo: 'Elige la fecha de salida.',
    invalid: 'Escribe una fecha válida.',
    past: 'La entrada no puede ser anterior a hoy ({date}).',
    beforeAvailable: 'La habitación está libre a partir del {date}.',
    notAfterFrom: 'La salida tiene que ser posterior a la entrada.',
    tooShort: 'La estancia mínima es de {months}: la salida, el {date} o después.',
    tooLong: 'La estancia máxima es de {months}: la salida, el {date} como muy tarde.',
    bookedFrom: 'Está reservada del {start} al {end}. Puedes entrar a partir del {free}.',
    bookedTo: 'Tus fechas se cruzan con una reserva del {start} al {end}: la salida, el {start} como muy tarde.',
    period: 'del {start} al {end}',
  },
  en: {
    months: ({ count }) => months(count, 'month', 'months'),
    days: ({ count }) => months(count, 'day', 'days'),
    daysOf: ({ count, of }) => `${count} of ${of} days`,
    monthsAndDays: '{months} and {days}',
    requiredFrom: 'Choose a move-in date.',
    requiredTo: 'Choose a move-out date.',
    invalid: 'Enter a valid date.',
    past: 'The move-in date cannot be before today ({date}).',
    beforeAvailable: 'The room is free from {date}.',
    notAfterFrom: 'The move-out date must be after the move-in date.',
    tooShort: 'The minimum stay is {months}: move out on {date} or later.',
    tooLong: 'The maximum stay is {months}: move out by {date} at the latest.',
    bookedFrom: 'It is booked from {start} to {end}. You can move in from {free}.',
    bookedTo: 'Your dates overlap a booking from {start} to {end}: move out by {start} at the latest.',
    period: 'from {start} to {end}',
  },
});

/** Words for stays: "3 months and 12 days", a booked or seasonal period, what is wrong with a date. */
export function useStayWords() {
  const t = useT(stayMessages);
  const f = useFormat();

  const duration = useCallback(
    (wholeMonths: number, extraDays = 0, monthDays?: number) => {
      if (!extraDays) return t('months', { count: wholeMonths });
      // "2 months and 30 days" reads like three months; "30 of 31 days" says why it is not.
      const days = monthDays ? t('daysOf', { count: extraDays, of: monthDays }) : t('days', { count: extraDays });
      if (!wholeMonths) return days;
      return t('monthsAndDays', { months: t('months', { count: wholeMonths }), days });
    },
    [t],
  );

  /** How long a quoted stay is, its part month as days of that month. */
  const quoteDuration = useCallback(
    (quote: Quote) => {
      const last = quote.months.at(-1);
      return duration(quote.wholeMonths, quote.extraDays, last ? partOf(quote, last)?.monthDays : undefined);
    },
    [duration],
  );

  /** A half-open period as people say it: to its last day, not the day it frees up. */
  const period = useCallback((value: Period) => t('period', { start: f.day(value.from), end: f.day(addDays(value.to, -1)) }), [t, f]);

  const problem = useCallback(
    (value: StayProblem | undefined, field: 'from' | 'to'): string | undefined => {
      if (!value) return undefined;
      switch (value.code) {
        case 'required':
          return t(field === 'from' ? 'requiredFrom' : 'requiredTo');
        case 'invalid':
          return t('invalid');
        case 'past':
          return t('past', { date: f.day(value.today) });
        case 'beforeAvailable':
          return t('beforeAvailable', { date: f.day(value.availableFrom) });
        case 'notAfterFrom':
          return t('notAfterFrom');
        case 'tooShort':
          return t('tooShort', { months: t('months', { count: value.months }), date: f.day(value.earliest) });
        case 'tooLong':
          return t('tooLong', { months: t('months', { count: value.months }), date: f.day(value.latest) });
        case 'booked': {
          const words = { start: f.day(value.period.from), end: f.day(addDays(value.period.to, -1)), free: f.day(value.period.to) };
          return t(field === 'from' ? 'bookedFrom' : 'bookedTo', words);
        }
      }
    },
    [t, f],
  );

  return { duration, quoteDuration, period, problem, t };
}
