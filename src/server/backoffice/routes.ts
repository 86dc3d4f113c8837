import type { FastifyInstance } from 'fastify';
import { countsRoute, discountSummaryRoute, paymentSummaryRoute, recentRoute, summaryRoute } from '../../contracts/backoffice.ts';
import { requireStaff } from '../sessions/viewer.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { outboxRoutes } from '../outbox/routes.ts';
import { countCollections, recentChanges } from './activity.ts';
import { discountSummary } from './discounts.ts';
import { paymentSummary } from './payments.ts';

// Read-only figures for the back-office dashboards and panels, under /api/summary/. Every
// collection route is a static path (/api/{name}/...), and no collection is called summary,
// so these never clash with them. Their parameters and answers are the contracts in
// src/contracts/backoffice.ts.

/** The panels are for staff: one hook for the whole group, on top of the session's own. */
export async function backofficeRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  await app.register(async (panels) => {
    panels.addHook('onRequest', async (request) => {
      requireStaff(request);
    });
    panelRoutes(panels, ctx);
    await outboxRoutes(panels, ctx);
  });
}

function panelRoutes(app: FastifyInstance, ctx: { db: Db }): void {
  serveRoute(app, summaryRoute, async ({ query }) => ({ ...(await countCollections(ctx.db)), ...(await recentChanges(ctx.db, query)) }));
  serveRoute(app, countsRoute, () => countCollections(ctx.db));
  serveRoute(app, recentRoute, ({ query }) => recentChanges(ctx.db, query));
  serveRoute(app, paymentSummaryRoute, () => paymentSummary(ctx.db));
  serveRoute(app, discountSummaryRoute, () => discountSummary(ctx.db));
}
