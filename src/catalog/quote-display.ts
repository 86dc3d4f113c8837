import { addMonths, daysBetween, type Day } from './days.ts';
import { share, type Quote, type QuoteLine, type QuoteMonth } from './pricing.ts';

// A quote as a person checks it with a calculator: every line is a quantity times a price
// (whole months × the monthly price, or a part month's "14 of 31 days" × it, rounded half up to
// the cent as the engine rounds), and the lines shown add up to the total shown. Built from the
// engine's own months, so it can never tell another story than the amounts that are charged.
// Consecutive whole months at one price are one line with their dates; a part month is its own.

export interface PartMonth {
  days: number;
  /** Days in that month, counted from the move-in day (31 Jan → 28 Feb is 28). */
  monthDays: number;
}

export interface DisplayLine {
  kind: 'rent' | 'cost' | 'extra' | 'discount' | 'deposit';
  /** The cost, extra or promotion; null for rent, deposit and summed lines. */
  ref: string | null;
  name: unknown;
  frequency: 'once' | 'monthly' | null;
  /** Whole months charged at `price`. */
  months: number;
  /** A part month charged at `price` × days / monthDays. */
  part: PartMonth | null;
  /** A whole month's price; null when the line is not months × price (one-off, discount, deposit, or a quote stored before prices were kept). */
  price: number | null;
  /** The days the line pays for, [from, to); rent lines only. */
  period: { from: Day; to: Day } | null;
  seasonal: boolean;
  amount: number;
}

export interface QuoteDisplay {
  lines: DisplayLine[];
  /** The sum of `lines`. */
  total: number;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

const plain = (kind: DisplayLine['kind'], amount: number, extra: Partial<DisplayLine> = {}): DisplayLine => ({
  kind,
  ref: null,
  name: null,
  frequency: null,
  months: 0,
  part: null,
  price: null,
  period: null,
  seasonal: false,
  amount,
  ...extra,
});

/** A month's days and its full length, as the engine counts them. */
export function partOf(quote: Pick<Quote, 'from'>, month: QuoteMonth): PartMonth | null {
  const days = daysBetween(month.start, month.end);
  const monthDays = daysBetween(month.start, addMonths(quote.from, month.index + 1));
  return days < monthDays ? { days, monthDays } : null;
}

/** What a line of `months` whole months and maybe a part month at `price` comes to. */
export function amountOf(line: Pick<DisplayLine, 'months' | 'part'>, price: number): number {
  return line.months * price + (line.part ? share(price, line.part.days, line.part.monthDays) : 0);
}

function rentLines(quote: Quote, months: QuoteMonth[]): DisplayLine[] {
  const lines: DisplayLine[] = [];
  let open: DisplayLine | null = null;
  for (const month of months) {
    const part = partOf(quote, month);
    // A quote stored before months kept their price still has it in a whole month's rent.
    const price = typeof month.price === 'number' ? month.price : part ? null : month.rent;
    const joins = open && !part && open.price === price && open.seasonal === month.seasonal && open.period!.to === month.start;
    if (open && joins) {
      open.months += 1;
      open.amount += month.rent;
      open.period!.to = month.end;
      continue;
    }
    open = plain('rent', month.rent, { frequency: 'monthly', months: part ? 0 : 1, part, price, period: { from: month.start, to: month.end }, seasonal: month.seasonal });
    lines.push(open);
    if (part) open = null;
  }
  return lines;
}

/**
 * Each monthly cost or extra over these months at its price; the once-off costs when month 1 is
 * among them. When the quote cannot say them one by one (stored without prices), one summed
 * line instead, so the lines still add up.
 */
function chargeLines(quote: Quote, months: QuoteMonth[], kind: 'cost' | 'extra'): DisplayLine[] {
  const expected = sum(months.map((month) => (kind === 'cost' ? month.costs : month.extras)));
  const parts = months.map((month) => partOf(quote, month));
  const whole = parts.filter((part) => part === null).length;
  const part = parts.find((candidate) => candidate !== null) ?? null;
  const withMonthOne = months.some((month) => month.index === 0);
  const ofKind = quote.lines.filter((line) => line.kind === kind);
  const lines = ofKind.flatMap((line: QuoteLine): DisplayLine[] => {
    const base = { ref: line.ref, name: line.name, frequency: line.frequency };
    if (line.frequency === 'once') return withMonthOne ? [plain(kind, line.amount, base)] : [];
    const price = typeof line.price === 'number' ? line.price : null;
    const amount = price === null ? NaN : amountOf({ months: whole, part }, price);
    return amount > 0 ? [plain(kind, amount, { ...base, months: whole, part, price })] : [];
  });
  if (sum(lines.map((line) => line.amount)) === expected) return lines;
  return expected > 0 ? [plain(kind, expected, { frequency: 'monthly' })] : [];
}

function discountLines(quote: Quote, months: QuoteMonth[]): DisplayLine[] {
  const discount = sum(months.map((month) => month.discount));
  return discount > 0 ? [plain('discount', -discount, { ref: quote.promotion?._id ?? null, name: quote.promotion?.name ?? null })] : [];
}

function display(quote: Quote, months: QuoteMonth[], deposit = 0): QuoteDisplay {
  const lines = [
    ...rentLines(quote, months),
    ...chargeLines(quote, months, 'cost'),
    ...chargeLines(quote, months, 'extra'),
    ...discountLines(quote, months),
    ...(deposit > 0 ? [plain('deposit', deposit, { frequency: 'once' })] : []),
  ];
  return { lines, total: sum(lines.map((line) => line.amount)) };
}

/** The whole stay, without the deposit: its total is the quote's stayTotal. */
export function stayDisplay(quote: Quote): QuoteDisplay {
  return display(quote, quote.months);
}

/** What is paid on reserving: month 1, its once-off costs and the deposit. */
export function firstPaymentDisplay(quote: Quote): QuoteDisplay {
  return display(quote, quote.months.slice(0, 1), quote.deposit);
}

/** One month's payment. */
export function monthDisplay(quote: Quote, month: QuoteMonth): QuoteDisplay {
  return display(quote, [month]);
}
