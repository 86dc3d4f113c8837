import type { Quote, QuoteLine } from '../../../../catalog/pricing.ts';
import { pickText } from '../../../i18n/format.ts';
import { formatDay, formatMoney } from '../../../components/backoffice/format.ts';

// A reservation's stored quote as staff read a price: one line per rent price, cost, extra,
// discount and the deposit, in euros, then the totals and the first payment. The quote is the
// pricing engine's (src/catalog/pricing.ts); one stored before it had lines shows what it has.

const FREQUENCY: Record<string, string> = { monthly: 'for the stay', once: 'once' };

function lineName(line: QuoteLine): string {
  const named = pickText(line.name, 'en');
  switch (line.kind) {
    case 'rent':
      return 'Rent';
    case 'deposit':
      return 'Deposit (refundable)';
    case 'discount':
      return `Discount${named ? `: ${named}` : ''}`;
    case 'cost':
      return named || 'Cost';
    case 'extra':
      return `Extra${named ? `: ${named}` : ''}`;
    default:
      return named || String(line.kind);
  }
}

function isQuote(value: unknown): value is Quote {
  const quote = value as Partial<Quote> | null;
  return !!quote && typeof quote === 'object' && Array.isArray(quote.lines) && quote.lines.every((line) => typeof line?.amount === 'number');
}

function Row({ label, amount, strong = false, note }: { label: string; amount: number; strong?: boolean; note?: string }) {
  return (
    <div className={`flex items-baseline justify-between gap-3 py-1 ${strong ? 'font-semibold text-stone-900' : ''}`}>
      <dt className="min-w-0">
        {label}
        {note && <span className="ml-1 text-xs font-normal text-stone-600">({note})</span>}
      </dt>
      <dd className="shrink-0 tabular-nums">{formatMoney(amount)}</dd>
    </div>
  );
}

export function QuoteBreakdown({ value }: { value: unknown }) {
  if (!isQuote(value)) {
    const total = (value as { firstPayment?: { total?: unknown } } | null)?.firstPayment?.total;
    return (
      <p className="text-sm text-stone-700">
        No breakdown was stored with this reservation{typeof total === 'number' ? `; its first payment was ${formatMoney(total)}` : ''}.
      </p>
    );
  }
  const stay = value.lines.filter((line) => line.kind !== 'deposit');
  return (
    <div className="mt-1 max-w-xl rounded-lg border border-stone-200 bg-white px-3 py-2 text-sm text-stone-800">
      <p className="text-xs text-stone-600">
        {formatDay(value.from)} – {formatDay(value.to)} · {value.wholeMonths} month{value.wholeMonths === 1 ? '' : 's'}
        {value.extraDays > 0 ? ` and ${value.extraDays} day${value.extraDays === 1 ? '' : 's'}` : ''}
      </p>
      <dl aria-label="Price of the stay" className="mt-1 divide-y divide-stone-100">
        {stay.map((line, index) => (
          <Row key={`${line.kind}-${line.ref ?? ''}-${index}`} label={lineName(line)} amount={line.amount} note={line.frequency ? FREQUENCY[line.frequency] : undefined} />
        ))}
        <Row label="Stay total" amount={value.stayTotal} strong />
        <Row label="Deposit (refundable)" amount={value.deposit} />
        <Row label="First payment (month 1 and the deposit)" amount={value.firstPayment.total} strong />
      </dl>
    </div>
  );
}
