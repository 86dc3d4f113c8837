import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { errorBodySchema } from '../errors.ts';
import { MAX_LIMIT, PROBLEM_STATUSES, listProblems, readProblemQuery, retryDelivery } from './staff.ts';

// Staff's view of deliveries that failed, under the back-office's staff-only group.

const tags = ['Back-office'];
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));

const delivery = {
  type: 'object',
  required: ['_id', 'topic', 'summary', 'status', 'attempts', 'maxAttempts', 'lastError', 'createdAt', 'nextAttemptAt'],
  properties: {
    _id: { type: 'string', format: 'uuid' },
    topic: { type: 'string', description: 'What kind of side effect: `mail`, `payments.sandbox-event`, …' },
    summary: { type: 'string', description: 'What it is and for whom, personal data masked' },
    status: { type: 'string', enum: ['pending', ...PROBLEM_STATUSES], description: 'failing: still retried; dead: out of attempts; pending: retried by staff, waiting' },
    attempts: { type: 'integer' },
    maxAttempts: { type: 'integer' },
    lastError: { type: ['string', 'null'] },
    createdAt: { type: 'string', format: 'date-time' },
    nextAttemptAt: { type: ['string', 'null'], format: 'date-time', description: 'null when dead' },
  },
};

export async function outboxRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  app.get(
    '/api/backoffice/outbox',
    {
      schema: {
        tags,
        summary: 'Staff: outbox deliveries that failed, newest first',
        querystring: {
          type: 'object',
          properties: {
            status: { type: 'string', enum: PROBLEM_STATUSES, description: 'Only these; both when unset' },
            page: { type: 'integer', minimum: 1 },
            limit: { type: 'integer', minimum: 1, maximum: MAX_LIMIT },
          },
        },
        response: {
          200: {
            type: 'object',
            required: ['deliveries'],
            properties: {
              deliveries: {
                type: 'object',
                required: ['docs', 'totalDocs', 'page', 'limit', 'totalPages', 'hasNextPage', 'hasPrevPage'],
                properties: {
                  docs: { type: 'array', items: delivery },
                  totalDocs: { type: 'integer' },
                  page: { type: 'integer' },
                  limit: { type: 'integer' },
                  totalPages: { type: 'integer' },
                  hasNextPage: { type: 'boolean' },
                  hasPrevPage: { type: 'boolean' },
                },
              },
            },
          },
          ...errors(400, 401, 403),
        },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      const query = readProblemQuery((request.query ?? {}) as Record<string, unknown>);
      return { deliveries: await listProblems(ctx.db, app.outboxTopics, query) };
    },
  );

  app.post(
    '/api/backoffice/outbox/:id/retry',
    {
      schema: {
        tags,
        summary: 'Staff: try a failed delivery again from its first attempt, now',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
        response: { 200: { type: 'object', required: ['delivery'], properties: { delivery } }, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const id = String((request.params as Record<string, unknown>).id ?? '');
      return { delivery: await retryDelivery(ctx.db, app.outboxTopics, id) };
    },
  );
}
