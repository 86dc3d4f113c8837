import { useCallback } from 'react';
import type { DisplayLine } from '../../../catalog/quote-display.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { usePaymentWords } from './payment-words.ts';

// The lines of a quote as every screen shows them to a tenant (the property page's estimate,
// the reserve dialog, the receipt): "3 meses × 500 € (1 feb – 1 may)", "14 días de 31 × 500 €",
// so each amount can be checked with a calculator and the lines add up to the total below them.

const months = (count: number | string | undefined, one: string, many: string) => (Number(count) === 1 ? `1 ${one}` : `${count} ${many}`);

const messages = defineMessages({
  es: {
    months: ({ count }) => months(count, 'mes', 'meses'),
    part: '{days} días de {monthDays}',
    partOne: '1 día de {monthDays}',
    both: '({months} + {part})',
    times: '{quantity} × {price}',
    rent: 'Alquiler',
    seasonal: 'Alquiler de temporada',
    named: '{label}: {detail}',
  },
  en: {
    months: ({ count }) => months(count, 'month', 'months'),
    part: '{days} of {monthDays} days',
    partOne: '1 of {monthDays} days',
    both: '({months} + {part})',
    times: '{quantity} × {price}',
    rent: 'Rent',
    seasonal: 'Seasonal rent',
    named: '{label}: {detail}',
  },
});

/** Words for display lines: "Alquiler: 3 meses × 500 €" and its dates, "1 feb – 1 may". */
export function useQuoteLineWords() {
  const t = useT(messages);
  const f = useFormat();
  const pay = usePaymentWords();

  const range = useCallback(
    (from: string, to: string) => {
      const style = from.slice(0, 4) === to.slice(0, 4) ? 'dayMonth' : 'medium';
      return `${f.day(from, style)} – ${f.day(to, style)}`;
    },
    [f],
  );

  const words = useCallback(
    (line: DisplayLine): { text: string; period: string | null } => {
      const whole = line.months > 0 ? t('months', { count: line.months }) : '';
      const part = line.part ? t(line.part.days === 1 ? 'partOne' : 'part', { days: line.part.days, monthDays: line.part.monthDays }) : '';
      const quantity = whole && part ? t('both', { months: whole, part }) : whole || part;
      const detail = quantity && line.price !== null ? t('times', { quantity, price: f.price(line.price) }) : quantity;
      if (line.kind === 'rent') {
        const text = detail ? t('named', { label: line.seasonal ? t('seasonal') : t('rent'), detail }) : t(line.seasonal ? 'seasonal' : 'rent');
        return { text, period: line.period ? range(line.period.from, line.period.to) : null };
      }
      const name = pay.lineLabel({ kind: line.kind, ref: line.ref, name: line.name, frequency: line.frequency, amount: line.amount });
      // "Limpieza (al mes): (3 meses + 14 días de 31) × 25 €" reads twice; the quantity says it is monthly.
      const plainName = line.kind !== 'discount' && line.frequency === 'monthly' && f.text(line.name) ? f.text(line.name) : name;
      return { text: detail && line.price !== null ? t('named', { label: plainName, detail }) : name, period: null };
    },
    [t, f, pay, range],
  );

  return words;
}

/** The rows of a `<dl>`: each line's words and its amount. */
export function QuoteLineRows({ lines }: { lines: DisplayLine[] }) {
  const words = useQuoteLineWords();
  const f = useFormat();
  return (
    <>
      {lines.map((line, index) => (
        <div key={`${line.kind}-${line.ref ?? ''}-${index}`} className="flex justify-between gap-4" data-quote-line>
          <dt className="text-stone-700">
            <QuoteLineLabel {...words(line)} />
          </dt>
          <dd className={`shrink-0 tabular-nums ${line.amount < 0 ? 'text-emerald-800' : 'text-stone-900'}`}>{f.price(line.amount)}</dd>
        </div>
      ))}
    </>
  );
}

/** The dates quieter than the quantity and price, kept whole on their own line when they wrap. */
function QuoteLineLabel({ text, period }: { text: string; period: string | null }) {
  if (!period) return <>{text}</>;
  return (
    <>
      {text} <span className="whitespace-nowrap text-stone-600">({period})</span>
    </>
  );
}
