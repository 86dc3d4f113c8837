import type { PaymentSummary } from '../../../../contracts/backoffice.ts';
import { formatMoney, formatMonth, plural } from '../../../components/backoffice/format.ts';
import { Stat, StatGrid } from '../../../components/backoffice/ui.tsx';

// The panel's first row. What tenants owe late and what Habita owes back late are two cards:
// a late refund is money going out, so it never reads as "owed" to Habita.

export function PaymentHeadlines({ data }: { data: PaymentSummary }) {
  const month = data.months.at(-1)!;
  return (
    <StatGrid label="Payments at a glance" columns={5}>
      <Stat
        label={`Received in ${formatMonth(month.month)}`}
        value={formatMoney(month.received, { whole: true })}
        hint={`${formatMoney(month.paidBack, { whole: true })} paid back · ${plural(month.entries, 'entry', 'entries')}`}
        tone="good"
        to="/Transactions"
      />
      <Stat
        label="Overdue"
        value={plural(data.overdue.count, 'payment')}
        hint={data.overdue.count ? `${formatMoney(data.overdue.amount)} tenants owe` : 'Nothing late'}
        tone={data.overdue.count ? 'bad' : 'neutral'}
        to="?due=overdue"
      />
      <Stat
        label="Refunds overdue"
        value={plural(data.refundsLate.count, 'refund')}
        hint={data.refundsLate.count ? `${formatMoney(data.refundsLate.amount)} to pay back` : 'None late'}
        tone={data.refundsLate.count ? 'warn' : 'neutral'}
        to="?due=overdue&kind=refund"
      />
      <Stat
        label="Failed, not paid since"
        value={plural(data.failedUnresolved.count, 'payment')}
        hint={data.failedUnresolved.count ? formatMoney(data.failedUnresolved.amount) : 'No open failures'}
        tone={data.failedUnresolved.count ? 'bad' : 'neutral'}
        to="?status=failed"
      />
      <Stat
        label="Due in the next 7 days"
        value={plural(data.dueSoon.count, 'payment')}
        hint={data.dueSoon.count ? formatMoney(data.dueSoon.amount) : 'Nothing due'}
        tone={data.dueSoon.count ? 'warn' : 'neutral'}
        to="?due=soon"
      />
    </StatGrid>
  );
}
