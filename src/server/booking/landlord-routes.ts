import type { FastifyInstance } from 'fastify';
import { roomreserves } from '../../catalog/collections/stays.ts';
import type { SelectField } from '../../catalog/types.ts';
import { isStaff } from '../collections/access.ts';
import { requireViewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { errorBodySchema, forbidden } from '../errors.ts';
import { landlordSummary, MAX_LISTED_RESERVATIONS, MAX_PERIOD_DAYS, parsePeriod } from './landlord-summary.ts';

// GET /api/booking/landlord/summary: a landlord's occupancy, income and reservations for a
// period (landlord-summary.ts says how each figure is counted). Landlords see their own
// properties, staff every property; anyone else is refused.

const tags = ['Booking'];
const STATUSES = (roomreserves.fields.status as SelectField).options;
const localizedText = { type: ['object', 'null'], properties: { es: { type: 'string' }, en: { type: 'string' } } };
const cents = (description: string) => ({ type: 'integer', description: `${description}, in cents of EUR` });

const counts = {
  type: 'object',
  required: ['confirmed', 'upcoming', 'hold'],
  properties: {
    confirmed: { type: 'integer', description: 'Confirmed or completed stays that overlap the period' },
    upcoming: { type: 'integer', description: 'Confirmed stays that begin today or later' },
    hold: { type: 'integer', description: 'Reservations waiting for their first payment now' },
  },
};

const figures = {
  rooms: { type: 'integer', description: 'Rooms not removed' },
  occupiedNights: { type: 'integer', description: 'Nights of confirmed or completed stays within the period' },
  availableNights: { type: 'integer', description: 'Rooms × days of the period' },
  occupancy: { type: 'number', minimum: 0, maximum: 1, description: 'occupiedNights / availableNights (0 when none are available)' },
  income: cents('Ledger entries of the reservations in the period, refunds subtracted'),
  reservations: counts,
};
const figureKeys = Object.keys(figures);

const summaryResponse = {
  type: 'object',
  required: ['from', 'to', 'properties', 'totals', 'reservations'],
  properties: {
    from: { type: 'string', format: 'date', description: 'First day of the period' },
    to: { type: 'string', format: 'date', description: 'First day after the period' },
    properties: {
      type: 'array',
      description: 'By title',
      items: {
        type: 'object',
        required: ['_id', 'title', 'city', ...figureKeys],
        properties: { _id: { type: 'string', format: 'uuid' }, title: localizedText, city: { type: ['string', 'null'] }, ...figures },
      },
    },
    totals: { type: 'object', required: figureKeys, properties: figures },
    reservations: {
      type: 'array',
      description: `The ${MAX_LISTED_RESERVATIONS} latest reservations (newest first) whose stay is not over before the period; expired holds left out`,
      items: {
        type: 'object',
        required: ['_id', 'room', 'roomName', 'property', 'guestName', 'startDate', 'endDate', 'status'],
        properties: {
          _id: { type: 'string', format: 'uuid' },
          room: { type: 'string', format: 'uuid' },
          roomName: localizedText,
          property: { type: 'string', format: 'uuid' },
          guestName: { type: ['string', 'null'], description: 'First name only' },
          startDate: { type: 'string', format: 'date' },
          endDate: { type: 'string', format: 'date', description: 'First day no longer booked' },
          status: { type: 'string', enum: STATUSES },
        },
      },
    },
  },
};

const errors = {
  400: { description: 'A bad period: `field` says which end', ...errorBodySchema },
  401: { description: 'Not logged in', ...errorBodySchema },
  403: { description: 'Neither a landlord nor staff', ...errorBodySchema },
  500: { description: 'Something failed on the server; nothing internal is said', ...errorBodySchema },
};

export async function landlordRoutes(app: FastifyInstance, ctx: { db: Db }): Promise<void> {
  app.get(
    '/api/booking/landlord/summary',
    {
      schema: {
        tags,
        summary: "A landlord's occupancy, income and reservations",
        description: `Landlords: their own properties; staff: every property. The period is [from, to), at most ${MAX_PERIOD_DAYS} days; by default the current month (UTC).`,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            from: { type: 'string', format: 'date', description: 'First day counted (default: the 1st of this month)' },
            to: { type: 'string', format: 'date', description: 'First day not counted (default: the 1st of next month)' },
          },
        },
        response: { 200: summaryResponse, ...errors },
      },
    },
    async (request) => {
      const viewer = requireViewer(request);
      const staff = isStaff(viewer);
      if (!staff && viewer.role !== 'landlord') throw forbidden('This is for landlords and Habita staff');
      const now = new Date();
      const period = parsePeriod((request.query ?? {}) as Record<string, unknown>, now.toISOString().slice(0, 10));
      return landlordSummary(ctx.db, { landlordId: staff ? null : viewer.userId, period, now });
    },
  );
}
