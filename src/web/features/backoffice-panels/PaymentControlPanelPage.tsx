import { Link } from 'react-router';
import type { PaymentSummary } from '../../../contracts/backoffice.ts';
import { summaryApi } from './api/summary.ts';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { daysBetween, formatAgo, formatCount, formatDay, formatInstant, formatMoney, formatMonth, humanize, paymentKindLabel, plural } from '../../components/backoffice/format.ts';
import { editLink } from './dashboard/links.ts';
import { Badge, EmptyNotice, ErrorNotice, LoadingBlock, Meter, Panel } from '../../components/backoffice/ui.tsx';
import { useRemote } from '../../api/use-remote.ts';
import { NoticeProvider } from '../../components/ui/Notices.tsx';
import { STATUS_TONE } from './payments/LedgerDrawer.tsx';
import { OperationsSection } from './payments/OperationsSection.tsx';
import { PaymentHeadlines } from './payments/PaymentHeadlines.tsx';

// /payment-control-panel: what staff check about money each morning. What is overdue or
// failed and who owes it, operations by status, the ledger month by month, the latest
// money that moved. Every figure comes from /api/summary/payments. Below them, every payment
// with the actions staff take on it (payments/OperationsSection.tsx).

const daysLate = (late: number | null) => (late === 1 ? '1 day late' : `${formatCount(late ?? 0)} days late`);

function Attention({ data }: { data: PaymentSummary }) {
  if (data.attention.length === 0) return <EmptyNotice>Nothing is overdue and no failed payment is waiting. All clear.</EmptyNotice>;
  return (
    <ul className="-my-2 divide-y divide-stone-100">
      {data.attention.map((item) => {
        const late = item.dueDate ? daysBetween(item.dueDate, data.today) : null;
        return (
          <li key={item._id} className="flex items-start justify-between gap-3 py-2.5">
            <div className="min-w-0">
              <Link
                to={editLink('paymentoperations', item._id)}
                className="font-medium text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline"
              >
                {paymentKindLabel(item.kind)} · {item.userName ?? 'Unknown tenant'}
              </Link>
              <p className="truncate text-sm text-stone-600">{item.roomName ?? 'Room not found'}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1 text-right">
              <span className="font-semibold tabular-nums text-stone-900">{formatMoney(item.amount)}</span>
              {item.reason === 'failed' && <Badge tone="bad">Failed{item.dueDate ? ` · due ${formatDay(item.dueDate)}` : ''}</Badge>}
              {item.reason === 'overdue' && <Badge tone="warn">{daysLate(late)}</Badge>}
              {item.reason === 'refund_late' && <Badge tone="warn">To pay back · {daysLate(late)}</Badge>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function ByStatus({ data }: { data: PaymentSummary }) {
  const total = data.byStatus.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return <EmptyNotice>No payment operations yet.</EmptyNotice>;
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Payment operations by status: how many and their total</caption>
      <thead className="sr-only">
        <tr>
          <th scope="col">Status</th>
          <th scope="col">Operations</th>
          <th scope="col">Total</th>
        </tr>
      </thead>
      <tbody>
        {data.byStatus.map((row) => (
          <tr key={row.status}>
            <th scope="row" className="py-2 pr-2 text-left font-normal">
              <Badge tone={STATUS_TONE[row.status] ?? 'neutral'}>{humanize(row.status)}</Badge>
              <div className="mt-1.5 w-24 sm:w-32">
                <Meter value={row.count} max={total} tone={row.status === 'failed' ? 'bad' : row.status === 'succeeded' ? 'good' : 'neutral'} />
              </div>
            </th>
            <td className="py-2 text-right tabular-nums text-stone-700">{formatCount(row.count)}</td>
            <td className="py-2 pl-3 text-right font-medium tabular-nums text-stone-900">{formatMoney(row.amount, { whole: true })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Ledger({ data }: { data: PaymentSummary }) {
  const top = Math.max(1, ...data.months.map((m) => Math.max(m.received, m.paidBack)));
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">Money received and paid back per month, oldest first</caption>
      <thead className="text-xs uppercase tracking-wide text-stone-600">
        <tr>
          <th scope="col" className="pb-2 text-left font-semibold">
            Month
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            Received
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            Paid back
          </th>
          <th scope="col" className="pb-2 text-right font-semibold">
            Net
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {data.months.map((m) => (
          <tr key={m.month}>
            <th scope="row" className="py-2 pr-2 text-left font-medium whitespace-nowrap text-stone-800">
              {formatMonth(m.month)}
            </th>
            <td className="py-2 pl-2 text-right tabular-nums">
              <span className="text-green-800">{formatMoney(m.received, { whole: true })}</span>
              <div className="ml-auto mt-1 w-full max-w-28">
                <Meter value={m.received} max={top} tone="good" />
              </div>
            </td>
            <td className="py-2 pl-2 text-right tabular-nums">
              <span className="text-stone-700">{formatMoney(m.paidBack, { whole: true })}</span>
              <div className="ml-auto mt-1 w-full max-w-28">
                <Meter value={m.paidBack} max={top} tone="bad" />
              </div>
            </td>
            <td className="py-2 pl-2 text-right font-semibold tabular-nums text-stone-900">{formatMoney(m.net, { whole: true })}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function DueThisMonth({ data }: { data: PaymentSummary }) {
  const due = data.dueThisMonth;
  const month = formatMonth(data.today.slice(0, 7));
  if (due.count === 0) return <EmptyNotice>No charges fall due in {month}.</EmptyNotice>;
  const share = Math.round((due.paidAmount / Math.max(1, due.amount)) * 100);
  return (
    <div className="space-y-3">
      <p className="text-sm text-stone-700">
        <span className="text-2xl font-semibold tabular-nums text-stone-900">{share}%</span> collected of{' '}
        {formatMoney(due.amount, { whole: true })} due in {month}
      </p>
      <Meter value={due.paidAmount} max={due.amount} tone="good" />
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-stone-600">Paid</dt>
          <dd className="font-medium tabular-nums text-stone-900">
            {plural(due.paidCount, 'charge')} · {formatMoney(due.paidAmount, { whole: true })}
          </dd>
        </div>
        <div>
          <dt className="text-stone-600">Still open</dt>
          <dd className="font-medium tabular-nums text-stone-900">
            {plural(due.count - due.paidCount, 'charge')} · {formatMoney(due.amount - due.paidAmount, { whole: true })}
          </dd>
        </div>
      </dl>
    </div>
  );
}

function LatestTransactions({ data }: { data: PaymentSummary }) {
  if (data.recentTransactions.length === 0) return <EmptyNotice>No money has moved yet.</EmptyNotice>;
  const now = Date.now();
  return (
    <ul className="-my-2 divide-y divide-stone-100">
      {data.recentTransactions.map((entry) => (
        <li key={entry._id} className="flex items-start justify-between gap-3 py-2.5">
          <div className="min-w-0">
            <Link to={editLink('transactions', entry._id)} className="font-medium text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline">
              {entry.kind ? paymentKindLabel(entry.kind) : 'Payment'} · {entry.userName ?? 'Unknown tenant'}
            </Link>
            <p className="truncate font-mono text-xs text-stone-600">{entry.providerEventId ?? 'No provider event'}</p>
          </div>
          <div className="shrink-0 text-right">
            <span className={`font-semibold tabular-nums ${entry.amount < 0 ? 'text-red-700' : 'text-green-800'}`}>
              {formatMoney(entry.amount, { signed: true })}
            </span>
            <time dateTime={entry.occurredAt} title={formatInstant(entry.occurredAt)} className="block text-xs text-stone-600">
              {formatAgo(entry.occurredAt, now)}
            </time>
          </div>
        </li>
      ))}
    </ul>
  );
}

export default function PaymentControlPanelPage() {
  const payments = useRemote((signal) => summaryApi.payments(signal), 'payments');
  const actions = (
    <>
      <Link to="/PaymentOperations" className="btn">
        Payment operations
      </Link>
      <Link to="/Transactions" className="btn">
        Transactions
      </Link>
    </>
  );

  return (
    <AdminLayout title="Payments" actions={actions}>
      <NoticeProvider>
        {payments.status === 'loading' && (
          <div className="card p-4">
            <LoadingBlock label="Loading the payment figures" rows={8} />
          </div>
        )}
        {payments.status === 'error' && <ErrorNotice what="the payment figures" message={payments.message} onRetry={payments.retry} />}
        {payments.status === 'ready' && (
          <div className="space-y-6">
            <PaymentHeadlines data={payments.data} />
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <Panel title="Needs attention" action={{ to: '/PaymentOperations', label: 'All operations' }}>
                <Attention data={payments.data} />
              </Panel>
              <Panel title="Operations by status">
                <ByStatus data={payments.data} />
              </Panel>
            </div>
            <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <Panel title="Money in and out, last 6 months" action={{ to: '/Transactions', label: 'Ledger' }}>
                <Ledger data={payments.data} />
              </Panel>
              <Panel title="Charges due this month">
                <DueThisMonth data={payments.data} />
              </Panel>
            </div>
            <Panel title="Latest transactions" action={{ to: '/Transactions', label: 'All transactions' }}>
              <LatestTransactions data={payments.data} />
            </Panel>
            <p className="text-xs text-stone-600">Figures as of {formatDay(payments.data.today)} (UTC). Amounts in euros.</p>
          </div>
        )}
        <div className="mt-6">
          <OperationsSection />
        </div>
      </NoticeProvider>
    </AdminLayout>
  );
}
