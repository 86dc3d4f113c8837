import type { FastifyInstance, FastifyRequest } from 'fastify';
import { landlordSummaryRoute } from '../../contracts/landlord.ts';
import { isStaff, type Viewer } from '../collections/access.ts';
import { requireViewer } from '../sessions/viewer.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { forbidden } from '../errors.ts';
import { landlordSummary, periodOf } from './landlord-summary.ts';

// GET /api/booking/landlord/summary: a landlord's occupancy, income and reservations for a
// period (landlord-summary.ts says how each figure is counted). Landlords see their own
// properties, staff every property; anyone else is refused. The contract is in
// src/contracts/landlord.ts.

function requireLandlordOrStaff(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!isStaff(viewer) && viewer.role !== 'landlord') throw forbidden('This is for landlords and Habita staff');
  return viewer;
}

export async function landlordRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  await app.register(async (landlords) => {
    // Who may ask is settled before the period is read: someone refused learns nothing of the parameters.
    landlords.addHook('onRequest', async (request) => {
      requireLandlordOrStaff(request);
    });
    serveRoute(landlords, landlordSummaryRoute, async ({ query }, request) => {
      const viewer = requireLandlordOrStaff(request);
      const now = new Date();
      const period = periodOf(query, now.toISOString().slice(0, 10));
      return landlordSummary(ctx.db, { landlordId: isStaff(viewer) ? null : viewer.userId, period, now });
    });
  });
}
