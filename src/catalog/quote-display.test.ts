import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quoteStay, type PricingInput, type Quote } from './pricing.ts';
import { amountOf, firstPaymentDisplay, monthDisplay, stayDisplay, type DisplayLine } from './quote-display.ts';
import { inputArb } from './testing/pricing-arbitraries.ts';

// The lines a tenant reads must be checkable with a calculator: quantity × price, rounded as the
// engine rounds, and their sum the total shown.

const ROOM = { _id: 'room-a', property: 'home-a', monthlyPrice: 50000, deposit: 50000, minMonths: 1, maxMonths: null, availableFrom: null };

const input = (extra: Partial<PricingInput> = {}): PricingInput => ({
  from: '2027-02-01',
  to: '2027-05-15',
  today: '2026-12-01',
  room: ROOM,
  seasons: [],
  costs: [],
  extras: [],
  promotion: null,
  ...extra,
});

const brief = (line: DisplayLine) => [line.kind, line.months, line.part && `${line.part.days}/${line.part.monthDays}`, line.price, line.period && `${line.period.from}..${line.period.to}`, line.seasonal, line.amount];

describe('stayDisplay', () => {
  it('groups the whole months at one price and shows the part month as days of its month', () => {
    const quote = quoteStay(input());
    expect(stayDisplay(quote).lines.map(brief)).toEqual([
      ['rent', 3, null, 50000, '2027-02-01..2027-05-01', false, 150000],
      ['rent', 0, '14/31', 50000, '2027-05-01..2027-05-15', false, 22581], // 500 € × 14/31 = 225.806
    ]);
    expect(stayDisplay(quote).total).toBe(quote.stayTotal);
  });

  it('gives a season its own line with its dates, and starts a new line when the price comes back', () => {
    const quote = quoteStay(input({ to: '2027-06-15', seasons: [{ from: '2027-03-01', to: '2027-04-01', monthlyPrice: 62000 }] }));
    expect(stayDisplay(quote).lines.map(brief)).toEqual([
      ['rent', 1, null, 50000, '2027-02-01..2027-03-01', false, 50000],
      ['rent', 1, null, 62000, '2027-03-01..2027-04-01', true, 62000],
      ['rent', 2, null, 50000, '2027-04-01..2027-06-01', false, 100000],
      ['rent', 0, '14/30', 50000, '2027-06-01..2027-06-15', false, 23333],
    ]);
  });

  it('prices a seasonal part month at the season’s price', () => {
    const quote = quoteStay(input({ from: '2027-01-31', to: '2027-03-10', seasons: [{ from: '2027-02-15', to: '2027-04-01', monthlyPrice: 62000 }] }));
    // 31 Jan → 28 Feb is a whole month; 28 Feb → 10 Mar is 10 days of the 31 to 31 Mar.
    expect(stayDisplay(quote).lines.map(brief)).toEqual([
      ['rent', 1, null, 50000, '2027-01-31..2027-02-28', false, 50000],
      ['rent', 0, '10/31', 62000, '2027-02-28..2027-03-10', true, 20000],
    ]);
  });

  it('says each monthly cost and extra as whole months and the part month at its price, one-off costs and the discount as they are', () => {
    const quote = quoteStay(
      input({
        costs: [
          { _id: 'cleaning', name: 'Limpieza', amount: 2500, frequency: 'monthly', mandatory: true, room: null, property: null },
          { _id: 'agency', name: 'Gestión', amount: 15000, frequency: 'once', mandatory: true, room: null, property: null },
        ],
        extras: [{ _id: 'parking', name: 'Parking', monthlyPrice: 6000 }],
        promotion: { _id: 'promo', name: 'Promo', code: 'P', percentOff: 10, amountOff: null, validFrom: null, validTo: null, rooms: [], properties: [], minMonths: null, maxUses: null, usesCount: 0, active: true },
      }),
    );
    const { lines, total } = stayDisplay(quote);
    expect(lines.slice(2).map(brief)).toEqual([
      ['cost', 3, '14/31', 2500, null, false, 3 * 2500 + 1129], // 25 € × 14/31 = 11.29
      ['cost', 0, null, null, null, false, 15000],
      ['extra', 3, '14/31', 6000, null, false, 3 * 6000 + 2710], // 60 € × 14/31 = 27.096
      ['discount', 0, null, null, null, false, -(3 * 5000 + 2258)],
    ]);
    expect(total).toBe(quote.stayTotal);
  });

  it('falls back to one summed line for a stored quote that kept no prices, still adding up', () => {
    const quote = quoteStay(input({ costs: [{ _id: 'cleaning', name: 'Limpieza', amount: 2500, frequency: 'monthly', mandatory: true, room: null, property: null }] }));
    const old = {
      ...quote,
      months: quote.months.map(({ price: _price, ...month }) => month),
      lines: quote.lines.map(({ price: _price, ...line }) => line),
    } as unknown as Quote;
    const { lines, total } = stayDisplay(old);
    expect(lines.map(brief)).toEqual([
      ['rent', 3, null, 50000, '2027-02-01..2027-05-01', false, 150000],
      ['rent', 0, '14/31', null, '2027-05-01..2027-05-15', false, 22581],
      ['cost', 0, null, null, null, false, 3 * 2500 + 1129],
    ]);
    expect(total).toBe(quote.stayTotal);
  });
});

describe('firstPaymentDisplay and monthDisplay', () => {
  it('show month 1 with the once-off costs and the deposit, and a later month alone', () => {
    const quote = quoteStay(input({ costs: [{ _id: 'agency', name: 'Gestión', amount: 15000, frequency: 'once', mandatory: true, room: null, property: null }] }));
    const first = firstPaymentDisplay(quote);
    expect(first.lines.map(brief)).toEqual([
      ['rent', 1, null, 50000, '2027-02-01..2027-03-01', false, 50000],
      ['cost', 0, null, null, null, false, 15000],
      ['deposit', 0, null, null, null, false, 50000],
    ]);
    expect(first.total).toBe(quote.firstPayment.total);
    expect(monthDisplay(quote, quote.months[3]!).lines.map(brief)).toEqual([['rent', 0, '14/31', 50000, '2027-05-01..2027-05-15', false, 22581]]);
  });
});

describe('quote display, properties', () => {
  const checkable = (lines: DisplayLine[]) => {
    for (const line of lines) if (line.price !== null) expect(line.amount).toBe(amountOf(line, line.price));
    for (const line of lines) if (line.part) expect(line.months === 0 || line.kind !== 'rent').toBe(true);
  };

  it('shows lines that add up to the totals, each one its quantity × its price', () => {
    fc.assert(
      fc.property(inputArb, (pricing) => {
        const quote = quoteStay(pricing);
        const stay = stayDisplay(quote);
        expect(stay.total).toBe(quote.stayTotal);
        checkable(stay.lines);
        // Every month's own price is shown: no line is ever a bare sum when the quote has prices.
        expect(stay.lines.every((line) => line.price !== null || line.kind === 'discount' || line.frequency === 'once')).toBe(true);
        const first = firstPaymentDisplay(quote);
        expect(first.total).toBe(quote.firstPayment.total);
        checkable(first.lines);
        for (const month of quote.months) {
          const shown = monthDisplay(quote, month);
          expect(shown.total).toBe(month.total);
          checkable(shown.lines);
        }
      }),
    );
  });
});
