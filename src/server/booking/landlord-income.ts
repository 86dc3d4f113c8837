import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows, type SqlRow } from '../db/rows.ts';
import { paymentKind } from '../db/status-literals.ts';

// A landlord's income: the rent their stays brought in, net of discounts, without the deposit
// (the tenant's money, paid back at the end) and without Habita's fees and charges (management
// costs, bills, extras). Read from the ledger (`transactions`, the money that moved, by the
// day it moved) and split with the quote each reservation stored (src/catalog/pricing.ts):
//
// - A payment's parts: its deposit (a `deposit` payment whole; in a `first_month` payment what
//   exceeds month 1's total, up to the quote's deposit), its rent (month 1's or the due month's
//   rent less its discount, at most what the payment left after the deposit), and the rest
//   (Habita's). `fee` payments carry no rent. A reservation without a quote (made by hand) has
//   no breakdown: its `first_month` and `rent` payments count whole as rent.
// - Money paid back pays back the deposit first, then the rent, then the rest, in the order the
//   refunds happened: a refund of the deposit alone changes no income. A refund not tied to a
//   payment (older records) is counted against the reservation's deposit and rent the same way.
//   A refund reversed by the provider (a positive entry on a refund) puts the rent back.
//
// One function, `landlordIncome`, gives this figure to every screen that shows it.

export interface QuoteMonthShare {
  rent?: number;
  discount?: number;
  total?: number;
}

/** One ledger entry with what is needed to split it. */
export interface IncomeEntry {
  /** Signed cents of this entry. */
  amount: number;
  /** Whether it is an entry of a refund (money back, or a reversal of one). */
  refund: boolean;
  /** The payment it belongs to or pays back; null for a refund tied to no payment. */
  payment: { kind: string; amount: number } | null;
  quote: { deposit: number; rentTotal: number; discountTotal: number } | null;
  /** The quote's month the payment pays for (month 1 for a first payment); null when unknown. */
  month: QuoteMonthShare | null;
  /** What the refunds of the same payment (or loose ones of the same reservation) paid back before this entry. */
  refundedBefore: number;
}

const cents = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.max(0, Math.round(value)) : 0);

/** The deposit and rent a payment carries, in cents; the rest of it is Habita's. */
export function paymentParts(entry: Pick<IncomeEntry, 'payment' | 'quote' | 'month'>): { deposit: number; rent: number } {
  const { payment, quote, month } = entry;
  if (!payment) {
    // A refund tied to no payment: against the reservation as a whole.
    if (!quote) return { deposit: 0, rent: Number.POSITIVE_INFINITY };
    return { deposit: quote.deposit, rent: Math.max(0, quote.rentTotal - quote.discountTotal) };
  }
  const amount = cents(payment.amount);
  if (payment.kind === 'deposit') return { deposit: amount, rent: 0 };
  if (payment.kind !== 'first_month' && payment.kind !== 'rent') return { deposit: 0, rent: 0 };
  if (!quote || !month) return { deposit: 0, rent: amount };
  const deposit = payment.kind === 'first_month' ? Math.min(quote.deposit, Math.max(0, amount - cents(month.total))) : 0;
  const rent = Math.min(Math.max(0, amount - deposit), Math.max(0, cents(month.rent) - cents(month.discount)));
  return { deposit, rent };
}

/** The rent this one ledger entry adds to (or, paid back, takes from) a landlord's income. */
export function rentOfEntry(entry: IncomeEntry): number {
  const { deposit, rent } = paymentParts(entry);
  if (!entry.refund) {
    const amount = entry.payment ? cents(entry.payment.amount) : 0;
    if (amount === 0 || rent === 0) return 0;
    return amount === entry.amount ? rent : Math.round((entry.amount * rent) / amount);
  }
  const rentBack = (refunded: number) => Math.min(rent, Math.max(0, refunded - deposit));
  const before = entry.refundedBefore;
  return rentBack(before) - rentBack(before - entry.amount);
}

export interface Period {
  from: string;
  to: string;
}

const asNumber = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));
const json = (value: unknown) => (typeof value === 'string' ? (JSON.parse(value) as unknown) : value);

function toEntry(row: SqlRow): IncomeEntry {
  const quote = json(row.quote) as Record<string, unknown> | null;
  return {
    amount: asNumber(row.amount),
    refund: row.entry_kind === 'refund',
    payment: row.paid_kind === 'refund' ? null : { kind: String(row.paid_kind), amount: asNumber(row.paid_amount) },
    quote: quote && typeof quote === 'object' ? { deposit: cents(quote.deposit), rentTotal: cents(quote.rentTotal), discountTotal: cents(quote.discountTotal) } : null,
    month: (json(row.month) as QuoteMonthShare | null) ?? null,
    refundedBefore: asNumber(row.refunded_before),
  };
}

/**
 * Income per property of the properties `scope` selects (a query returning `id`), from ledger
 * entries that occurred in [from, to) (UTC days). Properties without any are left out.
 */
export async function landlordIncome(db: Db, scope: SQL, period: Period): Promise<Map<string, number>> {
  const found = await rows(
    db,
    sql`with scope as (${scope}),
    entries as (
      select rm.property_id, t.amount, t.occurred_at, po.kind as entry_kind, paid.kind as paid_kind, paid.amount as paid_amount,
        rr.quote,
        case when paid.kind = ${paymentKind('first_month')} and jsonb_typeof(rr.quote->'months') = 'array' then rr.quote->'months'->0
          when paid.kind = ${paymentKind('rent')} and jsonb_typeof(rr.quote->'months') = 'array' then (
            select m from jsonb_array_elements(rr.quote->'months') m
            where m->>'start' <= paid.due_date::text and paid.due_date::text < m->>'end' limit 1)
        end as month,
        case when po.kind = ${paymentKind('refund')} then coalesce(sum(-t.amount) over (
          partition by (po.kind = ${paymentKind('refund')}), coalesce(po.refund_of_id, case when po.kind = ${paymentKind('refund')} then rr.id end, po.id)
          order by t.occurred_at, t.id rows between unbounded preceding and 1 preceding), 0) else 0 end as refunded_before
      from transactions t
      join paymentoperations po on po.id = t.operation_id
      join paymentoperations paid on paid.id = coalesce(po.refund_of_id, po.id)
      join roomreserves rr on rr.id = paid.reservation_id
      join rooms rm on rm.id = rr.room_id
      join scope s on s.id = rm.property_id
      -- Refunds before the period count for what later refunds pay back; other older entries do not.
      where t.deleted_at is null and t.occurred_at < (${period.to}::date)::timestamp at time zone 'UTC'
        and (po.kind = ${paymentKind('refund')} or t.occurred_at >= (${period.from}::date)::timestamp at time zone 'UTC')
    )
    select property_id, amount, entry_kind, paid_kind, paid_amount, quote, month, refunded_before
    from entries
    where occurred_at >= (${period.from}::date)::timestamp at time zone 'UTC'
      and occurred_at < (${period.to}::date)::timestamp at time zone 'UTC'`,
  );
  const income = new Map<string, number>();
  for (const row of found) {
    const property = String(row.property_id);
    income.set(property, (income.get(property) ?? 0) + rentOfEntry(toEntry(row)));
  }
  return income;
}
