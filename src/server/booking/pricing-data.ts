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

/** Rows whose columns the statement names exactly as the engine's fields. */
const rowsOf = async <T>(db: Db, statement: SQL) => (await rows(db, statement)) as unknown as T[];

const NOT_ON_HABITA = 'This room is not on Habita (any more)';

async function findRoom(db: Db, id: string): Promise<(PricingRoom & { extras: string[] }) | undefined> {
  if (!UUID.test(id)) return undefined;
  const [room] = await rowsOf<PricingRoom & { extras: string[] }>(
    db,
    sql`select r.id as "_id", r.property_id as property, r.monthly_price as "monthlyPrice", r.deposit,
          r.min_months as "minMonths", r.max_months as "maxMonths", ${day('r.available_from')} as "availableFrom",
          r.extras::text[] as extras
        from rooms r
        join properties p on p.id = r.property_id and p.deleted_at is null and p.published
        where r.id = ${id} and r.deleted_at is null and r.published`,
  );
  return room;
}

function findSeasons(db: Db, room: string, from: Day, to: Day) {
  return rowsOf<PricingSeason>(
    db,
    sql`select ${day('s."from"')} as "from", ${day('s."to"')} as "to", s.monthly_price as "monthlyPrice"
        from prices s
        where s.room_id = ${room} and s.deleted_at is null and s."from" < ${to}::date and s."to" > ${from}::date
        order by s."from", s.id`,
  );
}

function findCosts(db: Db, room: PricingRoom) {
  return rowsOf<PricingCost>(
    db,
    sql`select c.id as "_id", c.name, c.amount, c.frequency, c.mandatory, c.room_id as room, c.property_id as property
        from gestioncosts c
        where c.deleted_at is null
          and (c.room_id = ${room._id} or (c.room_id is null and (c.property_id is null or c.property_id = ${room.property})))
        order by c.amount, c.id`,
  );
}

const extrasNotOffered = (ids: string[]) => badRequest(`extras: ${ids.join(', ')} not offered with this room`, 'extras');

async function findExtras(db: Db, offered: string[], chosen: string[]): Promise<PricingExtra[]> {
  const wanted = [...new Set(chosen)];
  if (wanted.length === 0) return [];
  const notOffered = wanted.filter((id) => !offered.includes(id));
  if (notOffered.length > 0) throw extrasNotOffered(notOffered);
  const ids = sql.join(
    wanted.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const found = await rowsOf<PricingExtra>(
    db,
    sql`select e.id as "_id", e.name, e.monthly_price as "monthlyPrice" from infoextras e where e.deleted_at is null and e.id in (${ids})`,
  );
  // An extra removed from the catalogue is no longer offered, even where a room still lists it.
  const removed = wanted.filter((id) => !found.some((extra) => extra._id === id));
  if (removed.length > 0) throw extrasNotOffered(removed);
  // In the order they were chosen, so the quote reads as the guest picked them.
  return wanted.map((id) => found.find((extra) => extra._id === id)!);
}

const PROMOTION_COLUMNS = sql`p.id as "_id", p.name, p.code, p.percent_off as "percentOff", p.amount_off as "amountOff",
  ${day('p.valid_from')} as "validFrom", ${day('p.valid_to')} as "validTo", p.rooms::text[] as rooms, p.properties::text[] as properties,
  p.min_months as "minMonths", p.max_uses as "maxUses", p.uses_count as "usesCount", p.active`;

async function findPromotionByCode(db: Db, code: string): Promise<PricingPromotion> {
  const [promotion] = await rowsOf<PricingPromotion>(db, sql`select ${PROMOTION_COLUMNS} from promotions p where lower(p.code) = lower(${code}) and p.deleted_at is null`);
  if (!promotion) throw badRequest('code: there is no promotion with this code', 'code');
  return promotion;
}

/** Automatic promotions (no code) that may apply today to this room; the engine judges the rest. */
function automaticPromotions(db: Db, room: PricingRoom, today: Day): Promise<PricingPromotion[]> {
  return rowsOf<PricingPromotion>(
    db,
    sql`select ${PROMOTION_COLUMNS} from promotions p
        where p.code is null and p.deleted_at is null and p.active
          and (p.valid_from is null or p.valid_from <= ${today}::date) and (p.valid_to is null or p.valid_to > ${today}::date)
          and (cardinality(p.rooms) = 0 or ${room._id}::uuid = any(p.rooms))
          and (cardinality(p.properties) = 0 or ${room.property}::uuid = any(p.properties))
        order by p.created_at, p.id`,
  );
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
  const found = await findRoom(db, request.room);
  if (!found) throw notFound(NOT_ON_HABITA);
  const { extras: offered, ...room } = found;
  const code = request.code?.trim() || null;
  const [seasons, costs, extras, promotion] = await Promise.all([
    findSeasons(db, room._id, request.from, request.to),
    findCosts(db, room),
    findExtras(db, offered, request.extras),
    code ? findPromotionByCode(db, code) : null,
  ]);
  const input: PricingInput = { from: request.from, to: request.to, today: request.today, room, seasons, costs, extras, promotion };
  if (code) return input;
  return { ...input, promotion: bestAutomaticPromotion(input, await automaticPromotions(db, room, request.today)) };
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
