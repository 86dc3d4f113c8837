import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_STATUSES } from '../catalog/collections/statuses.ts';
import { collections, getCollection } from '../catalog/catalog.ts';
import {
  ATTENTION_REASONS,
  DEFAULT_RECENT,
  MAX_RECENT,
  PRICE_STATES,
  PROMOTION_STATES,
  RECORD_CHANGES,
} from './backoffice-values.ts';
import { unknownKeyHint } from './only-params.ts';
import { custom, wholeNumber } from './query-params.ts';
import { defineRoute, errorResponse } from './route.ts';
import { cents, isoDay, isoInstant, localized, uuid } from './shapes.ts';

// The back-office dashboards' figures under /api/summary/ (staff only): counts per collection,
// the latest changes across collections, and the payment and discount panels' aggregates.
// Amounts are integer cents of EUR; days are UTC.

const names = collections.map((c) => c.name) as [string, ...string[]];
const collectionName = z.enum(names);

/** A whole number per key, every key present: `{ running: 3, scheduled: 0, … }`. */
function countsOf<const K extends readonly string[]>(keys: K) {
  return z.object(Object.fromEntries(keys.map((key) => [key, z.number().int()])) as Record<K[number], z.ZodNumber>);
}

// ---- Recent changes: the cursor and the query ----

/** Where a page of recent changes ended; only older changes follow it. */
export interface Cursor {
  /** An instant with microseconds, the database's own precision, so no change is skipped or repeated. */
  at: string;
  id: string;
}

export const CURSOR_PATTERN = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

export function parseCursor(text: string): Cursor | undefined {
  const match = CURSOR_PATTERN.exec(text);
  const at = match ? new Date(match[1]!) : undefined;
  // Dates the calendar lacks (30 February) parse leniently: they must come back unchanged.
  if (!match || !at || Number.isNaN(at.getTime()) || at.toISOString().slice(0, 19) !== match[1]!.slice(0, 19)) return undefined;
  return { at: match[1]!, id: match[2]! };
}

export const recentQuery = z
  .strictObject(
    {
      limit: wholeNumber({ min: 1, max: MAX_RECENT, description: `How many changes (default ${DEFAULT_RECENT})` }),
      collection: custom((name, fail) => getCollection(name) ?? fail(`there is no collection called "${name.slice(0, 60)}"`), {
        documented: { type: 'string', enum: names },
        description: 'Only changes to this collection',
      }),
      cursor: custom((text, fail) => parseCursor(text) ?? fail('give back a nextCursor exactly as it came'), {
        documented: { type: 'string', pattern: CURSOR_PATTERN.source },
        description: "A previous answer's `nextCursor`: the changes after it",
      }),
    },
    { error: unknownKeyHint('not a parameter here; use limit, collection or cursor') },
  )
  .transform(({ limit, collection, cursor }) => ({ limit: limit ?? DEFAULT_RECENT, collection, after: cursor }));

export type RecentQuery = z.output<typeof recentQuery>;

const noParameters = z.strictObject({}, { error: unknownKeyHint('this panel takes no parameters') });

// ---- Answers ----

const collectionCounts = z.object({
  counts: z.object(Object.fromEntries(names.map((name) => [name, z.number().int()]))).describe('Live (not soft-removed) records per collection'),
  estimated: z
    .array(collectionName)
    .describe("Collections whose count is the database's estimate: more than 1000 records, as the list API reports them"),
});

export const recentChange = z.object({
  collection: collectionName,
  _id: uuid,
  title: z.string().nullable().describe("The record's title field, as text"),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  deletedAt: isoInstant.nullable(),
  changedAt: isoInstant.describe('When the change happened: the later of the last update and the soft removal'),
  change: z.enum(RECORD_CHANGES),
});

const recentPage = z.object({
  recent: z.array(recentChange).describe('Newest change first; a record appears once, at its latest change'),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for older changes; null when there are none'),
});

const tally = z.object({ count: z.number().int(), amount: cents });

const paymentSummary = z.object({
  today: isoDay.describe('The day the figures are for (UTC)'),
  byStatus: z.array(z.object({ status: z.enum(PAYMENT_STATUSES), ...tally.shape })),
  overdue: tally.describe('Charges tenants owe whose due date has passed (refunds excluded)'),
  refundsLate: tally.describe('Refunds Habita owes whose date has passed, money to pay back'),
  dueSoon: tally.describe('Pending charges tenants pay in the next 7 days (refunds Habita pays back aside)'),
  failedUnresolved: tally.describe('Failed operations not paid since (no successful retry within a month)'),
  dueThisMonth: z
    .object({ ...tally.shape, paidCount: z.number().int(), paidAmount: cents.describe('Paid so far, cents of EUR') })
    .describe('Charges (not refunds) due this month, and how many of them are paid'),
  months: z
    .array(
      z.object({
        month: z.string().regex(/^\d{4}-\d{2}$/).describe('YYYY-MM'),
        received: cents.describe('Money in: the sum of positive entries, cents of EUR'),
        paidBack: cents.describe('Money paid back, as a positive number of cents'),
        net: cents.describe('Received less paid back, cents of EUR'),
        entries: z.number().int(),
      }),
    )
    .describe('The ledger per month, oldest first, ending with this month'),
  attention: z
    .array(
      z.object({
        _id: uuid,
        reason: z.enum(ATTENTION_REASONS),
        kind: z.enum(PAYMENT_KINDS),
        amount: cents,
        status: z.enum(PAYMENT_STATUSES),
        dueDate: isoDay.nullable(),
        reservation: uuid,
        user: uuid,
        userName: z.string().nullable(),
        roomName: z.string().nullable(),
      }),
    )
    .describe('Up to 10 operations that need someone: overdue or failed and not paid since, oldest due first'),
  recentTransactions: z
    .array(
      z.object({
        _id: uuid,
        operation: uuid,
        amount: cents.describe('Signed cents of EUR: negative when paid back'),
        providerEventId: z.string().nullable(),
        occurredAt: isoInstant,
        kind: z.enum(PAYMENT_KINDS).nullable(),
        userName: z.string().nullable(),
      }),
    )
    .describe('The 10 latest ledger entries'),
});

export const promotionUsage = z.object({
  _id: uuid,
  name: localized.nullable(),
  code: z.string().nullable(),
  percentOff: z.number().int().nullable(),
  amountOff: cents.nullable(),
  validFrom: isoDay.nullable(),
  validTo: isoDay.nullable(),
  minMonths: z.number().int().nullable(),
  maxUses: z.number().int().nullable(),
  usesCount: z.number().int(),
  active: z.boolean(),
  state: z.enum(PROMOTION_STATES),
  bookings: z.number().int().describe('Reservations made with it that are still on (not cancelled or expired)'),
  discountGiven: cents.describe('What confirmed and completed stays saved with it (the discount lines of their quotes, whole stays), cents of EUR'),
});

export const seasonalPrice = z.object({
  _id: uuid,
  room: uuid,
  roomName: z.string().nullable(),
  propertyTitle: z.string().nullable(),
  from: isoDay,
  to: isoDay,
  monthlyPrice: cents,
  usualPrice: cents.nullable().describe("The room's own monthly price, cents of EUR"),
  state: z.enum(PRICE_STATES),
});

const discountSummary = z.object({
  today: isoDay,
  promotions: z.object({
    counts: countsOf(PROMOTION_STATES).describe('Promotions by where they stand today'),
    total: z.number().int(),
    bookings: z.number().int().describe('Reservations made with a promotion that are not cancelled or expired'),
    discountGiven: cents.describe('What confirmed and completed stays saved, cents of EUR'),
    items: z.array(promotionUsage).describe('Running first, then scheduled, paused, used up and ended; at most 100'),
  }),
  prices: z.object({
    counts: countsOf(PRICE_STATES),
    items: z.array(seasonalPrice).describe('Seasonal prices in force or coming, soonest first; at most 20'),
  }),
});

export type CollectionCounts = z.output<typeof collectionCounts>;
export type RecentChange = z.output<typeof recentChange>;
export type RecentPage = z.output<typeof recentPage>;
export type Tally = z.output<typeof tally>;
export type PaymentSummary = z.output<typeof paymentSummary>;
export type PromotionUsage = z.output<typeof promotionUsage>;
export type SeasonalPrice = z.output<typeof seasonalPrice>;
export type DiscountSummary = z.output<typeof discountSummary>;

// ---- Routes ----

const tags = ['Back-office'];
const errors = {
  401: errorResponse('Not logged in'),
  403: errorResponse('Not Habita staff'),
  500: errorResponse('Something failed on the server; nothing internal is said'),
};
const badParameter = errorResponse('A bad or unknown parameter: `field` names it');

export const summaryRoute = defineRoute({
  method: 'GET',
  path: '/api/summary/',
  tags,
  summary: 'Counts per collection and the latest changes',
  description: 'What the back-office dashboard shows: live records per collection and recent changes across all of them.',
  query: recentQuery,
  responses: {
    200: { description: 'The counts and the first page of changes', schema: z.object({ ...collectionCounts.shape, ...recentPage.shape }) },
    400: badParameter,
    ...errors,
  },
});

export const countsRoute = defineRoute({
  method: 'GET',
  path: '/api/summary/counts',
  tags,
  summary: 'Counts per collection',
  description: 'The counts alone, for screens that list collections.',
  query: noParameters,
  responses: { 200: { description: 'The counts', schema: collectionCounts }, 400: badParameter, ...errors },
});

export const recentRoute = defineRoute({
  method: 'GET',
  path: '/api/summary/recent',
  tags,
  summary: 'Recent changes across collections',
  description: 'The changes alone, for loading more of them without counting again.',
  query: recentQuery,
  responses: { 200: { description: 'A page of changes', schema: recentPage }, 400: badParameter, ...errors },
});

export const paymentSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/summary/payments',
  tags,
  summary: 'Payment control figures',
  description: 'Operations by status, what is overdue or failed, the ledger per month and its latest entries. Days are UTC.',
  query: noParameters,
  responses: { 200: { description: 'The figures', schema: paymentSummary }, 400: badParameter, ...errors },
});

export const discountSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/summary/discounts',
  tags,
  summary: 'Promotions and seasonal prices',
  description:
    'Every promotion with where it stands today, its uses, bookings and the discount given; seasonal prices in force or coming.',
  query: noParameters,
  responses: { 200: { description: 'The figures', schema: discountSummary }, 400: badParameter, ...errors },
});

export const backofficeContracts = [summaryRoute, countsRoute, recentRoute, paymentSummaryRoute, discountSummaryRoute] as const;
