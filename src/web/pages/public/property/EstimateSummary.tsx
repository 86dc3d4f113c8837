import { defineMessages, useT } from '../../../i18n/messages.ts';
import { useFormat } from '../../../i18n/use-format.ts';
import type { Estimate } from './estimate.ts';
import { useStayWords } from './stay-messages.ts';

// The price of the chosen dates, line by line, plainly marked as an estimate.

const messages = defineMessages({
  es: {
    title: 'Estimación de tu estancia',
    rent: 'Alquiler: {months} × {price}',
    seasonal: 'Alquiler de temporada: {months} × {price}',
    monthly: '{name}: {months} × {price}',
    once: '{name} (pago único)',
    total: 'Total de la estancia',
    deposit: 'Fianza (se devuelve al salir)',
    note: 'Es una estimación. El precio final se confirma al hacer la reserva.',
  },
  en: {
    title: 'Estimate for your stay',
    rent: 'Rent: {months} × {price}',
    seasonal: 'Seasonal rent: {months} × {price}',
    monthly: '{name}: {months} × {price}',
    once: '{name} (one-off)',
    total: 'Total for the stay',
    deposit: 'Deposit (returned when you leave)',
    note: 'This is an estimate. The final price is confirmed when you book.',
  },
});

export function EstimateSummary({ estimate, headingId }: { estimate: Estimate; headingId: string }) {
  const t = useT(messages);
  const f = useFormat();
  const words = useStayWords();
  const months = (count: number) => words.t('months', { count: f.number(count) });
  const lines: { key: string; label: string; amount: number }[] = [
    ...estimate.rent.map((line) => ({
      key: `rent-${line.monthlyPrice}-${line.seasonal}`,
      label: t(line.seasonal ? 'seasonal' : 'rent', { months: months(line.months), price: f.price(line.monthlyPrice) }),
      amount: line.amount,
    })),
    ...estimate.monthlyCosts.map((line) => ({
      key: line.cost._id,
      label: t('monthly', { name: f.text(line.cost.name), months: months(estimate.months), price: f.price(line.cost.amount) }),
      amount: line.amount,
    })),
    ...estimate.onceCosts.map((line) => ({ key: line.cost._id, label: t('once', { name: f.text(line.cost.name) }), amount: line.amount })),
  ];

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-stone-50 p-4">
      <h4 id={headingId} className="font-semibold text-stone-900">
        {t('title')} <span className="font-normal text-stone-600">· {words.duration(estimate.wholeMonths, estimate.extraDays)}</span>
      </h4>
      <dl className="mt-3 space-y-1.5 text-sm">
        {lines.map((line) => (
          <div key={line.key} className="flex justify-between gap-4">
            <dt className="text-stone-700">{line.label}</dt>
            <dd className="shrink-0 tabular-nums text-stone-900">{f.price(line.amount)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd className="shrink-0 tabular-nums">{f.price(estimate.stayTotal)}</dd>
        </div>
        {estimate.deposit !== null && estimate.deposit > 0 && (
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
