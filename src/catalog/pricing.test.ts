import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, daysBetween } from './days.ts';
import { inputArb, promotionArb } from './testing/pricing-arbitraries.ts';
import {
  checkStay,
  quoteStay,
  type PricingCost,
  type PricingInput,
  type PricingPromotion,
  type PricingRoom,
  type Quote,
  type QuoteLine,
} from './pricing.ts';

// Worked examples a person can check by hand, then properties over random rooms, seasons,
// costs, extras, promotions and stays: sums add up to the cent, nothing is negative, and a
// promotion only ever lowers what is paid.

const ROOM: PricingRoom = { _id: 'room-a', property: 'home-a', monthlyPrice: 45000, deposit: 45000, minMonths: 1, maxMonths: null, availableFrom: null };

const cost = (id: string, amount: number, frequency: 'once' | 'monthly', extra: Partial<PricingCost> = {}): PricingCost => ({
  _id: id,
  name: { es: id, en: id },
  amount,
  frequency,
  mandatory: true,
  room: null,
  property: null,
  ...extra,
});

const promotion = (extra: Partial<PricingPromotion> = {}): PricingPromotion => ({
  _id: 'promo',
  name: { es: 'Promo', en: 'Promo' },
  code: 'PROMO',
  percentOff: 10,
  amountOff: null,
  validFrom: null,
  validTo: null,
  rooms: [],
  properties: [],
  minMonths: null,
  maxUses: null,
  usesCount: 0,
  active: true,
  ...extra,
});

const input = (extra: Partial<PricingInput> = {}): PricingInput => ({
  from: '2026-09-01',
  to: '2026-12-01',
  today: '2026-06-15',
  room: ROOM,
  seasons: [],
  costs: [],
  extras: [],
  promotion: null,
  ...extra,
});

const amounts = (lines: QuoteLine[]) => lines.map((line) => [line.kind, line.ref, line.frequency, line.amount]);

describe('quoteStay, worked examples', () => {
  it('charges a three-month stay month by month, each due on the move-in day’s date (here the 1st)', () => {
    const quote = quoteStay(input());
    expect(quote.months.map((m) => [m.start, m.end, m.share, m.dueDate, m.rent, m.total])).toEqual([
      ['2026-09-01', '2026-10-01', 1, '2026-09-01', 45000, 45000],
      ['2026-10-01', '2026-11-01', 1, '2026-10-01', 45000, 45000],
      ['2026-11-01', '2026-12-01', 1, '2026-11-01', 45000, 45000],
    ]);
    expect(quote).toMatchObject({ wholeMonths: 3, extraDays: 0, rentTotal: 135000, costsTotal: 0, discountTotal: 0, deposit: 45000, stayTotal: 135000 });
    expect(amounts(quote.lines)).toEqual([
      ['rent', null, 'monthly', 135000],
      ['deposit', null, 'once', 45000],
    ]);
    expect(quote.firstPayment.total).toBe(90000);
    expect(quote.promotion).toBeNull();
  });

  it('charges a part month for its share of days, rounded half up per month', () => {
    // 1 Jan to 15 Mar: January and February whole, then 14 of March's 31 days.
    const quote = quoteStay(input({ from: '2027-01-01', to: '2027-03-15', room: { ...ROOM, monthlyPrice: 50000 }, costs: [cost('cleaning', 2500, 'monthly')] }));
    expect(quote.wholeMonths).toBe(2);
    expect(quote.extraDays).toBe(14);
    const march = quote.months[2]!;
    expect([march.start, march.end, march.share]).toEqual(['2027-03-01', '2027-03-15', 14 / 31]);
    expect(march.rent).toBe(22581); // 50000 × 14/31 = 22580.645…
    expect(march.costs).toBe(1129); // 2500 × 14/31 = 1129.03…
    expect(quote.rentTotal).toBe(100000 + 22581);
    expect(quote.costsTotal).toBe(5000 + 1129);
  });

  it('rounds an exact half cent up', () => {
    // 31 × 14/28 = 15.5 → 16: 28 days in February 2027, 14 of them.
    const quote = quoteStay(input({ from: '2027-02-01', to: '2027-02-15', room: { ...ROOM, monthlyPrice: 31 } }));
    expect(quote.months[0]!.rent).toBe(16);
  });

  it('counts months from the move-in day, a month ending on the last day of a shorter one', () => {
    const quote = quoteStay(input({ from: '2026-01-31', to: '2026-04-30', room: { ...ROOM, monthlyPrice: 40000 } }));
    expect(quote.months.map((m) => m.start)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
    expect(quote.wholeMonths).toBe(3);
    expect(quote.rentTotal).toBe(120000);
  });

  it('uses a season’s price for the months that start inside it, one rent line per price', () => {
    const quote = quoteStay(input({ from: '2026-05-01', to: '2026-10-01', seasons: [{ from: '2026-07-01', to: '2026-09-01', monthlyPrice: 52000 }] }));
    expect(quote.months.map((m) => [m.rent, m.seasonal])).toEqual([
      [45000, false],
      [45000, false],
      [52000, true],
      [52000, true],
      [45000, false],
    ]);
    expect(amounts(quote.lines.filter((line) => line.kind === 'rent'))).toEqual([
      ['rent', null, 'monthly', 135000],
      ['rent', null, 'monthly', 104000],
    ]);
  });

  it('charges once-off costs in month 1 and monthly ones every month; leaves optional and other homes’ costs out', () => {
    const quote = quoteStay(
      input({
        costs: [
          cost('agency', 15000, 'once'),
          cost('cleaning', 2500, 'monthly', { mandatory: null }),
          cost('checkout', 6000, 'once', { mandatory: false }),
          cost('mine', 1000, 'monthly', { room: 'room-a' }),
          cost('theirs', 900, 'monthly', { room: 'room-b' }),
          cost('this-home', 300, 'once', { property: 'home-a' }),
          cost('other-home', 700, 'once', { property: 'home-b' }),
        ],
      }),
    );
    expect(quote.months.map((m) => m.costs)).toEqual([15000 + 300 + 2500 + 1000, 3500, 3500]);
    expect(amounts(quote.lines.filter((line) => line.kind === 'cost'))).toEqual([
      ['cost', 'cleaning', 'monthly', 7500],
      ['cost', 'mine', 'monthly', 3000],
      ['cost', 'agency', 'once', 15000],
      ['cost', 'this-home', 'once', 300],
    ]);
    expect(quote.costsTotal).toBe(25800);
    expect(quote.firstPayment.total).toBe(45000 + 18800 + 45000);
    expect(amounts(quote.firstPayment.lines)).toEqual([
      ['rent', null, 'monthly', 45000],
      ['cost', 'cleaning', 'monthly', 2500],
      ['cost', 'mine', 'monthly', 1000],
      ['cost', 'agency', 'once', 15000],
      ['cost', 'this-home', 'once', 300],
      ['deposit', null, 'once', 45000],
    ]);
  });

  it('adds chosen extras every month, for a part month their share', () => {
    const quote = quoteStay(input({ to: '2026-11-16', extras: [{ _id: 'parking', name: 'Parking', monthlyPrice: 6200 }] }));
    // October whole, then 15 of November's 30 days.
    expect(quote.months.map((m) => m.extras)).toEqual([6200, 6200, 3100]);
    expect(amounts(quote.lines.filter((line) => line.kind === 'extra'))).toEqual([['extra', 'parking', 'monthly', 15500]]);
    expect(quote.extrasTotal).toBe(15500);
    expect(quote.stayTotal).toBe(quote.rentTotal + 15500);
  });

  it('takes a percent off each month’s rent, not off costs or extras', () => {
    const quote = quoteStay(input({ costs: [cost('cleaning', 2500, 'monthly')], promotion: promotion({ percentOff: 15 }) }));
    expect(quote.months.map((m) => m.discount)).toEqual([6750, 6750, 6750]);
    expect(quote.discountTotal).toBe(20250);
    expect(quote.stayTotal).toBe(135000 + 7500 - 20250);
    expect(quote.lines.filter((line) => line.kind === 'discount')).toEqual([{ kind: 'discount', ref: 'promo', name: { es: 'Promo', en: 'Promo' }, frequency: 'monthly', amount: -20250 }]);
    expect(quote.promotion).toEqual({ _id: 'promo', name: { es: 'Promo', en: 'Promo' }, code: 'PROMO', applied: true, refusal: null });
  });

  it('takes a percent first, then an amount off month 1’s rent', () => {
    const quote = quoteStay(input({ promotion: promotion({ percentOff: 10, amountOff: 5000 }) }));
    expect(quote.months.map((m) => m.discount)).toEqual([4500 + 5000, 4500, 4500]);
    expect(amounts(quote.firstPayment.lines.filter((line) => line.kind === 'discount'))).toEqual([
      ['discount', 'promo', 'monthly', -4500],
      ['discount', 'promo', 'once', -5000],
    ]);
  });

  it('caps an amount off at month 1’s rent: a discount never exceeds the rent it comes off', () => {
    const quote = quoteStay(
      input({ to: '2026-09-11', room: { ...ROOM, deposit: null }, costs: [cost('agency', 15000, 'once')], promotion: promotion({ percentOff: 50, amountOff: 100000 }) }),
    );
    // 10 of September's 30 days: 15000 rent, half of it by percent, the rest by the amount.
    expect(quote.months[0]).toMatchObject({ rent: 15000, discount: 15000, costs: 15000, total: 15000 });
    expect(quote.discountTotal).toBe(15000);
    expect(quote.deposit).toBe(0);
    expect(quote.firstPayment.total).toBe(15000);
  });

  describe('refuses a promotion, and then changes nothing', () => {
    const cases: [string, Partial<PricingPromotion>, Partial<PricingInput>][] = [
      ['inactive', { active: false }, {}],
      ['not-yet', { validFrom: '2026-06-16' }, {}],
      ['expired', { validTo: '2026-06-15' }, {}],
      ['min-months', { minMonths: 4 }, {}],
      ['used-up', { maxUses: 5, usesCount: 5 }, {}],
      ['not-this-room', { rooms: ['room-b'] }, {}],
      ['not-this-room', { properties: ['home-b'] }, {}],
      ['not-this-room', { rooms: ['room-a'], properties: ['home-b'] }, {}],
    ];
    it.each(cases)('%s (%o)', (refusal, promo, extra) => {
      const quote = quoteStay(input({ ...extra, promotion: promotion(promo) }));
      expect(quote.promotion).toMatchObject({ applied: false, refusal });
      expect(quote.discountTotal).toBe(0);
      expect(quote.lines.some((line) => line.kind === 'discount')).toBe(false);
    });

    it('but applies one on its first valid day, with the stay at its minimum, under its last use, for its room and home', () => {
      const quote = quoteStay(
        input({
          to: '2026-12-01', // exactly three whole months
          promotion: promotion({ validFrom: '2026-06-15', validTo: '2026-06-16', minMonths: 3, maxUses: 5, usesCount: 4, rooms: ['room-a'], properties: ['home-a'] }),
        }),
      );
      expect(quote.promotion).toMatchObject({ applied: true, refusal: null });
      expect(quote.discountTotal).toBeGreaterThan(0);
    });
  });

  it('refuses to quote what is not a stay', () => {
    expect(() => quoteStay(input({ from: '2026-09-01', to: '2026-09-01' }))).toThrow(RangeError);
    expect(() => quoteStay(input({ from: '2026-02-30' }))).toThrow(RangeError);
  });
});

describe('checkStay', () => {
  const check = (from: string, to: string, room: Partial<PricingRoom> = {}) => checkStay({ from, to, today: '2026-06-15', room: { ...ROOM, ...room } });

  it('accepts a stay that keeps the room’s rules', () => {
    expect(check('2026-06-15', '2026-09-15', { minMonths: 3, maxMonths: 3, availableFrom: '2026-06-15' })).toBeNull();
  });

  it('says what is wrong, first the dates themselves', () => {
    expect(check('2026-07-01', '2026-07-01')).toBe('dates');
    expect(check('2026-07-01', '2026-06-30')).toBe('dates');
    expect(check('2026-13-01', '2026-14-01')).toBe('dates');
    expect(check('', '2026-08-01')).toBe('dates');
    expect(check('2026-06-14', '2026-09-01')).toBe('in-the-past');
    expect(check('2026-07-01', '2026-09-01', { availableFrom: '2026-07-02' })).toBe('not-available-yet');
    expect(check('2026-07-01', '2026-09-01', { minMonths: 3 })).toBe('too-short');
    expect(check('2026-07-01', '2026-10-02', { maxMonths: 3 })).toBe('too-long');
    // Ten years at most, whatever the room says.
    expect(check('2026-07-01', '2036-07-01', { maxMonths: null })).toBeNull();
    expect(check('2026-07-01', '2036-07-02', { maxMonths: null })).toBe('too-long');
  });

  it('counts whole months from the move-in day, as the property page does', () => {
    expect(check('2026-07-01', '2026-09-30', { minMonths: 3 })).toBe('too-short');
    expect(check('2026-07-01', '2026-10-01', { minMonths: 3 })).toBeNull();
    expect(check('2026-07-01', '2026-10-01', { maxMonths: 3 })).toBeNull();
    expect(check('2026-07-01', '2026-10-02', { maxMonths: 3 })).toBe('too-long');
    // Ten years at most, whatever the room says.
    expect(check('2026-07-01', '2036-07-01', { maxMonths: null })).toBeNull();
    expect(check('2026-07-01', '2036-07-02', { maxMonths: null })).toBe('too-long');
  });
});

const total = (lines: QuoteLine[]) => lines.reduce((sum, line) => sum + line.amount, 0);
const withoutPromotion = ({ promotion: _promotion, ...rest }: Quote) => rest;

describe('quoteStay, properties', () => {
  it('adds up to the cent: every total is the sum of its months and of its lines', () => {
    fc.assert(
      fc.property(inputArb, (pricing) => {
        const quote = quoteStay(pricing);
        const of = (key: 'rent' | 'costs' | 'extras' | 'discount' | 'total') => quote.months.reduce((sum, month) => sum + month[key], 0);
        const lines = (kind: QuoteLine['kind']) => total(quote.lines.filter((line) => line.kind === kind));
        expect(quote.rentTotal).toBe(of('rent'));
        expect(quote.costsTotal).toBe(of('costs'));
        expect(quote.extrasTotal).toBe(of('extras'));
        expect(quote.discountTotal).toBe(of('discount'));
        expect(quote.stayTotal).toBe(of('total'));
        expect(quote.rentTotal).toBe(lines('rent'));
        expect(quote.costsTotal).toBe(lines('cost'));
        expect(quote.extrasTotal).toBe(lines('extra'));
        expect(quote.discountTotal + lines('discount')).toBe(0);
        expect(quote.deposit).toBe(lines('deposit'));
        expect(total(quote.lines)).toBe(quote.stayTotal + quote.deposit);
        expect(quote.stayTotal).toBe(quote.rentTotal + quote.costsTotal + quote.extrasTotal - quote.discountTotal);
        for (const month of quote.months) expect(month.total).toBe(month.rent + month.costs + month.extras - month.discount);
        expect(quote.firstPayment.total).toBe(total(quote.firstPayment.lines));
        for (const amount of [...quote.lines, ...quote.firstPayment.lines].map((line) => line.amount)) expect(Number.isInteger(amount)).toBe(true);
      }),
    );
  });

  it('is never negative, and a discount never exceeds the rent it comes off', () => {
    fc.assert(
      fc.property(inputArb, (pricing) => {
        const quote = quoteStay(pricing);
        for (const month of quote.months) {
          for (const value of [month.rent, month.costs, month.extras, month.discount, month.total]) expect(value).toBeGreaterThanOrEqual(0);
          expect(month.discount).toBeLessThanOrEqual(month.rent);
        }
        for (const line of quote.lines) expect(line.kind === 'discount' ? line.amount < 0 : line.amount >= 0).toBe(true);
        for (const value of [quote.rentTotal, quote.costsTotal, quote.extrasTotal, quote.discountTotal, quote.deposit, quote.stayTotal, quote.firstPayment.total]) {
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('asks first for month 1 (its once-off costs included) and the deposit', () => {
    fc.assert(
      fc.property(inputArb, (pricing) => {
        const quote = quoteStay(pricing);
        const [first, ...later] = quote.months;
        const onceCosts = total(quote.lines.filter((line) => line.kind === 'cost' && line.frequency === 'once'));
        const monthlyCostsOfMonth1 = total(quote.firstPayment.lines.filter((line) => line.kind === 'cost' && line.frequency === 'monthly'));
        expect(first!.costs).toBe(monthlyCostsOfMonth1 + onceCosts);
        expect(quote.firstPayment.total).toBe(first!.total + quote.deposit);
        expect(quote.firstPayment.total).toBe(first!.rent + monthlyCostsOfMonth1 + first!.extras - first!.discount + onceCosts + quote.deposit);
        expect(later.reduce((sum, month) => sum + month.total, 0)).toBe(quote.stayTotal - first!.total);
      }),
    );
  });

  it('never raises a price by a promotion, and a refused one changes nothing', () => {
    fc.assert(
      fc.property(inputArb, promotionArb, (pricing, promo) => {
        const plain = quoteStay({ ...pricing, promotion: null });
        const promoted = quoteStay({ ...pricing, promotion: promo });
        expect(promoted.stayTotal).toBeLessThanOrEqual(plain.stayTotal);
        promoted.months.forEach((month, index) => expect(month.total).toBeLessThanOrEqual(plain.months[index]!.total));
        expect(promoted.firstPayment.total).toBeLessThanOrEqual(plain.firstPayment.total);
        expect(promoted.promotion).toMatchObject({ _id: promo._id, applied: promoted.promotion!.refusal === null });
        if (!promoted.promotion!.applied) expect(withoutPromotion(promoted)).toEqual(withoutPromotion(plain));
      }),
    );
  });

  it('tiles the stay with its months, no gap and no overlap, each a share in (0, 1]', () => {
    fc.assert(
      fc.property(inputArb, (pricing) => {
        const quote = quoteStay(pricing);
        expect(quote.months[0]!.start).toBe(pricing.from);
        expect(quote.months.at(-1)!.end).toBe(pricing.to);
        quote.months.forEach((month, index) => {
          expect(month.index).toBe(index);
          expect(month.start < month.end).toBe(true);
          expect(month.dueDate).toBe(month.start);
          expect(month.start).toBe(addMonths(pricing.from, index));
          if (index > 0) expect(month.start).toBe(quote.months[index - 1]!.end);
          expect(month.share).toBeGreaterThan(0);
          expect(month.share).toBeLessThanOrEqual(1);
          if (index < quote.months.length - 1) expect(month.share).toBe(1);
        });
        const days = quote.months.reduce((sum, month) => sum + daysBetween(month.start, month.end), 0);
        expect(days).toBe(daysBetween(pricing.from, pricing.to));
        expect(quote.wholeMonths + (quote.extraDays > 0 ? 1 : 0)).toBe(quote.months.length);
      }),
    );
  });
});
