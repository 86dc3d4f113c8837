import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';
import { landlordSummaryRoute, MAX_PERIOD_DAYS } from '../../contracts/landlord.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import { currentMonth } from './landlord-summary.ts';

// The landlord's figures for March 2031, on homes and rooms made through the API and
// reservations, payments and ledger entries written with SQL, so every edge is placed on
// purpose: nights that start before the period, money that moved a minute before or exactly
// at its end, a hold that lapsed, a room that was removed. Checked value by value per role.

type Doc = Record<string, unknown> & { _id: string };

const ROUTE = '/api/booking/landlord/summary';
const MARCH = 'from=2031-03-01&to=2031-04-01';
const localized = (es: string) => ({ es, en: `${es} (en)` });

async function create(t: TestApp, name: string, values: Record<string, unknown>): Promise<Doc> {
  const response = await t.send('POST', `/api/${name}/`, values);
  expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
  return response.json().records[0];
}

describe.each(databaseKinds())('GET /api/booking/landlord/summary on %s', (kind) => {
  const t = useTestApp(kind);
  const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
  const made: Record<string, Doc> = {};
  const reservations: Record<string, string> = {};
  let landlord: TestUser;
  let otherLandlord: TestUser;
  let guest: TestUser;

  /** As `who`; null for a visitor (no session cookie). */
  const get = (url: string, who: TestUser | null) => t.request({ method: 'GET', url, headers: { cookie: who ? who.cookie : '' } });

  async function summary(who: TestUser, query = MARCH): Promise<ResponseOf<typeof landlordSummaryRoute>> {
    const response = await get(`${ROUTE}?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  beforeAll(async () => {
    landlord = await t.signIn('landlord');
    otherLandlord = await t.signIn('landlord');
    guest = await t.signIn('tenant');
    await exec(sql`update users set name = 'Lucía', surname = 'Fernández Ruiz' where id = ${guest.id}`);

    made.type = await create(t, 'typerooms', { name: localized('Doble') });
    const property = (title: string, owner: TestUser) =>
      create(t, 'properties', { title: localized(title), address: `Calle ${title} 1`, city: 'Valencia', landlord: owner.id });
    const room = (home: Doc, name: string) =>
      create(t, 'rooms', { property: home._id, name: localized(name), type: made.type!._id, monthlyPrice: 50_000 });
    made.alba = await property('Alba', landlord);
    made.brisa = await property('Brisa', landlord);
    made.cierzo = await property('Cierzo', otherLandlord);
    made.removedHome = await property('Derribada', landlord);
    made.a1 = await room(made.alba, 'A1');
    made.a2 = await room(made.alba, 'A2');
    made.a3 = await room(made.alba, 'A3 retirada');
    made.b1 = await room(made.brisa, 'B1');
    made.c1 = await room(made.cierzo, 'C1');
    await t.request({ method: 'DELETE', url: `/api/rooms/soft/${made.a3._id}` });
    await t.request({ method: 'DELETE', url: `/api/properties/soft/${made.removedHome._id}` });

    // Created a minute apart, in this order, so "latest first" is known.
    let minute = 0;
    const reserve = async (key: string, roomKey: string, startDate: string, endDate: string, status: string, holdMinutes?: number) => {
      minute += 1;
      const [row] = (
        (await exec(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status, hold_expires_at, created_at)
          values (${made[roomKey]!._id}, ${guest.id}, ${startDate}, ${endDate}, ${status},
            ${holdMinutes === undefined ? null : new Date(Date.now() + holdMinutes * 60_000).toISOString()}::timestamptz,
            now() - interval '1 day' + make_interval(mins => ${minute}))
          returning id`)) as unknown as { rows: { id: string }[] }
      ).rows;
      reservations[key] = row!.id;
    };
    await reserve('aFebMar', 'a1', '2031-02-15', '2031-03-11', 'confirmed'); // 10 nights in March
    await reserve('aCancelled', 'a1', '2031-03-20', '2031-05-01', 'cancelled');
    await reserve('aLate', 'a2', '2031-03-25', '2031-06-01', 'confirmed'); // 7 nights in March
    await reserve('aExpired', 'a2', '2031-01-01', '2031-02-01', 'expired');
    await reserve('aHold', 'a1', '2031-05-01', '2031-07-01', 'hold', 10);
    await reserve('aOnRemovedRoom', 'a3', '2031-03-01', '2031-04-01', 'confirmed'); // its room is gone: no nights
    await reserve('bPaying', 'b1', '2031-04-01', '2031-05-01', 'pending_payment');
    await reserve('bLapsed', 'b1', '2031-06-01', '2031-07-01', 'hold', -5);
    await reserve('bBefore', 'b1', '2031-01-01', '2031-02-01', 'completed');
    await reserve('cOther', 'c1', '2031-03-01', '2031-04-01', 'confirmed'); // 31 nights, the other landlord's

    const operation = async (reservation: string, kind: string, amount: number) => {
      const [row] = (
        (await exec(sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, provider)
          values (${reservations[reservation]!}, ${guest.id}, ${kind}, ${amount}, 'succeeded', 'sandbox') returning id`)) as unknown as {
          rows: { id: string }[];
        }
      ).rows;
      return row!.id;
    };
    const entry = (operationId: string, amount: number, occurredAt: string) =>
      exec(sql`insert into transactions (operation_id, amount, occurred_at) values (${operationId}, ${amount}, ${occurredAt}::timestamptz)`);
    const firstMonth = await operation('aFebMar', 'first_month', 100_000);
    await entry(firstMonth, 100_000, '2031-03-02T10:00:00Z');
    await entry(await operation('aFebMar', 'refund', 20_000), -20_000, '2031-03-31T23:30:00Z');
    await entry(await operation('aLate', 'first_month', 50_000), 50_000, '2031-04-01T00:00:00Z'); // the period's end: not counted
    await entry(await operation('aLate', 'deposit', 30_000), 30_000, '2031-02-28T23:59:00Z'); // before it
    await entry(await operation('bBefore', 'rent', 40_000), 40_000, '2031-03-15T12:00:00Z'); // a past stay's late rent counts
    await entry(await operation('cOther', 'first_month', 70_000), 70_000, '2031-03-05T09:00:00Z');
  });

  it('gives a landlord the occupancy, income and reservation counts of their own live properties', async () => {
    const body = await summary(landlord);
    expect(body.from).toBe('2031-03-01');
    expect(body.to).toBe('2031-04-01');
    expect(body.properties).toEqual([
      {
        _id: made.alba!._id,
        title: localized('Alba'),
        city: 'Valencia',
        rooms: 2,
        occupiedNights: 17,
        availableNights: 62,
        occupancy: 0.2742,
        income: 80_000,
        reservations: { confirmed: 3, upcoming: 3, hold: 1 },
      },
      {
        _id: made.brisa!._id,
        title: localized('Brisa'),
        city: 'Valencia',
        rooms: 1,
        occupiedNights: 0,
        availableNights: 31,
        occupancy: 0,
        income: 40_000,
        reservations: { confirmed: 0, upcoming: 0, hold: 1 },
      },
    ]);
    expect(body.totals).toEqual({
      rooms: 3,
      occupiedNights: 17,
      availableNights: 93,
      occupancy: 0.1828,
      income: 120_000,
      reservations: { confirmed: 3, upcoming: 3, hold: 2 },
    });
  });

  it("lists the landlord's reservations not over before the period, newest first, with the guest's first name only", async () => {
    const body = await summary(landlord);
    expect(body.reservations.map((r: Doc) => r._id)).toEqual(
      ['bLapsed', 'bPaying', 'aOnRemovedRoom', 'aHold', 'aLate', 'aCancelled', 'aFebMar'].map((key) => reservations[key]),
    );
    expect(body.reservations[1]).toEqual({
      _id: reservations.bPaying,
      room: made.b1!._id,
      roomName: localized('B1'),
      property: made.brisa!._id,
      guestName: 'Lucía',
      startDate: '2031-04-01',
      endDate: '2031-05-01',
      status: 'pending_payment',
    });
    const text = JSON.stringify(body);
    expect(text).not.toContain('Fernández');
    expect(text).not.toContain(guest.email);
    expect(text).not.toContain(made.cierzo!._id);
    expect(text).not.toContain(made.removedHome!._id);
  });

  it('gives staff and admins every property, the other landlord included', async () => {
    for (const role of ['staff', 'admin'] as const) {
      const body = await summary(await t.signIn(role));
      expect(body.properties.map((p: Doc) => p._id)).toEqual([made.alba!._id, made.brisa!._id, made.cierzo!._id]);
      expect(body.properties[2]).toMatchObject({ rooms: 1, occupiedNights: 31, availableNights: 31, occupancy: 1, income: 70_000 });
      expect(body.totals).toMatchObject({ rooms: 4, occupiedNights: 48, availableNights: 124, occupancy: 0.3871, income: 190_000 });
      expect(body.reservations).toHaveLength(8);
    }
  });

  it('shows a landlord without properties an empty summary, not someone else’s', async () => {
    const newcomer = await t.signIn('landlord');
    const body = await summary(newcomer);
    expect(body.properties).toEqual([]);
    expect(body.reservations).toEqual([]);
    expect(body.totals).toEqual({ rooms: 0, occupiedNights: 0, availableNights: 0, occupancy: 0, income: 0, reservations: { confirmed: 0, upcoming: 0, hold: 0 } });
  });

  it('counts the current month when no period is given', async () => {
    const body = await summary(landlord, '');
    expect({ from: body.from, to: body.to }).toEqual(currentMonth(new Date().toISOString().slice(0, 10)));
    expect(body.properties[0]!.occupiedNights).toBe(0);
  });

  it('refuses visitors with 401, and tenants and investors with 403', async () => {
    const visitor = await get(`${ROUTE}?${MARCH}`, null);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toMatchObject({ status: 401 });
    for (const role of ['tenant', 'investor'] as const) {
      const response = await get(`${ROUTE}?${MARCH}`, await t.signIn(role));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ status: 403, message: 'This is for landlords and Habita staff', requestId: expect.any(String) });
    }
  });

  it('refuses people who may not ask before reading the period: a bad one still answers 401 or 403', async () => {
    expect((await get(`${ROUTE}?from=soon&month=3`, null)).statusCode).toBe(401);
    const tenant = await get(`${ROUTE}?from=soon&month=3`, await t.signIn('tenant'));
    expect(tenant.statusCode).toBe(403);
    expect(tenant.json().message).toBe('This is for landlords and Habita staff');
  });

  it("answers in its contract's shape", async () => {
    const parsed = landlordSummaryRoute.responses[200].schema.safeParse(await summary(landlord));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('documents every answer its contract declares', async () => {
    const response = await t.get('/api/docs/json');
    const operation = response.json().paths[ROUTE]?.get;
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(Object.keys(landlordSummaryRoute.responses).sort());
    expect(operation.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`).sort()).toEqual(['query:from', 'query:to']);
  });

  it('refuses a bad period with 400 naming the end at fault', async () => {
    const cases: [string, string][] = [
      ['from=2031-02-30&to=2031-04-01', 'from'],
      ['from=2031-03-01&to=March', 'to'],
      ['from=2031-03-01&to=2031-03-01', 'to'],
      ['from=2031-03-01&to=2031-02-01', 'to'],
      [`from=2031-01-01&to=${2031 + Math.ceil(MAX_PERIOD_DAYS / 365) + 1}-01-01`, 'to'],
      ['month=2031-03', 'month'],
    ];
    for (const [query, field] of cases) {
      const response = await get(`${ROUTE}?${query}`, landlord);
      expect(response.statusCode, query).toBe(400);
      expect(response.json(), query).toMatchObject({ status: 400, field });
    }
  });
});
