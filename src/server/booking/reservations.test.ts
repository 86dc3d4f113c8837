import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Quote } from '../../catalog/pricing.ts';
import { rows } from '../db/rows.ts';
import { makeBookableRoom, type BookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';
import { confirmReservation } from './confirmation.ts';
import { completeFinishedStays, releaseLapsedHolds } from './holds.ts';

// Quotes, holds and what becomes of them, through the routes as a signed-in guest: the hold and
// its first payment are written together; overlapping stays are refused with 409 and adjacent
// ones are not; lapsed holds free their nights; a late payment re-confirms a stay only while its
// nights are free; guests cancel their holds, staff cancel with the refund rule.

const YEAR = new Date().getUTCFullYear() + 1;
const day = (month: number, date = 1) => `${YEAR}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

describe.each(databaseKinds())('booking on %s', (kind) => {
  const t = useTestApp(kind, { booking: { maxOpenHolds: 100 } });
  let guest: TestUser;
  let other: TestUser;
  let bookable: BookableRoom;

  const asUser = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({ method, url, headers: { cookie: user?.cookie ?? '' }, ...(payload === undefined ? {} : { payload: payload as never }) });
  const reserveAs = (user: TestUser | null, from: string, to: string, room = bookable.room, extra: Record<string, unknown> = {}) =>
    asUser(user, 'POST', '/api/booking/reservations', { room, from, to, ...extra });
  const statusOf = async (id: string) => (await rows(t.database.db, sql`select status from roomreserves where id = ${id}`))[0]?.status;

  beforeAll(async () => {
    guest = await t.signIn('tenant');
    other = await t.signIn('tenant');
    bookable = await makeBookableRoom(t, { monthlyPrice: 60_000, deposit: 60_000, minMonths: 1, maxMonths: 12 });
  });

  it('quotes a stay for anyone, in cents, with its first payment', async () => {
    const response = await asUser(null, 'POST', '/api/booking/quote', { room: bookable.room, from: day(2), to: day(5) });
    expect(response.statusCode, response.body).toBe(200);
    const quote = response.json().quote as Quote;
    expect(quote.months).toHaveLength(3);
    expect(quote.rentTotal).toBe(180_000);
    expect(quote.deposit).toBe(60_000);
    expect(quote.firstPayment.total).toBe(quote.months[0]!.total + quote.deposit);
  });

  it.each([
    [{ from: day(5), to: day(2) }, 'to'],
    [{ from: '2020-01-01', to: '2020-03-01' }, 'from'],
    [{ from: day(2), to: day(2, 10) + 'x' }, 'to'],
    [{ from: day(2), to: `${YEAR + 2}-06-01` }, 'to'],
    [{ from: day(2), to: day(4), extras: ['not-an-id'] }, 'extras'],
    [{ from: day(2), to: day(4), surprise: 1 }, 'surprise'],
  ])('refuses %j with a 400 naming %s', async (body, field) => {
    const response = await asUser(null, 'POST', '/api/booking/quote', { room: bookable.room, ...body });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().field).toBe(field);
  });

  it('refuses a stay longer than anyone may book, even in a room without a maximum', async () => {
    const open = await makeBookableRoom(t, { maxMonths: null });
    const answer = await asUser(null, 'POST', '/api/booking/quote', { room: open.room, from: day(2), to: '9999-12-01' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().field).toBe('to');
  });

  it('answers 404 for a room that is not on the site', async () => {
    const response = await asUser(null, 'POST', '/api/booking/quote', { room: '00000000-0000-4000-8000-000000000000', from: day(2), to: day(4) });
    expect(response.statusCode).toBe(404);
  });

  it('asks a visitor to sign in before holding a room', async () => {
    const response = await reserveAs(null, day(2), day(4));
    expect(response.statusCode).toBe(401);
  });

  it('holds the room with a pending first payment, refuses an overlapping stay and takes an adjacent one', async () => {
    const held = await reserveAs(guest, day(2), day(4));
    expect(held.statusCode, held.body).toBe(201);
    const { reservation, operation } = held.json();
    expect(reservation).toMatchObject({ status: 'hold', user: guest.id, startDate: day(2), endDate: day(4) });
    expect(Date.parse(reservation.holdExpiresAt) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(operation).toMatchObject({ kind: 'first_month', status: 'pending', amount: reservation.firstPaymentTotal, reservation: reservation._id });

    const overlapping = await reserveAs(other, day(3), day(5));
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toMatchObject({ status: 409, field: 'startDate', message: expect.stringMatching(/already reserved/) });

    const before = await reserveAs(other, day(1), day(2));
    const after = await reserveAs(other, day(4), day(5));
    expect([before.statusCode, after.statusCode]).toEqual([201, 201]);
  });

  it('takes no reservation for a room closed for maintenance', async () => {
    const room = await makeBookableRoom(t);
    await t.database.db.execute(sql`update rooms set status = 'maintenance' where id = ${room.room}`);
    const refused = await reserveAs(guest, day(2), day(3), room.room);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().field).toBe('room');
  });

  it('frees the nights of a lapsed hold and cancels its first payment', async () => {
    const room = await makeBookableRoom(t);
    const held = (await reserveAs(guest, day(6), day(8), room.room)).json();
    expect((await reserveAs(other, day(6), day(8), room.room)).statusCode).toBe(409);

    const released = await releaseLapsedHolds(t.database.db, { now: new Date(Date.now() + 16 * 60_000) });
    expect(released).toContain(held.reservation._id);
    expect(await statusOf(held.reservation._id)).toBe('expired');
    const [operation] = await rows(t.database.db, sql`select status from paymentoperations where id = ${held.operation._id}`);
    expect(operation?.status).toBe('cancelled');

    const retaken = await reserveAs(other, day(6), day(8), room.room);
    expect(retaken.statusCode, retaken.body).toBe(201);

    // The first guest's payment arrives late: the nights are someone else's now.
    await t.database.db.transaction(async (tx) => {
      expect(await confirmReservation(tx as never, held.reservation._id)).toBe('dates-taken');
    });
    expect(await statusOf(held.reservation._id)).toBe('expired');
  });

  it('re-confirms a lapsed hold whose nights are still free and schedules its rent', async () => {
    const room = await makeBookableRoom(t);
    const held = (await reserveAs(guest, day(3), day(6, 15), room.room)).json();
    await t.database.db.execute(sql`update roomreserves set hold_expires_at = now() - interval '1 minute' where id = ${held.reservation._id}`);
    await releaseLapsedHolds(t.database.db, { room: room.room });
    expect(await statusOf(held.reservation._id)).toBe('expired');

    await t.database.db.transaction(async (tx) => {
      expect(await confirmReservation(tx as never, held.reservation._id)).toBe('confirmed');
      expect(await confirmReservation(tx as never, held.reservation._id)).toBe('already-confirmed');
    });
    expect(await statusOf(held.reservation._id)).toBe('confirmed');
    const rent = await rows(
      t.database.db,
      sql`select amount, due_date::text as due from paymentoperations where reservation_id = ${held.reservation._id} and kind = 'rent' order by due_date`,
    );
    const quote = held.reservation.quote as Quote;
    expect(rent.map((r) => r.due)).toEqual([day(4), day(5), day(6)]);
    expect(rent.map((r) => r.amount)).toEqual(quote.months.slice(1).map((m) => m.total));
  });

  it('lets the guest cancel an unpaid hold but not a paid stay, and nobody else', async () => {
    const room = await makeBookableRoom(t);
    const held = (await reserveAs(guest, day(2), day(3), room.room)).json();
    expect((await asUser(other, 'POST', `/api/booking/reservations/${held.reservation._id}/cancel`, {})).statusCode).toBe(404);
    const cancelled = await asUser(guest, 'POST', `/api/booking/reservations/${held.reservation._id}/cancel`, { reason: 'Plans changed' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().reservation.status).toBe('cancelled');
    expect((await reserveAs(other, day(2), day(3), room.room)).statusCode).toBe(201);
    expect((await asUser(guest, 'POST', `/api/booking/reservations/${held.reservation._id}/cancel`, {})).statusCode).toBe(409);

    const paid = (await reserveAs(guest, day(7), day(9), room.room)).json();
    await t.database.db.transaction((tx) => confirmReservation(tx as never, paid.reservation._id));
    const refused = await asUser(guest, 'POST', `/api/booking/reservations/${paid.reservation._id}/cancel`, {});
    expect(refused.statusCode).toBe(403);
    const preview = await t.get(`/api/booking/reservations/${paid.reservation._id}/cancellation`);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().rule).toMatch(/30 days/);
    expect((await asUser(guest, 'GET', `/api/booking/reservations/${paid.reservation._id}/cancellation`)).statusCode).toBe(403);
  });

  it("lists the guest's stays with their payments, and only theirs", async () => {
    const response = await asUser(guest, 'GET', '/api/booking/my-stays');
    expect(response.statusCode, response.body).toBe(200);
    const stays = response.json().stays as { reservation: { user: string; status: string }; payments: { user: string }[]; room: { name: unknown } }[];
    expect(stays.length).toBeGreaterThan(2);
    for (const stay of stays) {
      expect(stay.reservation.user).toBe(guest.id);
      for (const payment of stay.payments) expect(payment.user).toBe(guest.id);
      expect(stay.room.name).toMatchObject({ es: expect.any(String) });
    }
    const order = stays.map((stay) => stay.reservation.status);
    expect(order.indexOf('expired')).toBeGreaterThan(order.lastIndexOf('confirmed'));
    expect((await asUser(null, 'GET', '/api/booking/my-stays')).statusCode).toBe(401);
  });

  it('takes a review only from a guest who moved in, once, and sends an edit back to moderation', async () => {
    const room = await makeBookableRoom(t);
    const upcoming = (await reserveAs(guest, day(2), day(3), room.room)).json();
    await t.database.db.transaction((tx) => confirmReservation(tx as never, upcoming.reservation._id));
    const early = await asUser(guest, 'POST', `/api/booking/reservations/${upcoming.reservation._id}/review`, { rating: 5, text: 'Great place to live' });
    expect(early.statusCode).toBe(403);

    await t.database.db.execute(sql`update roomreserves set start_date = current_date - 60, end_date = current_date - 1, status = 'completed'
      where id = ${upcoming.reservation._id}`);
    const review = { rating: 4, text: 'Bright room, quiet street.' };
    expect((await asUser(other, 'POST', `/api/booking/reservations/${upcoming.reservation._id}/review`, review)).statusCode).toBe(404);
    const bad = await asUser(guest, 'POST', `/api/booking/reservations/${upcoming.reservation._id}/review`, { rating: 9, text: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('rating');
    const written = await asUser(guest, 'POST', `/api/booking/reservations/${upcoming.reservation._id}/review`, review);
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json().record).toMatchObject({ status: 'pending', rating: 4, author: guest.id, room: room.room, property: room.property });
    expect((await asUser(guest, 'POST', `/api/booking/reservations/${upcoming.reservation._id}/review`, review)).statusCode).toBe(409);

    const id = written.json().record._id;
    await t.database.db.execute(sql`update reviews set status = 'published' where id = ${id}`);
    const edited = await asUser(guest, 'PUT', `/api/booking/reviews/${id}`, { rating: 2, text: 'Changed my mind about the noise.' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().record).toMatchObject({ status: 'pending', rating: 2 });
    expect((await asUser(other, 'PUT', `/api/booking/reviews/${id}`, review)).statusCode).toBe(404);
    expect((await asUser(guest, 'POST', '/api/reviews/', review)).statusCode).toBe(403);
  });

  it('completes confirmed stays whose last night has passed', async () => {
    const room = await makeBookableRoom(t);
    const stay = (await reserveAs(guest, day(2), day(3), room.room)).json();
    await t.database.db.transaction((tx) => confirmReservation(tx as never, stay.reservation._id));
    expect(await completeFinishedStays(t.database.db, day(2, 20))).toBe(0);
    expect(await statusOf(stay.reservation._id)).toBe('confirmed');
    expect(await completeFinishedStays(t.database.db, day(3))).toBeGreaterThan(0);
    expect(await statusOf(stay.reservation._id)).toBe('completed');
  });
});
