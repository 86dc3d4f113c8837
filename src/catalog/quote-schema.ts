import { z } from 'zod';

// The shape of a quote (pricing.ts computes it), declared once as a schema: pricing.ts takes
// its types from here with `import type`, so the pure engine and the web's estimate carry no zod,
// while the booking contract (src/contracts/booking.ts) serializes and documents the same shape.

const day = z.string().meta({ format: 'date' });
const cents = z.number().int();
/** A cost's, extra's or promotion's name as the catalogue holds it: `{ es, en }`. */
const catalogueName = z.unknown().describe('The name as the catalogue holds it: { es, en }');

export const PROMOTION_REFUSALS = ['inactive', 'not-yet', 'expired', 'min-months', 'used-up', 'not-this-room'] as const;

export const quoteMonthSchema = z.object({
  index: z.number().int(),
  start: day,
  end: day,
  share: z.number().describe('Days in [start, end) / days in the full month'),
  dueDate: day,
  price: cents.describe('The monthly price in force on `start`: `rent` is it, or its share of a part month'),
  rent: cents,
  seasonal: z.boolean(),
  costs: cents.describe("Monthly costs for this month's share, and in month 1 the once-off costs too"),
  extras: cents,
  discount: cents,
  total: cents,
});

export const quoteLineSchema = z.object({
  kind: z.enum(['rent', 'cost', 'extra', 'discount', 'deposit']),
  ref: z.string().nullable().describe('The cost, extra or promotion; null for rent and deposit'),
  name: catalogueName.describe("The cost's, extra's or promotion's name; null for rent and deposit"),
  frequency: z.enum(['once', 'monthly']).nullable(),
  price: cents
    .optional()
    .describe('What one whole month costs, for rent, monthly costs and extras: the amount is it times the months, a part month pro rata'),
  amount: cents.describe('Negative for discounts'),
});

export const quoteSchema = z
  .object({
    currency: z.literal('EUR'),
    from: day,
    to: day,
    months: z.array(quoteMonthSchema),
    wholeMonths: z.number().int(),
    extraDays: z.number().int(),
    rentTotal: cents,
    costsTotal: cents,
    extrasTotal: cents,
    discountTotal: cents.describe('≥ 0, subtracted'),
    deposit: cents,
    stayTotal: cents.describe('rent + costs + extras − discount, no deposit'),
    lines: z.array(quoteLineSchema).describe('The whole stay: one per rent price, cost, extra, kind of discount, and the deposit'),
    firstPayment: z.object({ lines: z.array(quoteLineSchema), total: cents }).describe('Month 1 (with the once-off costs) and the deposit'),
    promotion: z
      .object({
        _id: z.string().meta({ format: 'uuid' }),
        name: catalogueName,
        code: z.string().nullable(),
        applied: z.boolean(),
        refusal: z.enum(PROMOTION_REFUSALS).nullable(),
      })
      .nullable(),
  })
  .describe('Integer cents of EUR throughout; the months run from the move-in day');
