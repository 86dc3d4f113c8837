import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import type { Quote, QuoteLine } from '../../../../catalog/pricing.ts';
import type { PropertyPage, PropertyRoom } from '../../../api/public.ts';
import { useStayWords } from './stay-messages.ts';

// The price of the chosen dates, line by line, plainly marked as an estimate.

const messages = defineMessages({
  es: {
    title: 'Estimación de tu estancia',
    rent: 'Alquiler: {months} × {price}',
    seasonal: 'Alquiler de temporada: {months}',
    monthly: '{name}: {months} × {price}',
    monthlyNoPrice: '{name}: {months}',
    once: '{name} (pago único)',
    total: 'Total de la estancia',
    deposit: 'Fianza (se devuelve al salir)',
    note: 'Es una estimación. El precio final se confirma al hacer la reserva.',
  },
  en: {
    title: 'Estimate for your stay',
    rent: 'Rent: {months} × {price}',
    seasonal: 'Seasonal rent: {months}',
    monthly: '{name}: {months} × {price}',
    monthlyNoPrice: '{name}: {months}',
    once: '{name} (one-off)',
    total: 'Total for the stay',
    deposit: 'Deposit (returned when you leave)',
    note: 'This is an estimate. The final price is confirmed when you book.',
  },
});

interface EstimateSummaryProps {
  estimate: Quote;
  /** For the prices a line is "months × price" of: the room's usual price and its extras'. */
  room: Pick<PropertyRoom, 'monthlyPrice' | 'extras'>;
  costs: PropertyPage['costs'];
  headingId: string;
}

interface Row {
  key: string;
  label: string;
  amount: number;
}

export function EstimateSummary({ estimate, room, costs, headingId }: EstimateSummaryProps) {
  const t = useT(messages);
  const f = useFormat();
  const words = useStayWords();
  const months = (count: number) => words.t('months', { count: f.number(Math.round(count * 100) / 100) });
  const stayMonths = months(estimate.months.reduce((sum, month) => sum + month.share, 0));

  // Rent at the room's price, then the seasons' months summed: the room's section lists their prices.
  const rent = (seasonal: boolean): Row[] => {
    const chosen = estimate.months.filter((month) => month.seasonal === seasonal);
    if (chosen.length === 0) return [];
    const count = months(chosen.reduce((sum, month) => sum + month.share, 0));
    return [
      {
        key: `rent-${seasonal}`,
        label: seasonal ? t('seasonal', { months: count }) : t('rent', { months: count, price: f.price(room.monthlyPrice) }),
        amount: chosen.reduce((sum, month) => sum + month.rent, 0),
      },
    ];
  };
  const monthly = (name: unknown, price: number | undefined) =>
    price === undefined ? t('monthlyNoPrice', { name: f.text(name), months: stayMonths }) : t('monthly', { name: f.text(name), months: stayMonths, price: f.price(price) });
  const label = (line: QuoteLine): string | null => {
    switch (line.kind) {
      case 'cost':
        return line.frequency === 'once' ? t('once', { name: f.text(line.name) }) : monthly(line.name, costs.find((cost) => cost._id === line.ref)?.amount);
      case 'extra':
        return monthly(line.name, room.extras.find((extra) => extra._id === line.ref)?.monthlyPrice);
      case 'discount':
        return f.text(line.name);
      default:
        return null; // rent above, the deposit apart below
    }
  };
  const rows: Row[] = [
    ...rent(false),
    ...rent(true),
    ...estimate.lines.flatMap((line) => {
      const text = label(line);
      return text === null ? [] : [{ key: `${line.kind}-${line.ref}-${line.frequency}`, label: text, amount: line.amount }];
    }),
  ];

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-stone-50 p-4">
      <h4 id={headingId} className="font-semibold text-stone-900">
        {t('title')} <span className="font-normal text-stone-600">· {words.duration(estimate.wholeMonths, estimate.extraDays)}</span>
      </h4>
      <dl className="mt-3 space-y-1.5 text-sm">
        {rows.map((line) => (
          <div key={line.key} className="flex justify-between gap-4">
            <dt className="text-stone-700">{line.label}</dt>
            <dd className="shrink-0 tabular-nums text-stone-900">{f.price(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd className="shrink-0 tabular-nums">{f.price(estimate.stayTotal)}</dd>
        </div>
        {estimate.deposit > 0 && (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-700">{t('deposit')}</dt>
            <dd className="shrink-0 tabular-nums text-stone-900">{f.price(estimate.deposit)}</dd>
          </div>
        )}
      </dl>
      <p className="mt-3 text-xs text-stone-600">{t('note')}</p>
    </section>
  );
}
