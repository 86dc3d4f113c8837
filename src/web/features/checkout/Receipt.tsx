import { useId } from 'react';
import type { OperationDetail } from '../../api/payments.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { dateFormat } from '../../i18n/format.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { usePaymentWords } from '../../components/public/payment-words.ts';
import { paymentReference, receiptLines } from './receipt-lines.ts';
import { QuoteLineRows } from '../../components/public/QuoteLines.tsx';
import type { DisplayLine } from '../../../catalog/quote-display.ts';

// A receipt for one payment, fit to print: who was paid what, for which stay, when, under
// which reference (short, readable; never a provider's event id), and the ledger entries
// behind it (refunds included).

const messages = defineMessages({
  es: {
    title: 'Recibo',
    stay: 'Estancia',
    dates: 'Del {from} al {to}',
    paidAt: 'Pagado el',
    notPaid: 'Sin pagar',
    reference: 'Referencia',
    paidWith: 'Forma de pago',
    provider_sandbox: 'Tarjeta de prueba (sin dinero real)',
    provider_stripe: 'Tarjeta, con Stripe',
    provider_bank_transfer: 'Transferencia bancaria',
    concept: 'Concepto',
    total: 'Total pagado',
    amountDue: 'Importe',
    ledger: 'Movimientos',
    moneyIn: 'Cobro',
    moneyBack: 'Devolución',
    refunded: 'Devuelto: {amount}',
    issuer: 'Habita · habitaciones y pisos en alquiler',
  },
  en: {
    title: 'Receipt',
    stay: 'Stay',
    dates: '{from} to {to}',
    paidAt: 'Paid on',
    notPaid: 'Not paid',
    reference: 'Reference',
    paidWith: 'Paid with',
    provider_sandbox: 'Test card (no real money)',
    provider_stripe: 'Card, through Stripe',
    provider_bank_transfer: 'Bank transfer',
    concept: 'What it pays for',
    total: 'Total paid',
    amountDue: 'Amount',
    ledger: 'Transactions',
    moneyIn: 'Payment',
    moneyBack: 'Refund',
    refunded: 'Refunded: {amount}',
    issuer: 'Habita · rooms and flats to rent',
  },
});

export function Receipt({ detail, headingLevel = 2 }: { detail: OperationDetail; headingLevel?: 2 | 3 }) {
  const t = useT(messages);
  const f = useFormat();
  const pay = usePaymentWords();
  const id = useId();
  const { operation, reservation, room, property, transactions, refunds } = detail;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const Subheading = headingLevel === 2 ? 'h3' : 'h4';
  const moment = (value: string) => dateFormat(f.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(value));
  const paid = operation.status === 'succeeded' || operation.status === 'refunded';
  const lines = receiptLines(operation, reservation);
  const refundedTotal = operation.refundedAmount ?? refunds.filter((refund) => refund.status === 'succeeded').reduce((sum, refund) => sum + refund.amount, 0);

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5 text-sm text-stone-800 sm:p-6 print:border-0 print:shadow-none">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Heading id={`${id}-title`} className="text-xl font-semibold text-stone-900">
          {t('title')} · {pay.kind(operation.kind)}
        </Heading>
        <p className="text-2xl font-semibold tabular-nums text-stone-900">{f.price(operation.amount)}</p>
      </div>
      <p className="mt-1 text-stone-600">{t('issuer')}</p>

      <dl className="mt-4 grid gap-x-6 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="text-stone-600">{t('stay')}</dt>
        <dd>
          <span className="font-medium text-stone-900">
            {f.text(room.name)} · {f.text(property.title)}
          </span>
          {property.city ? `, ${property.city}` : ''}
          <br />
          {t('dates', { from: f.day(reservation.startDate), to: f.day(reservation.endDate) })}
        </dd>
        <dt className="text-stone-600">{t('paidAt')}</dt>
        <dd>{paid && operation.paidAt ? moment(operation.paidAt) : paid ? '—' : t('notPaid')}</dd>
        <dt className="text-stone-600">{t('paidWith')}</dt>
        <dd>{t(`provider_${operation.provider}`)}</dd>
        <dt className="text-stone-600">{t('reference')}</dt>
        <dd className="font-mono">{paymentReference(operation._id)}</dd>
      </dl>

      <Subheading className="mt-5 font-semibold text-stone-900">{t('concept')}</Subheading>
      <dl className="mt-2 space-y-1">
        {lines.some((line) => line.kind === 'operation') ? (
          <div className="flex justify-between gap-4">
            <dt className="text-stone-700">{pay.kind(operation.kind)}</dt>
            <dd className="shrink-0 tabular-nums">{f.price(operation.amount)}</dd>
          </div>
        ) : (
          <QuoteLineRows lines={lines as DisplayLine[]} />
        )}
        <div className="flex justify-between gap-4 border-t border-stone-200 pt-1.5 text-base font-semibold text-stone-900">
          <dt>{paid ? t('total') : t('amountDue')}</dt>
          <dd className="shrink-0 tabular-nums">{f.price(operation.amount)}</dd>
        </div>
      </dl>
      {refundedTotal > 0 && <p className="mt-1 text-right font-medium text-emerald-800">{t('refunded', { amount: f.price(refundedTotal) })}</p>}

      {transactions.length > 0 && (
        <>
          <Subheading className="mt-5 font-semibold text-stone-900">{t('ledger')}</Subheading>
          <ul className="mt-2 divide-y divide-stone-100">
            {transactions.map((entry) => (
              <li key={entry._id} className="flex flex-wrap justify-between gap-x-4 gap-y-0.5 py-1.5">
                <span>
                  {entry.amount < 0 ? t('moneyBack') : t('moneyIn')} · {moment(entry.occurredAt)}
                </span>
                <span className={`tabular-nums ${entry.amount < 0 ? 'text-emerald-800' : 'text-stone-900'}`}>{f.price(entry.amount)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
