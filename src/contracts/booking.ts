import { z } from 'zod';
import { isDay } from '../catalog/days.ts';
import { quoteSchema } from '../catalog/quote-schema.ts';
import { ID_PATTERN } from '../catalog/validation.ts';
import { MAX_CODE_LENGTH, MAX_EXTRAS, MAX_REASON_LENGTH, REVIEW_TEXT } from './booking-limits.ts';
import { myStay, paymentOperationRecord, reservationRecord, reviewRecord } from './booking-records.ts';
import { unknownKeyHint } from './only-params.ts';
import { defineRoute, errorResponse } from './route.ts';
import { idParams, uuid } from './shapes.ts';

// The guest's side of booking (src/server/booking/routes.ts): a quote, the hold, cancelling it,
// the guest's stays and their reviews; and staff's look at what a cancellation would refund.
// Bodies are JSON; a bad value is a 400 naming the field, an unknown field too.

/** Refuses what is not a JSON object, and names an unknown field. */
function jsonObject<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape, { error: unknownKeyHint('not a field here', 'Send a JSON object') });
}

const id = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'must be an id') })
  .regex(ID_PATTERN, 'must be an id')
  .transform((value) => value.toLowerCase())
  .meta({ format: 'uuid' });

const day = z
  .string({ error: (issue) => (issue.input === undefined ? 'Required' : 'must be a calendar date as YYYY-MM-DD') })
  .refine(isDay, 'must be a calendar date as YYYY-MM-DD')
  .meta({ format: 'date' });

/** A stay to quote or hold: the room, [from, to), the chosen extras and a promotion code. */
export const stayBody = jsonObject({
  room: id.describe('The room'),
  from: day.describe('Move-in day'),
  to: day.describe('Move-out day: the first night not booked'),
  // Checked as a whole so that a bad id is a fault of `extras`, the field a form shows it on.
  extras: z
    .array(z.string().meta({ format: 'uuid' }), { error: 'must be a list of ids' })
    .max(MAX_EXTRAS, `at most ${MAX_EXTRAS} extras`)
    .refine((ids) => ids.every((value) => ID_PATTERN.test(value)), 'must be ids')
    .transform((ids) => ids.map((value) => value.toLowerCase()))
    .default([])
    .describe('Ids of the chosen optional extras'),
  code: z
    .string()
    .trim()
    .max(MAX_CODE_LENGTH, `at most ${MAX_CODE_LENGTH} characters`)
    .nullish()
    .transform((value) => value || null)
    .describe('A promotion code as typed; empty or absent for the best automatic promotion'),
});

export const cancelBody = jsonObject({
  reason: z.string().trim().max(MAX_REASON_LENGTH, `at most ${MAX_REASON_LENGTH} characters`).nullish().describe('Why, for the record and the guest’s mail'),
});

export const reviewBody = jsonObject({
  rating: z.number({ error: 'Required: a whole number from 1 to 5' }).int('must be a whole number').min(1, 'from 1 to 5').max(5, 'from 1 to 5'),
  text: z.string({ error: 'Required' }).trim().min(REVIEW_TEXT.min, `at least ${REVIEW_TEXT.min} characters`).max(REVIEW_TEXT.max, `at most ${REVIEW_TEXT.max} characters`),
});

export type StayRequest = z.output<typeof stayBody>;
export type ReviewRequest = z.output<typeof reviewBody>;

const plannedRefund = z.object({
  operation: uuid.describe('The paid payment money goes back from'),
  kind: paymentOperationRecord.shape.kind,
  amount: z.number().int().describe('Cents of EUR'),
});
export type PlannedRefund = z.output<typeof plannedRefund>;

const tags = ['Booking'] as const;
const notSignedIn = errorResponse('Not signed in');
const failed = errorResponse('Something failed on the server; nothing internal is said');
const badBody = errorResponse('A value is not allowed, or a field is unknown: `field` names it');

export const quoteRoute = defineRoute({
  method: 'POST',
  path: '/api/booking/quote',
  tags,
  summary: 'The price of a stay in a room',
  description:
    'Rent month by month (seasonal prices, a last part month pro rata by day), mandatory costs, chosen extras, the deposit, a promotion (by code, or the best automatic one) and the first payment due on reserving. Integer cents. Anyone may ask.',
  body: stayBody,
  responses: {
    200: { description: 'The quote', schema: z.object({ quote: quoteSchema }) },
    400: errorResponse('The stay, an extra or the code is not allowed (`field` says which: room, from, to, extras, code)'),
    404: errorResponse('The room is not on the site'),
    500: failed,
  },
});

export const reserveRoute = defineRoute({
  method: 'POST',
  path: '/api/booking/reservations',
  tags,
  summary: 'Hold a room for a stay and owe its first payment',
  description:
    'The room is kept for a while (the booking settings’ hold minutes) while the first payment is made (POST /api/payments/operations/{id}/checkout).',
  body: stayBody,
  responses: {
    201: {
      description: 'The hold and its pending first payment',
      schema: z.object({ reservation: reservationRecord, operation: paymentOperationRecord }),
    },
    400: errorResponse('The stay, an extra or the code is not allowed (`field` says which)'),
    401: notSignedIn,
    404: errorResponse('The room is not on the site'),
    409: errorResponse(
      'The dates are taken (`field`: startDate), the room is closed for maintenance (`field`: room), or the guest already has as many holds waiting for payment as allowed (`field`: status)',
    ),
    500: failed,
  },
});

export const cancelRoute = defineRoute({
  method: 'POST',
  path: '/api/booking/reservations/:id/cancel',
  tags,
  summary: 'Cancel a reservation',
  description: 'The guest may cancel a hold they have not paid. Staff may cancel any live reservation; the refund rule decides what is paid back.',
  params: idParams,
  body: cancelBody,
  responses: {
    200: {
      description: 'The cancelled reservation and the refunds opened for it',
      schema: z.object({ reservation: reservationRecord, refunds: z.array(paymentOperationRecord) }),
    },
    400: badBody,
    401: notSignedIn,
    403: errorResponse('A paid reservation is cancelled by Habita staff, not by the guest'),
    404: errorResponse('No such reservation of yours'),
    409: errorResponse('The reservation is no longer live (`field`: status)'),
    500: failed,
  },
});

export const cancellationPreviewRoute = defineRoute({
  method: 'GET',
  path: '/api/booking/reservations/:id/cancellation',
  tags,
  summary: 'What cancelling a reservation now would refund (staff)',
  params: idParams,
  responses: {
    200: {
      description: 'The refund rule and the refunds it gives today',
      schema: z.object({ rule: z.string().describe('The refund rule, in words'), refunds: z.array(plannedRefund) }),
    },
    401: notSignedIn,
    403: errorResponse('Only staff'),
    404: errorResponse('No such reservation'),
    409: errorResponse('The reservation is no longer live (`field`: status)'),
    500: failed,
  },
});

export const myStaysRoute = defineRoute({
  method: 'GET',
  path: '/api/booking/my-stays',
  tags,
  summary: "The signed-in guest's reservations with everything /myroom shows",
  description: 'Current and upcoming stays first, then past ones, then the ones that never happened (expired, cancelled); at most 50.',
  responses: {
    200: { description: 'The stays', schema: z.object({ stays: z.array(myStay) }) },
    401: notSignedIn,
    500: failed,
  },
});

export const writeReviewRoute = defineRoute({
  method: 'POST',
  path: '/api/booking/reservations/:id/review',
  tags,
  summary: 'Review a stay (the guest, once moved in; staff publish it)',
  params: idParams,
  body: reviewBody,
  responses: {
    201: { description: 'The review, waiting for moderation', schema: z.object({ record: reviewRecord }) },
    400: badBody,
    401: notSignedIn,
    403: errorResponse('The stay has not begun, or was never confirmed'),
    404: errorResponse('No such reservation of yours'),
    409: errorResponse('The stay already has a review by you (`field`: reservation): edit that one'),
    500: failed,
  },
});

export const editReviewRoute = defineRoute({
  method: 'PUT',
  path: '/api/booking/reviews/:id',
  tags,
  summary: 'Edit your review; it waits for moderation again',
  params: idParams,
  body: reviewBody,
  responses: {
    200: { description: 'The edited review, waiting for moderation', schema: z.object({ record: reviewRecord }) },
    400: badBody,
    401: notSignedIn,
    404: errorResponse('No such review of yours'),
    500: failed,
  },
});

export const BOOKING_ROUTES = [quoteRoute, reserveRoute, cancelRoute, cancellationPreviewRoute, myStaysRoute, writeReviewRoute, editReviewRoute] as const;
