import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { moneyMovedRoute } from '../../contracts/payments.ts';
import { databaseKinds } from '../testing/databases.ts';
import { makeTestUser, type TestUser } from '../testing/test-app.ts';
import { makeStay, startPaymentApp, type PaymentApp } from './testing/payment-app.ts';

// GET /api/payments/reservations/money-moved: the back-office list's one question for a page of
// reservations, answered by the rule the server refuses their removal by, to those who may
// remove them and to no one else, and a 400 naming `ids` for anything that is not a list of ids.

const URL = '/api/payments/reservations/money-moved';

describe.each(databaseKinds())('which reservations money moved through, on %s', (kind) => {
  let payments: PaymentApp;
  let admin: TestUser;
  /** Money moved: paid by bank transfer; the same, then cancelled (as a stay paid and refunded stays). */
  let paid: string;
  let paidThenCancelled: string;
  /** No money: a hold, and a stay cancelled before anyone paid. */
  let hold: string;
  let cancelledUnpaid: string;

  const ask = (user: TestUser | null, query: string) => payments.as(user, { method: 'GET', url: `${URL}${query}` });

  beforeAll(async () => {
    payments = await startPaymentApp(kind);
    admin = await makeTestUser(payments.database, 'admin');
    const payByTransfer = async (operation: string) => {
      const answer = await payments.as(payments.staff, {
        method: 'POST',
        url: `/api/payments/operations/${operation}/bank-transfer`,
        payload: { amount: 120_000, receivedOn: '2025-01-02' },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    };
    const [first, second, third, fourth] = [await makeStay(payments), await makeStay(payments), await makeStay(payments), await makeStay(payments, { status: 'cancelled' })];
    await payByTransfer(first.operation);
    await payByTransfer(second.operation);
    await payments.db.execute(sql`update roomreserves set status = 'cancelled', cancelled_at = now() where id = ${second.reservation}`);
    [paid, paidThenCancelled, hold, cancelledUnpaid] = [first.reservation, second.reservation, third.reservation, fourth.reservation];
  });
  afterAll(async () => {
    await payments?.close();
  });

  it('names the reservations asked about that money moved through, in the order asked, for staff and admins alike', async () => {
    const unknown = randomUUID();
    for (const someone of [payments.staff, admin]) {
      const answer = await ask(someone, `?ids=${[hold, paidThenCancelled, unknown, cancelledUnpaid, paid].join(',')}`);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({ moved: [paidThenCancelled, paid] });
      expect(moneyMovedRoute.responses[200].schema.safeParse(answer.json()).error?.issues ?? []).toEqual([]);
    }
    // Ids in any case, with spaces and a repeat, as people paste them; unknown ones are just not money.
    expect((await ask(payments.staff, `?ids=${encodeURIComponent(` ${paid.toUpperCase()} ,${paid},,${hold}`)}`)).json()).toEqual({ moved: [paid] });
    expect((await ask(payments.staff, `?ids=${randomUUID()}`)).json()).toEqual({ moved: [] });
    expect((await ask(payments.staff, `?ids=${hold},${cancelledUnpaid}`)).json()).toEqual({ moved: [] });
  });

  it('asks the database once, however many reservations', async () => {
    const execute = vi.spyOn(payments.db, 'execute');
    try {
      const many = [paid, hold, ...Array.from({ length: 98 }, () => randomUUID())];
      const answer = await ask(payments.staff, `?ids=${many.join(',')}`);
      expect(answer.json()).toEqual({ moved: [paid] });
      const statements = execute.mock.calls.map(([statement]) => JSON.stringify(statement)).filter((text) => text.includes('transactions'));
      expect(statements).toHaveLength(1);
    } finally {
      execute.mockRestore();
    }
  });

  it('agrees with the server: a reservation it names is refused removal, one it does not is removed', async () => {
    const { moved } = (await ask(payments.staff, `?ids=${[paid, paidThenCancelled, hold, cancelledUnpaid].join(',')}`)).json() as { moved: string[] };
    for (const id of [paid, paidThenCancelled, hold, cancelledUnpaid]) {
      const removal = await payments.as(payments.staff, { method: 'DELETE', url: `/api/roomreserves/soft/${id}` });
      expect(removal.statusCode, `${id}: ${removal.body}`).toBe(moved.includes(id) ? 409 : 200);
    }
    // Removed softly, a reservation is still asked about (the removed view offers Delete permanently).
    expect((await ask(payments.staff, `?ids=${hold},${paid}`)).json()).toEqual({ moved: [paid] });
  });

  it('refuses visitors (401) and tenants and landlords (403) alike for their own, someone else’s, paid, unknown or malformed ids: they learn nothing', async () => {
    const guestsOwn = await makeStay(payments, { guest: payments.stranger });
    const refusals = new Set<string>();
    for (const query of [`?ids=${paid}`, `?ids=${hold}`, `?ids=${guestsOwn.reservation}`, `?ids=${randomUUID()}`, '?ids=not-an-id', '', `?ids=${paid}&ids=${hold}`]) {
      expect((await ask(null, query)).statusCode, query).toBe(401);
      for (const someone of [payments.guest, payments.stranger, payments.landlord]) {
        const answer = await ask(someone, query);
        expect(answer.statusCode, query).toBe(403);
        const { requestId: _requestId, ...body } = answer.json() as Record<string, unknown>;
        refusals.add(JSON.stringify(body));
      }
    }
    // The same words whoever asks about whatever: nothing of the reservations leaks through them.
    expect([...refusals]).toEqual([JSON.stringify({ message: 'Your account may not remove reservations', status: 403 })]);
  });

  it('answers 400 naming ids for a missing, empty, repeated, malformed or too long list, never 500', async () => {
    const tooMany = Array.from({ length: 101 }, () => randomUUID()).join(',');
    for (const [query, words] of [
      ['', 'give one or more ids'],
      ['?ids=', 'give one or more ids'],
      ['?ids=%20,%20,', 'give one or more ids'],
      [`?ids=${paid}&ids=${hold}`, 'give it once'],
      ['?ids=not-an-id', '"not-an-id" is not an id'],
      [`?ids=${paid},12345`, '"12345" is not an id'],
      ['?ids=%00', 'control character'],
      [`?ids=${"'; drop table transactions; --"}`, 'is not an id'],
      [`?ids=${tooMany}`, 'at most 100 ids'],
      // `ids[]` is no way of giving ids here: ids are missing.
      [`?ids[]=${paid}`, 'give one or more ids'],
    ] as const) {
      const answer = await ask(payments.staff, query);
      expect(answer.statusCode, `${query}: ${answer.body}`).toBe(400);
      expect(answer.json(), query).toMatchObject({ status: 400, field: 'ids', message: expect.stringContaining(words) });
    }
    expect((await ask(payments.staff, `?ids=${paid}&colour=red`)).json()).toMatchObject({ status: 400, field: 'colour', message: 'colour: not a parameter of this question; use ids' });
  });
});
