import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { PAYMENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES, RESERVATION_STATUSES, REVIEW_STATUSES } from '../../catalog/collections/statuses.ts';
import type { SelectField } from '../../catalog/types.ts';
import { BOOKING_ROUTES, cancelRoute, myStaysRoute, reserveRoute, writeReviewRoute } from '../../contracts/booking.ts';
import { makeBookableRoom, type BookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';
import { confirmReservation } from './confirmation.ts';

// The booking routes answer what their contracts (src/contracts/booking.ts) declare: the OpenAPI
// document lists every status each declares, the answers match the declared schemas, every 409
// names its field, and a body that is not what the route takes is a 400 naming what is wrong.

const YEAR = new Date().getUTCFullYear() + 1;
const day = (month: number, date = 1) => `${YEAR}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('booking contracts', () => {
  const t = useTestApp('pglite', { as: null });

  it('are documented with every answer they declare', async () => {
    const doc = (await t.get('/api/docs/json')).json() as { paths: Record<string, Record<string, { responses: object }>> };
    for (const route of BOOKING_ROUTES) {
      const operation = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), `${route.method} ${route.path}`).toEqual(Object.keys(route.responses).sort());
    }
  });

  it("hold the catalogue's statuses, kinds and providers in step", () => {
    const options = (collection: string, field: string) => (getCollection(collection)!.fields[field] as SelectField).options;
    expect([...RESERVATION_STATUSES]).toEqual(options('roomreserves', 'status'));
    expect([...REVIEW_STATUSES]).toEqual(options('reviews', 'status'));
    expect([...PAYMENT_KINDS]).toEqual(options('paymentoperations', 'kind'));
    expect([...PAYMENT_STATUSES]).toEqual(options('paymentoperations', 'status'));
    expect([...PAYMENT_PROVIDERS]).toEqual(options('paymentoperations', 'provider'));
  });
});

describe.each(databaseKinds())('booking answers on %s', (kind) => {
  const t = useTestApp(kind, { booking: { maxOpenHolds: 2 } });
  let guest: TestUser;
  let bookable: BookableRoom;

  const asUser = (user: TestUser | null, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.request({ method, url, headers: { cookie: user?.cookie ?? '' }, ...(payload === undefined ? {} : { payload: payload as never }) });

  beforeAll(async () => {
    guest = await t.signIn('tenant');
    bookable = await makeBookableRoom(t, { monthlyPrice: 60_000, deposit: 60_000, minMonths: 1, maxMonths: 12 });
  });

  it('match their schemas: the hold, the stays, the review and the cancellation', async () => {
    const held = await asUser(guest, 'POST', '/api/booking/reservations', { room: bookable.room, from: day(2), to: day(4) });
    expect(held.statusCode, held.body).toBe(201);
    expect(reserveRoute.responses[201].schema.safeParse(held.json()).error?.issues ?? []).toEqual([]);
    const reservation = held.json().reservation as { _id: string };
    // Nothing but what the contract declares leaves the server: not the payment's idempotency key.
    expect(held.json().operation).not.toHaveProperty('idempotencyKey');

    await t.database.db.transaction((tx) => confirmReservation(tx as never, reservation._id));
    await t.database.db.execute(sql`update roomreserves set start_date = current_date - 30 where id = ${reservation._id}`);
    const review = await asUser(guest, 'POST', `/api/booking/reservations/${reservation._id}/review`, { rating: 5, text: 'A quiet, bright room.' });
    expect(review.statusCode, review.body).toBe(201);
    expect(writeReviewRoute.responses[201].schema.safeParse(review.json()).error?.issues ?? []).toEqual([]);

    const stays = await asUser(guest, 'GET', '/api/booking/my-stays');
    expect(stays.statusCode, stays.body).toBe(200);
    expect(myStaysRoute.responses[200].schema.safeParse(stays.json()).error?.issues ?? []).toEqual([]);
    expect(stays.json().stays[0].payments[0]).not.toHaveProperty('idempotencyKey');

    const other = await asUser(guest, 'POST', '/api/booking/reservations', { room: bookable.room, from: day(6), to: day(7) });
    const cancelled = await asUser(guest, 'POST', `/api/booking/reservations/${other.json().reservation._id}/cancel`, {});
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelRoute.responses[200].schema.safeParse(cancelled.json()).error?.issues ?? []).toEqual([]);
  });

  it('still show a stay whose stored records a contract now refuses, rather than a 500', async () => {
    const room = await makeBookableRoom(t, { minMonths: 1 });
    const held = await asUser(guest, 'POST', '/api/booking/reservations', { room: room.room, from: day(2), to: day(3) });
    const id = held.json().reservation._id as string;
    await t.database.db.transaction((tx) => confirmReservation(tx as never, id));
    await t.database.db.execute(sql`update roomreserves set start_date = current_date - 30 where id = ${id}`);
    expect((await asUser(guest, 'POST', `/api/booking/reservations/${id}/review`, { rating: 4, text: 'A quiet, bright room.' })).statusCode).toBe(201);
    // Written when ratings went to 10, or by hand: the contract now takes 1 to 5.
    await t.database.db.execute(sql`update reviews set rating = 9 where reservation_id = ${id}`);
    const stays = await asUser(guest, 'GET', '/api/booking/my-stays');
    expect(stays.statusCode, stays.body).toBe(200);
    const stay = (stays.json().stays as { reservation: { _id: string }; review: { rating: number } }[]).find((one) => one.reservation._id === id);
    expect(stay?.review.rating).toBe(9);
  });

  it('name the field of every 409', async () => {
    const room = await makeBookableRoom(t, { minMonths: 1 });
    const first = await asUser(guest, 'POST', '/api/booking/reservations', { room: room.room, from: day(2), to: day(3) });
    expect(first.statusCode, first.body).toBe(201);
    const id = first.json().reservation._id as string;
    await t.database.db.transaction((tx) => confirmReservation(tx as never, id));
    await t.database.db.execute(sql`update roomreserves set start_date = current_date - 30, end_date = current_date - 1, status = 'completed' where id = ${id}`);
    const review = { rating: 4, text: 'Bright room, quiet street.' };
    expect((await asUser(guest, 'POST', `/api/booking/reservations/${id}/review`, review)).statusCode).toBe(201);
    const again = await asUser(guest, 'POST', `/api/booking/reservations/${id}/review`, review);
    expect(again.json()).toMatchObject({ status: 409, field: 'reservation' });
    expect((await asUser(guest, 'POST', `/api/booking/reservations/${id}/cancel`, {})).json()).toMatchObject({ status: 409, field: 'status' });

    // Two holds waiting for payment are as many as this app allows one guest.
    const holder = await t.signIn('tenant');
    for (const month of [2, 4]) expect((await asUser(holder, 'POST', '/api/booking/reservations', { room: room.room, from: day(month), to: day(month + 1) })).statusCode).toBe(201);
    const third = await asUser(holder, 'POST', '/api/booking/reservations', { room: room.room, from: day(8), to: day(9) });
    expect(third.json()).toMatchObject({ status: 409, field: 'status', message: expect.stringMatching(/waiting for payment/) });
  });

  it('refuse a body that is not a JSON object, or that has a field the route does not take, naming it', async () => {
    const text = await t.request({ method: 'POST', url: '/api/booking/quote', headers: { 'content-type': 'application/json' }, payload: '"a stay"' });
    expect(text.json()).toMatchObject({ status: 400, message: 'Send a JSON object' });
    const unknown = await asUser(null, 'POST', '/api/booking/quote', { room: bookable.room, from: day(2), to: day(4), nights: 3 });
    expect(unknown.json()).toMatchObject({ status: 400, field: 'nights' });
    const missing = await asUser(null, 'POST', '/api/booking/quote', { from: day(2), to: day(4) });
    expect(missing.json()).toMatchObject({ status: 400, field: 'room', message: 'room: Required' });
    // The year 0 is no day PostgreSQL can hold: refused before it gets there, naming the field.
    const yearZero = await asUser(null, 'POST', '/api/booking/quote', { room: bookable.room, from: '0000-12-01', to: day(4) });
    expect(yearZero.json()).toMatchObject({ status: 400, field: 'from' });
  });
});
