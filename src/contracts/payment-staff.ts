import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../catalog/collections/statuses.ts';
import { isDay, utcToday } from '../catalog/days.ts';
import { ID_PATTERN } from '../catalog/validation.ts';
import { unknownKeyHint } from './only-params.ts';
import { DEFAULT_OPERATIONS_LIMIT, DUE_SOON_DAYS, MAX_OPERATIONS_LIMIT, OPERATION_SORTS } from './payment-values.ts';
import { failed, noOperation, notSignedIn, paymentOperation, providerDown, SEND_AN_OBJECT, tags } from './payments.ts';
import { choice, custom, text, wholeNumber } from './query-params.ts';
import { defineRoute, errorResponse } from './route.ts';
import { idParams, paged, uuid } from './shapes.ts';

// Staff's money tools under /api/payments: the payment panel's list with its filters, a bank
// transfer recorded by hand, a refund through the provider and its retry.

const notStaff = errorResponse('Logged in, but not as staff');

// ---- The list ----

const MAX_PAGE = 100_000;

/** One or more of `values`, comma-separated: `?status=succeeded,refunded`. */
function someOf<const V extends readonly [string, ...string[]]>(values: V, description: string) {
  const hint = `one or more of ${values.join(', ')}`;
  return custom(
    (listed, fail): V[number][] => {
      const parts = listed.split(',').map((part) => part.trim()).filter(Boolean);
      if (parts.length === 0 || parts.some((part) => !(values as readonly string[]).includes(part))) return fail(hint);
      return parts as V[number][];
    },
    { documented: { type: 'string', pattern: `^(${values.join('|')})(,(${values.join('|')}))*$` }, description: `${description}: ${hint}, comma-separated` },
  );
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** Pending and past due, pending and due within DUE_SOON_DAYS, or due within a month. */
export type DueFilter = { overdue: true } | { soon: true } | { month: string };

export const operationListQuery = z
  .strictObject(
    {
      status: someOf(PAYMENT_STATUSES, 'Statuses'),
      provider: someOf(PAYMENT_PROVIDERS, 'Providers'),
      kind: someOf(PAYMENT_KINDS, 'Kinds'),
      property: custom((id, fail) => (ID_PATTERN.test(id) ? id.toLowerCase() : fail('not a valid id')), {
        documented: { type: 'string', format: 'uuid' },
        description: 'Only operations of stays in this property',
      }),
      due: custom(
        (due, fail): DueFilter =>
          due === 'overdue' ? { overdue: true } : due === 'soon' ? { soon: true } : MONTH.test(due) ? { month: due } : fail('overdue, soon or a month as YYYY-MM'),
        {
          documented: { type: 'string', pattern: `^(overdue|soon|\\d{4}-(0[1-9]|1[0-2]))$` },
          description: `overdue (pending, past its due date), soon (pending, due in the next ${DUE_SOON_DAYS} days) or a month YYYY-MM`,
        },
      ),
      q: text({ max: 200, description: 'Guest name or email, room, property, provider reference or operation id' }),
      page: wholeNumber({ min: 1, max: MAX_PAGE }),
      limit: wholeNumber({ min: 1, max: MAX_OPERATIONS_LIMIT, description: `How many per page (default ${DEFAULT_OPERATIONS_LIMIT})` }),
      sort: choice(OPERATION_SORTS, 'The order (default -createdAt, newest first)'),
    },
    { error: unknownKeyHint('not a filter of this list; use status, provider, kind, property, due, q, page, limit or sort') },
  )
  .transform(({ page, limit, sort, ...filters }) => ({ ...filters, page: page ?? 1, limit: limit ?? DEFAULT_OPERATIONS_LIMIT, sort: sort ?? '-createdAt' }));

/** The list's question as the server runs it. */
export type OperationListQuery = z.output<typeof operationListQuery>;

/** An operation in the staff list: the record, with who pays, where, and whether it is late. */
export const operationRow = paymentOperation.extend({
  userName: z.string().nullable().describe("The payer's name and surname"),
  userEmail: z.string().nullable(),
  roomName: z.string().nullable().describe('In English, or Spanish when it has no English name'),
  propertyTitle: z.string().nullable().describe('In English, or Spanish when it has no English title'),
  property: uuid.nullable(),
  overdue: z.boolean().describe('Pending and past its due date'),
});

export const operationPage = paged(operationRow);

export type OperationRow = z.output<typeof operationRow>;
export type OperationPage = z.output<typeof operationPage>;

// ---- The tools ----

export const operationListRoute = defineRoute({
  method: 'GET',
  path: '/api/payments/operations',
  tags,
  summary: 'Staff: every payment, filtered and paged',
  query: operationListQuery,
  responses: {
    200: { description: 'A page of operations', schema: z.object({ operations: operationPage }) },
    400: errorResponse('A bad or unknown parameter: `field` names it'),
    401: notSignedIn,
    403: notStaff,
    500: failed,
  },
});

const AMOUNT_RECEIVED = 'the amount received, in whole cents';
const RECEIVED_ON = 'the day the money arrived, as YYYY-MM-DD';

/** Optional text: empty or blank is none. */
const optionalText = (max: number) =>
  z
    .string({ error: `text of up to ${max} characters` })
    .max(max, `text of up to ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || null);

export const bankTransferBody = z.object(
  {
    amount: z.number({ error: AMOUNT_RECEIVED }).int(AMOUNT_RECEIVED).min(1, AMOUNT_RECEIVED).describe('Cents received: the whole payment'),
    receivedOn: z
      .string({ error: RECEIVED_ON })
      .refine((day) => isDay(day), RECEIVED_ON)
      .refine((day) => day <= utcToday(), 'the day cannot be in the future')
      .meta({ format: 'date' }),
    reference: optionalText(200).describe("The bank's reference of the transfer"),
    note: optionalText(500).describe('A note for staff'),
  },
  SEND_AN_OBJECT,
);
export type BankTransfer = z.output<typeof bankTransferBody>;

export const bankTransferRoute = defineRoute({
  method: 'POST',
  path: '/api/payments/operations/:id/bank-transfer',
  tags,
  summary: 'Staff: record a bank transfer that paid this operation',
  description: 'A first payment confirms its stay, unless the nights were taken meanwhile: then nothing is recorded (409) and staff return the transfer.',
  params: idParams,
  body: bankTransferBody,
  responses: {
    200: { description: 'The operation, paid', schema: z.object({ operation: paymentOperation }) },
    400: errorResponse('A bad field, an amount that is not the whole payment, or a refund: `field` names it'),
    401: notSignedIn,
    403: notStaff,
    404: noOperation,
    409: errorResponse('Already paid, no longer owed, or the nights taken meanwhile: `field` names what refuses it'),
    500: failed,
  },
});

const REFUND_AMOUNT = 'refund whole cents, at least 1';

export const refundBody = z.object(
  {
    amount: z.number({ error: REFUND_AMOUNT }).int(REFUND_AMOUNT).min(1, REFUND_AMOUNT).describe('Cents to pay back: at most what is left of the payment'),
    reason: optionalText(500).describe('Why, for the ledger'),
  },
  SEND_AN_OBJECT,
);
export type RefundInput = z.output<typeof refundBody>;

const refundAnswer = z.object({ refund: paymentOperation.describe('The refund operation'), operation: paymentOperation.describe('The payment it pays back') });

export const refundRoute = defineRoute({
  method: 'POST',
  path: '/api/payments/operations/:id/refund',
  tags,
  summary: 'Staff: pay back part or all of a payment through its provider',
  params: idParams,
  body: refundBody,
  responses: {
    200: { description: 'The refund (succeeded, or pending while the provider works) and the payment', schema: refundAnswer },
    400: errorResponse('A bad amount (more than is left), or a refund given instead of a payment: `field` names it'),
    401: notSignedIn,
    403: notStaff,
    404: noOperation,
    409: errorResponse('Not paid, already paid back, or its provider not configured here: `field` names what refuses it'),
    500: failed,
    502: providerDown,
  },
});

export const refundRetryRoute = defineRoute({
  method: 'POST',
  path: '/api/payments/operations/:id/refund/retry',
  tags,
  summary: 'Staff: ask the provider again, with the same idempotency key, for a refund left pending when it did not answer',
  params: idParams,
  responses: {
    200: { description: 'The refund and the payment it pays back', schema: refundAnswer },
    400: errorResponse('A payment, not a refund: `field` names it'),
    401: notSignedIn,
    403: notStaff,
    404: noOperation,
    409: errorResponse('Not pending, asked for too long ago, or its provider not configured here: `field` names what refuses it'),
    500: failed,
    502: providerDown,
  },
});

