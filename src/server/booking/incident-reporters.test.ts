import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday } from '../../catalog/days.ts';
import { rows } from '../db/rows.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';
import { calendarDay } from './booking-mails.ts';

// Who may report an incident in a room, and when (incident-reporters.ts): a guest of a paid stay
// from the day before move-in until two weeks after move-out, told when reporting opens or
// closed otherwise; the room's landlord and staff at any time; nobody else. A refused report
// stores nothing and sends no mail.

const day = (offset: number) => addDays(utcToday(), offset);

describe.each(databaseKinds())('reporting an incident on %s', (kind) => {
  const t = useTestApp(kind, { worker: false });
  let type: string;

  beforeAll(async () => {
    const created = await t.send('POST', '/api/incidenttypes/', { name: { es: 'Fontanería', en: 'Plumbing' }, responseTimeHours: 24 });
    type = created.json().records[0]._id;
  });

  /** A guest with a stay in a room of their own, from `from` up to `to`. */
  async function guestWithStay(from: string, to: string, status = 'confirmed'): Promise<{ guest: TestUser; room: string }> {
    const guest = await t.signIn('tenant');
    const { room } = await makeBookableRoom(t);
    await t.database.db.execute(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status)
      values (${room}, ${guest.id}, ${from}::date, ${to}::date, ${status})`);
    return { guest, room };
  }

  // Staff name the reporter; anyone else is the reporter whatever they send (auth/access-matrix.test.ts).
  const report = (user: TestUser, room: string) =>
    t.request({
      method: 'POST',
      url: '/api/incidents/',
      headers: { cookie: user.cookie },
      payload: { room, type, description: 'The tap drips all night.', reportedBy: user.id },
    });

  const stored = async () => {
    const [row] = await rows(
      t.database.db,
      sql`select (select count(*)::int from incidents) as incidents, (select count(*)::int from outbox where topic = 'mail') as mails`,
    );
    return row;
  };

  it('refuses a stay two months away, saying the day reporting opens, and stores nothing', async () => {
    const { guest, room } = await guestWithStay(day(60), day(150));
    const before = await stored();
    const refused = await report(guest, room);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({
      status: 403,
      field: 'room',
      message: `You can report incidents in this room from ${calendarDay(day(59), 'en')}, the day before your stay starts`,
    });
    expect(await stored()).toEqual(before);
  });

  it.each([
    ['a stay under way', -10, 80, 'confirmed'],
    ['a stay starting tomorrow', 1, 90, 'confirmed'],
    ['a stay starting today', 0, 90, 'confirmed'],
    ['a stay that ended a week ago', -90, -7, 'completed'],
    ['a stay that ended two weeks ago to the day', -90, -14, 'completed'],
  ])('takes a report for %s', async (_name, from, to, status) => {
    const { guest, room } = await guestWithStay(day(from), day(to), status);
    const reported = await report(guest, room);
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json().records[0]).toMatchObject({ room, reportedBy: guest.id, status: 'open' });
  });

  it('refuses a stay that ended long ago, saying when reporting closed', async () => {
    const { guest, room } = await guestWithStay(day(-200), day(-60), 'completed');
    const refused = await report(guest, room);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      `Reporting incidents for your stay in this room closed on ${calendarDay(day(-46), 'en')}, 14 days after you moved out; contact us if you still need help`,
    );
  });

  it('takes a report while any of several stays in the room is open', async () => {
    const { guest, room } = await guestWithStay(day(-200), day(-60), 'completed');
    await t.database.db.execute(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status)
      values (${room}, ${guest.id}, ${day(-5)}::date, ${day(40)}::date, 'confirmed')`);
    expect((await report(guest, room)).statusCode).toBe(201);
  });

  it('refuses an unpaid hold and someone else’s stay, with the reason', async () => {
    const held = await guestWithStay(day(-1), day(60), 'hold');
    const stranger = await t.signIn('tenant');
    const { room } = await guestWithStay(day(-10), day(80));
    const before = await stored();
    for (const refused of [await report(held.guest, held.room), await report(stranger, room), await report(held.guest, room)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ field: 'room', message: 'You can report incidents only in a room you have reserved and paid for' });
    }
    expect(await stored()).toEqual(before);
  });

  it('takes reports from the room’s landlord and from staff at any time', async () => {
    const landlord = await t.signIn('landlord');
    const staff = await t.signIn('staff');
    const { room, property } = await makeBookableRoom(t);
    await t.database.db.execute(sql`update properties set landlord_id = ${landlord.id} where id = ${property}`);
    for (const reporter of [landlord, staff]) {
      const reported = await report(reporter, room);
      expect(reported.statusCode, reported.body).toBe(201);
      expect(reported.json().records[0].reportedBy).toBe(reporter.id);
    }
    const otherLandlord = await t.signIn('landlord');
    expect((await report(otherLandlord, room)).statusCode).toBe(403);
  });
});
