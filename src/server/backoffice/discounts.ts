import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import type { DiscountSummary, PromotionUsage, SeasonalPrice } from '../../contracts/backoffice.ts';
import { PRICE_STATES, PROMOTION_STATES, type PriceState, type PromotionState } from '../../contracts/backoffice-values.ts';
import { PAID_RESERVATION_STATUSES } from '../../catalog/collections/statuses.ts';
import { toNumber, utcDay } from '../db/plain-sql.ts';
import { reservationStatus } from '../db/status-literals.ts';
import { rows, type SqlBigint } from '../db/rows.ts';

// The discount panel's figures: every promotion with where it stands today and what it has
// been worth, and the seasonal prices in force or coming. Amounts are integer cents in EUR.

/** Promotions listed at most; the counts cover all of them. */
export const PROMOTIONS_LISTED = 100;
export const PRICES_LISTED = 20;

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

/** A listed promotion as the statement gives it: the discount is a bigint sum. */
type PromotionRow = Omit<PromotionUsage, 'discountGiven'> & { discountGiven: SqlBigint };

export async function discountSummary(db: Db, now: Date = new Date()): Promise<DiscountSummary> {
  const today = utcDay(now);
  const listed = `with usage as (
      select r.promotion_id,
        count(*) filter (where r.status not in ${reservationStatus.listText(['cancelled', 'expired'])})::int as bookings,
        coalesce(sum(d.discount) filter (where r.status in ${reservationStatus.listText(PAID_RESERVATION_STATUSES)}), 0)::bigint as discount_given
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
  const promotions = await rows<PromotionRow>(
    db,
    sql.raw(`${listed} select id as "_id", name, code, percent_off as "percentOff", amount_off as "amountOff", valid_from as "validFrom",
        valid_to as "validTo", min_months as "minMonths", max_uses as "maxUses", uses_count as "usesCount", active, state, bookings,
        discount_given as "discountGiven"
      from listed order by ${stateRank}, valid_from desc nulls last, id limit ${PROMOTIONS_LISTED}`),
  );
  const byState = await rows<{ state: PromotionState; promotions: number; bookings: SqlBigint; discount_given: SqlBigint }>(
    db,
    sql.raw(`${listed} select state, count(*)::int as promotions, sum(bookings)::bigint as bookings,
      sum(discount_given)::bigint as discount_given from listed group by state`),
  );
  const promotionCounts = Object.fromEntries(PROMOTION_STATES.map((s) => [s, 0])) as Record<PromotionState, number>;
  for (const row of byState) promotionCounts[row.state] = row.promotions;
  const sumOf = (key: 'promotions' | 'bookings' | 'discount_given') => byState.reduce((sum, row) => sum + toNumber(row[key]), 0);

  const [priceCounts] = await rows<Record<PriceState, number>>(
    db,
    sql.raw(`select ${PRICE_STATES.map((s) => `count(*) filter (where ${priceState(today)} = '${s}')::int as ${s}`).join(', ')}
      from prices pr where pr.deleted_at is null`),
  );
  const prices = await rows<SeasonalPrice>(
    db,
    sql.raw(`select pr.id as "_id", pr.room_id as room, coalesce(rm.name->>'en', rm.name->>'es') as "roomName",
        coalesce(pp.title->>'en', pp.title->>'es') as "propertyTitle", pr."from"::text as "from", pr."to"::text as "to",
        pr.monthly_price as "monthlyPrice", rm.monthly_price as "usualPrice", ${priceState(today)} as state
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
      items: promotions.map((row) => ({ ...row, discountGiven: toNumber(row.discountGiven) })),
    },
    prices: {
      // One row always: counts without grouping.
      counts: Object.fromEntries(PRICE_STATES.map((s) => [s, priceCounts?.[s] ?? 0])) as Record<PriceState, number>,
      items: prices,
    },
  };
}
