import { addMonths, daysBetween, type Day } from '../../../components/public/calendar-days.ts';
import type { Period } from './stay-dates.ts';

// What a stay would cost, as an estimate shown before anything is booked: rent month by month
// from the move-in day (a seasonal price when that month starts inside its period), the
// mandatory management costs (once, or each month), and the refundable deposit apart.
// A last, shorter month is charged for its share of days. The reservation's own quote, made by
// the server, is what is paid.

export interface SeasonalPrice extends Period {
  monthlyPrice: number;
}

export interface StayCost<Name = unknown> {
  _id: string;
  name: Name;
  amount: number;
  frequency: 'once' | 'monthly';
  mandatory: boolean | null;
  room: string | null;
}

export interface EstimateInput<Name = unknown> {
  from: Day;
  to: Day;
  monthlyPrice: number;
  prices: SeasonalPrice[];
  deposit: number | null;
  /** Costs that apply to this room (see `costsOfRoom`). */
  costs: StayCost<Name>[];
}

export interface RentLine {
  monthlyPrice: number;
  /** Months at that price, a last short month as its share (2.5). */
  months: number;
  amount: number;
  seasonal: boolean;
}

export interface CostLine<Name = unknown> {
  cost: StayCost<Name>;
  amount: number;
}

export interface Estimate<Name = unknown> {
  wholeMonths: number;
  extraDays: number;
  months: number;
  rent: RentLine[];
  rentTotal: number;
  monthlyCosts: CostLine<Name>[];
  onceCosts: CostLine<Name>[];
  /** Rent and mandatory costs for the whole stay; the deposit is apart (it is paid back). */
  stayTotal: number;
  deposit: number | null;
}

/** Costs of the property or everywhere (no room), and the room's own. */
export function costsOfRoom<C extends { room: string | null }>(costs: C[], roomId: string): C[] {
  return costs.filter((cost) => cost.room === null || cost.room === roomId);
}

interface MonthShare {
  start: Day;
  share: number;
}

function monthsOfStay(from: Day, to: Day): MonthShare[] {
  const months: MonthShare[] = [];
  for (let index = 0; ; index += 1) {
    const start = addMonths(from, index);
    if (start >= to) break;
    const end = addMonths(from, index + 1);
    months.push({ start, share: end <= to ? 1 : daysBetween(start, to) / daysBetween(start, end) });
  }
  return months;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export function estimateStay<Name>(input: EstimateInput<Name>): Estimate<Name> {
  const months = monthsOfStay(input.from, input.to);
  const rentByPrice = new Map<string, RentLine>();
  for (const month of months) {
    const season = input.prices.find((price) => price.from <= month.start && month.start < price.to);
    const monthlyPrice = season?.monthlyPrice ?? input.monthlyPrice;
    const key = `${monthlyPrice}:${Boolean(season)}`;
    const line = rentByPrice.get(key) ?? { monthlyPrice, months: 0, amount: 0, seasonal: Boolean(season) };
    line.months = round(line.months + month.share);
    line.amount += Math.round(monthlyPrice * month.share);
    rentByPrice.set(key, line);
  }
  const rent = [...rentByPrice.values()];
  const rentTotal = rent.reduce((sum, line) => sum + line.amount, 0);
  const totalMonths = months.reduce((sum, month) => sum + month.share, 0);
  const last = months.at(-1);
  const wholeMonths = months.filter((month) => month.share === 1).length;
  const extraDays = last && last.share < 1 ? daysBetween(last.start, input.to) : 0;

  const mandatory = input.costs.filter((cost) => cost.mandatory !== false);
  const monthlyCosts = mandatory.filter((cost) => cost.frequency === 'monthly').map((cost) => ({ cost, amount: Math.round(cost.amount * totalMonths) }));
  const onceCosts = mandatory.filter((cost) => cost.frequency === 'once').map((cost) => ({ cost, amount: cost.amount }));
  const costsTotal = [...monthlyCosts, ...onceCosts].reduce((sum, line) => sum + line.amount, 0);

  return {
    wholeMonths,
    extraDays,
    months: round(totalMonths),
    rent,
    rentTotal,
    monthlyCosts,
    onceCosts,
    stayTotal: rentTotal + costsTotal,
    deposit: input.deposit,
  };
}
