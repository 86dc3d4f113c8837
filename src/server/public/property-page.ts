import { sql, type SQL } from 'drizzle-orm';
import { properties, rooms } from '../../catalog/collections/places.ts';
import { reviews } from '../../catalog/collections/stays.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { propertyPageRoute } from '../../contracts/public.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import { publicCondition } from '../collections/access.ts';
import { servedPublicFile } from '../collections/present.ts';
import type { Db } from '../db/database.ts';
import { liveReservation } from '../db/live-reservations.ts';
import { rows } from '../db/rows.ts';

// Everything the property page shows, in four statements whatever the number of rooms: the
// property with what it references, its rooms with theirs (nested as JSON by the database),
// the costs that apply, and the latest published reviews with their average.

/** How many reviews the page shows; the average and count are over all of them. */
export const MAX_PAGE_REVIEWS = 20;

const isPublic = (collection: CollectionDef, alias: string): SQL => publicCondition(collection, alias) ?? sql`true`;

/** Calendar days are UTC, as the list API's day filters are. */
const TODAY = sql.raw(`(now() at time zone 'UTC')::date`);
const day = (column: string) => `to_char(${column}, 'YYYY-MM-DD')`;
const INSTANT = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const ACTIVE_RESERVATION = liveReservation('b');

/** `{ _id, name }` of a joined record, or null when it is missing or removed. */
const named = (alias: string, extra = '') =>
  `case when ${alias}.id is null then null else json_build_object('_id', ${alias}.id, 'name', ${alias}.name${extra}) end`;

/** A JSON array of what `select` yields, `[]` when nothing. */
const jsonList = (item: string, from: string, order: string) =>
  `(select coalesce(json_agg(${item} order by ${order}), '[]'::json) ${from})`;

/** The answer, as src/contracts/public.ts declares it. */
export type PropertyPage = ResponseOf<typeof propertyPageRoute>;
type Room = PropertyPage['rooms'][number];
type Review = PropertyPage['reviews']['docs'][number];

/** The property as selected: its pictures as stored (keys, not addresses). */
type PropertyRow = Omit<PropertyPage['property'], 'images'> & { images: StoredFile[] | null };
/** A room as selected: its photographs as their `roomimages` records. */
type RoomRow = Omit<Room, 'images'> & { images: { _id: string; image: StoredFile; alt: Room['images'][number]['alt'] }[] };
/** A review as selected, with the figures over all of them (text on `pg`: a bigint and a numeric). */
type ReviewRow = Review & { total: number | string; average: number | string | null };

async function findProperty(db: Db, id: string): Promise<PropertyRow | undefined> {
  const amenities = (table: string, column: string) =>
    jsonList(
      `json_build_object('_id', a.id, 'name', a.name, 'icon', a.icon)`,
      `from unnest(p.${column}) with ordinality as j(id, position) join ${table} a on a.id = j.id and a.deleted_at is null`,
      'j.position',
    );
  // Rules grouped by category: categories by their (Spanish) name, rules by their order.
  const houseRules = `(select coalesce(json_agg(json_build_object('category', json_build_object('_id', c.id, 'name', c.name, 'icon', c.icon), 'rules', g.rules) order by c.name->>'es', c.id), '[]'::json)
      from (select r.category_id, json_agg(json_build_object('_id', r.id, 'text', r.text) order by r."order", r.id) as rules
            from unnest(p.house_rules) as j(id) join houserules r on r.id = j.id and r.deleted_at is null
            group by r.category_id) g
      join houserulescategories c on c.id = g.category_id and c.deleted_at is null)`;
  const [row] = await rows<PropertyRow>(
    db,
    sql`select p.id as "_id", p.title, p.description, p.address, p.city, p.postal_code as "postalCode",
          p.latitude, p.longitude, p.floor, p.lift, p.size_m2 as "sizeM2", p.featured, p.images,
          ${sql.raw(named('n', ", 'city', n.city, 'description', n.description"))} as neighborhood,
          ${sql.raw(amenities('buildinginfoicons', 'building_amenities'))} as "buildingAmenities",
          ${sql.raw(amenities('floorinfoicons', 'floor_amenities'))} as "floorAmenities",
          ${sql.raw(houseRules)} as "houseRules"
        from properties p
        left join neighborhoodsname n on n.id = p.neighborhood_id and n.deleted_at is null
        where p.id = ${id} and p.deleted_at is null and ${isPublic(properties, 'p')}`,
  );
  return row;
}

function findRooms(db: Db, propertyId: string): Promise<RoomRow[]> {
  const amenities = jsonList(
    `json_build_object('_id', a.id, 'name', a.name, 'icon', a.icon, 'category', ${named('ac')})`,
    `from unnest(r.amenities) with ordinality as j(id, position)
       join roominfoicons a on a.id = j.id and a.deleted_at is null
       left join categoryinforooms ac on ac.id = a.category_id and ac.deleted_at is null`,
    'j.position',
  );
  const extras = jsonList(
    `json_build_object('_id', e.id, 'name', e.name, 'description', e.description, 'monthlyPrice', e.monthly_price)`,
    `from unnest(r.extras) with ordinality as j(id, position) join infoextras e on e.id = j.id and e.deleted_at is null`,
    'j.position',
  );
  const images = jsonList(
    `json_build_object('_id', i.id, 'image', i.image, 'alt', i.alt)`,
    `from roomimages i where i.room_id = r.id and i.deleted_at is null`,
    'i."order", i.id',
  );
  const prices = sql`(select coalesce(json_agg(json_build_object('_id', s.id, 'from', ${sql.raw(day('s."from"'))}, 'to', ${sql.raw(day('s."to"'))}, 'monthlyPrice', s.monthly_price) order by s."from", s.id), '[]'::json)
      from prices s where s.room_id = r.id and s.deleted_at is null and s."to" > ${TODAY})`;
  const booked = sql`(select coalesce(json_agg(json_build_object('from', ${sql.raw(day('b.start_date'))}, 'to', ${sql.raw(day('b.end_date'))}) order by b.start_date, b.id), '[]'::json)
      from roomreserves b where b.room_id = r.id and ${ACTIVE_RESERVATION} and b.end_date > ${TODAY})`;
  return rows<RoomRow>(
    db,
    sql`select r.id as "_id", r.name, r.description, r.monthly_price as "monthlyPrice", r.deposit, r.bills_included as "billsIncluded",
          r.size_m2 as "sizeM2", ${sql.raw(day('r.available_from'))} as "availableFrom", r.min_months as "minMonths", r.max_months as "maxMonths", r.status,
          ${sql.raw(named('ty'))} as type, ${sql.raw(named('ca'))} as category,
          ${sql.raw(named('m', ", 'widthCm', m.width_cm, 'lengthCm', m.length_cm"))} as mattress,
          ${sql.raw(amenities)} as amenities, ${sql.raw(extras)} as extras, ${sql.raw(images)} as images,
          ${prices} as prices, ${booked} as booked
        from rooms r
        left join typerooms ty on ty.id = r.type_id and ty.deleted_at is null
        left join categoryinforooms ca on ca.id = r.category_id and ca.deleted_at is null
        left join sizemattress m on m.id = r.mattress_id and m.deleted_at is null
        where r.property_id = ${propertyId} and r.deleted_at is null and ${isPublic(rooms, 'r')}
        order by r.id`,
  ).then((found) => found.sort(byRoomName));
}

// Rooms read in the order people number them: "Habitación 2" before "Habitación 10". Collated
// here rather than in SQL, where neither engine sorts numbers inside text by their value.
const roomNames = new Intl.Collator('es', { numeric: true, sensitivity: 'base' });
const nameOf = (room: RoomRow) => room.name?.es || room.name?.en || '';
function byRoomName(a: RoomRow, b: RoomRow): number {
  return roomNames.compare(nameOf(a), nameOf(b)) || a._id.localeCompare(b._id);
}

/** Rooms of the property a visitor may see, on alias `alias`: costs and reviews name no others. */
const visibleRoomIds = (propertyId: string, alias: string) =>
  sql`(select ${sql.raw(alias)}.id from rooms ${sql.raw(alias)} where ${sql.raw(alias)}.property_id = ${propertyId} and ${sql.raw(alias)}.deleted_at is null and ${isPublic(rooms, alias)})`;

function findCosts(db: Db, propertyId: string): Promise<PropertyPage['costs']> {
  return rows<PropertyPage['costs'][number]>(
    db,
    sql`select c.id as "_id", c.name, c.amount, c.frequency, c.mandatory, c.room_id as room
        from gestioncosts c
        where c.deleted_at is null
          and ((c.room_id is null and (c.property_id is null or c.property_id = ${propertyId})) or c.room_id in ${visibleRoomIds(propertyId, 'vr')})
        order by c.amount, c.id`,
  );
}

async function findReviews(db: Db, propertyId: string): Promise<PropertyPage['reviews']> {
  // The window figures are computed before the limit: over every published review of the home.
  const found = await rows<ReviewRow>(
    db,
    sql`select v.id as "_id", v.rating, v.text, coalesce(u.name, '') as author, ${sql.raw(INSTANT('v.created_at'))} as "createdAt",
          ${sql.raw(named('rm'))} as room,
          count(*) over () as "total", round(avg(v.rating) over (), 2)::float8 as "average"
        from reviews v
        left join users u on u.id = v.author_id
        left join rooms rm on rm.id = v.room_id and rm.id in ${visibleRoomIds(propertyId, 'vr')}
        where v.deleted_at is null and ${isPublic(reviews, 'v')}
          and (v.property_id = ${propertyId} or v.room_id in (select x.id from rooms x where x.property_id = ${propertyId}))
        order by v.created_at desc, v.id desc
        limit ${MAX_PAGE_REVIEWS}`,
  );
  const [first] = found;
  return {
    average: first ? Number(first.average) : null,
    count: first ? Number(first.total) : 0,
    docs: found.map(({ total: _total, average: _average, ...doc }) => doc),
  };
}

/** Room photographs as the page wants them: the served addresses, not storage keys. */
function presentPhoto({ _id, image, alt }: RoomRow['images'][number]): Room['images'][number] {
  const file = servedPublicFile(image);
  return { _id, url: file.url, variants: file.variants ?? {}, width: file.width, height: file.height, alt };
}

/** The page of a published, live property; undefined when there is none to show. */
export async function propertyPage(db: Db, id: string): Promise<PropertyPage | undefined> {
  const property = await findProperty(db, id);
  if (!property) return undefined;
  const [roomRows, costs, reviewPage] = await Promise.all([findRooms(db, id), findCosts(db, id), findReviews(db, id)]);
  return {
    property: { ...property, images: (property.images ?? []).map(servedPublicFile) },
    rooms: roomRows.map((room) => ({ ...room, images: room.images.map(presentPhoto) })),
    costs,
    reviews: reviewPage,
  };
}
