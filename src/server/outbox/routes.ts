import type { FastifyInstance } from 'fastify';
import { listDeliveriesRoute, retryDeliveryRoute } from '../../contracts/outbox.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { listProblems, retryDelivery } from './staff.ts';

// Staff's view of deliveries that failed, under the back-office's staff-only group. Their
// parameters and answers are the contracts in src/contracts/outbox.ts.

export async function outboxRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  serveRoute(app, listDeliveriesRoute, async ({ query }, _request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { deliveries: await listProblems(ctx.db, app.outboxTopics, query) };
  });

  serveRoute(app, retryDeliveryRoute, async ({ params }) => ({ delivery: await retryDelivery(ctx.db, app.outboxTopics, params.id) }));
}
