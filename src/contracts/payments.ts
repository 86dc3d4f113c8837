import { z } from 'zod';
import { PAYMENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../catalog/collections/statuses.ts';
import { RESERVATION_STATUSES } from '../catalog/collections/statuses.ts';
import { unknownKeyHint } from './only-params.ts';
import { MAX_MONEY_MOVED_IDS } from './payment-values.ts';
import { idList } from './query-params.ts';
import { defineRoute, errorResponse } from './route.ts';
import { cents, idParams, isoDay, isoInstant, localized, uuid } from './shapes.ts';

// /api/payments (src/server/payments, whose README tells the flow): the records payments'
// answers carry and the payer's routes. Staff's money tools are ./payment-staff.ts, the sandbox's
// checkout page and the providers' webhooks ./payment-sandbox.ts. Amounts are integer cents of
// EUR. Every 409 names the field whose state refuses the change.

// ---- The records: a payment operation, a ledger entry, the reservation they belong to ----
// The catalogue declares the collections (src/catalog/collections/money.ts, stays.ts) and their
// enums; these say what leaves the server. Staff's notes are staff's: `note` is absent for others.

const recordTimes = {
  _id: uuid,
  createdAt: isoInstant,
  updatedAt: isoInstant,
  deletedAt: isoInstant.nullable(),
};

export const operationKind = z.enum(PAYMENT_KINDS);
export const operationStatus = z.enum(PAYMENT_STATUSES).describe('Refunded: all of it paid back. Cancelled: no longer owed (the hold expired or the stay was cancelled).');
export const paymentProvider = z.enum(PAYMENT_PROVIDERS);

/** A `paymentoperations` record: what a tenant owes or has paid, or a refund of it. */
export const paymentOperation = z.object({
  ...recordTimes,
  reservation: uuid,
  user: uuid.describe('Who pays (or is paid back)'),
  kind: operationKind,
  amount: cents.describe('Cents of EUR, always positive (a refund’s too)'),
  status: operationStatus,
  dueDate: isoDay.nullable(),
  provider: paymentProvider,
  providerReference: z.string().nullable().describe("The provider's checkout or refund reference; a bank transfer's reference"),
  refundOf: uuid.nullable().describe('For a refund: the payment it pays back'),
  refundedAmount: cents.nullable().describe('How much of this payment has been paid back'),
  paidAt: isoInstant.nullable(),
  remindedAt: isoInstant.nullable().describe('When the reminder before the due date was sent'),
  note: z.string().nullable().optional().describe('Staff only: e.g. the bank reference of a transfer'),
});

/** A `transactions` record: money that moved, append-only. */
export const ledgerEntry = z.object({
  ...recordTimes,
  operation: uuid,
  amount: cents.describe('Signed cents of EUR: positive money in, negative money paid back'),
  providerEventId: z.string().nullable(),
  occurredAt: isoInstant,
  recordedBy: uuid.nullable().describe('The staff member who recorded it by hand (bank transfers)'),
  note: z.string().nullable().optional().describe('Staff only'),
});

/** A `roomreserves` record as payments show it beside its money. */
export const paidReservation = z.object({
  ...recordTimes,
  room: uuid,
  user: uuid,
  startDate: isoDay,
  endDate: isoDay.describe('First day no longer booked'),
  status: z.enum(RESERVATION_STATUSES),
  holdExpiresAt: isoInstant.nullable(),
  promotion: uuid.nullable(),
  extras: z.array(uuid).nullable().describe('Optional extras chosen for the stay'),
  cancelledAt: isoInstant.nullable(),
  quote: z.record(z.string(), z.unknown()).nullable().describe('The price breakdown the reservation was made with'),
  firstPaymentTotal: cents.nullable(),
});

/** Where the money is for: the room and its property, by name. */
export const paymentPlace = z.object({
  room: z.object({ _id: uuid, name: localized.nullable() }),
  property: z.object({ _id: uuid, title: localized.nullable(), city: z.string().nullable() }),
});

export type PaymentOperation = z.output<typeof paymentOperation>;
export type OperationKind = z.output<typeof operationKind>;
export type OperationStatus = z.output<typeof operationStatus>;
export type PaymentProvider = z.output<typeof paymentProvider>;
export type LedgerEntry = z.output<typeof ledgerEntry>;
export type PaidReservation = z.output<typeof paidReservation>;
export type PaymentPlace = z.output<typeof paymentPlace>;

// ---- The payer ----

export const tags = ['Payments'];
export const notSignedIn = errorResponse('Not logged in');
export const failed = errorResponse('Something failed on the server; nothing internal is said');
export const providerDown = errorResponse('The payment provider did not answer: nothing was charged or paid back; try again in a few minutes');
export const noOperation = errorResponse('No such payment operation, or not one this person may see');

/** A JSON object is expected: anything else is refused with this. */
export const SEND_AN_OBJECT = { error: 'Send a JSON object' };

export const checkoutRoute = defineRoute({
  method: 'POST',
  path: '/api/payments/operations/:id/checkout',
  tags,
  summary: 'The payer: open a checkout for a pending or failed payment',
  description: 'Only the payer may; the answer is where to send them. A first payment holds the nights again if its hold lapsed.',
  params: idParams,
  responses: {
    200: { description: "Where the payer pays: the provider's checkout page", schema: z.object({ checkoutUrl: z.string().describe("The provider's checkout page") }) },
    401: notSignedIn,
    404: noOperation,
    409: errorResponse('Already paid, no longer owed, the nights taken meanwhile or no card provider on: `field` names what refuses it'),
    500: failed,
    502: providerDown,
  },
});

export const operationDetail = paymentPlace.extend({
  operation: paymentOperation,
  reservation: paidReservation,
  transactions: z.array(ledgerEntry).describe("The payment's and its refunds' ledger entries, oldest first"),
  refunds: z.array(paymentOperation),
});
export type OperationDetail = z.output<typeof operationDetail>;

export const operationRoute = defineRoute({
  method: 'GET',
  path: '/api/payments/operations/:id',
  tags,
  summary: 'A payment with its reservation, ledger entries and refunds',
  description: 'The payer, the guest, the landlord of the property and staff; anyone else gets 404.',
  params: idParams,
  responses: {
    200: { description: 'The payment and what belongs to it', schema: operationDetail },
    401: notSignedIn,
    404: noOperation,
    500: failed,
  },
});

export const ledgerTotals = z.object({
  charged: cents.describe('What the stay costs: every charge not cancelled'),
  paid: cents.describe('Money received (positive ledger entries)'),
  refunded: cents.describe('Money paid back (negative ledger entries, as a positive number)'),
  outstanding: cents.describe('Charges still to pay: pending or failed'),
});

export const reservationLedger = z.object({
  reservation: paidReservation,
  operations: z.array(paymentOperation).describe('By due date'),
  transactions: z.array(ledgerEntry).describe('Oldest first'),
  totals: ledgerTotals,
});
export type ReservationLedger = z.output<typeof reservationLedger>;
export type LedgerTotals = z.output<typeof ledgerTotals>;

export const ledgerRoute = defineRoute({
  method: 'GET',
  path: '/api/payments/reservations/:id/ledger',
  tags,
  summary: "A reservation's payments, ledger entries and totals",
  description: 'The guest, the landlord of the property and staff; anyone else gets 404.',
  params: idParams,
  responses: {
    200: { description: 'The ledger', schema: reservationLedger },
    401: notSignedIn,
    404: errorResponse('No such reservation, or not one this person may see'),
    500: failed,
  },
});


// ---- Whether money moved: the back-office list's question for a page of reservations ----


export const moneyMovedQuery = z.strictObject(
  { ids: idList({ max: MAX_MONEY_MOVED_IDS, description: 'The reservations asked about' }) },
  { error: unknownKeyHint('not a parameter of this question; use ids') },
);

export const moneyMoved = z.object({
  moved: z
    .array(uuid)
    .describe('The reservations asked about that a ledger entry of any of their payments belongs to, in the order asked; an unknown id is simply not here'),
});
export type MoneyMoved = z.output<typeof moneyMoved>;

export const moneyMovedRoute = defineRoute({
  method: 'GET',
  path: '/api/payments/reservations/money-moved',
  tags,
  summary: 'Which of these reservations money moved through',
  description:
    'For the back-office list, which offers Remove only for a reservation no money moved through: the same truth the server refuses removal by. Only who may remove reservations may ask.',
  query: moneyMovedQuery,
  responses: {
    200: { description: 'The reservations money moved through', schema: moneyMoved },
    400: errorResponse(`ids missing, repeated, not ids, or more than ${MAX_MONEY_MOVED_IDS}: \`field\` is ids`),
    401: notSignedIn,
    403: errorResponse('Logged in, but not as someone who may remove reservations'),
    500: failed,
  },
});
