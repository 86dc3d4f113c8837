import { sql } from 'drizzle-orm';
import { PAID_RESERVATION_STATUSES } from '../../catalog/collections/statuses.ts';
import {
  MAX_LISTED_RESERVATIONS,
  MAX_PERIOD_DAYS,
  type LandlordSummary,
  type ListedReservation,
  type OccupancyFigures,
  type PropertyFigures,
} from '../../contracts/landlord.ts';
import type { Db } from '../db/database.ts';
import { rows, type SqlBigint } from '../db/rows.ts';
import { reservationStatus } from '../db/status-literals.ts';
import { badRequest } from '../errors.ts';
import { landlordIncome, type Period } from './landlord-income.ts';

// What a landlord sees of their homes for a period: how full the rooms were, the money their
// reservations brought in, and the stays themselves. Staff see every property the same way.
// All sums are SQL over the whole period; amounts are integer cents in EUR, days are UTC.
//
// The period is half-open, [from, to), like a stay: `to` is the first day not counted.
// - occupiedNights: nights of confirmed or completed stays in live rooms that fall in the period.
// - availableNights: live rooms × days of the period.
// - income: the rent received in the period, net of discounts and refunds, without deposits or
//   Habita's fees (landlord-income.ts, the one definition of it).
// - reservations.confirmed: confirmed or completed stays that overlap the period;
//   .upcoming: confirmed stays that begin today or later, whatever the period;
//   .hold: reservations waiting for their first payment now (a hold not lapsed, or pending payment).

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** The month `today` falls in, as a half-open period. */
export function currentMonth(today: string): Period {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return { from: `${today.slice(0, 7)}-01`, to: utcDay(new Date(Date.UTC(year, month, 1))) };
}

const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** The period asked for (the contract read the days); either end left out falls back to the current month's. */
export function periodOf(asked: Partial<Period>, today: string): Period {
  const month = currentMonth(today);
  const period = { from: asked.from ?? month.from, to: asked.to ?? month.to };
  const days = daysBetween(period.from, period.to);
  if (days <= 0) throw badRequest('to: must be after from (it is the first day not counted)', 'to');
  if (days > MAX_PERIOD_DAYS) throw badRequest(`to: a period covers at most ${MAX_PERIOD_DAYS} days`, 'to');
  return period;
}

/** A property's figures as the statement gives them: the nights are a bigint sum. */
type FiguresRow = Pick<PropertyFigures, '_id' | 'title' | 'city' | 'rooms' | 'availableNights'> &
  OccupancyFigures['reservations'] & { occupiedNights: SqlBigint };

const count = (value: SqlBigint) => Number(value);
const occupancyOf = (occupied: number, available: number) => (available > 0 ? Math.min(1, Math.round((occupied / available) * 10_000) / 10_000) : 0);

function figuresOf(row: FiguresRow, income: number): OccupancyFigures {
  const occupiedNights = count(row.occupiedNights);
  const { availableNights } = row;
  return {
    rooms: row.rooms,
    occupiedNights,
    availableNights,
    occupancy: occupancyOf(occupiedNights, availableNights),
    income,
    reservations: { confirmed: row.confirmed, upcoming: row.upcoming, hold: row.hold },
  };
}

/**
 * The figures of the properties of `landlordId`, or of every property when it is null (staff).
 * `today` decides what is upcoming and which holds are still waiting.
 */
export async function landlordSummary(db: Db, options: { landlordId: string | null; period: Period; now?: Date }): Promise<LandlordSummary> {
  const { landlordId, period } = options;
  const now = options.now ?? new Date();
  const today = utcDay(now);
  const days = daysBetween(period.from, period.to);
  const from = sql`${period.from}::date`;
  const to = sql`${period.to}::date`;
  const scope = sql`select p.id, p.title, p.city from properties p
    where p.deleted_at is null and (${landlordId}::uuid is null or p.landlord_id = ${landlordId}::uuid)`;

  const perProperty = await rows<FiguresRow>(
    db,
    sql`with scope as (${scope}),
    room_counts as (
      select rm.property_id, count(*)::int as rooms
      from rooms rm join scope s on s.id = rm.property_id
      where rm.deleted_at is null group by rm.property_id
    ),
    stays as (
      select rm.property_id,
        coalesce(sum(greatest(0, least(rr.end_date, ${to}) - greatest(rr.start_date, ${from})))
          filter (where rr.status in ${reservationStatus.list(PAID_RESERVATION_STATUSES)} and rm.deleted_at is null), 0)::bigint as occupied_nights,
        count(*) filter (where rr.status in ${reservationStatus.list(PAID_RESERVATION_STATUSES)} and rr.start_date < ${to} and rr.end_date > ${from})::int as confirmed,
        count(*) filter (where rr.status = ${reservationStatus('confirmed')} and rr.start_date >= ${today}::date)::int as upcoming,
        count(*) filter (where rr.status = ${reservationStatus('pending_payment')}
          or (rr.status = ${reservationStatus('hold')} and (rr.hold_expires_at is null or rr.hold_expires_at > ${now.toISOString()}::timestamptz)))::int as hold
      from roomreserves rr join rooms rm on rm.id = rr.room_id join scope s on s.id = rm.property_id
      where rr.deleted_at is null
      group by rm.property_id
    )
    select s.id as "_id", s.title, s.city, coalesce(rc.rooms, 0) as rooms,
      coalesce(rc.rooms, 0) * ${days}::int as "availableNights",
      coalesce(st.occupied_nights, 0) as "occupiedNights",
      coalesce(st.confirmed, 0) as confirmed, coalesce(st.upcoming, 0) as upcoming, coalesce(st.hold, 0) as hold
    from scope s
    left join room_counts rc on rc.property_id = s.id
    left join stays st on st.property_id = s.id
    order by coalesce(s.title->>'en', s.title->>'es'), s.id`,
  );

  const listed = await rows<ListedReservation>(
    db,
    sql`with scope as (${scope})
    select rr.id as "_id", rr.room_id as room, rm.name as "roomName", rm.property_id as property,
      nullif(split_part(btrim(u.name), ' ', 1), '') as "guestName", rr.start_date::text as "startDate", rr.end_date::text as "endDate", rr.status
    from roomreserves rr
    join rooms rm on rm.id = rr.room_id
    join scope s on s.id = rm.property_id
    left join users u on u.id = rr.user_id
    where rr.deleted_at is null and rr.status <> ${reservationStatus('expired')} and rr.end_date > ${from}
    order by rr.created_at desc, rr.id desc
    limit ${MAX_LISTED_RESERVATIONS}`,
  );

  const income = await landlordIncome(db, scope, period);
  const properties: PropertyFigures[] = perProperty.map((row) => ({
    _id: row._id,
    title: row.title,
    city: row.city,
    ...figuresOf(row, income.get(row._id) ?? 0),
  }));
  const sum = (pick: (p: OccupancyFigures) => number) => properties.reduce((total, p) => total + pick(p), 0);
  const occupiedNights = sum((p) => p.occupiedNights);
  const availableNights = sum((p) => p.availableNights);
  return {
    from: period.from,
    to: period.to,
    properties,
    totals: {
      rooms: sum((p) => p.rooms),
      occupiedNights,
      availableNights,
      occupancy: occupancyOf(occupiedNights, availableNights),
      income: sum((p) => p.income),
      reservations: {
        confirmed: sum((p) => p.reservations.confirmed),
        upcoming: sum((p) => p.reservations.upcoming),
        hold: sum((p) => p.reservations.hold),
      },
    },
    reservations: listed,
  };
}
