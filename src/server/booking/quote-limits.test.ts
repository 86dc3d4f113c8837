import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MONEY_LIMIT } from '../../catalog/validation.ts';
import { rows } from '../db/rows.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { expectRefusal } from '../testing/refusals.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';

// Prices each within the catalogue's limit (10 million euros) can add up to a payment beyond
// what the database holds (an integer column: 2^31 − 1 cents). The quote says so, naming what the guest can change, instead of
// answering 200 and leaving the reservation to fail.

const YEAR = new Date().getUTCFullYear() + 2;
const day = (month: number) => `${YEAR}-${String(month).padStart(2, '0')}-01`;

describe.each(databaseKinds())('quotes beyond what a payment can hold, on %s', (kind) => {
  const t = useTestApp(kind, { booking: { maxOpenHolds: 100 } });
  let guest: TestUser;

  const create = async (collection: string, values: Record<string, unknown>) => {
    const answer = await t.send('POST', `/api/${collection}/`, values);
    expect(answer.statusCode, answer.body).toBe(201);
    return answer.json().records[0]._id as string;
  };
  const post = (url: string, body: unknown) =>
    t.request({ method: 'POST', url, headers: { cookie: guest.cookie, 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const reservationsOf = async (room: string) =>
    (await rows(t.database.db, sql`select count(*)::int as n from roomreserves where room_id = ${room}`))[0]!.n as number;

  beforeAll(async () => {
    guest = await t.signIn('tenant');
  });

  it('names the room when its first payment alone is too much, at the quote and at the reservation', async () => {
    const { room } = await makeBookableRoom(t, { monthlyPrice: MONEY_LIMIT, deposit: MONEY_LIMIT });
    await create('gestioncosts', { name: { es: 'Agencia' }, amount: MONEY_LIMIT, frequency: 'once', room });
    const stay = { room, from: day(2), to: day(4) };
    expectRefusal(await post('/api/booking/quote', stay), 400, 'room');
    expectRefusal(await post('/api/booking/reservations', stay), 400, 'room');
    expect(await reservationsOf(room)).toBe(0);
  });

  it('names the move-out day when a later, dearer month is the one, and takes the stay that ends before it', async () => {
    const { room } = await makeBookableRoom(t, { monthlyPrice: 500_000_000, deposit: 0 });
    await create('gestioncosts', { name: { es: 'Servicios' }, amount: 800_000_000, frequency: 'monthly', room });
    await create('gestioncosts', { name: { es: 'Limpieza' }, amount: 800_000_000, frequency: 'monthly', room });
    await create('prices', { room, from: day(4), to: day(7), monthlyPrice: MONEY_LIMIT });
    const refused = await post('/api/booking/quote', { room, from: day(2), to: day(6) });
    expectRefusal(refused, 400, 'to');
    expect(refused.json().message).toContain(day(4));
    const shorter = await post('/api/booking/quote', { room, from: day(2), to: day(4) });
    expect(shorter.statusCode, shorter.body).toBe(200);
    expect(shorter.json().quote.firstPayment.total).toBe(2_100_000_000);
  });

  it('names the extras when the first payment fits without them', async () => {
    const extra = await create('infoextras', { name: { es: 'Garaje' }, monthlyPrice: 200_000_000 });
    const { room } = await makeBookableRoom(t, { monthlyPrice: MONEY_LIMIT, deposit: MONEY_LIMIT });
    const put = await t.send('PUT', `/api/rooms/${room}`, { extras: [extra] });
    expect(put.statusCode, put.body).toBe(200);
    expectRefusal(await post('/api/booking/quote', { room, from: day(2), to: day(4), extras: [extra] }), 400, 'extras');
    expect((await post('/api/booking/quote', { room, from: day(2), to: day(4) })).statusCode).toBe(200);
  });
});
