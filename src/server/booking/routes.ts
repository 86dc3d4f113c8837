import type { FastifyInstance } from 'fastify';
import { utcToday as today } from '../../catalog/days.ts';
import { cancellationPreviewRoute, cancelRoute, editReviewRoute, myStaysRoute, quoteRoute, reserveRoute, writeReviewRoute } from '../../contracts/booking.ts';
import { requireStaff, requireViewer } from '../sessions/viewer.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { cancellationPreview, cancelReservation } from './cancellation.ts';
import type { RefundDesk } from './refund-desk.ts';
import { myStays } from './my-stays.ts';
import { quoteRequest, reserve } from './reservations.ts';
import { editReview, writeReview } from './reviews.ts';
import type { BookingSettings } from './settings.ts';

// The guest's side of booking: a quote, the hold, cancelling it, their stays and reviews; and
// the staff's look at what a cancellation would refund. The contracts are in
// src/contracts/booking.ts: they parse each body and path before a handler runs.

export interface BookingRoutesContext {
  db: Db;
  settings: BookingSettings;
  /** Pays money back through the payment's provider (the payments module). */
  refunds: RefundDesk;
}

export async function bookingRoutes(app: FastifyInstance, ctx: BookingRoutesContext): Promise<void> {
  const { db, settings } = ctx;

  serveRoute(app, quoteRoute, async ({ body }) => ({ quote: await quoteRequest(db, body) }));

  await app.register(async (guests) => {
    // Who may ask is settled before the request is read: a visitor learns nothing of its rules.
    guests.addHook('onRequest', async (request) => {
      requireViewer(request);
    });
    serveRoute(guests, reserveRoute, ({ body }, request) => reserve(db, requireViewer(request), body, settings));
    serveRoute(guests, cancelRoute, ({ params, body }, request) =>
      cancelReservation(db, requireViewer(request), params.id, body.reason ?? null, today(), ctx.refunds),
    );
    serveRoute(guests, myStaysRoute, async (_input, request) => ({ stays: await myStays(db, requireViewer(request), today()) }));
    serveRoute(guests, writeReviewRoute, async ({ params, body }, request) => ({
      record: await writeReview(db, requireViewer(request), params.id, body, today()),
    }));
    serveRoute(guests, editReviewRoute, async ({ params, body }, request) => ({ record: await editReview(db, requireViewer(request), params.id, body) }));
  });

  await app.register(async (staff) => {
    staff.addHook('onRequest', async (request) => {
      requireStaff(request);
    });
    serveRoute(staff, cancellationPreviewRoute, ({ params }) => cancellationPreview(db, params.id, today()));
  });
}
