import { sql, type SQL } from 'drizzle-orm';
import { isDay } from '../../catalog/days.ts';
import {
  quoteStay,
  type Day,
  type PricingCost,
  type PricingExtra,
  type PricingInput,
  type PricingPromotion,
  type PricingRoom,
  type PricingSeason,
} from '../../catalog/pricing.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { badRequest, notFound } from '../errors.ts';

// What the pricing engine needs for one stay, read from the database: the room (only a listed
// one can be booked), its seasons, the costs that may apply, the extras chosen, and the
// promotion: the one whose code was given, else the best automatic one for this stay. Whether a
// promotion applies is the engine's call, so the quote can say why one does not.

export interface PricingRequest {
  room: string;
  from: Day;
  to: Day;
  extras: string[];
  code: string | null;
  today: Day;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const day = (column: string) => sql.raw(`to_char(${column}, 'YYYY-MM-DD')`);

const NOT_ON_HABITA = 'This room is not on Habita (any more)';

// Everything is read in one statement, one round trip: the room (no row when it is not listed),
// and beside it, as JSON, what the engine needs for it. Each part is a subquery on the room.

const ROOM = sql`select r.id, r.property_id, r.monthly_price, r.deposit, r.min_months, r.max_months, r.available_from, r.extras
  from rooms r join properties p on p.id = r.property_id and p.deleted_at is null and p.published
  where r.deleted_at is null and r.published`;

function seasonsJson(from: Day, to: Day): SQL {
  return sql`(select coalesce(json_agg(json_build_object('from', ${day('s."from"')}, 'to', ${day('s."to"')}, 'monthlyPrice', s.monthly_price)
      order by s."from", s.id), '[]'::json)
    from prices s where s.room_id = room.id and s.deleted_at is null and s."from" < ${to}::date and s."to" > ${from}::date)`;
}

const COSTS_JSON = sql`(select coalesce(json_agg(json_build_object('_id', c.id, 'name', c.name, 'amount', c.amount, 'frequency', c.frequency,
      'mandatory', c.mandatory, 'room', c.room_id, 'property', c.property_id) order by c.amount, c.id), '[]'::json)
    from gestioncosts c
    where c.deleted_at is null and (c.room_id = room.id or (c.room_id is null and (c.property_id is null or c.property_id = room.property_id))))`;

function extrasJson(ids: string[]): SQL {
  if (ids.length === 0) return sql`'[]'::json`;
  const list = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  return sql`(select coalesce(json_agg(json_build_object('_id', e.id, 'name', e.name, 'monthlyPrice', e.monthly_price)), '[]'::json)
    from infoextras e where e.deleted_at is null and e.id in (${list}))`;
}

const PROMOTION_JSON = sql`json_build_object('_id', p.id, 'name', p.name, 'code', p.code, 'percentOff', p.percent_off, 'amountOff', p.amount_off,
  'validFrom', ${day('p.valid_from')}, 'validTo', ${day('p.valid_to')}, 'rooms', p.rooms, 'properties', p.properties,
  'minMonths', p.min_months, 'maxUses', p.max_uses, 'usesCount', p.uses_count, 'active', p.active)`;

/** The promotion whose code was given, else the automatic ones (no code) that may apply today to this room; the engine judges the rest. */
function promotionsJson(code: string | null, today: Day): SQL {
  if (code) {
    return sql`(select coalesce(json_agg(${PROMOTION_JSON}), '[]'::json) from (select * from promotions p
      where lower(p.code) = lower(${code}) and p.deleted_at is null limit 1) p)`;
  }
  return sql`(select coalesce(json_agg(${PROMOTION_JSON} order by p.created_at, p.id), '[]'::json) from promotions p
    where p.code is null and p.deleted_at is null and p.active
      and (p.valid_from is null or p.valid_from <= ${today}::date) and (p.valid_to is null or p.valid_to > ${today}::date)
      and (cardinality(p.rooms) = 0 or room.id = any(p.rooms))
      and (cardinality(p.properties) = 0 or room.property_id = any(p.properties)))`;
}

interface PricingRow {
  room: PricingRoom & { extras: string[] };
  seasons: PricingSeason[] | string;
  costs: PricingCost[] | string;
  extras: PricingExtra[] | string;
  promotions: PricingPromotion[] | string;
}

/** JSON as the drivers hand it over: parsed by `pg`, sometimes text elsewhere. */
const parsed = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

async function readPricingRow(db: Db, request: PricingRequest, code: string | null, extras: string[]): Promise<PricingRow | undefined> {
  const [row] = await rows<PricingRow>(
    db,
    sql`select json_build_object('_id', room.id, 'property', room.property_id, 'monthlyPrice', room.monthly_price, 'deposit', room.deposit,
          'minMonths', room.min_months, 'maxMonths', room.max_months, 'availableFrom', ${day('room.available_from')},
          'extras', coalesce(room.extras, '{}')) as room,
          ${seasonsJson(request.from, request.to)} as seasons, ${COSTS_JSON} as costs,
          ${extrasJson(extras)} as extras, ${promotionsJson(code, request.today)} as promotions
        from (${ROOM} and r.id = ${request.room}) room`,
  );
  return row;
}

const extrasNotOffered = (ids: string[]) => badRequest(`extras: ${ids.join(', ')} not offered with this room`, 'extras');

/** The extras chosen, each once, in the order chosen; refused when the room does not offer one or it no longer exists. */
function chosenExtras(offered: string[], wanted: string[], found: PricingExtra[]): PricingExtra[] {
  const notOffered = wanted.filter((id) => !offered.includes(id));
  if (notOffered.length > 0) throw extrasNotOffered(notOffered);
  // An extra removed from the catalogue is no longer offered, even where a room still lists it.
  const removed = wanted.filter((id) => !found.some((extra) => extra._id === id));
  if (removed.length > 0) throw extrasNotOffered(removed);
  return wanted.map((id) => found.find((extra) => extra._id === id)!);
}

/**
 * The input of `quoteStay` for a stay in a listed room. Throws 404 for a room not listed, 400 for
 * dates that are not a stay, an unknown code or an extra the room does not offer. The room's own
 * rules (minimum stay, availability) are `checkStay`'s, left to the caller.
 */
export async function loadPricingInput(db: Db, request: PricingRequest): Promise<PricingInput> {
  if (!isDay(request.from)) throw badRequest('from: give the move-in day as YYYY-MM-DD', 'from');
  if (!isDay(request.to)) throw badRequest('to: give the move-out day as YYYY-MM-DD', 'to');
  if (request.to <= request.from) throw badRequest('to: the move-out day must be after the move-in day', 'to');
  if (!UUID.test(request.room)) throw notFound(NOT_ON_HABITA);
  const code = request.code?.trim() || null;
  const wanted = [...new Set(request.extras)];
  // Only ids can be offered: anything else is refused below, once the room is known.
  const found = await readPricingRow(db, request, code, wanted.filter((id) => UUID.test(id)));
  if (!found) throw notFound(NOT_ON_HABITA);
  const { extras: offered, ...room } = found.room;
  const extras = chosenExtras(offered, wanted, parsed(found.extras));
  const promotions = parsed(found.promotions);
  if (code && promotions.length === 0) throw badRequest('code: there is no promotion with this code', 'code');
  const input: PricingInput = {
    from: request.from,
    to: request.to,
    today: request.today,
    room,
    seasons: parsed(found.seasons),
    costs: parsed(found.costs),
    extras,
    promotion: code ? promotions[0]! : null,
  };
  if (code) return input;
  return { ...input, promotion: bestAutomaticPromotion(input, promotions) };
}

/** The automatic promotion that takes the most off this stay; the first made among equals. None when none takes anything off. */
function bestAutomaticPromotion(input: PricingInput, candidates: PricingPromotion[]): PricingPromotion | null {
  let best: { promotion: PricingPromotion; discount: number } | null = null;
  for (const promotion of candidates) {
    const quote = quoteStay({ ...input, promotion });
    if (!quote.promotion?.applied) continue;
    if (quote.discountTotal > (best?.discount ?? 0)) best = { promotion, discount: quote.discountTotal };
  }
  return best?.promotion ?? null;
}
