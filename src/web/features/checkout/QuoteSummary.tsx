import { useId } from 'react';
import { firstPaymentDisplay, stayDisplay } from '../../../catalog/quote-display.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { QuoteLineRows } from '../../components/public/QuoteLines.tsx';
import { reserveDialogMessages } from './reserve-dialog-messages.ts';
import type { QuoteState } from './use-dialog-quote.ts';

// What the stay costs and what is paid now, from the server's quote; dimmed while a newer
// quote is on its way, a placeholder before the first.

export function QuoteSummary({ quote }: { quote: QuoteState }) {
  const t = useT(reserveDialogMessages);
  const f = useFormat();
  const id = useId();
  const shown = quote.quote;
  if (!shown) {
    if (quote.status !== 'loading') return null;
    return (
      <div aria-busy="true" className="space-y-2">
        <span className="sr-only">{t('loading')}</span>
        <div className="h-28 animate-pulse rounded-lg bg-stone-100" />
        <div className="h-24 animate-pulse rounded-lg bg-stone-100" />
      </div>
    );
  }
  return (
    <div aria-busy={quote.status === 'loading'} className={`space-y-3 transition-opacity ${quote.status === 'loading' ? 'opacity-60' : ''}`}>
      <section aria-labelledby={`${id}-now`} className="rounded-lg border border-accent-100 bg-accent-50/60 p-3">
        <h3 id={`${id}-now`} className="font-semibold text-stone-900">
          {t('dueNow')}
        </h3>
        <dl className="mt-2 space-y-1">
          <QuoteLineRows lines={firstPaymentDisplay(shown).lines} />
          <div className="flex justify-between gap-4 border-t border-accent-100 pt-1.5 text-base font-semibold text-stone-900">
            <dt>{t('dueNowTotal')}</dt>
            <dd className="shrink-0 tabular-nums">{f.price(shown.firstPayment.total)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby={`${id}-stay`}>
        <h3 id={`${id}-stay`} className="font-semibold text-stone-900">
          {t('wholeStay')}
        </h3>
        <dl className="mt-2 space-y-1">
          <QuoteLineRows lines={stayDisplay(shown).lines} />
          <div className="flex justify-between gap-4 border-t border-stone-200 pt-1.5 font-semibold text-stone-900">
            <dt>{t('stayTotal')}</dt>
            <dd className="shrink-0 tabular-nums">{f.price(shown.stayTotal)}</dd>
          </div>
        </dl>
        {shown.months[1] && <p className="mt-1 text-xs text-stone-600">{t('later', { date: f.day(shown.months[1].dueDate) })}</p>}
      </section>
    </div>
  );
}
