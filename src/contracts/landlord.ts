import { z } from 'zod';
import { RESERVATION_STATUSES } from '../catalog/collections/statuses.ts';
import { unknownKeyHint } from './only-params.ts';
import { day } from './query-params.ts';
import { defineRoute, errorResponse } from './route.ts';
import { cents, isoDay, localized, uuid } from './shapes.ts';

// A landlord's dashboard (GET /api/booking/landlord/summary): occupancy, income and
// reservations of their homes for a period; staff see every home. How each figure is counted
// is src/server/booking/landlord-summary.ts.

export const MAX_LISTED_RESERVATIONS = 50;
/** A longer period says little per property and costs more to count. */
export const MAX_PERIOD_DAYS = 3 * 366;

/**
 * The period's ends, each falling back to the current month's (UTC) when not given; that
 * `to` comes after `from`, within MAX_PERIOD_DAYS, is checked once both are known.
 */
export const periodQuery = z.strictObject(
  {
    from: day('First day counted (default: the 1st of this month)'),
    to: day('First day not counted (default: the 1st of next month)'),
  },
  { error: unknownKeyHint('not a parameter here; use from and to') },
);

const reservationCounts = z.object({
  confirmed: z.number().int().describe('Confirmed or completed stays that overlap the period'),
  upcoming: z.number().int().describe('Confirmed stays that begin today or later'),
  hold: z.number().int().describe('Reservations waiting for their first payment now'),
});

const occupancyFigures = z.object({
  rooms: z.number().int().describe('Rooms not removed'),
  occupiedNights: z.number().int().describe('Nights of confirmed or completed stays within the period'),
  availableNights: z.number().int().describe('Rooms × days of the period'),
  occupancy: z.number().min(0).max(1).describe('occupiedNights / availableNights (0 when none are available)'),
  income: cents.describe('The rent received in the period, net of discounts and refunds, without deposits or Habita’s fees; cents of EUR'),
  reservations: reservationCounts,
});

const propertyFigures = z.object({
  _id: uuid,
  title: localized.nullable(),
  city: z.string().nullable(),
  ...occupancyFigures.shape,
});

const listedReservation = z.object({
  _id: uuid,
  room: uuid,
  roomName: localized.nullable(),
  property: uuid,
  guestName: z.string().nullable().describe('First name only: a landlord needs no more to greet them'),
  startDate: isoDay,
  endDate: isoDay.describe('First day no longer booked'),
  status: z.enum(RESERVATION_STATUSES),
});

const landlordSummary = z.object({
  from: isoDay.describe('First day of the period'),
  to: isoDay.describe('First day after the period'),
  properties: z.array(propertyFigures).describe('By title'),
  totals: occupancyFigures,
  reservations: z
    .array(listedReservation)
    .describe(`The ${MAX_LISTED_RESERVATIONS} latest reservations (newest first) whose stay is not over before the period; expired holds left out`),
});

export type OccupancyFigures = z.output<typeof occupancyFigures>;
export type PropertyFigures = z.output<typeof propertyFigures>;
export type ListedReservation = z.output<typeof listedReservation>;
export type LandlordSummary = z.output<typeof landlordSummary>;

export const landlordSummaryRoute = defineRoute({
  method: 'GET',
  path: '/api/booking/landlord/summary',
  tags: ['Booking'],
  summary: "A landlord's occupancy, income and reservations",
  description: `Landlords: their own properties; staff: every property. The period is [from, to), at most ${MAX_PERIOD_DAYS} days; by default the current month (UTC).`,
  query: periodQuery,
  responses: {
    200: { description: 'The figures of the period', schema: landlordSummary },
    400: errorResponse('A bad period or an unknown parameter: `field` says which'),
    401: errorResponse('Not logged in'),
    403: errorResponse('Neither a landlord nor staff'),
    500: errorResponse('Something failed on the server; nothing internal is said'),
  },
});
