import { sql } from 'drizzle-orm';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { isStaff } from '../collections/access.ts';
import type { CreateRule } from '../collections/writes.ts';
import { rows } from '../db/rows.ts';
import { forbidden } from '../errors.ts';

// Who may report an incident in a room: staff, the room's landlord, and guests whose paid stay
// there has been confirmed (living there now, about to, or having lived there). Anyone else
// could otherwise file reports, with photos, against any room on the site.

export const checkIncidentReporter: CreateRule = async (db, viewer, values) => {
  if (!viewer || isStaff(viewer)) return;
  const room = values.room;
  // A missing or malformed room is refused by the field checks that follow, with its own message.
  if (typeof room !== 'string' || !ID_PATTERN.test(room)) return;
  const [allowed] = await rows(
    db,
    sql`select 1 from roomreserves r
        where r.room_id = ${room} and r.user_id = ${viewer.userId} and r.status in ('confirmed', 'completed') and r.deleted_at is null
      union all
      select 1 from rooms ro join properties p on p.id = ro.property_id where ro.id = ${room} and p.landlord_id = ${viewer.userId}
      limit 1`,
  );
  if (!allowed) throw forbidden('You can report incidents only in a room you have reserved and paid for', 'room');
};
