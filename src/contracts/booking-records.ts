import { z } from 'zod';
import { REVIEW_STATUSES } from '../catalog/collections/statuses.ts';
import { paidReservation, paymentOperation } from './payments.ts';
import { cents, isoInstant, localized, uuid } from './shapes.ts';

// The catalogue records booking's answers carry (a reservation, its payments, a review) and a
// guest's stay as /myroom shows it. Each lists the fields a guest's answer gives; any other
// column of the record (an idempotency key, a staff note) never leaves the server.


const stamps = {
  _id: uuid,
  createdAt: isoInstant,
  updatedAt: isoInstant,
};

/** A reservation as a guest's answers show it: payments' record of it, without removal stamps. */
export const reservationRecord = paidReservation.omit({ deletedAt: true });

/** A payment operation as a guest's answers show it: payments' record without what is staff's or the server's. */
export const paymentOperationRecord = paymentOperation.omit({ deletedAt: true, remindedAt: true, note: true });

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
  srcSet: z.string().nullable().describe('Every resized copy the photo has, with its width, as an <img> srcset takes it; null when it has none'),
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
    .object({ paid: cents.describe('Net of what came back'), refunded: cents, owed: cents, toPayBack: cents.describe('Refunds asked for and not yet paid out: what Habita still owes the guest') })
    .describe('From the ledger: paid, paid back, still owed, and still to be paid back'),
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
