import fc from 'fast-check';
import { addDays } from '../days.ts';
import type { PricingCost, PricingInput, PricingPromotion, PricingRoom } from '../pricing.ts';

// Properties: random inputs within what the catalogue allows (cents up to 1 000 000, stays up to
// three years, seasons, costs of this and other rooms and homes, any promotion).

const dayArb = fc.integer({ min: 0, max: 3 * 365 }).map((offset) => addDays('2026-01-01', offset));
const money = fc.integer({ min: 0, max: 1_000_000 });
const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

const roomArb: fc.Arbitrary<PricingRoom> = fc.record({
  _id: fc.constantFrom('room-a', 'room-b'),
  property: fc.constantFrom('home-a', 'home-b'),
  monthlyPrice: money,
  deposit: nullable(money),
  minMonths: nullable(fc.integer({ min: 1, max: 12 })),
  maxMonths: nullable(fc.integer({ min: 1, max: 36 })),
  availableFrom: nullable(dayArb),
});

const seasonArb = fc
  .record({ from: dayArb, length: fc.integer({ min: 1, max: 400 }), monthlyPrice: money })
  .map(({ from, length, monthlyPrice }) => ({ from, to: addDays(from, length), monthlyPrice }));

const costArb: fc.Arbitrary<PricingCost> = fc.record({
  _id: fc.uuid(),
  name: fc.constant({ es: 'gasto', en: 'cost' }),
  amount: money,
  frequency: fc.constantFrom('once' as const, 'monthly' as const),
  mandatory: nullable(fc.boolean()),
  room: nullable(fc.constantFrom('room-a', 'room-b')),
  property: nullable(fc.constantFrom('home-a', 'home-b')),
});

const extraArb = fc.record({ _id: fc.uuid(), name: fc.constant('extra'), monthlyPrice: money });

export const promotionArb: fc.Arbitrary<PricingPromotion> = fc.record({
  _id: fc.uuid(),
  name: fc.constant({ es: 'promo', en: 'promo' }),
  code: nullable(fc.constant('CODE')),
  percentOff: nullable(fc.integer({ min: 0, max: 100 })),
  amountOff: nullable(money),
  validFrom: nullable(dayArb),
  validTo: nullable(dayArb),
  rooms: fc.subarray(['room-a', 'room-b']),
  properties: fc.subarray(['home-a', 'home-b']),
  minMonths: nullable(fc.integer({ min: 1, max: 24 })),
  maxUses: nullable(fc.integer({ min: 1, max: 10 })),
  usesCount: nullable(fc.integer({ min: 0, max: 12 })),
  active: nullable(fc.boolean()),
});

export const inputArb: fc.Arbitrary<PricingInput> = fc
  .record({
    from: dayArb,
    length: fc.integer({ min: 1, max: 3 * 366 }),
    today: dayArb,
    room: roomArb,
    seasons: fc.array(seasonArb, { maxLength: 4 }),
    costs: fc.array(costArb, { maxLength: 6 }),
    extras: fc.uniqueArray(extraArb, { maxLength: 3, selector: (extra) => extra._id }),
    promotion: nullable(promotionArb),
  })
  .map(({ from, length, ...rest }) => ({ ...rest, from, to: addDays(from, length) }));

