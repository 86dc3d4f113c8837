import { describe, expect, it } from 'vitest';
import { costsOfRoom, estimateStay, type StayCost } from './estimate.ts';

const cost = (id: string, amount: number, frequency: 'once' | 'monthly', mandatory: boolean | null, room: string | null = null): StayCost<string> => ({
  _id: id,
  name: id,
  amount,
  frequency,
  mandatory,
  room,
});

describe('costsOfRoom', () => {
  it('keeps the property’s and everywhere’s costs and the room’s own, not another room’s', () => {
    const costs = [cost('agency', 15000, 'once', true), cost('mine', 1500, 'monthly', true, 'room-a'), cost('theirs', 900, 'monthly', true, 'room-b')];
    expect(costsOfRoom(costs, 'room-a').map((c) => c._id)).toEqual(['agency', 'mine']);
  });
});

describe('estimateStay', () => {
  it('charges whole months at the monthly price, with mandatory costs and the deposit apart', () => {
    const estimate = estimateStay({
      from: '2026-09-01',
      to: '2026-12-01',
      monthlyPrice: 45000,
      prices: [],
      deposit: 45000,
      costs: [cost('agency', 15000, 'once', true), cost('cleaning', 2500, 'monthly', true), cost('checkout', 6000, 'once', false)],
    });
    expect(estimate.wholeMonths).toBe(3);
    expect(estimate.extraDays).toBe(0);
    expect(estimate.rent).toEqual([{ monthlyPrice: 45000, months: 3, amount: 135000, seasonal: false }]);
    expect(estimate.monthlyCosts.map((l) => [l.cost._id, l.amount])).toEqual([['cleaning', 7500]]);
    expect(estimate.onceCosts.map((l) => [l.cost._id, l.amount])).toEqual([['agency', 15000]]);
    expect(estimate.stayTotal).toBe(135000 + 7500 + 15000);
    expect(estimate.deposit).toBe(45000);
  });

  it('uses the seasonal price for the months that start inside its period', () => {
    const estimate = estimateStay({
      from: '2026-05-01',
      to: '2026-10-01',
      monthlyPrice: 45000,
      prices: [{ from: '2026-07-01', to: '2026-09-01', monthlyPrice: 52000 }],
      deposit: null,
      costs: [],
    });
    expect(estimate.rent).toEqual([
      { monthlyPrice: 45000, months: 3, amount: 135000, seasonal: false },
      { monthlyPrice: 52000, months: 2, amount: 104000, seasonal: true },
    ]);
    expect(estimate.rentTotal).toBe(239000);
    expect(estimate.deposit).toBeNull();
  });

  it('charges a last short month for its share of days, rent and monthly costs alike', () => {
    const estimate = estimateStay({
      from: '2026-09-01',
      to: '2026-10-16',
      monthlyPrice: 60000,
      prices: [],
      deposit: 60000,
      costs: [cost('cleaning', 3100, 'monthly', null)],
    });
    // September whole, then 15 of October's 31 days.
    expect(estimate.wholeMonths).toBe(1);
    expect(estimate.extraDays).toBe(15);
    expect(estimate.rent[0]!.amount).toBe(60000 + Math.round((60000 * 15) / 31));
    expect(estimate.monthlyCosts[0]!.amount).toBe(3100 + 1500);
  });

  it('counts months from the move-in day, a month ending on the last day of a shorter one', () => {
    // 31 Jan → 28 Feb → 31 Mar → 30 Apr: three months, the same rule as the minimum stay.
    const estimate = estimateStay({ from: '2026-01-31', to: '2026-04-30', monthlyPrice: 40000, prices: [], deposit: null, costs: [] });
    expect(estimate.wholeMonths).toBe(3);
    expect(estimate.extraDays).toBe(0);
    expect(estimate.rentTotal).toBe(120000);
  });
});
