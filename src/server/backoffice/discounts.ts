import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { toNumber, toText, utcDay } from './sql.ts';
import { rows, type SqlRow } from '../db/rows.ts';

// The discount panel's figures: every promotion with where it stands today and what it has
// been worth, and the seasonal prices in force or coming. Amounts are integer cents in EUR.

export const PROMOTION_STATES = ['running', 'scheduled', 'paused', 'used_up', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

export const PRICE_STATES = ['current', 'upcoming', 'past'] as const;
export type PriceState = (typeof PRICE_STATES)[number];

/** Promotions listed at most; the counts cover all of them. */
export const PROMOTIONS_LISTED = 100;
export const PRICES_LISTED = 20;

export interface PromotionUsage {
  _id: string;
  name: { es?: string; en?: string } | null;
  code: string | null;
  percentOff: number | null;
  amountOff: number | null;
  validFrom: string | null;
  validTo: string | null;
  minMonths: number | null;
  maxUses: number | null;
  usesCount: number;
  active: boolean;
  state: PromotionState;
  /** Reservations made with it that are still on (not cancelled or expired). */
  bookings: number;
  /** What confirmed and completed stays saved with it: the discount lines of the quotes they were made with, whole stays. */
  discountGiven: number;
}

export interface SeasonalPrice {
  _id: string;
  room: string;
  roomName: string | null;
  propertyTitle: string | null;
  from: string;
  to: string;
  monthlyPrice: number;
  usualPrice: number | null;
  state: PriceState;
}

export interface DiscountSummary {
  today: string;
  promotions: {
    counts: Record<PromotionState, number>;
    total: number;
    bookings: number;
    discountGiven: number;
    items: PromotionUsage[];
  };
  prices: {
    counts: Record<PriceState, number>;
    items: SeasonalPrice[];
  };
}

/**
 * Where a promotion stands on `today`: an end date passed wins over everything (it can never
 * apply again), then being switched off, then its uses running out, then not having started.
 */
const promotionState = (today: string) => `case
  when p.valid_to is not null and p.valid_to <= '${today}'::date then 'ended'
  when not p.active then 'paused'
  when p.max_uses is not null and p.uses_count >= p.max_uses then 'used_up'
  when p.valid_from is not null and p.valid_from > '${today}'::date then 'scheduled'
  else 'running' end`;

/**
 * What a reservation's stored quote took off: the sum of its discount lines (negative amounts,
 * src/catalog/pricing.ts), as a positive number of cents; a quote without lines adds nothing.
 */
const QUOTED_DISCOUNT = `(select coalesce(sum(-(l->>'amount')::numeric), 0) from jsonb_array_elements(
    case when jsonb_typeof(r.quote->'lines') = 'array' then r.quote->'lines' else '[]'::jsonb end) l
  where l->>'kind' = 'discount' and jsonb_typeof(l->'amount') = 'number')`;

const priceState = (today: string) => `case
  when pr."to" <= '${today}'::date then 'past'
  when pr."from" > '${today}'::date then 'upcoming'
  else 'current' end`;

const nullableNumber = (value: unknown) => (value === null || value === undefined ? null : toNumber(value));

function toPromotion(row: SqlRow): PromotionUsage {
  return {
    _id: String(row.id),
    name: (row.name as PromotionUsage['name']) ?? null,
    code: toText(row.code),
    percentOff: nullableNumber(row.percent_off),
    amountOff: nullableNumber(row.amount_off),
    validFrom: toText(row.valid_from),
    validTo: toText(row.valid_to),
    minMonths: nullableNumber(row.min_months),
    maxUses: nullableNumber(row.max_uses),
    usesCount: toNumber(row.uses_count),
    active: row.active === true,
    state: row.state as PromotionState,
    bookings: toNumber(row.bookings),
    discountGiven: toNumber(row.discount_given),
  };
}

export async function discountSummary(db: Db, now: Date = new Date()): Promise<DiscountSummary> {
  const today = utcDay(now);
  const listed = `with usage as (
      select r.promotion_id,
        count(*) filter (where r.status not in ('cancelled', 'expired'))::int as bookings,
        coalesce(sum(d.discount) filter (where r.status in ('confirmed', 'completed')), 0)::bigint as discount_given
      from roomreserves r cross join lateral (select ${QUOTED_DISCOUNT} as discount) d
      where r.promotion_id is not null and r.deleted_at is null group by r.promotion_id
    ), listed as (
      select p.id, p.name, p.code, p.percent_off, p.amount_off, p.valid_from::text as valid_from, p.valid_to::text as valid_to,
        p.min_months, p.max_uses, p.uses_count, p.active, ${promotionState(today)} as state,
        coalesce(u.bookings, 0) as bookings, coalesce(u.discount_given, 0) as discount_given
      from promotions p left join usage u on u.promotion_id = p.id
      where p.deleted_at is null
    )`;
  const stateRank = `array_position(array[${PROMOTION_STATES.map((s) => `'${s}'`).join(', ')}], state)`;
  const promotions = await rows(
    db,
    sql.raw(`${listed} select * from listed order by ${stateRank}, valid_from desc nulls last, id limit ${PROMOTIONS_LISTED}`),
  );
  const byState = await rows(
    db,
    sql.raw(`${listed} select state, count(*)::int as promotions, sum(bookings)::bigint as bookings,
      sum(discount_given)::bigint as discount_given from listed group by state`),
  );
  const promotionCounts = Object.fromEntries(PROMOTION_STATES.map((s) => [s, 0])) as Record<PromotionState, number>;
  for (const row of byState) promotionCounts[row.state as PromotionState] = toNumber(row.promotions);
  const sumOf = (key: string) => byState.reduce((sum, row) => sum + toNumber(row[key]), 0);

  const [priceCounts = {}] = await rows(
    db,
    sql.raw(`select ${PRICE_STATES.map((s) => `count(*) filter (where ${priceState(today)} = '${s}')::int as ${s}`).join(', ')}
      from prices pr where pr.deleted_at is null`),
  );
  const prices = await rows(
    db,
    sql.raw(`select pr.id, pr.room_id, coalesce(rm.name->>'en', rm.name->>'es') as room_name,
        coalesce(pp.title->>'en', pp.title->>'es') as property_title, pr."from"::text as "from", pr."to"::text as "to",
        pr.monthly_price, rm.monthly_price as usual_price, ${priceState(today)} as state
      from prices pr
      left join rooms rm on rm.id = pr.room_id
      left join properties pp on pp.id = rm.property_id
      where pr.deleted_at is null and pr."to" > '${today}'::date
      order by pr."from", pr.id limit ${PRICES_LISTED}`),
  );

  return {
    today,
    promotions: {
      counts: promotionCounts,
      total: sumOf('promotions'),
      bookings: sumOf('bookings'),
      discountGiven: sumOf('discount_given'),
      items: promotions.map(toPromotion),
    },
    prices: {
      counts: Object.fromEntries(PRICE_STATES.map((s) => [s, toNumber(priceCounts[s])])) as Record<PriceState, number>,
      items: prices.map((row) => ({
        _id: String(row.id),
        room: String(row.room_id),
        roomName: toText(row.room_name),
        propertyTitle: toText(row.property_title),
        from: String(row.from),
        to: String(row.to),
        monthlyPrice: toNumber(row.monthly_price),
        usualPrice: nullableNumber(row.usual_price),
        state: row.state as PriceState,
      })),
    },
  };
}
