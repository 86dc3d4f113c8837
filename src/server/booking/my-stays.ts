import { sql } from 'drizzle-orm';
import { paymentoperations } from '../../catalog/collections/money.ts';
import { LIVE_RESERVATION_STATUSES } from '../../catalog/collections/statuses.ts';
import { roomimages } from '../../catalog/collections/places.ts';
import { reviews, roomreserves } from '../../catalog/collections/stays.ts';
import { variantSrcSet } from '../../catalog/image-variants.ts';
import type { Viewer } from '../collections/access.ts';
import { presentRecord } from '../collections/present.ts';
import { paymentOperationRecord, reservationRecord, reviewRecord, type MyStay } from '../../contracts/booking-records.ts';
import { storedAs } from '../contracts/stored-as.ts';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { reservationStatus } from '../db/status-literals.ts';
import { stayMoney } from './stay-money.ts';
import { canReview } from './reviews.ts';

// Everything /myroom shows for the signed-in guest's reservations: the room and its home, the
// house rules and useful phones, every payment (the rent schedule, refunds included) and what was
// paid net (stay-money.ts), the review
// and the kinds of incident they may report. Current and upcoming stays first, then past ones,
// then the ones that never happened (expired, cancelled).

type Photo = MyStay['room']['images'][number];

/** A room photo as the statement aggregates it: the catalogue's stored file, not yet served. */
interface PhotoRow {
  _id: string;
  image: unknown;
  alt: Photo['alt'];
}

/** What the statement selects of a stay; the rest comes from the stores. */
interface StayRow {
  id: string;
  room_id: string;
  room_name: MyStay['room']['name'];
  property_id: string;
  title: MyStay['property']['title'];
  address: string;
  city: string;
  latitude: number | string | null;
  longitude: number | string | null;
  images: PhotoRow[];
  house_rules: MyStay['houseRules'];
  useful_phones: MyStay['usefulPhones'];
}

const MAX_STAYS = 50;

const completed = reservationStatus('completed');
const ORDER = sql`case when r.status in ${reservationStatus.list(LIVE_RESERVATION_STATUSES)} then 0 when r.status = ${completed} then 1 else 2 end,
  case when r.status = ${completed} then null else r.start_date end asc nulls last, r.end_date desc`;

function photo(row: PhotoRow): Photo {
  const presented = presentRecord(roomimages, { _id: row._id, image: row.image }, null);
  const image = presented.image as { url: string; variants?: Record<string, string> };
  return { src: image.variants?.lg ?? image.url, srcSet: variantSrcSet(image.variants) ?? null, alt: row.alt ?? null };
}

export async function myStays(db: Db, viewer: Viewer, day: string): Promise<MyStay[]> {
  const found = await rows<StayRow>(
    db,
    sql`select r.id, ro.id as room_id, ro.name as room_name, p.id as property_id, p.title, p.address, p.city,
        p.latitude, p.longitude,
        (select coalesce(json_agg(json_build_object('_id', i.id, 'image', i.image, 'alt', i.alt) order by i."order", i.created_at), '[]'::json)
          from roomimages i where i.room_id = ro.id and i.deleted_at is null) as images,
        (select coalesce(json_agg(json_build_object('category', c.name, 'text', h.text) order by c.name->>'es', h."order"), '[]'::json)
          from houserules h left join houserulescategories c on c.id = h.category_id and c.deleted_at is null
          where h.id = any(p.house_rules) and h.deleted_at is null) as house_rules,
        (select coalesce(json_agg(json_build_object('name', u.name, 'number', u.phone, 'category', u.category) order by u."order", u.created_at), '[]'::json)
          from usefulphones u where u.deleted_at is null and (u.city is null or lower(u.city) = lower(p.city))) as useful_phones
      from roomreserves r
      join rooms ro on ro.id = r.room_id
      join properties p on p.id = ro.property_id
      where r.user_id = ${viewer.userId} and r.deleted_at is null
      order by ${ORDER}
      limit ${MAX_STAYS}`,
  );
  if (found.length === 0) return [];
  const ids = found.map((row) => row.id);
  const idList = sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);
  const [reservations, payments, written, types, money] = await Promise.all([
    storeOf(roomreserves).matching(db, sql`t.id in (${idList})`, MAX_STAYS),
    storeOf(paymentoperations).matching(db, sql`t.reservation_id in (${idList})`, 2000),
    storeOf(reviews).matching(db, sql`t.reservation_id in (${idList}) and t.author_id = ${viewer.userId}`, MAX_STAYS),
    rows<MyStay['incidentTypes'][number]>(db, sql`select id as "_id", name from incidenttypes where deleted_at is null order by name->>'es'`),
    stayMoney(db, ids),
  ]);
  const byId = new Map(reservations.map((row) => [row._id, storedAs(reservationRecord, presentRecord(roomreserves, row, viewer))]));
  const dueOrder = (row: Row) => String(row.dueDate ?? row.createdAt ?? '');
  // The stored records are typed as the contract's, not parsed: a row written before a rule
  // tightened still shows (the serializer drops what the contract does not declare) instead of
  // turning the guest's whole page into a 500.
  return found.map((row): MyStay => {
    const reservation = byId.get(row.id)!;
    const review = written.find((r) => r.reservation === reservation._id);
    return {
      reservation,
      room: { _id: row.room_id, name: row.room_name, images: row.images.map(photo) },
      property: {
        _id: row.property_id,
        title: row.title,
        address: row.address,
        city: row.city,
        latitude: row.latitude === null ? null : Number(row.latitude),
        longitude: row.longitude === null ? null : Number(row.longitude),
      },
      houseRules: row.house_rules,
      usefulPhones: row.useful_phones,
      payments: payments
        .filter((payment) => payment.reservation === reservation._id)
        .sort((a, b) => dueOrder(a).localeCompare(dueOrder(b)))
        .map((payment) => storedAs(paymentOperationRecord, presentRecord(paymentoperations, payment, viewer))),
      money: money.get(reservation._id) ?? { paid: 0, refunded: 0, owed: 0, toPayBack: 0 },
      review: review ? storedAs(reviewRecord, presentRecord(reviews, review, viewer)) : null,
      canReview: !review && canReview(reservation, day),
      incidentTypes: types,
    };
  });
}
