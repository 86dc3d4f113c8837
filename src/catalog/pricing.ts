import type { z } from 'zod';
import { addMonths, daysBetween, isDay, type Day } from './days.ts';
// Types only: the engine runs on the web too, where zod is not shipped.
import type { PROMOTION_REFUSALS, quoteLineSchema, quoteMonthSchema, quoteSchema } from './quote-schema.ts';

// The price of a stay in a room, the one computation behind the property page's estimate, the
// booking quote and the payments made from it. Pure: the caller loads the room, its seasons,
// costs, chosen extras and promotion; the same input gives the same quote on server and web.
//
// Months run from the move-in day, month by month (31 Jan → 28 Feb → 31 Mar), the last one
// clipped at the move-out day and charged for its share of days: a price never depends on which
// calendar month the stay happens to start in. The price of a month is the season in force on
// the day it starts (the latest-starting one when seasons overlap), else the room's.
//
// Money is integer cents, never a float, because what is quoted is what is charged and stored:
// - Each amount of each month (rent, every monthly cost, every extra, the percent discount) is
//   rounded on its own, half up, to a whole cent. Totals are sums of those rounded amounts, so
//   a month's total, the stay's total and the lines always add up exactly, to the cent.
//   Shares are computed as exact fractions (price × days / days in the month), so no binary
//   float error can tip a half cent the wrong way.
// - Once-off costs are charged in month 1, and are part of its total. The first payment is
//   month 1's total plus the deposit.
// - A discount never exceeds the rent it applies to: the percent comes off each month's rent,
//   then an amount off comes off month 1's rent, capped at what the percent left. Costs and
//   extras are never discounted, and no amount is ever negative.
// A promotion that does not apply is reported with its reason and changes nothing.

export type { Day };

export interface PricingRoom {
  _id: string;
  property: string;
  monthlyPrice: number;
  deposit: number | null;
  minMonths: number | null;
  maxMonths: number | null;
  availableFrom: Day | null;
}

/** A seasonal price for the months that start in [from, to). */
export interface PricingSeason {
  from: Day;
  to: Day;
  monthlyPrice: number;
}

export interface PricingCost {
  _id: string;
  name: unknown;
  amount: number;
  frequency: 'once' | 'monthly';
  mandatory: boolean | null;
  room: string | null;
  property: string | null;
}

export interface PricingExtra {
  _id: string;
  name: unknown;
  monthlyPrice: number;
}

export interface PricingPromotion {
  _id: string;
  name: unknown;
  code: string | null;
  percentOff: number | null;
  amountOff: number | null;
  validFrom: Day | null;
  validTo: Day | null;
  rooms: string[];
  properties: string[];
  minMonths: number | null;
  maxUses: number | null;
  usesCount: number | null;
  active: boolean | null;
}

export interface PricingInput {
  from: Day;
  to: Day;
  /** The day the quote is made: promotions' validity is judged on it. */
  today: Day;
  room: PricingRoom;
  seasons: PricingSeason[];
  /** Candidates; the engine keeps those of this room, its property or everywhere, and mandatory !== false. */
  costs: PricingCost[];
  /** The chosen ones. */
  extras: PricingExtra[];
  promotion: PricingPromotion | null;
}

export type PromotionRefusal = (typeof PROMOTION_REFUSALS)[number];
export type QuoteMonth = z.output<typeof quoteMonthSchema>;
export type QuoteLine = z.output<typeof quoteLineSchema>;
export type Quote = z.output<typeof quoteSchema>;

export type StayRefusal = 'dates' | 'too-short' | 'too-long' | 'not-available-yet' | 'in-the-past';

export interface StayCheckInput {
  from: Day;
  to: Day;
  today: Day;
  room: Pick<PricingRoom, 'availableFrom' | 'minMonths' | 'maxMonths'>;
}

interface MonthSpan {
  start: Day;
  end: Day;
  days: number;
  fullDays: number;
}

/** Month i is [from + i months, from + i + 1 months), the last clipped at `to`. */
function monthsOfStay(from: Day, to: Day): MonthSpan[] {
  const months: MonthSpan[] = [];
  for (let index = 0; ; index += 1) {
    const start = addMonths(from, index);
    if (start >= to) break;
    const fullEnd = addMonths(from, index + 1);
    const end = fullEnd < to ? fullEnd : to;
    months.push({ start, end, days: daysBetween(start, end), fullDays: daysBetween(start, fullEnd) });
  }
  return months;
}

/** Whether the stay lasts at least `months` whole months (as the property page checks it). */
function lastsAtLeast(from: Day, to: Day, months: number): boolean {
  return to >= addMonths(from, months);
}

/** Whether the stay lasts no more than `months` months. */
function lastsAtMost(from: Day, to: Day, months: number): boolean {
  return to <= addMonths(from, months);
}

const cents = (amount: number | null | undefined) => Math.max(0, Math.round(amount ?? 0));

/** amount × numerator / denominator, rounded half up to a whole cent, in exact integer arithmetic. */
export function share(amount: number, numerator: number, denominator: number): number {
  if (numerator === denominator) return amount;
  return Math.floor((2 * amount * numerator + denominator) / (2 * denominator));
}

function priceOn(day: Day, room: PricingRoom, seasons: PricingSeason[]): { price: number; seasonal: boolean } {
  let season: PricingSeason | undefined;
  for (const candidate of seasons) {
    if (candidate.from <= day && day < candidate.to && (!season || candidate.from > season.from)) season = candidate;
  }
  return season ? { price: cents(season.monthlyPrice), seasonal: true } : { price: cents(room.monthlyPrice), seasonal: false };
}

function costsOfRoom(costs: PricingCost[], room: PricingRoom): PricingCost[] {
  return costs.filter(
    (cost) =>
      cost.mandatory !== false &&
      (cost.room === room._id || (cost.room === null && (cost.property === null || cost.property === room.property))),
  );
}

function refusalOf(promotion: PricingPromotion, input: PricingInput): PromotionRefusal | null {
  if (promotion.active === false) return 'inactive';
  if (promotion.validFrom && input.today < promotion.validFrom) return 'not-yet';
  if (promotion.validTo && input.today >= promotion.validTo) return 'expired';
  if (promotion.minMonths && !lastsAtLeast(input.from, input.to, promotion.minMonths)) return 'min-months';
  if (promotion.maxUses !== null && (promotion.usesCount ?? 0) >= promotion.maxUses) return 'used-up';
  // Each list, when not empty, narrows where the promotion applies: both must admit the room.
  if (promotion.rooms.length > 0 && !promotion.rooms.includes(input.room._id)) return 'not-this-room';
  if (promotion.properties.length > 0 && !promotion.properties.includes(input.room.property)) return 'not-this-room';
  return null;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

export function quoteStay(input: PricingInput): Quote {
  const { from, to, room } = input;
  if (!isDay(from) || !isDay(to) || to <= from) throw new RangeError(`quoteStay: ${from} to ${to} is not a stay`);

  const spans = monthsOfStay(from, to);
  const costs = costsOfRoom(input.costs, room);
  const monthlyCosts = costs.filter((cost) => cost.frequency === 'monthly');
  const onceCosts = costs.filter((cost) => cost.frequency === 'once');
  const refusal = input.promotion ? refusalOf(input.promotion, input) : null;
  const promotion = input.promotion && !refusal ? input.promotion : null;
  const percentOff = Math.min(100, cents(promotion?.percentOff));
  let amountOffLeft = cents(promotion?.amountOff);

  const costByMonth = new Map<string, number[]>();
  const extraByMonth = new Map<string, number[]>();
  const rentByPrice = new Map<string, { price: number; amount: number }>();
  let percentDiscount = 0;
  let amountDiscount = 0;
  const firstMonth = { percent: 0, amount: 0 };

  const months = spans.map((span, index): QuoteMonth => {
    const { price, seasonal } = priceOn(span.start, room, input.seasons);
    const rent = share(price, span.days, span.fullDays);
    const key = `${price}:${seasonal}`;
    rentByPrice.set(key, { price, amount: (rentByPrice.get(key)?.amount ?? 0) + rent });

    let costsAmount = 0;
    for (const cost of monthlyCosts) {
      const amount = share(cents(cost.amount), span.days, span.fullDays);
      costByMonth.set(cost._id, [...(costByMonth.get(cost._id) ?? []), amount]);
      costsAmount += amount;
    }
    if (index === 0) costsAmount += sum(onceCosts.map((cost) => cents(cost.amount)));
    let extrasAmount = 0;
    for (const extra of input.extras) {
      const amount = share(cents(extra.monthlyPrice), span.days, span.fullDays);
      extraByMonth.set(extra._id, [...(extraByMonth.get(extra._id) ?? []), amount]);
      extrasAmount += amount;
    }

    const percent = share(rent, percentOff, 100);
    const amount = index === 0 ? Math.min(amountOffLeft, rent - percent) : 0;
    amountOffLeft -= amount;
    percentDiscount += percent;
    amountDiscount += amount;
    if (index === 0) Object.assign(firstMonth, { percent, amount });
    const discount = percent + amount;

    return {
      index,
      start: span.start,
      end: span.end,
      share: span.days / span.fullDays,
      dueDate: span.start,
      price,
      rent,
      seasonal,
      costs: costsAmount,
      extras: extrasAmount,
      discount,
      total: rent + costsAmount + extrasAmount - discount,
    };
  });

  const deposit = cents(room.deposit);
  const depositLines: QuoteLine[] = deposit > 0 ? [{ kind: 'deposit', ref: null, name: null, frequency: 'once', amount: deposit }] : [];
  const discountLines = (percent: number, amount: number): QuoteLine[] => {
    if (!promotion) return [];
    const line = (frequency: 'once' | 'monthly', value: number): QuoteLine[] =>
      value > 0 ? [{ kind: 'discount', ref: promotion._id, name: promotion.name, frequency, amount: -value }] : [];
    return [...line('monthly', percent), ...line('once', amount)];
  };
  const costLine = (cost: PricingCost, amount: number): QuoteLine =>
    cost.frequency === 'monthly'
      ? { kind: 'cost', ref: cost._id, name: cost.name, frequency: 'monthly', price: cents(cost.amount), amount }
      : { kind: 'cost', ref: cost._id, name: cost.name, frequency: 'once', amount };
  const extraLine = (extra: PricingExtra, amount: number): QuoteLine => ({ kind: 'extra', ref: extra._id, name: extra.name, frequency: 'monthly', price: cents(extra.monthlyPrice), amount });
  const rentLine = (price: number, amount: number): QuoteLine => ({ kind: 'rent', ref: null, name: null, frequency: 'monthly', price, amount });

  const lines: QuoteLine[] = [
    ...[...rentByPrice.values()].map(({ price, amount }) => rentLine(price, amount)),
    ...monthlyCosts.map((cost) => costLine(cost, sum(costByMonth.get(cost._id) ?? []))),
    ...onceCosts.map((cost) => costLine(cost, cents(cost.amount))),
    ...input.extras.map((extra) => extraLine(extra, sum(extraByMonth.get(extra._id) ?? []))),
    ...discountLines(percentDiscount, amountDiscount),
    ...depositLines,
  ];
  const first = months[0]!;
  const firstLines: QuoteLine[] = [
    rentLine(first.price, first.rent),
    ...monthlyCosts.map((cost) => costLine(cost, costByMonth.get(cost._id)?.[0] ?? 0)),
    ...onceCosts.map((cost) => costLine(cost, cents(cost.amount))),
    ...input.extras.map((extra) => extraLine(extra, extraByMonth.get(extra._id)?.[0] ?? 0)),
    ...discountLines(firstMonth.percent, firstMonth.amount),
    ...depositLines,
  ];

  const rentTotal = sum(months.map((month) => month.rent));
  const costsTotal = sum(months.map((month) => month.costs));
  const extrasTotal = sum(months.map((month) => month.extras));
  const discountTotal = sum(months.map((month) => month.discount));
  const last = spans.at(-1)!;
  const partLast = last.days < last.fullDays;

  return {
    currency: 'EUR',
    from,
    to,
    months,
    wholeMonths: partLast ? months.length - 1 : months.length,
    extraDays: partLast ? last.days : 0,
    rentTotal,
    costsTotal,
    extrasTotal,
    discountTotal,
    deposit,
    stayTotal: rentTotal + costsTotal + extrasTotal - discountTotal,
    lines,
    firstPayment: { lines: firstLines, total: first.total + deposit },
    promotion: input.promotion
      ? { _id: input.promotion._id, name: input.promotion.name, code: input.promotion.code, applied: !refusal, refusal }
      : null,
  };
}

/** The most cents one stored amount holds: payments and their ledger are PostgreSQL `integer` columns. */
export const MAX_STORED_CENTS = 2_147_483_647;

/**
 * The first amount of a quote that could not be stored as a payment: the first payment (month 1,
 * its once-off costs and the deposit), or a later month's rent payment. Null when all fit.
 */
export function unstorableAmount(quote: Quote): { payment: 'first' } | { payment: 'month'; month: QuoteMonth } | null {
  if (quote.firstPayment.total > MAX_STORED_CENTS) return { payment: 'first' };
  const month = quote.months.find((candidate) => candidate.index > 0 && candidate.total > MAX_STORED_CENTS);
  return month ? { payment: 'month', month } : null;
}

/**
 * The longest stay anyone may book, whatever the room says: the catalogue's own limit for a
 * room's maximum. It also bounds the work of a quote (one line per month) for any input.
 */
export const MAX_STAY_MONTHS = 120;

/** What keeps a stay from being booked in the room at all, before any price; null when nothing does. */
export function checkStay(input: StayCheckInput): StayRefusal | null {
  const { from, to, today, room } = input;
  if (!isDay(from) || !isDay(to) || to <= from) return 'dates';
  if (from < today) return 'in-the-past';
  if (room.availableFrom && from < room.availableFrom) return 'not-available-yet';
  if (room.minMonths && !lastsAtLeast(from, to, room.minMonths)) return 'too-short';
  if (!lastsAtMost(from, to, Math.min(room.maxMonths ?? MAX_STAY_MONTHS, MAX_STAY_MONTHS))) return 'too-long';
  return null;
}
