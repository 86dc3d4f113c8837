import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { PAID_PAYMENT_STATUSES, PAYMENT_STATUSES } from '../../catalog/collections/statuses.ts';
import { paymentKind, paymentStatus } from '../db/status-literals.ts';
import type { PaymentSummary, Tally } from '../../contracts/backoffice.ts';
import { addUtcDays, addUtcMonths, isoInstant, monthStart, toNumber, utcDay } from '../db/plain-sql.ts';
import { rows, type SqlBigint } from '../db/rows.ts';

// The payment control panel's figures: what is owed and paid (operations) and the money that
// moved (the transactions ledger). Sums are over every record, so they are computed here in
// SQL rather than from pages of the collection API. Amounts are integer cents in EUR.

export const MONTHS_SHOWN = 6;
const LIST_LENGTH = 10;
const DUE_SOON_DAYS = 7;

type AttentionItem = PaymentSummary['attention'][number];
type LedgerEntry = PaymentSummary['recentTransactions'][number];

/**
 * A failed payment is settled when the same reservation paid the same kind and amount from its
 * due date up to a month later (a retried card); next month's rent, due a month on, does not count.
 */
const UNSETTLED_FAILURE = `o.status = ${paymentStatus.text('failed')} and not exists (
  select 1 from paymentoperations retry
  where retry.reservation_id = o.reservation_id and retry.kind = o.kind and retry.amount = o.amount
    and retry.status in ${paymentStatus.listText(PAID_PAYMENT_STATUSES)} and retry.deleted_at is null
    and coalesce(retry.due_date, retry.created_at::date) >= coalesce(o.due_date, o.created_at::date)
    and coalesce(retry.due_date, retry.created_at::date) < coalesce(o.due_date, o.created_at::date) + interval '1 month')`;

// A refund is an operation too, but the money goes the other way: a late one is Habita's debt.
const late = (today: string) => `o.status = ${paymentStatus.text('pending')} and o.due_date < '${today}'::date`;

/** Counts and bigint sums, `{name}_count` and `{name}_amount` per figure. */
type TotalsRow = Partial<Record<string, SqlBigint>>;

const tally = (row: TotalsRow, prefix: string): Tally => ({ count: toNumber(row[`${prefix}_count`]), amount: toNumber(row[`${prefix}_amount`]) });

const userName = (alias: string) => `nullif(trim(coalesce(${alias}.name, '') || ' ' || coalesce(${alias}.surname, '')), '')`;

export async function paymentSummary(db: Db, now: Date = new Date()): Promise<PaymentSummary> {
  const today = utcDay(now);
  const thisMonth = monthStart(today);
  const nextMonth = addUtcMonths(today, 1);
  const firstMonthShown = addUtcMonths(today, 1 - MONTHS_SHOWN);
  const soon = addUtcDays(today, DUE_SOON_DAYS);

  const pair = (name: string, where: string) =>
    sql.raw(`count(*) filter (where ${where})::int as ${name}_count, coalesce(sum(o.amount) filter (where ${where}), 0)::bigint as ${name}_amount`);
  const statusPairs = PAYMENT_STATUSES.map((status, i) => pair(`s${i}`, `o.status = ${paymentStatus.text(status)}`));
  const [totals = {}] = await rows<TotalsRow>(
    db,
    sql`select ${sql.join(statusPairs, sql`, `)},
      ${pair('overdue', `${late(today)} and o.kind <> ${paymentKind.text('refund')}`)},
      ${pair('refunds_late', `${late(today)} and o.kind = ${paymentKind.text('refund')}`)},
      ${pair('soon', `o.status = ${paymentStatus.text('pending')} and o.kind <> ${paymentKind.text('refund')} and o.due_date >= '${today}'::date and o.due_date < '${soon}'::date`)},
      ${pair('failed', UNSETTLED_FAILURE)},
      ${pair('month', `o.due_date >= '${thisMonth}'::date and o.due_date < '${nextMonth}'::date and o.kind <> ${paymentKind.text('refund')}`)},
      ${pair('paid', `o.due_date >= '${thisMonth}'::date and o.due_date < '${nextMonth}'::date and o.kind <> ${paymentKind.text('refund')} and o.status in ${paymentStatus.listText(PAID_PAYMENT_STATUSES)}`)}
    from paymentoperations o where o.deleted_at is null`,
  );

  const ledger = await rows<{ month: string; received: SqlBigint; paid_back: SqlBigint; entries: number }>(
    db,
    sql`select to_char(occurred_at at time zone 'UTC', 'YYYY-MM') as month,
        coalesce(sum(amount) filter (where amount > 0), 0)::bigint as received,
        coalesce(-sum(amount) filter (where amount < 0), 0)::bigint as paid_back,
        count(*)::int as entries
      from transactions
      where deleted_at is null and occurred_at >= ${`${firstMonthShown}T00:00:00Z`}::timestamptz and occurred_at < ${`${nextMonth}T00:00:00Z`}::timestamptz
      group by 1`,
  );
  const byMonth = new Map(ledger.map((row) => [row.month, row]));
  const months = Array.from({ length: MONTHS_SHOWN }, (_, i) => {
    const month = addUtcMonths(firstMonthShown, i).slice(0, 7);
    const row = byMonth.get(month);
    const received = toNumber(row?.received);
    const paidBack = toNumber(row?.paid_back);
    return { month, received, paidBack, net: received - paidBack, entries: row?.entries ?? 0 };
  });

  const attention = await rows<AttentionItem>(
    db,
    sql.raw(`select o.id as "_id", case when o.status = ${paymentStatus.text('failed')} then 'failed' when o.kind = ${paymentKind.text('refund')} then 'refund_late' else 'overdue' end as reason,
        o.kind, o.amount, o.status, o.due_date::text as "dueDate", o.reservation_id as reservation, o.user_id as "user",
        ${userName('u')} as "userName", coalesce(rm.name->>'en', rm.name->>'es') as "roomName"
      from paymentoperations o
      left join users u on u.id = o.user_id
      left join roomreserves r on r.id = o.reservation_id
      left join rooms rm on rm.id = r.room_id
      where o.deleted_at is null and ((${late(today)}) or (${UNSETTLED_FAILURE}))
      order by o.due_date asc nulls last, o.id limit ${LIST_LENGTH}`),
  );

  const recent = await rows<LedgerEntry>(
    db,
    sql.raw(`select t.id as "_id", t.operation_id as operation, t.amount, t.provider_event_id as "providerEventId",
        ${isoInstant('t.occurred_at')} as "occurredAt", o.kind, ${userName('u')} as "userName"
      from transactions t
      left join paymentoperations o on o.id = t.operation_id
      left join users u on u.id = o.user_id
      where t.deleted_at is null
      order by t.occurred_at desc, t.id desc limit ${LIST_LENGTH}`),
  );

  return {
    today,
    byStatus: PAYMENT_STATUSES.map((status, i) => ({ status, ...tally(totals, `s${i}`) })),
    overdue: tally(totals, 'overdue'),
    refundsLate: tally(totals, 'refunds_late'),
    dueSoon: tally(totals, 'soon'),
    failedUnresolved: tally(totals, 'failed'),
    dueThisMonth: { ...tally(totals, 'month'), paidCount: tally(totals, 'paid').count, paidAmount: tally(totals, 'paid').amount },
    months,
    attention,
    recentTransactions: recent,
  };
}
