import {
  anyoneAuthorsOwn,
  guestOrLandlordOrStaff,
  publicContent,
  reporterOrLandlordOrStaff,
  reporterOrStaff,
  signedIn,
  staff,
  staffWrites,
} from '../access.ts';
import { boolean, date, datetime, images, integer, json, longText, money, ref, refs, select, text } from '../fields.ts';
import type { CollectionDef } from '../types.ts';
import { INCIDENT_STATUSES, RESERVATION_STATUSES, REVIEW_STATUSES } from './statuses.ts';

// Stays and what happens during them. Dates are half-open: a stay runs from startDate up to,
// not including, endDate.

const rating = () => integer({ required: true, min: 1, max: 5, column: true });

export const roomreserves = {
  name: 'roomreserves',
  route: '/RoomReserves',
  label: 'Reservations',
  singular: 'Reservation',
  group: 'Stays',
  description: 'Bookings of a room for a stay, from the first hold to the end of the stay.',
  fields: {
    room: ref('rooms', { required: true, searchable: true, column: true }),
    user: ref('users', { required: true, searchable: true, column: true }),
    startDate: date({ required: true, column: true }),
    endDate: date({ required: true, column: true, help: 'First day no longer booked' }),
    status: select(RESERVATION_STATUSES, {
      required: true,
      default: 'hold',
      searchable: true,
      column: true,
      access: staffWrites,
    }),
    holdExpiresAt: datetime({ serverOnly: true }),
    promotion: ref('promotions', { searchable: true }),
    extras: refs('infoextras', { help: 'Optional extras chosen for the stay' }),
    cancelledAt: datetime({ serverOnly: true }),
    quote: json('object', { serverOnly: true, help: 'The price breakdown the reservation was made with' }),
    firstPaymentTotal: money({ serverOnly: true }),
  },
  titleField: 'startDate',
  defaultSort: '-createdAt',
  // Guests reserve through /api/booking (the quote, the hold and the payment together); the
  // generic routes are the back-office's.
  access: { read: guestOrLandlordOrStaff, create: staff, update: staff, delete: staff },
} as const satisfies CollectionDef;

/**
 * What a reservation money moved through keeps: who, where, when, at what price, and its state.
 * The server refuses generic changes to them (booking/paid-reservations.ts) and the back-office
 * shows them read-only; the booking's own actions (cancel) change them.
 */
export const PAID_RESERVATION_FIELDS = ['status', 'startDate', 'endDate', 'room', 'user', 'promotion', 'extras', 'quote', 'firstPaymentTotal'] as const;

export const reviews = {
  name: 'reviews',
  route: '/Reviews',
  label: 'Reviews',
  singular: 'Review',
  group: 'Stays',
  description: 'Reviews of a room or property by tenants who stayed there, moderated before they show.',
  fields: {
    room: ref('rooms', { searchable: true, column: true }),
    property: ref('properties', { searchable: true, column: true }),
    author: ref('users', { required: true, searchable: true }),
    reservation: ref('roomreserves', { required: true, help: 'The stay the review is about' }),
    rating: rating(),
    text: longText({ required: true, max: 5000 }),
    status: select(REVIEW_STATUSES, {
      required: true,
      default: 'pending',
      searchable: true,
      column: true,
      access: staffWrites,
    }),
  },
  titleField: 'text',
  defaultSort: '-createdAt',
  // Tenants write reviews through /api/booking, which checks they stayed and sends an edited
  // review back to moderation; the generic routes are the back-office's.
  access: { read: anyoneAuthorsOwn, create: staff, update: staff, delete: staff },
  publicWhen: { field: 'status', equals: 'published' },
} as const satisfies CollectionDef;

export const gralreviews = {
  name: 'gralreviews',
  route: '/GralReviews',
  label: 'Reviews of Habita',
  singular: 'Review of Habita',
  group: 'Stays',
  description: 'Testimonials about Habita itself that the home page shows.',
  fields: {
    author: text({ required: true, searchable: true, column: true, max: 120 }),
    rating: rating(),
    text: longText({ required: true, max: 2000 }),
    published: boolean({ column: true }),
  },
  titleField: 'author',
  defaultSort: '-createdAt',
  access: publicContent,
  publicWhen: { field: 'published', equals: true },
} as const satisfies CollectionDef;

export const incidents = {
  name: 'incidents',
  route: '/Incidents',
  label: 'Incidents',
  singular: 'Incident',
  group: 'Stays',
  description: 'Problems tenants report in their room or home, and their follow-up until resolved.',
  fields: {
    room: ref('rooms', { required: true, searchable: true, column: true }),
    reportedBy: ref('users', { required: true, searchable: true }),
    type: ref('incidenttypes', { required: true, searchable: true, column: true }),
    description: longText({ required: true, max: 5000 }),
    photos: images({ maxFiles: 10, private: true }),
    status: select(INCIDENT_STATUSES, {
      required: true,
      default: 'open',
      searchable: true,
      column: true,
      access: staffWrites,
    }),
    priority: select(['low', 'normal', 'high', 'urgent'], {
      required: true,
      default: 'normal',
      searchable: true,
      column: true,
      access: staffWrites,
    }),
    assignedTo: ref('users', { onDelete: 'setNull', searchable: true, access: staffWrites }),
  },
  titleField: 'description',
  defaultSort: '-createdAt',
  access: { read: reporterOrLandlordOrStaff, create: signedIn, update: reporterOrStaff, delete: staff },
} as const satisfies CollectionDef;
