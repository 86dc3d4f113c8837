import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';

// Staff's generic back-office routes against a reservation money moved through: its price,
// dates and state change only through the booking's actions, and neither it, its payments nor
// their ledger entries are removed. An unpaid hold stays staff's to fix.

type Doc = Record<string, unknown> & { _id: string };

async function create(t: TestApp, name: string, values: Record<string, unknown>): Promise<Doc> {
  const response = await t.send('POST', `/api/${name}/`, values);
  expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
  return response.json().records[0];
}

describe.each(databaseKinds())('generic writes on paid reservations on %s', (kind) => {
  const t = useTestApp(kind);
  let staff: TestUser;
  let guest: TestUser;
  let room: Doc;
  let otherRoom: Doc;
  let year = 2040;

  const as = (who: TestUser, method: 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
    t.request({ method, url, headers: { cookie: who.cookie, ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload: JSON.stringify(payload) } : {}) });

  /** A reservation written as booking writes it; `paid` adds its first payment's ledger entry. */
  async function reservation(status: string, paid: boolean): Promise<{ id: string; operation: string; transaction: string | null; from: string; to: string }> {
    year += 1;
    const from = `${year}-01-01`;
    const to = `${year}-04-01`;
    const [row] = await rows(
      t.database.db,
      sql`insert into roomreserves (room_id, user_id, start_date, end_date, status, hold_expires_at, quote, first_payment_total)
        values (${room._id}, ${guest.id}, ${from}, ${to}, ${status}, ${status === 'hold' ? sql`now() + interval '15 minutes'` : null},
          ${JSON.stringify({ deposit: 50_000, firstPayment: { total: 100_000 } })}::jsonb, 100000) returning id`,
    );
    const id = String(row!.id);
    const [operation] = await rows(
      t.database.db,
      sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, provider, idempotency_key)
        values (${id}, ${guest.id}, 'first_month', 100000, ${paid ? 'succeeded' : 'pending'}, 'sandbox', ${`first:${id}`}) returning id`,
    );
    let transaction: string | null = null;
    if (paid) {
      const [entry] = await rows(
        t.database.db,
        sql`insert into transactions (operation_id, amount, occurred_at, provider_event_id) values (${operation!.id}, 100000, now(), ${`test:${id}`}) returning id`,
      );
      transaction = String(entry!.id);
    }
    return { id, operation: String(operation!.id), transaction, from, to };
  }

  const stored = async (id: string) => {
    const [row] = await rows(t.database.db, sql`select status, start_date::text as start_date, end_date::text as end_date, room_id, deleted_at from roomreserves where id = ${id}`);
    return row;
  };

  beforeAll(async () => {
    staff = await t.signIn('staff');
    guest = await t.signIn('tenant');
    const type = await create(t, 'typerooms', { name: { es: 'Doble', en: 'Double' } });
    const home = await create(t, 'properties', { title: { es: 'Alba', en: 'Alba' }, address: 'Calle Alba 1', city: 'Valencia' });
    room = await create(t, 'rooms', { property: home._id, name: { es: 'A1', en: 'A1' }, type: type._id, monthlyPrice: 50_000 });
    otherRoom = await create(t, 'rooms', { property: home._id, name: { es: 'A2', en: 'A2' }, type: type._id, monthlyPrice: 50_000 });
  });

  it('refuses to change the status, dates or room of a paid reservation with 409 naming the field, and changes nothing', async () => {
    const paid = await reservation('confirmed', true);
    const before = await stored(paid.id);
    const attempts: [Record<string, unknown>, string][] = [
      [{ status: 'cancelled' }, 'status'],
      [{ startDate: `${paid.from.slice(0, 4)}-01-15` }, 'startDate'],
      [{ endDate: `${paid.from.slice(0, 4)}-06-01` }, 'endDate'],
      [{ room: otherRoom._id }, 'room'],
      [{ status: 'confirmed', endDate: `${paid.from.slice(0, 4)}-05-01` }, 'endDate'],
    ];
    for (const [changes, field] of attempts) {
      const response = await as(staff, 'PUT', `/api/roomreserves/${paid.id}`, changes);
      expect(response.statusCode, JSON.stringify(changes)).toBe(409);
      expect(response.json()).toMatchObject({ status: 409, field });
      expect(response.json().message).toMatch(/has payments/);
    }
    expect((await as(staff, 'PUT', `/api/roomreserves/${paid.id}`, { status: 'cancelled' })).json().message).toMatch(/use Cancel reservation/);
    expect(await stored(paid.id)).toEqual(before);
  });

  it('lets the same values through, as a form sends back what it shows', async () => {
    const paid = await reservation('confirmed', true);
    const response = await as(staff, 'PUT', `/api/roomreserves/${paid.id}`, { status: 'confirmed', startDate: paid.from, endDate: paid.to, room: room._id.toUpperCase() });
    expect(response.statusCode, response.body).toBe(200);
  });

  it('refuses to remove a paid reservation, for good or softly, with 409 saying to cancel it', async () => {
    const paid = await reservation('confirmed', true);
    for (const url of [`/api/roomreserves/${paid.id}`, `/api/roomreserves/soft/${paid.id}`]) {
      const response = await as(staff, 'DELETE', url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json()).toMatchObject({ status: 409, message: expect.stringContaining('This reservation has payments: cancel it instead') });
    }
    expect(await stored(paid.id)).toMatchObject({ status: 'confirmed', deleted_at: null });
  });

  it('refuses to remove a paid reservation that is cancelled or over without telling staff to cancel it', async () => {
    for (const status of ['cancelled', 'completed']) {
      const paid = await reservation(status, true);
      for (const url of [`/api/roomreserves/${paid.id}`, `/api/roomreserves/soft/${paid.id}`]) {
        const response = await as(staff, 'DELETE', url);
        expect(response.statusCode, url).toBe(409);
        expect(response.json().message, status).toContain('This reservation has payments: it stays on record with them and is never removed');
        expect(response.json().message, status).not.toContain('cancel it instead');
      }
      expect(await stored(paid.id)).toMatchObject({ status, deleted_at: null });
    }
  });

  it('lets staff edit and remove an unpaid hold', async () => {
    const hold = await reservation('hold', false);
    const newEnd = `${hold.from.slice(0, 4)}-05-01`;
    const edited = await as(staff, 'PUT', `/api/roomreserves/${hold.id}`, { endDate: newEnd, status: 'pending_payment' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await stored(hold.id)).toMatchObject({ end_date: newEnd, status: 'pending_payment' });
    expect((await as(staff, 'DELETE', `/api/roomreserves/soft/${hold.id}`)).statusCode).toBe(200);
  });

  it('refuses to change the amount of a paid payment or remove it, and keeps ledger entries', async () => {
    const paid = await reservation('confirmed', true);
    const admin = t.user!;
    const changed = await as(admin, 'PUT', `/api/paymentoperations/${paid.operation}`, { amount: 1 });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ status: 409, field: 'amount', message: expect.stringContaining('refund it instead') });
    const removed = await as(admin, 'DELETE', `/api/paymentoperations/${paid.operation}`);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().message).toContain('This payment has ledger entries');
    const [operation] = await rows(t.database.db, sql`select amount, deleted_at from paymentoperations where id = ${paid.operation}`);
    expect(operation).toEqual({ amount: 100000, deleted_at: null });
    const entry = await as(admin, 'DELETE', `/api/transactions/${paid.transaction}`);
    expect([403, 409]).toContain(entry.statusCode);
    const [kept] = await rows(t.database.db, sql`select count(*)::int as n from transactions where id = ${paid.transaction}`);
    expect(kept!.n).toBe(1);
  });

  it('lets an admin still correct an unpaid payment', async () => {
    const hold = await reservation('hold', false);
    const changed = await as(t.user!, 'PUT', `/api/paymentoperations/${hold.operation}`, { amount: 90_000 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().record.amount).toBe(90_000);
  });
});
