import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import type { Quote } from '../../../catalog/pricing.ts';
import { stayDisplay } from '../../../catalog/quote-display.ts';
import { QuoteLineRows } from '../../components/public/QuoteLines.tsx';
import { useStayWords } from '../../components/public/stay-messages.ts';

// The price of the chosen dates, line by line as the reserve dialog and the receipt say them,
// plainly marked as an estimate.

const messages = defineMessages({
  es: {
    title: 'Estimación de tu estancia',
    total: 'Total de la estancia',
    deposit: 'Fianza (se devuelve al salir)',
    note: 'Es una estimación. El precio final se confirma al hacer la reserva.',
  },
  en: {
    title: 'Estimate for your stay',
    total: 'Total for the stay',
    deposit: 'Deposit (returned when you leave)',
    note: 'This is an estimate. The final price is confirmed when you book.',
  },
});

interface EstimateSummaryProps {
  estimate: Quote;
  headingId: string;
}

export function EstimateSummary({ estimate, headingId }: EstimateSummaryProps) {
  const t = useT(messages);
  const f = useFormat();
  const words = useStayWords();
  const shown = stayDisplay(estimate);

  return (
    <section aria-labelledby={headingId} className="rounded-xl bg-stone-50 p-4">
      <h4 id={headingId} className="font-semibold text-stone-900">
        {t('title')} <span className="font-normal text-stone-600">· {words.quoteDuration(estimate)}</span>
      </h4>
      <dl className="mt-3 space-y-1.5 text-sm">
        <QuoteLineRows lines={shown.lines} />
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-2 text-base font-semibold">
          <dt>{t('total')}</dt>
          <dd className="shrink-0 tabular-nums">{f.price(shown.total)}</dd>
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
