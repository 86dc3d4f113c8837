import { sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { confirmReservation } from './confirmation.ts';
import { releaseLapsedHolds } from './holds.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { serverUrlOf } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';

// Many guests asking for the same nights at the same moment, on a PostgreSQL server (PGlite
// answers one query at a time, so it cannot race). The exclusion constraint decides: exactly one
// hold, every other answer a 409, no 500 and no deadlock; stays that only touch ([start, end)
// ranges) all succeed.

const REQUESTS = 200;
/** What takeRoomTurn runs, as pg_stat_activity shows it (`%` for the room). */
const TURN_STATEMENT = 'select status from rooms where id = % for no key update';
const YEAR = new Date().getUTCFullYear() + 1;

function monthsAfter(months: number): string {
  const date = new Date(Date.UTC(YEAR, 0, 1));
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

describe.runIf(process.env.TEST_DATABASE_URL)('concurrent reservations on postgres', () => {
  const t = useTestApp('postgres', { booking: { maxOpenHolds: REQUESTS + 1 } });
  const guests: TestUser[] = [];

  beforeAll(async () => {
    for (let index = 0; index < 20; index += 1) guests.push(await t.signIn('tenant'));
  });

  const reserve = (index: number, room: string, from: string, to: string) =>
    t.request({
      method: 'POST',
      url: '/api/booking/reservations',
      headers: { cookie: guests[index % guests.length]!.cookie },
      payload: { room, from, to },
    });

  /**
   * A transaction of the test's own on `room`, beside the app's pool, and a second connection to
   * watch who waits (the guests may hold every one of the app's connections). With `turn` it has
   * taken the room's turn, as a guest's reservation under way does (room-turns.ts).
   */
  const sideTransaction = async (room: string, { turn }: { turn: boolean }) => {
    const other = new pg.Client({ connectionString: serverUrlOf(t.database) });
    const watcher = new pg.Client({ connectionString: serverUrlOf(t.database) });
    await Promise.all([other.connect(), watcher.connect()]);
    await other.query('begin');
    if (turn) await other.query(TURN_STATEMENT.replace('%', '$1'), [room]);
    return {
      /** A hold of these nights, not yet committed. */
      hold: (from: string, to: string) =>
        other.query(`insert into roomreserves (room_id, user_id, start_date, end_date, status) values ($1, $2, $3, $4, 'hold')`, [room, guests[1]!.id, from, to]),
      commit: () => other.query('commit'),
      rollback: () => other.query('rollback'),
      /** Until `count` transactions wait on a lock; with `turn`, for their turn at the room. */
      async waiting(count: number, { turn: forTurn = false } = {}) {
        for (let tries = 0; tries <= 200; tries += 1) {
          const { rows: [row] } = await watcher.query<{ count: number }>(
            `select count(*)::int as count from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'
               ${forTurn ? 'and query like $1' : ''}`,
            forTurn ? [TURN_STATEMENT] : [],
          );
          if (Number(row?.count) >= count) return;
          await new Promise((resolve) => setTimeout(resolve, 25));
        }
        throw new Error(`never ${count} waiting${forTurn ? ' for their turn at the room' : ''}`);
      },
      close: () => Promise.all([other.end(), watcher.end()]),
    };
  };

  it(`gives overlapping stays of one room to exactly one of ${REQUESTS} guests`, async () => {
    const { room } = await makeBookableRoom(t, { minMonths: 1 });
    // Every stay shares at least March with every other.
    const answers = await Promise.all(
      Array.from({ length: REQUESTS }, (_, index) => reserve(index, room, monthsAfter(index % 2), monthsAfter(3 + (index % 3)))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(REQUESTS - 1);
    for (const answer of answers.filter((a) => a.statusCode === 409)) {
      expect(answer.json()).toMatchObject({ status: 409, field: 'startDate' });
    }
    const live = await rows(t.database.db, sql`select count(*)::int as count from roomreserves where room_id = ${room} and status = 'hold'`);
    const owed = await rows(t.database.db, sql`select count(*)::int as count from paymentoperations o join roomreserves r on r.id = o.reservation_id where r.room_id = ${room}`);
    expect([live[0]?.count, owed[0]?.count]).toEqual([1, 1]);
  });

  it(`takes ${REQUESTS} back-to-back stays of one room at once`, async () => {
    const { room } = await makeBookableRoom(t, { minMonths: 1 });
    const answers = await Promise.all(Array.from({ length: REQUESTS }, (_, index) => reserve(index, room, monthsAfter(index), monthsAfter(index + 1))));
    const failures = answers.filter((answer) => answer.statusCode !== 201).map((answer) => answer.body);
    expect(failures).toEqual([]);
    const [held] = await rows(t.database.db, sql`select count(*)::int as count from roomreserves where room_id = ${room} and status = 'hold'`);
    expect(held?.count).toBe(REQUESTS);
  });

  // The exclusion constraint checks a new row after inserting it, waiting for any in-progress
  // overlapping row it finds. Before reservations of a room took turns, guests whose rows all
  // waited for one stay that then rolled back found each other's rows and waited for each other:
  // PostgreSQL breaks one such circle per deadlock_timeout (1 s) and the next two guests closed
  // the next one, so every guest but the last got a 500, a second each (here 19 s). The same
  // circle, begun when the first guest's check ran a moment after a second guest's insert (a
  // loaded server, one just started), made the tests above run 200 s.
  it('lets the guests waiting on a stay that rolls back settle at once, one winner and the rest 409', async () => {
    const { room } = await makeBookableRoom(t, { minMonths: 1 });
    const other = await sideTransaction(room, { turn: false });
    try {
      await other.hold(monthsAfter(0), monthsAfter(6));
      const guestsWaiting = 20;
      const answers = Promise.all(
        Array.from({ length: guestsWaiting }, (_, index) => reserve(index, room, monthsAfter(index % 2), monthsAfter(3 + (index % 3)))),
      );
      // Until several of them wait on a lock (on that stay, or on each other).
      await other.waiting(2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await other.rollback();
      const statuses = (await answers).map((answer) => answer.statusCode);
      // A guest caught in a circle is refused with "deadlock detected", a 500.
      expect(statuses.filter((status) => status === 201)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(guestsWaiting - 1);
    } finally {
      await other.close();
    }
  });

  // Paying for a stay writes a live reservation as a new hold does, and takes its turn at the room
  // the same way (room-turns.ts): while a guest's reservation of the room is under way, a payment
  // waits for it, then meets its committed row and is told the nights were taken. And what a turn
  // holder locks after the room (promotions) is never held by one waiting for it.
  describe('turns at the room', () => {
    /** A guest's reservation of `room` under way: the room's turn taken, its hold to come. */
    const reservationUnderWay = (room: string) => sideTransaction(room, { turn: true });

    it('a payment confirming a lapsed stay', async () => {
      const { room } = await makeBookableRoom(t, { minMonths: 1 });
      const held = await reserve(0, room, monthsAfter(0), monthsAfter(2));
      expect(held.statusCode).toBe(201);
      const reservation = (held.json() as { reservation: { _id: string } }).reservation._id;
      await t.database.db.execute(sql`update roomreserves set status = 'expired', hold_expires_at = now() - interval '1 minute' where id = ${reservation}`);
      const other = await reservationUnderWay(room);
      try {
        const confirming = t.database.db.transaction((tx) => confirmReservation(tx as never, reservation));
        await other.waiting(1, { turn: true });
        await other.hold(monthsAfter(1), monthsAfter(3));
        await other.commit();
        expect(await confirming).toBe('dates-taken');
      } finally {
        await other.close();
      }
    });

    it('a checkout holding an expired stay again', async () => {
      const { room } = await makeBookableRoom(t, { minMonths: 1 });
      const held = await reserve(0, room, monthsAfter(0), monthsAfter(2));
      expect(held.statusCode).toBe(201);
      const { reservation, operation } = held.json() as { reservation: { _id: string }; operation: { _id: string } };
      // The job has released it: its nights are free, its payment cancelled, and paying holds them again.
      await t.database.db.execute(sql`update roomreserves set hold_expires_at = now() - interval '1 minute' where id = ${reservation._id}`);
      expect(await releaseLapsedHolds(t.database.db, { room })).toEqual([reservation._id]);
      const other = await reservationUnderWay(room);
      try {
        const checkout = t.request({ method: 'POST', url: `/api/payments/operations/${operation._id}/checkout`, headers: { cookie: guests[0]!.cookie } });
        await other.waiting(1, { turn: true });
        await other.hold(monthsAfter(1), monthsAfter(3));
        await other.commit();
        const answer = await checkout;
        expect(answer.statusCode, answer.body).toBe(409);
        expect(answer.json()).toMatchObject({ status: 409, field: 'startDate' });
      } finally {
        await other.close();
      }
    });

    // Promotions are locked after the room everywhere. A guest giving a lapsed hold's use back
    // before taking its turn held the promotion while the turn holder, counting a use of the same
    // automatic promotion, waited for it: 201 and a 500 after deadlock_timeout (1 s).
    it('a guest giving back a lapsed hold\'s promotion use, while the one before counts a use of it', async () => {
      const { room } = await makeBookableRoom(t, { minMonths: 1 });
      const made = await t.send('POST', '/api/promotions/', { name: { es: 'Diez', en: 'Ten' }, percentOff: 10, active: true });
      expect(made.statusCode, made.body).toBe(201);
      const promotion = (made.json() as { records: { _id: string }[] }).records[0]!._id;
      const other = await reservationUnderWay(room);
      try {
        const first = reserve(0, room, monthsAfter(0), monthsAfter(2));
        await other.waiting(1, { turn: true });
        // A hold with the same promotion lapses meanwhile; the next guest releases it.
        await t.database.db.execute(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status, hold_expires_at, promotion_id)
          values (${room}, ${guests[2]!.id}, ${monthsAfter(8)}, ${monthsAfter(9)}, 'hold', now() - interval '1 minute', ${promotion})`);
        const second = reserve(1, room, monthsAfter(3), monthsAfter(5));
        await other.waiting(2, { turn: true });
        await other.rollback();
        const answers = await Promise.all([first, second]);
        expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
        const held = await rows(t.database.db, sql`select promotion_id from roomreserves where room_id = ${room} and start_date in (${monthsAfter(0)}, ${monthsAfter(3)})`);
        expect(held.map((row) => row.promotion_id), 'the automatic promotion applied to both').toEqual([promotion, promotion]);
      } finally {
        await other.close();
      }
    });
  });
});
