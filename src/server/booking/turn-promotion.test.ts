import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { serverUrlOf } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';

// A guest releasing a lapsed hold gives its promotion use back; if that happens before the guest
// takes the room's turn, while the guest holding the turn counts a use of the same (automatic)
// promotion, each waits for the other.

const YEAR = new Date().getUTCFullYear() + 1;
function monthsAfter(months: number): string {
  const date = new Date(Date.UTC(YEAR, 0, 1));
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

describe.runIf(process.env.TEST_DATABASE_URL)('room turns and promotion uses', () => {
  const t = useTestApp('postgres');
  const guests: TestUser[] = [];
  beforeAll(async () => {
    for (let index = 0; index < 3; index += 1) guests.push(await t.signIn('tenant'));
  });
  const reserve = (index: number, room: string, from: string, to: string) =>
    t.request({ method: 'POST', url: '/api/booking/reservations', headers: { cookie: guests[index]!.cookie }, payload: { room, from, to } });

  it('a guest giving back a lapsed hold\'s use of the promotion the turn holder is counting', async () => {
    const { room } = await makeBookableRoom(t, { minMonths: 1 });
    const made = await t.send('POST', '/api/promotions/', { name: { es: 'Diez', en: 'Ten' }, percentOff: 10, active: true });
    expect(made.statusCode, made.body).toBe(201);
    const promotion = made.json().records[0]._id as string;

    const other = new pg.Client({ connectionString: serverUrlOf(t.database) });
    const watcher = new pg.Client({ connectionString: serverUrlOf(t.database) });
    await Promise.all([other.connect(), watcher.connect()]);
    const waitingForRoom = async (count: number) => {
      for (let tries = 0; tries <= 200; tries += 1) {
        const { rows: [row] } = await watcher.query<{ count: number }>(
          `select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
             and query like 'select status from rooms where id = % for no key update'`,
        );
        if (Number(row?.count) >= count) return;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error('never waited');
    };
    try {
      await other.query('begin');
      await other.query('select status from rooms where id = $1 for no key update', [room]);
      const started = Date.now();
      const first = reserve(0, room, monthsAfter(0), monthsAfter(2));
      await waitingForRoom(1);
      // A hold with the same promotion lapses meanwhile.
      await t.database.db.execute(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status, hold_expires_at, promotion_id)
        values (${room}, ${guests[2]!.id}, ${monthsAfter(8)}, ${monthsAfter(9)}, 'hold', now() - interval '1 minute', ${promotion})`);
      const second = reserve(1, room, monthsAfter(3), monthsAfter(5));
      await waitingForRoom(2);
      await other.query('rollback');
      const answers = await Promise.all([first, second]);
      console.log('took', Date.now() - started, 'ms', answers.map((a) => `${a.statusCode} ${a.statusCode === 201 ? '' : a.body}`));
      const held = await rows(t.database.db, sql`select promotion_id from roomreserves where room_id = ${room} and start_date = ${monthsAfter(0)}`);
      if (answers[0]!.statusCode === 201) expect(held[0]?.promotion_id, 'the automatic promotion applied').toBe(promotion);
      expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    } finally {
      await Promise.all([other.end(), watcher.end()]);
    }
  });
});
