import { z } from 'zod';
import { cents, isoDay, isoInstant, localized, uuid } from './shapes.ts';

// The catalogue records booking's answers carry (a reservation, its payments, a review) and a
// guest's stay as /myroom shows it. Each lists the fields a guest's answer gives; any other
// column of the record (an idempotency key, a staff note) never leaves the server.

/** The statuses of the catalogue's `roomreserves.status` (a test holds the two in step). */
export const RESERVATION_STATUSES = ['hold', 'pending_payment', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
/** The statuses of the catalogue's `reviews.status` (a test holds the two in step). */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;
/** `paymentoperations.kind`, `.status` and `.provider` of the catalogue (a test holds them in step). */
export const OPERATION_KINDS = ['deposit', 'first_month', 'rent', 'fee', 'refund'] as const;
export const OPERATION_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'cancelled'] as const;
export const PROVIDERS = ['sandbox', 'stripe', 'bank_transfer'] as const;

const stamps = {
  _id: uuid,
  createdAt: isoInstant,
  updatedAt: isoInstant,
};

export const reservationRecord = z.object({
  ...stamps,
  room: uuid,
  user: uuid,
  startDate: isoDay,
  endDate: isoDay.describe('First day no longer booked'),
  status: z.enum(RESERVATION_STATUSES),
  holdExpiresAt: isoInstant.nullable().describe('When an unpaid hold lets the room go'),
  promotion: uuid.nullable(),
  extras: z.array(uuid).nullable().describe('Optional extras chosen for the stay'),
  cancelledAt: isoInstant.nullable(),
  // Stored as the reservation was made: older reservations keep a breakdown of another shape.
  quote: z
    .record(z.string(), z.unknown())
    .nullable()
    .describe('The price breakdown the reservation was made with: a quote as POST /api/booking/quote answers it, or, for reservations older than the pricing engine, a breakdown of another shape'),
  firstPaymentTotal: cents.nullable(),
});

/**
 * A payment operation as a guest's answers show it. Declared here while the payments endpoints
 * have no contract module of their own; theirs should take it from here (or this from theirs).
 */
export const paymentOperationRecord = z.object({
  ...stamps,
  reservation: uuid,
  user: uuid,
  kind: z.enum(OPERATION_KINDS),
  amount: cents.describe('Always positive, a refund’s too; cents of EUR'),
  status: z.enum(OPERATION_STATUSES).describe('Refunded: all of it paid back. Cancelled: no longer owed'),
  dueDate: isoDay.nullable(),
  provider: z.enum(PROVIDERS),
  providerReference: z.string().nullable(),
  refundOf: uuid.nullable().describe('For a refund: the payment it pays back'),
  refundedAmount: cents.nullable().describe('How much of this payment has been paid back'),
  paidAt: isoInstant.nullable(),
});

export const reviewRecord = z.object({
  ...stamps,
  room: uuid.nullable(),
  property: uuid.nullable(),
  author: uuid,
  reservation: uuid.describe('The stay the review is about'),
  rating: z.number().int().min(1).max(5),
  text: z.string(),
  status: z.enum(REVIEW_STATUSES).describe('Every new or edited review waits for staff to publish it'),
});

const stayPhoto = z.object({
  src: z.string().describe('The large copy, or the original'),
  srcSet: z.string().nullable(),
  alt: localized.nullable(),
});

/** A reservation of the signed-in guest with everything /myroom shows of it. */
export const myStay = z.object({
  reservation: reservationRecord,
  room: z.object({ _id: uuid, name: localized, images: z.array(stayPhoto) }),
  property: z.object({
    _id: uuid,
    title: localized,
    address: z.string(),
    city: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  houseRules: z.array(z.object({ category: localized.nullable(), text: localized })),
  usefulPhones: z.array(z.object({ name: localized, number: z.string(), category: z.string().nullable() })),
  payments: z.array(paymentOperationRecord).describe('Every payment of the stay, the rent schedule and refunds included, by due date'),
  money: z
    .object({ paid: cents.describe('Net of what came back'), refunded: cents, owed: cents })
    .describe('From the ledger: paid, paid back and still owed'),
  review: reviewRecord.nullable(),
  canReview: z.boolean(),
  incidentTypes: z.array(z.object({ _id: uuid, name: localized })),
});

export type ReservationRecord = z.output<typeof reservationRecord>;
export type ReservationStatus = ReservationRecord['status'];
export type PaymentOperationRecord = z.output<typeof paymentOperationRecord>;
export type ReviewRecord = z.output<typeof reviewRecord>;
export type ReviewStatus = ReviewRecord['status'];
export type MyStay = z.output<typeof myStay>;
