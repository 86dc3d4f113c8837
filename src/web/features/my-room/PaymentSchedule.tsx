import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Stay } from '../../api/booking.ts';
import type { OperationStatus } from '../../api/payment-operation.ts';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { payOperation } from '../../api/pay-now.ts';
import { usePaymentWords } from '../../components/public/payment-words.ts';
import { paymentSchedule, type Day } from './schedule.ts';

// The payments of a stay, in the order they fall due: what each is, when, how much, whether it
// is paid; "Pay now" for what is owed, "Receipt" for what was paid.

const messages = defineMessages({
  es: {
    title: 'Pagos',
    due: 'Vence el {date}',
    noDue: 'Sin fecha',
    overdue: 'Vencido',
    pay: 'Pagar ahora',
    payNamed: 'Pagar ahora {kind} de {amount}',
    paying: 'Un momento…',
    receipt: 'Recibo',
    receiptNamed: 'Recibo de {kind} de {amount}',
    refund: 'Devolución de {amount}',
    paid: 'Pagado: {amount}',
    paidHint: 'Lo que has pagado por esta estancia, menos lo que te hemos devuelto (como la fianza).',
    refunded: 'Devuelto: {amount}',
    owed: 'Pendiente: {amount}',
    toPayBack: 'Por devolverte: {amount}',
    none: 'Todavía no hay pagos para esta estancia.',
    failed: 'No se ha podido empezar el pago: {message}',
  },
  en: {
    title: 'Payments',
    due: 'Due {date}',
    noDue: 'No due date',
    overdue: 'Overdue',
    pay: 'Pay now',
    payNamed: 'Pay now: {kind} of {amount}',
    paying: 'One moment…',
    receipt: 'Receipt',
    receiptNamed: 'Receipt: {kind} of {amount}',
    refund: 'Refund of {amount}',
    paid: 'Paid: {amount}',
    paidHint: 'What you paid for this stay, less what we paid back to you (such as the deposit).',
    refunded: 'Paid back: {amount}',
    owed: 'Owed: {amount}',
    toPayBack: 'To be paid back to you: {amount}',
    none: 'There are no payments for this stay yet.',
    failed: 'The payment could not be started: {message}',
  },
});

const STATUS_TONE: Record<OperationStatus, string> = {
  pending: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  succeeded: 'bg-emerald-100 text-emerald-900',
  refunded: 'bg-sky-100 text-sky-900',
  cancelled: 'bg-stone-200 text-stone-700',
};

export function PaymentSchedule({ stay, today, onChanged }: { stay: Stay; today: Day; onChanged: () => void }) {
  const t = useT(messages);
  const f = useFormat();
  const words = usePaymentWords();
  const id = useId();
  const [paying, setPaying] = useState<string | null>(null);
  const [problem, setProblem] = useState<{ operation: string; message: string } | null>(null);
  const entries = paymentSchedule(stay.payments, stay.reservation, today);
  const totals = stay.money;
  // The next payment (and any overdue one) stands out; later months stay quiet until their turn.
  const nextDue = entries.find((entry) => entry.action === 'pay')?.operation._id;

  const pay = async (operationId: string) => {
    setPaying(operationId);
    setProblem(null);
    try {
      await payOperation(operationId);
    } catch (error) {
      setPaying(null);
      setProblem({ operation: operationId, message: error instanceof Error ? error.message : String(error) });
      // Whatever changed (paid meanwhile, hold lapsed) shows after a reload.
      onChanged();
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={`${id}-title`} className="text-lg font-semibold text-stone-900">
          {t('title')}
        </h3>
        {entries.length > 0 && (
          <div className="text-sm text-stone-600 sm:text-right">
            <p>
              <span className="font-medium text-stone-800">{t('paid', { amount: f.price(totals.paid) })}</span>
              {totals.refunded > 0 && <> · {t('refunded', { amount: f.price(totals.refunded) })}</>}
              {totals.owed > 0 && <> · {t('owed', { amount: f.price(totals.owed) })}</>}
              {totals.toPayBack > 0 && <> · {t('toPayBack', { amount: f.price(totals.toPayBack) })}</>}
            </p>
            <p className="text-xs">{t('paidHint')}</p>
          </div>
        )}
      </div>
      {entries.length === 0 ? (
        <p className="text-sm text-stone-600">{t('none')}</p>
      ) : (
        <ul className="divide-y divide-stone-200 rounded-xl border border-stone-200">
          {entries.map(({ operation, refunds, action, overdue }) => {
            const named = { kind: words.kind(operation.kind).toLowerCase(), amount: f.price(operation.amount) };
            return (
              <li key={operation._id} className="p-3 text-sm">
                <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-medium text-stone-900">{words.kind(operation.kind)}</p>
                    <p className={overdue ? 'font-medium text-red-700' : 'text-stone-600'}>
                      {operation.dueDate ? t('due', { date: f.day(operation.dueDate) }) : t('noDue')}
                      {overdue && ` · ${t('overdue')}`}
                    </p>
                  </div>
                  <p className="font-semibold tabular-nums text-stone-900">{f.price(operation.kind === 'refund' ? -operation.amount : operation.amount)}</p>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[operation.status]}`}>{words.status(operation.status)}</span>
                  {action === 'pay' && (
                    <button
                      type="button"
                      className={`${overdue || operation._id === nextDue ? 'btn-primary' : 'btn'} w-full sm:w-auto`}
                      aria-label={t('payNamed', named)}
                      disabled={paying !== null}
                      onClick={() => void pay(operation._id)}
                    >
                      {paying === operation._id ? t('paying') : t('pay')}
                    </button>
                  )}
                  {action === 'receipt' && (
                    <Link to={`/pay/success/${operation._id}?view=receipt`} className="btn w-full sm:w-auto" aria-label={t('receiptNamed', named)}>
                      {t('receipt')}
                    </Link>
                  )}
                </div>
                {refunds.map((refund) => (
                  <p key={refund._id} className="mt-1 pl-3 text-emerald-800">
                    ↳ {t('refund', { amount: f.price(refund.amount) })} · {words.status(refund.status)}
                  </p>
                ))}
                {problem?.operation === operation._id && (
                  <p role="alert" className="field-error">
                    {t('failed', { message: problem.message })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
