import { describe, expect, it } from 'vitest';
import type { PropertyPage, PropertyRoom } from '../../api/public.ts';
import { costsOfRoom, estimateInput, estimateStay } from './estimate.ts';

// The page's data as the pricing engine's input; the arithmetic itself is src/catalog/pricing.test.ts's.

type Cost = PropertyPage['costs'][number];

const cost = (id: string, amount: number, frequency: 'once' | 'monthly', mandatory: boolean, room: string | null = null): Cost => ({
  _id: id,
  name: { es: id, en: id },
  amount,
  frequency,
  mandatory,
  room,
});

const ROOM: PropertyRoom = {
  _id: 'room-a',
  name: { es: 'Habitación', en: 'Room' },
  description: null,
  monthlyPrice: 45000,
  deposit: 45000,
  billsIncluded: false,
  sizeM2: null,
  availableFrom: null,
  minMonths: 1,
  maxMonths: null,
  status: 'available',
  type: null,
  category: null,
  mattress: null,
  amenities: [],
  extras: [{ _id: 'parking', name: { es: 'Parking', en: 'Parking' }, description: null, monthlyPrice: 6000 }],
  images: [],
  prices: [{ _id: 'summer', from: '2026-07-01', to: '2026-09-01', monthlyPrice: 52000 }],
  booked: [],
};

const COSTS = [cost('agency', 15000, 'once', true), cost('cleaning', 2500, 'monthly', true), cost('checkout', 6000, 'once', false), cost('theirs', 900, 'monthly', true, 'room-b')];

describe('costsOfRoom', () => {
  it('keeps the property’s and everywhere’s costs and the room’s own, not another room’s', () => {
    const costs = [cost('agency', 15000, 'once', true), cost('mine', 1500, 'monthly', true, 'room-a'), cost('theirs', 900, 'monthly', true, 'room-b')];
    expect(costsOfRoom(costs, 'room-a').map((c) => c._id)).toEqual(['agency', 'mine']);
  });
});

describe('estimateInput', () => {
  it('gives the engine the room in its home, its seasons, the page’s costs, the extras chosen and no promotion', () => {
    const input = estimateInput({ from: '2026-05-01', to: '2026-10-01', today: '2026-04-20', room: ROOM, property: 'home-a', costs: COSTS, extras: ['parking'] });
    expect(input.room).toEqual({ _id: 'room-a', property: 'home-a', monthlyPrice: 45000, deposit: 45000, minMonths: 1, maxMonths: null, availableFrom: null });
    expect(input.seasons).toEqual(ROOM.prices);
    expect(input.costs.map((c) => [c._id, c.property])).toEqual([
      ['agency', null],
      ['cleaning', null],
      ['checkout', null],
      ['theirs', null],
    ]);
    expect(input.extras.map((extra) => extra._id)).toEqual(['parking']);
    expect(input.promotion).toBeNull();
    expect(input.today).toBe('2026-04-20');
  });
});

describe('estimateStay', () => {
  it('quotes seasonal months, mandatory costs of this room and everywhere, and the deposit apart', () => {
    const estimate = estimateStay({ from: '2026-05-01', to: '2026-10-01', today: '2026-04-20', room: ROOM, property: 'home-a', costs: COSTS });
    expect(estimate.months.map((month) => [month.rent, month.seasonal])).toEqual([
      [45000, false],
      [45000, false],
      [52000, true],
      [52000, true],
      [45000, false],
    ]);
    expect(estimate.rentTotal).toBe(239000);
    // Optional move-out cleaning and the other room's cost left out.
    expect(estimate.costsTotal).toBe(15000 + 5 * 2500);
    expect(estimate.extrasTotal).toBe(0);
    expect(estimate.stayTotal).toBe(239000 + 27500);
    expect(estimate.deposit).toBe(45000);
    expect(estimate.wholeMonths).toBe(5);
  });

  it('charges a last short month for its share of days, rent, monthly costs and extras alike', () => {
    const estimate = estimateStay({ from: '2026-09-01', to: '2026-10-16', today: '2026-08-01', room: { ...ROOM, monthlyPrice: 60000 }, property: 'home-a', costs: [cost('cleaning', 3100, 'monthly', true)], extras: ['parking'] });
    // September whole, then 15 of October's 31 days.
    expect([estimate.wholeMonths, estimate.extraDays]).toEqual([1, 15]);
    expect(estimate.rentTotal).toBe(60000 + 29032); // 60000 × 15/31 = 29032.26
    expect(estimate.costsTotal).toBe(3100 + 1500);
    expect(estimate.extrasTotal).toBe(6000 + 2903); // 6000 × 15/31 = 2903.2
  });
});
