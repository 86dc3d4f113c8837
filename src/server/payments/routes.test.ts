import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import type { TestUser } from '../testing/test-app.ts';
import { PROMOTION_USED_UP, startCheckout } from './checkout.ts';
import { PaymentProviders, type PaymentProvider } from './provider.ts';
import { signatureHeader } from './signature.ts';
import { ledgerMismatches, makeStay, operationFigures, reservationStatus, SANDBOX_SECRET, startPaymentApp, type PaymentApp } from './testing/payment-app.ts';

// The payment routes as the web app uses them: the sandbox checkout end to end (its webhook
// travels the real signed path), who may see and do what, and the staff's money tools.

describe.each(databaseKinds())('payment routes on %s', (kind) => {
  let payments: PaymentApp;

  beforeAll(async () => {
    payments = await startPaymentApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    payments.as(user, { method, url, ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });

  async function checkout(operation: string, user = payments.guest): Promise<string> {
    const answer = await call(user, 'POST', `/api/payments/operations/${operation}/checkout`, {});
    expect(answer.statusCode, answer.body).toBe(200);
    const url = answer.json().checkoutUrl as string;
    expect(url).toMatch(/^\/checkout\/sandbox\/sbx_[\w-]+$/);
    return url.split('/').pop()!;
  }

  /** The sandbox's webhook arrives just after its answer; the success page polls the same way. */
  async function settles(operation: string, status: string) {
    await vi.waitFor(async () => expect((await operationFigures(payments.db, operation)).status).toBe(status), { timeout: 10_000, interval: 20 });
  }

  describe('the sandbox checkout', () => {
    it('takes a payment end to end and confirms the stay', async () => {
      const stay = await makeStay(payments);
      const reference = await checkout(stay.operation);
      expect(await reservationStatus(payments.db, stay.reservation)).toBe('pending_payment');
      const session = await call(null, 'GET', `/api/payments/sandbox/${reference}`);
      expect(session.json()).toEqual({
        session: {
          reference,
          operation: stay.operation,
          amount: 120_000,
          description: expect.stringContaining('Blue room'),
          // The page says what is paid in its reader's language: both are given.
          kind: 'first_month',
          room: { es: 'Habitación azul', en: 'Blue room' },
          property: expect.objectContaining({ es: expect.any(String), en: expect.any(String) }),
          startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          endDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          status: 'open',
        },
      });
      // Anyone holding the reference sees this page: nothing in it may say who pays.
      expect(session.body).not.toContain(payments.guest.email);
      const pay = await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4242 4242 4242 4242', name: 'Ana García' });
      expect(pay.json()).toEqual({ outcome: 'succeeded', redirect: `/pay/success/${stay.operation}`, message: 'Payment accepted' });
      await settles(stay.operation, 'succeeded');
      expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
      expect((await call(null, 'GET', `/api/payments/sandbox/${reference}`)).json().session.status).toBe('paid');
      const again = await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4242424242424242', name: 'Ana' });
      expect(again.statusCode).toBe(409);
      const view = await call(payments.guest, 'GET', `/api/payments/operations/${stay.operation}`);
      expect(view.statusCode).toBe(200);
      expect(view.json()).toMatchObject({
        operation: { _id: stay.operation, status: 'succeeded', amount: 120_000 },
        reservation: { _id: stay.reservation, status: 'confirmed' },
        room: { _id: payments.room, name: { en: 'Blue room' } },
        property: { _id: payments.property, city: 'Valencia' },
        transactions: [{ amount: 120_000, providerEventId: expect.stringMatching(/^sandbox:evt_sbx_/) }],
        refunds: [],
      });
      expect(await checkoutStatus(stay.operation)).toBe(409);
    });

    const checkoutStatus = async (operation: string, user = payments.guest) =>
      (await call(user, 'POST', `/api/payments/operations/${operation}/checkout`, {})).statusCode;

    it('a declined card fails the payment but keeps the hold; a new checkout can pay', async () => {
      const stay = await makeStay(payments);
      const first = await checkout(stay.operation);
      const declined = await call(null, 'POST', `/api/payments/sandbox/${first}/pay`, { card: '4000000000000002', name: 'Ana' });
      expect(declined.json()).toMatchObject({ outcome: 'failed', redirect: `/pay/error?operation=${stay.operation}&reason=declined` });
      await settles(stay.operation, 'failed');
      expect(await reservationStatus(payments.db, stay.reservation)).toBe('pending_payment');
      expect((await call(null, 'GET', `/api/payments/sandbox/${first}`)).json().session.status).toBe('failed');
      const second = await checkout(stay.operation);
      expect(second).not.toBe(first);
      expect((await call(null, 'GET', `/api/payments/sandbox/${first}`)).statusCode).toBe(404);
      await call(null, 'POST', `/api/payments/sandbox/${second}/pay`, { card: '4242424242424242', name: 'Ana' });
      await settles(stay.operation, 'succeeded');
      expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
    });

    it('a card that needs approval waits for it: approved pays, refused fails', async () => {
      for (const approve of [true, false]) {
        const stay = await makeStay(payments);
        const reference = await checkout(stay.operation);
        const pay = await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4000 0027 6000 3184', name: 'Ana' });
        expect(pay.json()).toMatchObject({ outcome: 'requires_action', redirect: null });
        expect((await call(null, 'GET', `/api/payments/sandbox/${reference}`)).json().session.status).toBe('requires_action');
        expect((await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4242424242424242', name: 'Ana' })).statusCode).toBe(409);
        const confirm = await call(null, 'POST', `/api/payments/sandbox/${reference}/confirm`, { approve });
        expect(confirm.json().outcome).toBe(approve ? 'succeeded' : 'failed');
        await settles(stay.operation, approve ? 'succeeded' : 'failed');
        expect((await call(null, 'POST', `/api/payments/sandbox/${reference}/confirm`, { approve })).statusCode).toBe(409);
      }
    });

    it('refuses unknown cards and missing names with the field named', async () => {
      const stay = await makeStay(payments);
      const reference = await checkout(stay.operation);
      for (const [body, field] of [
        [{ card: '1234 5678 9012 3456', name: 'Ana' }, 'card'],
        [{ card: 4242424242424242, name: 'Ana' }, 'card'],
        [{ name: 'Ana' }, 'card'],
        [{ card: '4242424242424242' }, 'name'],
        [{ card: '4242424242424242', name: '   ' }, 'name'],
      ] as const) {
        const answer = await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, body);
        expect(answer.statusCode).toBe(400);
        expect(answer.json().field).toBe(field);
      }
      expect((await call(null, 'POST', `/api/payments/sandbox/${reference}/confirm`, { approve: 'yes' })).statusCode).toBe(400);
      expect((await call(null, 'GET', `/api/payments/sandbox/${reference}`)).json().session.status).toBe('open');
    });
  });

  describe('checkout', () => {
    it('is the payer’s alone: others get 404, visitors 401', async () => {
      const stay = await makeStay(payments);
      expect((await call(payments.stranger, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {})).statusCode).toBe(404);
      expect((await call(payments.staff, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {})).statusCode).toBe(404);
      expect((await call(null, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {})).statusCode).toBe(401);
      expect(await reservationStatus(payments.db, stay.reservation)).toBe('hold');
    });

    it('holds a lapsed reservation again when its nights are free, and refuses with 409 when they were taken', async () => {
      const free = await makeStay(payments, { status: 'expired', holdMinutes: -20 });
      await checkout(free.operation);
      expect(await reservationStatus(payments.db, free.reservation)).toBe('pending_payment');
      expect((await operationFigures(payments.db, free.operation)).status).toBe('pending');
      const [hold] = await rows(payments.db, sql`select hold_expires_at > now() as live from roomreserves where id = ${free.reservation}`);
      expect(hold!.live).toBe(true);

      const taken = await makeStay(payments, { status: 'expired', holdMinutes: -20 });
      await makeStay(payments, { status: 'confirmed', dates: { from: taken.from, to: taken.to }, guest: payments.stranger });
      const refused = await call(payments.guest, 'POST', `/api/payments/operations/${taken.operation}/checkout`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 409, field: 'startDate' });
      expect(await reservationStatus(payments.db, taken.reservation)).toBe('expired');
      expect((await operationFigures(payments.db, taken.operation)).status).toBe('cancelled');
    });

    const promotion = async (uses: number, maxUses: number | null) => {
      const [row] = await rows(
        payments.db,
        sql`insert into promotions (name, percent_off, max_uses, uses_count) values ('{"es":"Promo","en":"Promo"}'::jsonb, 10, ${maxUses}, ${uses}) returning id`,
      );
      return String(row!.id);
    };
    const usesOf = async (id: string) => Number((await rows(payments.db, sql`select uses_count from promotions where id = ${id}`))[0]!.uses_count);
    const withPromotion = async (stay: { reservation: string }, id: string) =>
      payments.db.execute(sql`update roomreserves set promotion_id = ${id} where id = ${stay.reservation}`);

    it('an expired reservation held again takes its promotion use again, and is refused when none is left', async () => {
      // Expiring gave the use back; holding again must count it, within the promotion's limit.
      const open = await promotion(1, 2);
      const expired = await makeStay(payments, { status: 'expired', holdMinutes: -20 });
      await withPromotion(expired, open);
      await checkout(expired.operation);
      expect(await usesOf(open)).toBe(2);

      const usedUp = await promotion(2, 2);
      const late = await makeStay(payments, { status: 'expired', holdMinutes: -20 });
      await withPromotion(late, usedUp);
      const refused = await call(payments.guest, 'POST', `/api/payments/operations/${late.operation}/checkout`, {});
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ status: 409, message: PROMOTION_USED_UP });
      expect(await usesOf(usedUp)).toBe(2);
      expect(await reservationStatus(payments.db, late.reservation)).toBe('expired');
      expect((await operationFigures(payments.db, late.operation)).status).toBe('cancelled');

      // A hold that lapsed but was not expired yet still holds its use: nothing more is counted.
      const lapsed = await makeStay(payments, { status: 'hold', holdMinutes: -20 });
      await withPromotion(lapsed, usedUp);
      await checkout(lapsed.operation);
      expect(await reservationStatus(payments.db, lapsed.reservation)).toBe('pending_payment');
      expect(await usesOf(usedUp)).toBe(2);
    });

    it('closes the new checkout and answers 409 when the payment changed while it was being opened', async () => {
      const stay = await makeStay(payments);
      const closed: string[] = [];
      // The older checkout's payment lands while the provider is opening the new one.
      const racing: PaymentProvider = {
        name: 'sandbox',
        async createCheckout() {
          const body = JSON.stringify({ id: `evt_race_${stay.operation}`, created: Date.now() / 1000, type: 'payment.succeeded', operation: stay.operation, reference: 'sbx_older_checkout_paid' });
          const landed = await payments.app.inject({
            method: 'POST',
            url: '/api/payments/webhooks/sandbox',
            headers: { 'content-type': 'application/json', 'habita-signature': signatureHeader(SANDBOX_SECRET, body) },
            payload: body,
          });
          expect(landed.json().outcomes).toEqual(['paid']);
          return { reference: 'sbx_opened_too_late_0001', url: '/checkout/sandbox/sbx_opened_too_late_0001' };
        },
        async closeCheckout(reference) {
          closed.push(reference);
        },
        refund: () => Promise.reject(new Error('not used')),
        parseWebhook: () => [],
      };
      const ctx = { ...payments.app.payments, providers: new PaymentProviders([racing]) };
      await expect(startCheckout(ctx, stay.operation, { userId: payments.guest.id, role: payments.guest.role })).rejects.toMatchObject({ status: 409 });
      expect(closed).toEqual(['sbx_opened_too_late_0001']);
      const [row] = await rows(payments.db, sql`select status, provider_reference from paymentoperations where id = ${stay.operation}`);
      expect(row).toEqual({ status: 'succeeded', provider_reference: 'sbx_older_checkout_paid' });
      expect(await ledgerMismatches(payments.db)).toEqual([]);
    });

    it('refuses a cancelled reservation', async () => {
      const stay = await makeStay(payments, { status: 'cancelled' });
      expect((await call(payments.guest, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {})).statusCode).toBe(409);
    });
  });

  describe('reading an operation and a ledger', () => {
    it('the payer, the landlord and staff read it; others get 404, visitors 401', async () => {
      const stay = await makeStay(payments);
      await payments.db.execute(sql`update paymentoperations set note = 'staff only' where id = ${stay.operation}`);
      const guest = await call(payments.guest, 'GET', `/api/payments/operations/${stay.operation}`);
      expect(guest.statusCode).toBe(200);
      expect(guest.json().operation.note).toBeUndefined();
      expect((await call(payments.landlord, 'GET', `/api/payments/operations/${stay.operation}`)).statusCode).toBe(200);
      expect((await call(payments.staff, 'GET', `/api/payments/operations/${stay.operation}`)).json().operation.note).toBe('staff only');
      expect((await call(payments.stranger, 'GET', `/api/payments/operations/${stay.operation}`)).statusCode).toBe(404);
      expect((await call(null, 'GET', `/api/payments/operations/${stay.operation}`)).statusCode).toBe(401);
      expect((await call(payments.stranger, 'GET', `/api/payments/reservations/${stay.reservation}/ledger`)).statusCode).toBe(404);
      expect((await call(payments.landlord, 'GET', `/api/payments/reservations/${stay.reservation}/ledger`)).statusCode).toBe(200);
    });
  });

  describe('staff money tools', () => {
    it('records a bank transfer: paid by hand, signed by staff, the stay confirmed', async () => {
      const stay = await makeStay(payments);
      const url = `/api/payments/operations/${stay.operation}/bank-transfer`;
      expect((await call(payments.guest, 'POST', url, { amount: 120_000, receivedOn: '2025-01-02' })).statusCode).toBe(403);
      for (const [body, field] of [
        [{ amount: 100, receivedOn: '2025-01-02' }, 'amount'],
        [{ amount: '120000', receivedOn: '2025-01-02' }, 'amount'],
        [{ amount: 120_000, receivedOn: '2025-13-02' }, 'receivedOn'],
        [{ amount: 120_000, receivedOn: '2025-02-30' }, 'receivedOn'],
        [{ amount: 120_000, receivedOn: '2023-02-29' }, 'receivedOn'],
        [{ amount: 120_000, receivedOn: '2025-04-31' }, 'receivedOn'],
        [{ amount: 120_000, receivedOn: '2999-01-01' }, 'receivedOn'],
        [{ amount: 120_000, receivedOn: '2025-01-02', reference: 12 }, 'reference'],
      ] as const) {
        const answer = await call(payments.staff, 'POST', url, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json().field).toBe(field);
      }
      const answer = await call(payments.staff, 'POST', url, { amount: 120_000, receivedOn: '2025-01-02', reference: 'TRF-1', note: 'Arrived Friday' });
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().operation).toMatchObject({ status: 'succeeded', provider: 'bank_transfer', providerReference: 'TRF-1', note: 'Arrived Friday' });
      expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
      const [entry] = await rows(payments.db, sql`select amount, provider_event_id, recorded_by_id from transactions where operation_id = ${stay.operation}`);
      expect(entry).toMatchObject({ amount: 120_000, recorded_by_id: payments.staff.id });
      expect(String(entry!.provider_event_id)).toMatch(/^manual:[0-9a-f-]{36}$/);
      expect((await call(payments.staff, 'POST', url, { amount: 120_000, receivedOn: '2025-01-02' })).statusCode).toBe(409);

      // Bank transfers go back by hand: recorded as done at once.
      const refund = await call(payments.staff, 'POST', `/api/payments/operations/${stay.operation}/refund`, { amount: 30_000, reason: 'Goodwill' });
      expect(refund.statusCode, refund.body).toBe(200);
      expect(refund.json()).toMatchObject({ refund: { kind: 'refund', status: 'succeeded', amount: 30_000, refundOf: stay.operation }, operation: { refundedAmount: 30_000, status: 'succeeded' } });
      expect(await ledgerMismatches(payments.db)).toEqual([]);
    });

    it('refunds part, then the rest, through the provider; never more than is left', async () => {
      const stay = await makeStay(payments);
      const reference = await checkout(stay.operation);
      await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4242424242424242', name: 'Ana' });
      await settles(stay.operation, 'succeeded');
      const url = `/api/payments/operations/${stay.operation}/refund`;
      expect((await call(payments.guest, 'POST', url, { amount: 100 })).statusCode).toBe(403);
      expect((await call(null, 'POST', url, { amount: 100 })).statusCode).toBe(401);
      for (const amount of [0, -5, 1.5, 120_001, '100', null]) {
        const answer = await call(payments.staff, 'POST', url, { amount });
        expect(answer.statusCode, String(amount)).toBe(400);
        expect(answer.json().field).toBe('amount');
      }
      const part = await call(payments.staff, 'POST', url, { amount: 20_000, reason: 'Broken heater' });
      expect(part.statusCode, part.body).toBe(200);
      expect(part.json()).toMatchObject({ refund: { status: 'succeeded', amount: 20_000 }, operation: { status: 'succeeded', refundedAmount: 20_000 } });
      expect((await call(payments.staff, 'POST', url, { amount: 100_001 })).json().field).toBe('amount');
      const rest = await call(payments.staff, 'POST', url, { amount: 100_000 });
      expect(rest.json()).toMatchObject({ operation: { status: 'refunded', refundedAmount: 120_000 } });
      expect((await call(payments.staff, 'POST', url, { amount: 1 })).statusCode).toBe(409);

      const ledger = await call(payments.guest, 'GET', `/api/payments/reservations/${stay.reservation}/ledger`);
      expect(ledger.statusCode).toBe(200);
      expect(ledger.json().totals).toEqual({ charged: 120_000 + 2 * 50_000, paid: 120_000, refunded: 120_000, outstanding: 2 * 50_000 });
      expect(ledger.json().operations.filter((operation: { kind: string }) => operation.kind === 'refund')).toHaveLength(2);
      expect(ledger.json().transactions.map((entry: { amount: number }) => entry.amount)).toEqual([120_000, -20_000, -100_000]);
      const view = await call(payments.guest, 'GET', `/api/payments/operations/${stay.operation}`);
      expect(view.json().refunds).toHaveLength(2);
      expect(await ledgerMismatches(payments.db)).toEqual([]);
    });

    it('refuses to refund what was not paid', async () => {
      const stay = await makeStay(payments);
      expect((await call(payments.staff, 'POST', `/api/payments/operations/${stay.operation}/refund`, { amount: 100 })).statusCode).toBe(409);
    });

    it('lists operations with filters and pages, for staff only', async () => {
      const overdue = await makeStay(payments);
      await payments.db.execute(sql`update paymentoperations set due_date = current_date - 3 where id = ${overdue.operation}`);
      const list = (query: string, user: TestUser = payments.staff) => call(user, 'GET', `/api/payments/operations${query}`);
      expect((await list('', payments.guest)).statusCode).toBe(403);
      expect((await list('', payments.landlord)).statusCode).toBe(403);
      const all = (await list('?limit=2')).json().operations;
      expect(all).toMatchObject({ page: 1, limit: 2, hasPrevPage: false });
      expect(all.docs).toHaveLength(2);
      expect(all.totalDocs).toBeGreaterThan(2);
      const second = (await list('?limit=2&page=2')).json().operations;
      expect(second.docs.map((doc: { _id: string }) => doc._id)).not.toContain(all.docs[0]._id);
      const late = (await list('?due=overdue')).json().operations.docs;
      expect(late.map((doc: { _id: string }) => doc._id)).toContain(overdue.operation);
      expect(late.every((doc: { overdue: boolean; status: string }) => doc.overdue && doc.status === 'pending')).toBe(true);
      const found = (await list(`?q=${encodeURIComponent(payments.guest.email)}&kind=first_month&property=${payments.property}&provider=sandbox,bank_transfer`)).json().operations.docs;
      expect(found.length).toBeGreaterThan(0);
      expect(found[0]).toMatchObject({ userEmail: payments.guest.email, roomName: 'Blue room', propertyTitle: 'River house', property: payments.property });
      const paid = (await list('?status=succeeded,refunded&sort=-amount')).json().operations.docs as { status: string; amount: number }[];
      expect(paid.every((doc) => doc.status === 'succeeded' || doc.status === 'refunded')).toBe(true);
      expect(paid.map((doc) => doc.amount)).toEqual([...paid.map((doc) => doc.amount)].sort((a, b) => b - a));
      const month = (await list(`?due=${new Date().toISOString().slice(0, 7)}`)).json().operations.totalDocs;
      expect(month).toBeGreaterThan(0);
      for (const query of ['?status=paid', '?due=later', '?due=2025-13', '?page=0', '?limit=1000', '?sort=name', '?property=nope', '?kind=x', '?status=a&status=b']) {
        const answer = await list(query);
        expect(answer.statusCode, query).toBe(400);
        expect(answer.json().field).toBeTruthy();
      }
    });
  });

  it('never answers 500 to malformed ids or bodies', async () => {
    const stay = await makeStay(payments);
    const ids = ['x', '1', 'null', "'; drop table users; --", '00000000-0000-4000-8000-000000000000', 'ZZZZZZZZ-0000-4000-8000-000000000000', '%00', 'a'.repeat(190)];
    const bodies: unknown[] = [undefined, null, [], 'text', 42, { amount: { $gt: 0 } }, { amount: null }, { card: ['4242'] }];
    for (const id of ids) {
      const path = encodeURIComponent(id);
      for (const [method, url] of [
        ['GET', `/api/payments/operations/${path}`],
        ['POST', `/api/payments/operations/${path}/checkout`],
        ['POST', `/api/payments/operations/${path}/bank-transfer`],
        ['POST', `/api/payments/operations/${path}/refund`],
        ['GET', `/api/payments/reservations/${path}/ledger`],
        ['GET', `/api/payments/sandbox/${path}`],
        ['POST', `/api/payments/sandbox/${path}/pay`],
        ['POST', `/api/payments/sandbox/${path}/confirm`],
      ] as const) {
        for (const user of [payments.staff, payments.guest, null]) {
          const answer = await payments.as(user, { method, url, ...(method === 'POST' ? { payload: { amount: 100, receivedOn: '2025-01-01', card: '4242424242424242', name: 'A', approve: true } } : {}) });
          expect(answer.statusCode, `${method} ${url}`).toBeLessThan(500);
          expect(answer.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        }
      }
    }
    for (const body of bodies) {
      for (const url of [
        `/api/payments/operations/${stay.operation}/checkout`,
        `/api/payments/operations/${stay.operation}/bank-transfer`,
        `/api/payments/operations/${stay.operation}/refund`,
      ]) {
        for (const user of [payments.staff, payments.guest]) {
          const answer = await payments.as(user, {
            method: 'POST',
            url,
            ...(body === undefined ? {} : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
          });
          expect(answer.statusCode, `${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        }
      }
    }
    const raw = await payments.as(payments.staff, { method: 'POST', url: `/api/payments/operations/${stay.operation}/refund`, payload: '{"amount":', headers: { 'content-type': 'application/json' } });
    expect(raw.statusCode).toBe(400);
    // A number too large for a double, as JSON text: in a JavaScript literal it would already be Infinity.
    const huge = await payments.as(payments.staff, { method: 'POST', url: `/api/payments/operations/${stay.operation}/refund`, payload: '{"amount":1e309}', headers: { 'content-type': 'application/json' } });
    expect(huge.statusCode, huge.body).toBeLessThan(500);
    expect(huge.statusCode, huge.body).toBeGreaterThanOrEqual(400);
  });
});
