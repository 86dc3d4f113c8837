import { z } from 'zod';
import { unknownKeyHint } from './only-params.ts';
import { choice, wholeNumber } from './query-params.ts';
import { defineRoute, errorResponse } from './route.ts';
import { isoInstant, paged, uuid } from './shapes.ts';

// Staff's view of the outbox (src/server/outbox): deliveries that failed, and a retry.

/** Failing: still retried on its own. Dead: out of attempts. */
export const PROBLEM_STATUSES = ['failing', 'dead'] as const;
export const MAX_DELIVERIES_LIMIT = 100;
const MAX_PAGE = 100_000;

export const delivery = z.object({
  _id: uuid,
  topic: z.string().describe('What kind of side effect: `mail`, `payments.sandbox-event`, …'),
  summary: z.string().describe('What it is and for whom, personal data masked'),
  status: z.enum(['pending', ...PROBLEM_STATUSES]).describe('failing: still retried; dead: out of attempts; pending: retried by staff, waiting'),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: isoInstant,
  nextAttemptAt: isoInstant.nullable().describe('null when dead'),
});
export type Delivery = z.output<typeof delivery>;

export const deliveriesQuery = z
  // A misspelt filter would list everything: refused, naming it.
  .strictObject(
    {
      status: choice(PROBLEM_STATUSES, 'Only these; both when unset'),
      page: wholeNumber({ min: 1, max: MAX_PAGE }),
      limit: wholeNumber({ min: 1, max: MAX_DELIVERIES_LIMIT }),
    },
    { error: unknownKeyHint('not a filter of this list (status, page, limit)') },
  )
  .transform(({ status, page, limit }) => ({ status: status ?? null, page: page ?? 1, limit: limit ?? 20 }));
/** The list's question as the server runs it; the web sends any part of it. */
export type DeliveriesQuery = z.output<typeof deliveriesQuery>;

const tags = ['Back-office'];
const notSignedIn = errorResponse('Not signed in');
const notStaff = errorResponse('Signed in, but not as staff');
const failed = errorResponse('Something failed on the server; nothing internal is said');

export const listDeliveriesRoute = defineRoute({
  method: 'GET',
  path: '/api/backoffice/outbox',
  tags,
  summary: 'Staff: outbox deliveries that failed, newest first',
  query: deliveriesQuery,
  responses: {
    200: { description: 'A page of deliveries', schema: z.object({ deliveries: paged(delivery) }) },
    400: errorResponse('A bad or unknown parameter: `field` names it'),
    401: notSignedIn,
    403: notStaff,
    500: failed,
  },
});

export const retryDeliveryRoute = defineRoute({
  method: 'POST',
  path: '/api/backoffice/outbox/:id/retry',
  tags,
  summary: 'Staff: try a failed delivery again from its first attempt, now',
  description: 'Only a dead delivery: one still being tried belongs to its worker until it has used its tries.',
  // Not `recordId`: a malformed id has always answered 400 here, naming `_id`.
  params: z.object({ id: uuid }),
  responses: {
    200: { description: 'The delivery, pending and due now', schema: z.object({ delivery }) },
    400: errorResponse('Not a delivery id (`field` is `_id`)'),
    401: notSignedIn,
    403: notStaff,
    404: errorResponse('No delivery with that id (`field` is `_id`)'),
    409: errorResponse('Not dead: still being tried, or delivered already (`field` is `status`)'),
    500: failed,
  },
});
