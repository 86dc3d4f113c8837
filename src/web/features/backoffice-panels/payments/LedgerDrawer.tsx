import { useEffect, useId, useRef } from 'react';
import { getLedger, type Ledger } from '../../../api/staff-payments.ts';
import { useRemote } from '../../../api/use-remote.ts';
import { formatDay, formatInstant, formatMoney, humanize, paymentKindLabel } from '../../../components/backoffice/format.ts';
import { Badge, EmptyNotice, RemoteView, type Tone } from '../../../components/backoffice/ui.tsx';

// A reservation's money in one place, beside the list: what was charged, paid, paid back and
// is still owed, each operation, and the ledger entries that moved money. A side panel on the
// native <dialog>, so focus stays in it and Esc closes it.

export const STATUS_TONE: Record<string, Tone> = { pending: 'warn', succeeded: 'good', failed: 'bad', refunded: 'neutral', cancelled: 'neutral' };

function Totals({ ledger }: { ledger: Ledger }) {
  const items: [string, number, string][] = [
    ['Charged', ledger.totals.charged, 'text-stone-900'],
    ['Paid', ledger.totals.paid, 'text-green-800'],
    ['Paid back', ledger.totals.refunded, 'text-stone-700'],
    ['Still owed', ledger.totals.outstanding, ledger.totals.outstanding > 0 ? 'text-red-700' : 'text-stone-900'],
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Totals">
      {items.map(([label, cents, tone]) => (
        <div key={label} className="rounded-lg border border-stone-200 px-3 py-2">
          <dt className="text-xs font-medium text-stone-600">{label}</dt>
          <dd className={`text-lg font-semibold tabular-nums ${tone}`}>{formatMoney(cents)}</dd>
        </div>
      ))}
    </dl>
  );
}

function LedgerBody({ ledger }: { ledger: Ledger }) {
  const kindOf = new Map(ledger.operations.map((op) => [op._id, op.kind]));
  const { reservation } = ledger;
  return (
    <div className="space-y-6">
      <p className="text-sm text-stone-700">
        Stay {formatDay(reservation.startDate)} – {formatDay(reservation.endDate)} · <Badge>{humanize(reservation.status)}</Badge>
      </p>
      <Totals ledger={ledger} />
      <section aria-labelledby="ledger-operations">
        <h3 id="ledger-operations" className="mb-2 text-sm font-semibold text-stone-900">
          Operations
        </h3>
        {ledger.operations.length === 0 ? (
          <EmptyNotice>No operations for this reservation.</EmptyNotice>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200">
            {ledger.operations.map((op) => (
              <li key={op._id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">{paymentKindLabel(op.kind)}</p>
                  <p className="text-stone-600">
                    {op.dueDate ? `Due ${formatDay(op.dueDate)}` : 'No due date'} · {humanize(op.provider)}
                    {op.refundedAmount ? ` · ${formatMoney(op.refundedAmount)} paid back` : ''}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums text-stone-900">{formatMoney(op.kind === 'refund' ? -op.amount : op.amount)}</span>
                  <Badge tone={STATUS_TONE[op.status] ?? 'neutral'}>{humanize(op.status)}</Badge>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ledger-transactions">
        <h3 id="ledger-transactions" className="mb-2 text-sm font-semibold text-stone-900">
          Money moved
        </h3>
        {ledger.transactions.length === 0 ? (
          <EmptyNotice>No money has moved for this reservation yet.</EmptyNotice>
        ) : (
          <ul className="divide-y divide-stone-100 rounded-lg border border-stone-200" aria-label="Ledger entries">
            {ledger.transactions.map((entry) => (
              <li key={entry._id} className="flex items-start justify-between gap-3 px-3 py-2 text-sm">
                <div className="min-w-0">
                  <p className="font-medium text-stone-900">{paymentKindLabel(kindOf.get(entry.operation) ?? 'payment')}</p>
                  <p className="truncate text-stone-600">
                    <time dateTime={entry.occurredAt}>{formatInstant(entry.occurredAt)}</time>
                    {entry.note ? ` · ${entry.note}` : ''}
                  </p>
                  {entry.providerEventId && <p className="truncate font-mono text-xs text-stone-500">{entry.providerEventId}</p>}
                </div>
                <span className={`shrink-0 font-semibold tabular-nums ${entry.amount < 0 ? 'text-red-700' : 'text-green-800'}`}>
                  {formatMoney(entry.amount, { signed: true })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function LedgerDrawer({ reservationId, title, onClose }: { reservationId: string; title: string; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const headingId = useId();
  const ledger = useRemote((signal) => getLedger(reservationId, signal), `ledger:${reservationId}`);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    dialog?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => dialog?.close();
  }, []);

  return (
    <dialog
      ref={ref}
      aria-labelledby={headingId}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-xl border-l border-stone-200 bg-white p-0 text-stone-900 shadow-xl backdrop:bg-stone-900/40"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex h-full flex-col">
        <header className="flex items-start justify-between gap-3 border-b border-stone-200 px-5 py-4">
          <div className="min-w-0">
            <h2 id={headingId} className="text-lg font-semibold text-stone-900">
              Ledger
            </h2>
            <p className="truncate text-sm text-stone-600">{title}</p>
          </div>
          <button type="button" className="btn" onClick={onClose} data-autofocus>
            Close
          </button>
        </header>
        <div className="flex-1 overflow-y-auto px-5 py-4">
          <RemoteView remote={ledger} what="the ledger" rows={6}>
            {(data) => <LedgerBody ledger={data} />}
          </RemoteView>
        </div>
      </div>
    </dialog>
  );
}
