import type { FastifyInstance } from 'fastify';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { paymentoperations } from '../../catalog/collections/money.ts';
import type { SelectField } from '../../catalog/types.ts';
import { requireStaff } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { badRequest, errorBodySchema } from '../errors.ts';
import { countCollections, CURSOR_PATTERN, parseCursor, recentChanges, type RecentQuery } from './activity.ts';
import { discountSummary, PRICE_STATES, PROMOTION_STATES } from './discounts.ts';
import { outboxRoutes } from '../outbox/routes.ts';
import { OPERATION_STATUSES, paymentSummary } from './payments.ts';

// Read-only figures for the back-office dashboards and panels, under /api/summary/. Every
// collection route is a static path (/api/{name}/...), and no collection is called summary,
// so these never clash with them.

export const MAX_RECENT = 100;
const DEFAULT_RECENT = 10;

const tags = ['Back-office'];
const nullable = (type: string, extra: object = {}) => ({ type: [type, 'null'], ...extra });
const names = collections.map((c) => c.name);

const errors = {
  400: { description: 'Invalid input: `field` names the bad parameter', ...errorBodySchema },
  500: { description: 'Something failed on the server; nothing internal is said', ...errorBodySchema },
};

const recentQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: MAX_RECENT, default: DEFAULT_RECENT, description: 'How many changes' },
    collection: { type: 'string', enum: names, description: 'Only changes to this collection' },
    cursor: { type: 'string', pattern: CURSOR_PATTERN.source, description: 'A previous answer\'s `nextCursor`: the changes after it' },
  },
};

const recentItem = {
  type: 'object',
  required: ['collection', '_id', 'title', 'createdAt', 'updatedAt', 'deletedAt', 'changedAt', 'change'],
  properties: {
    collection: { type: 'string', enum: names },
    _id: { type: 'string', format: 'uuid' },
    title: nullable('string', { description: "The record's title field, as text" }),
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    deletedAt: nullable('string', { format: 'date-time' }),
    changedAt: { type: 'string', format: 'date-time' },
    change: { type: 'string', enum: ['created', 'updated', 'removed'] },
  },
};

const recentProperties = {
  recent: { type: 'array', items: recentItem, description: 'Newest change first; a record appears once, at its latest change' },
  nextCursor: nullable('string', { description: 'Pass as `cursor` for older changes; null when there are none' }),
};

const summaryResponse = {
  type: 'object',
  required: ['counts', 'estimated', 'recent', 'nextCursor'],
  properties: {
    counts: {
      type: 'object',
      description: 'Live (not soft-removed) records per collection',
      required: names,
      properties: Object.fromEntries(names.map((name) => [name, { type: 'integer' }])),
    },
    estimated: {
      type: 'array',
      items: { type: 'string', enum: names },
      description: 'Collections whose count is the database\'s estimate: more than 1000 records, as the list API reports them',
    },
    ...recentProperties,
  },
};

const tally = { type: 'object', required: ['count', 'amount'], properties: { count: { type: 'integer' }, amount: { type: 'integer' } } };
const cents = (description: string) => ({ type: 'integer', description: `${description}, in cents of EUR` });
const kinds = (paymentoperations.fields.kind as SelectField).options;

const paymentsResponse = {
  type: 'object',
  required: ['today', 'byStatus', 'overdue', 'refundsLate', 'dueSoon', 'failedUnresolved', 'dueThisMonth', 'months', 'attention', 'recentTransactions'],
  properties: {
    today: { type: 'string', format: 'date', description: 'The day the figures are for (UTC)' },
    byStatus: {
      type: 'array',
      items: { type: 'object', required: ['status', 'count', 'amount'], properties: { status: { type: 'string', enum: OPERATION_STATUSES }, ...tally.properties } },
    },
    overdue: { ...tally, description: 'Charges tenants owe whose due date has passed (refunds excluded)' },
    refundsLate: { ...tally, description: 'Refunds Habita owes whose date has passed, money to pay back' },
    dueSoon: { ...tally, description: 'Pending operations due in the next 7 days' },
    failedUnresolved: { ...tally, description: 'Failed operations not paid since (no successful retry within a month)' },
    dueThisMonth: {
      type: 'object',
      required: ['count', 'amount', 'paidCount', 'paidAmount'],
      description: 'Charges (not refunds) due this month, and how many of them are paid',
      properties: { ...tally.properties, paidCount: { type: 'integer' }, paidAmount: cents('Paid so far') },
    },
    months: {
      type: 'array',
      description: 'The ledger per month, oldest first, ending with this month',
      items: {
        type: 'object',
        required: ['month', 'received', 'paidBack', 'net', 'entries'],
        properties: {
          month: { type: 'string', pattern: '^\\d{4}-\\d{2}$' },
          received: cents('Money in'),
          paidBack: cents('Money paid back'),
          net: cents('Received less paid back'),
          entries: { type: 'integer' },
        },
      },
    },
    attention: {
      type: 'array',
      description: 'Up to 10 operations that need someone: overdue or failed and not paid since, oldest due first',
      items: {
        type: 'object',
        required: ['_id', 'reason', 'kind', 'amount', 'status', 'dueDate', 'reservation', 'user', 'userName', 'roomName'],
        properties: {
          _id: { type: 'string', format: 'uuid' },
          reason: { type: 'string', enum: ['overdue', 'refund_late', 'failed'] },
          kind: { type: 'string', enum: kinds },
          amount: cents('Amount'),
          status: { type: 'string', enum: OPERATION_STATUSES },
          dueDate: nullable('string', { format: 'date' }),
          reservation: { type: 'string', format: 'uuid' },
          user: { type: 'string', format: 'uuid' },
          userName: nullable('string'),
          roomName: nullable('string'),
        },
      },
    },
    recentTransactions: {
      type: 'array',
      description: 'The 10 latest ledger entries',
      items: {
        type: 'object',
        required: ['_id', 'operation', 'amount', 'providerEventId', 'occurredAt', 'kind', 'userName'],
        properties: {
          _id: { type: 'string', format: 'uuid' },
          operation: { type: 'string', format: 'uuid' },
          amount: cents('Signed amount: negative when paid back'),
          providerEventId: nullable('string'),
          occurredAt: { type: 'string', format: 'date-time' },
          kind: nullable('string'),
          userName: nullable('string'),
        },
      },
    },
  },
};

const stateCounts = (states: readonly string[]) => ({
  type: 'object',
  required: [...states],
  properties: Object.fromEntries(states.map((s) => [s, { type: 'integer' }])),
});

const discountsResponse = {
  type: 'object',
  required: ['today', 'promotions', 'prices'],
  properties: {
    today: { type: 'string', format: 'date' },
    promotions: {
      type: 'object',
      required: ['counts', 'total', 'bookings', 'discountGiven', 'items'],
      properties: {
        counts: { ...stateCounts(PROMOTION_STATES), description: 'Promotions by where they stand today' },
        total: { type: 'integer' },
        bookings: { type: 'integer', description: 'Reservations made with a promotion that are not cancelled or expired' },
        discountGiven: cents('What confirmed and completed stays saved'),
        items: {
          type: 'array',
          description: 'Running first, then scheduled, paused, used up and ended; at most 100',
          items: {
            type: 'object',
            required: ['_id', 'name', 'code', 'percentOff', 'amountOff', 'validFrom', 'validTo', 'minMonths', 'maxUses', 'usesCount', 'active', 'state', 'bookings', 'discountGiven'],
            properties: {
              _id: { type: 'string', format: 'uuid' },
              name: nullable('object', { properties: { es: { type: 'string' }, en: { type: 'string' } } }),
              code: nullable('string'),
              percentOff: nullable('integer'),
              amountOff: nullable('integer'),
              validFrom: nullable('string', { format: 'date' }),
              validTo: nullable('string', { format: 'date' }),
              minMonths: nullable('integer'),
              maxUses: nullable('integer'),
              usesCount: { type: 'integer' },
              active: { type: 'boolean' },
              state: { type: 'string', enum: PROMOTION_STATES },
              bookings: { type: 'integer' },
              discountGiven: { type: 'integer' },
            },
          },
        },
      },
    },
    prices: {
      type: 'object',
      required: ['counts', 'items'],
      properties: {
        counts: stateCounts(PRICE_STATES),
        items: {
          type: 'array',
          description: 'Seasonal prices in force or coming, soonest first; at most 20',
          items: {
            type: 'object',
            required: ['_id', 'room', 'roomName', 'propertyTitle', 'from', 'to', 'monthlyPrice', 'usualPrice', 'state'],
            properties: {
              _id: { type: 'string', format: 'uuid' },
              room: { type: 'string', format: 'uuid' },
              roomName: nullable('string'),
              propertyTitle: nullable('string'),
              from: { type: 'string', format: 'date' },
              to: { type: 'string', format: 'date' },
              monthlyPrice: { type: 'integer' },
              usualPrice: nullable('integer'),
              state: { type: 'string', enum: PRICE_STATES },
            },
          },
        },
      },
    },
  },
};

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name}: give it once, as text`, name);
  return value;
}

export function parseRecentQuery(query: Record<string, unknown>): RecentQuery {
  for (const name of Object.keys(query)) {
    if (!['limit', 'collection', 'cursor'].includes(name)) throw badRequest(`${name}: not a parameter here; use limit, collection or cursor`, name);
  }
  const result: RecentQuery = { limit: DEFAULT_RECENT };
  const limit = single(query, 'limit');
  if (limit !== undefined && limit !== '') {
    if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > MAX_RECENT) {
      throw badRequest(`limit: must be a whole number from 1 to ${MAX_RECENT}`, 'limit');
    }
    result.limit = Number(limit);
  }
  const name = single(query, 'collection');
  if (name) {
    const collection = getCollection(name);
    if (!collection) throw badRequest(`collection: there is no collection called "${name.slice(0, 60)}"`, 'collection');
    result.collection = collection;
  }
  const cursor = single(query, 'cursor');
  if (cursor) {
    const after = parseCursor(cursor);
    if (!after) throw badRequest('cursor: give back a nextCursor exactly as it came', 'cursor');
    result.after = after;
  }
  return result;
}

function noParameters(query: Record<string, unknown>): void {
  const [name] = Object.keys(query);
  if (name) throw badRequest(`${name}: this panel takes no parameters`, name);
}

/** The panels are for staff: one hook for the whole group, on top of the session's own. */
export async function backofficeRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  await app.register(async (panels) => {
    panels.addHook('onRequest', async (request) => {
      requireStaff(request);
    });
    await panelRoutes(panels, ctx);
    await outboxRoutes(panels, ctx);
  });
}

async function panelRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  app.get(
    '/api/summary/',
    {
      schema: {
        tags,
        summary: 'Counts per collection and the latest changes',
        description: 'What the back-office dashboard shows: live records per collection and recent changes across all of them.',
        querystring: recentQuery,
        response: { 200: summaryResponse, ...errors },
      },
    },
    async (request) => {
      const recentQueryValue = parseRecentQuery(request.query as Record<string, unknown>);
      const counts = await countCollections(ctx.db);
      return { ...counts, ...(await recentChanges(ctx.db, recentQueryValue)) };
    },
  );

  app.get(
    '/api/summary/counts',
    {
      schema: {
        tags,
        summary: 'Counts per collection',
        description: 'The counts alone, for screens that list collections.',
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: {
          200: { type: 'object', required: ['counts', 'estimated'], properties: { counts: summaryResponse.properties.counts, estimated: summaryResponse.properties.estimated } },
          ...errors,
        },
      },
    },
    async (request) => {
      noParameters(request.query as Record<string, unknown>);
      return countCollections(ctx.db);
    },
  );

  app.get(
    '/api/summary/recent',
    {
      schema: {
        tags,
        summary: 'Recent changes across collections',
        description: 'The changes alone, for loading more of them without counting again.',
        querystring: recentQuery,
        response: { 200: { type: 'object', required: ['recent', 'nextCursor'], properties: recentProperties }, ...errors },
      },
    },
    async (request) => recentChanges(ctx.db, parseRecentQuery(request.query as Record<string, unknown>)),
  );

  app.get(
    '/api/summary/payments',
    {
      schema: {
        tags,
        summary: 'Payment control figures',
        description: 'Operations by status, what is overdue or failed, the ledger per month and its latest entries. Days are UTC.',
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: paymentsResponse, ...errors },
      },
    },
    async (request) => {
      noParameters(request.query as Record<string, unknown>);
      return paymentSummary(ctx.db);
    },
  );

  app.get(
    '/api/summary/discounts',
    {
      schema: {
        tags,
        summary: 'Promotions and seasonal prices',
        description: 'Every promotion with where it stands today, its uses, bookings and the discount given; seasonal prices in force or coming.',
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: discountsResponse, ...errors },
      },
    },
    async (request) => {
      noParameters(request.query as Record<string, unknown>);
      return discountSummary(ctx.db);
    },
  );
}
