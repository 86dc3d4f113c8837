import type { FastifyInstance } from 'fastify';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { requireStaff, requireViewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { errorBodySchema, notFound } from '../errors.ts';
import { cancellationPreview, cancelReservation, type RefundDesk } from './cancellation.ts';
import { myStays } from './my-stays.ts';
import { cancelRequestSchema, parseBody, reviewRequestSchema, stayRequestSchema, today } from './requests.ts';
import { quoteRequest, reserve } from './reservations.ts';
import { editReview, writeReview } from './reviews.ts';
import type { BookingSettings } from './settings.ts';

// The guest's side of booking: a quote, the hold, cancelling it, their stays and reviews; and
// the staff's cancellation with the refund rule. Bodies are JSON, checked by ./requests.ts.

export interface BookingRoutesContext {
  db: Db;
  settings: BookingSettings;
  /** Pays money back through the payment's provider (the payments module). */
  refunds: RefundDesk;
}

const tags = ['Booking'];
const object = { type: 'object', additionalProperties: true } as const;
const errors = {
  400: { description: 'A value is not allowed; `field` names it', ...errorBodySchema },
  401: { description: 'Not signed in', ...errorBodySchema },
  403: { description: 'Not allowed for this account', ...errorBodySchema },
  404: { description: 'No such record for you', ...errorBodySchema },
  409: { description: 'The dates are taken, or the record is not in a state that allows this', ...errorBodySchema },
} as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string' } } } as const;

function idOf(params: unknown): string {
  const { id } = params as { id: string };
  if (!ID_PATTERN.test(id)) throw notFound('There is no record with this id');
  return id.toLowerCase();
}

export async function bookingRoutes(app: FastifyInstance, ctx: BookingRoutesContext): Promise<void> {
  const { db, settings } = ctx;

  app.post(
    '/api/booking/quote',
    {
      schema: {
        tags,
        summary: 'The price of a stay in a room',
        description:
          'Rent month by month (seasonal prices, a last part month pro rata by day), mandatory costs, chosen extras, the deposit, a promotion (by code, or the best automatic one) and the first payment due on reserving. Integer cents.',
        body: object,
        response: { 200: { type: 'object', properties: { quote: object } }, 400: errors[400], 404: errors[404] },
      },
    },
    async (request) => ({ quote: await quoteRequest(db, parseBody(stayRequestSchema, request.body)) }),
  );

  app.post(
    '/api/booking/reservations',
    {
      schema: {
        tags,
        summary: 'Hold a room for a stay and owe its first payment',
        description: `The room is kept for ${settings.holdMinutes} minutes while the first payment is made (POST /api/payments/operations/{id}/checkout). A stay overlapping another live reservation of the room is refused with 409.`,
        body: object,
        response: {
          201: { type: 'object', properties: { reservation: object, operation: object } },
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const reserved = await reserve(db, viewer, parseBody(stayRequestSchema, request.body), settings);
      return reply.status(201).send(reserved);
    },
  );

  app.post(
    '/api/booking/reservations/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel a reservation',
        description: 'The guest may cancel a hold they have not paid. Staff may cancel any live reservation; the refund rule decides what is paid back.',
        params: idParams,
        body: { ...object, nullable: true },
        response: { 200: { type: 'object', properties: { reservation: object, refunds: { type: 'array', items: object } } }, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const id = idOf(request.params);
      const { reason } = parseBody(cancelRequestSchema, request.body);
      return cancelReservation(db, viewer, id, reason ?? null, today(), ctx.refunds);
    },
  );

  app.get(
    '/api/booking/reservations/:id/cancellation',
    {
      schema: {
        tags,
        summary: 'What cancelling a reservation now would refund (staff)',
        params: idParams,
        response: { 200: { type: 'object', properties: { rule: { type: 'string' }, refunds: { type: 'array', items: object } } }, ...errors },
      },
    },
    async (request) => {
      requireStaff(request);
      return cancellationPreview(db, idOf(request.params), today());
    },
  );

  app.get(
    '/api/booking/my-stays',
    {
      schema: {
        tags,
        summary: "The signed-in guest's reservations with everything /myroom shows",
        response: { 200: { type: 'object', properties: { stays: { type: 'array', items: object } } }, 401: errors[401] },
      },
    },
    async (request) => ({ stays: await myStays(db, requireViewer(request), today()) }),
  );

  app.post(
    '/api/booking/reservations/:id/review',
    {
      schema: {
        tags,
        summary: 'Review a stay (the guest, once moved in; staff publish it)',
        params: idParams,
        body: object,
        response: { 201: { type: 'object', properties: { record: object } }, ...errors },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const id = idOf(request.params);
      const record = await writeReview(db, viewer, id, parseBody(reviewRequestSchema, request.body), today());
      return reply.status(201).send({ record });
    },
  );

  app.put(
    '/api/booking/reviews/:id',
    {
      schema: {
        tags,
        summary: 'Edit your review; it waits for moderation again',
        params: idParams,
        body: object,
        response: { 200: { type: 'object', properties: { record: object } }, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const id = idOf(request.params);
      return { record: await editReview(db, viewer, id, parseBody(reviewRequestSchema, request.body)) };
    },
  );
}
