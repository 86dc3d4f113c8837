import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { FakeStripe, type FakeSession } from './testing/fake-stripe.ts';
import { ledgerMismatches, makeStay, operationFigures, PUBLIC_URL, reservationStatus, startPaymentApp, type PaymentApp } from './testing/payment-app.ts';

// Stripe Checkout through the official SDK against a local fake of Stripe's API, with webhooks
// signed by the SDK's own test helper: the same bytes and header Stripe would send.

const WEBHOOK_SECRET = 'whsec_test_secret';

describe.each(databaseKinds())('Stripe on %s', (kind) => {
  let payments: PaymentApp;
  const fake = new FakeStripe();

  beforeAll(async () => {
    await fake.start();
    payments = await startPaymentApp(kind, { secretKey: fake.secretKey, webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
    await payments.db.execute(sql`insert into paymentmethods (name, provider, active) values ('{"es":"Tarjeta","en":"Card"}'::jsonb, 'stripe', true)`);
  });
  afterAll(async () => {
    await payments?.close();
    await fake.stop();
  });

  function deliver(type: string, object: unknown, options: { secret?: string; timestamp?: number; id?: string } = {}) {
    const payload = fake.event(type, object, options.id);
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET, timestamp: options.timestamp });
    return payments.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/stripe',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': header },
      payload,
    });
  }

  async function checkout(operation: string): Promise<FakeSession> {
    const answer = await payments.as(payments.guest, { method: 'POST', url: `/api/payments/operations/${operation}/checkout`, payload: {} });
    expect(answer.statusCode, answer.body).toBe(200);
    const session = [...fake.sessions.values()].find((candidate) => candidate.url === answer.json().checkoutUrl);
    expect(session).toBeDefined();
    return session!;
  }

  async function paidStay() {
    const stay = await makeStay(payments);
    const session = await checkout(stay.operation);
    fake.pay(session.id);
    expect((await deliver('checkout.session.completed', session)).json().outcomes).toEqual(['paid']);
    return { stay, session };
  }

  it('opens a Checkout Session for the operation with the SDK, as Stripe expects it', async () => {
    const stay = await makeStay(payments);
    const session = await checkout(stay.operation);
    const request = fake.requests.findLast((candidate) => candidate.path === '/v1/checkout/sessions')!;
    expect(request.params).toMatchObject({
      mode: 'payment',
      client_reference_id: stay.operation,
      metadata: { operation: stay.operation },
      success_url: `${PUBLIC_URL}/pay/success/${stay.operation}`,
      cancel_url: `${PUBLIC_URL}/pay/error?operation=${stay.operation}&reason=cancelled`,
      line_items: { 0: { quantity: '1', price_data: { currency: 'eur', unit_amount: '120000' } } },
      customer_email: payments.guest.email,
    });
    expect(session.amount_total).toBe(120_000);
    expect((await operationFigures(payments.db, stay.operation)).provider).toBe('stripe');
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('pending_payment');
  });

  it('a completed session pays the operation and confirms the stay; its duplicate and a late expiry change nothing', async () => {
    const { stay, session } = await paidStay();
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
    const [row] = await rows(payments.db, sql`select provider_reference from paymentoperations where id = ${stay.operation}`);
    expect(row!.provider_reference).toBe(session.payment_intent);
    expect((await deliver('checkout.session.expired', { ...session, status: 'expired' })).json().outcomes).toEqual(['late-failure']);
    const id = 'evt_fixed_duplicate';
    const first = await deliver('checkout.session.completed', session, { id });
    const second = await deliver('checkout.session.completed', session, { id });
    expect([first.json().outcomes, second.json().outcomes]).toEqual([['already-paid'], ['duplicate']]);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
  });

  it('an expired session fails the payment and keeps the hold; a retry pays', async () => {
    const stay = await makeStay(payments);
    const first = await checkout(stay.operation);
    expect((await deliver('checkout.session.expired', { ...first, status: 'expired' })).json().outcomes).toEqual(['failed']);
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('pending_payment');
    const second = await checkout(stay.operation);
    fake.pay(second.id);
    await deliver('checkout.session.completed', second);
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
  });

  it('refuses a bad or stale signature with 400, changing nothing', async () => {
    const stay = await makeStay(payments);
    const session = await checkout(stay.operation);
    fake.pay(session.id);
    const stale = Math.floor(Date.now() / 1000) - 10 * 60;
    const ahead = Math.floor(Date.now() / 1000) + 10 * 60;
    for (const answer of [
      await deliver('checkout.session.completed', session, { secret: 'whsec_wrong' }),
      await deliver('checkout.session.completed', session, { timestamp: stale }),
      // The SDK's tolerance only looks back; a signature from the future is refused before it.
      await deliver('checkout.session.completed', session, { timestamp: ahead }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, field: 'signature', message: expect.stringMatching(/^The Stripe signature is not valid: /) });
    }
    const unsigned = await payments.app.inject({ method: 'POST', url: '/api/payments/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(unsigned.statusCode).toBe(400);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'pending', ledger: 0 });
  });

  it('refunds through Stripe with an idempotency key; the refund webhook that follows changes nothing', async () => {
    const { stay, session } = await paidStay();
    const answer = await payments.as(payments.staff, { method: 'POST', url: `/api/payments/operations/${stay.operation}/refund`, payload: { amount: 30_000, reason: 'Late move-in' } });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ refund: { status: 'succeeded', amount: 30_000 }, operation: { refundedAmount: 30_000, status: 'succeeded' } });
    const request = fake.requests.findLast((candidate) => candidate.path === '/v1/refunds')!;
    expect(request.params).toMatchObject({ payment_intent: session.payment_intent, amount: '30000', metadata: { operation: answer.json().refund._id } });
    expect(request.idempotencyKey).toMatch(/^refund:/);
    const refund = fake.refunds.get(answer.json().refund.providerReference)!;
    expect((await deliver('refund.updated', refund)).json().outcomes).toEqual(['already-refunded']);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ refundedAmount: 30_000, ledger: 90_000 });
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a refund Stripe reports pending is settled by its webhook', async () => {
    const { stay } = await paidStay();
    fake.refundStatus = 'pending';
    try {
      const answer = await payments.as(payments.staff, { method: 'POST', url: `/api/payments/operations/${stay.operation}/refund`, payload: { amount: 120_000 } });
      expect(answer.json()).toMatchObject({ refund: { status: 'pending' }, operation: { status: 'succeeded', refundedAmount: null } });
      // Nothing more may be refunded while it is on its way.
      expect((await payments.as(payments.staff, { method: 'POST', url: `/api/payments/operations/${stay.operation}/refund`, payload: { amount: 1 } })).statusCode).toBe(409);
      const refund = fake.refunds.get(answer.json().refund.providerReference)!;
      expect((await deliver('refund.updated', { ...refund, status: 'succeeded' })).json().outcomes).toEqual(['refunded']);
      expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'refunded', refundedAmount: 120_000, ledger: 0 });
    } finally {
      fake.refundStatus = 'succeeded';
    }
  });

  const refundRoute = (operation: string, amount: number) =>
    payments.as(payments.staff, { method: 'POST', url: `/api/payments/operations/${operation}/refund`, payload: { amount } });
  const retryRoute = (refund: string, user = payments.staff) => payments.as(user, { method: 'POST', url: `/api/payments/operations/${refund}/refund/retry`, payload: {} });

  it('when Stripe is down, checkout answers 502 and a refund stays pending, blocking another; a retry pays it back', async () => {
    const { stay } = await paidStay();
    const other = await makeStay(payments);
    fake.failWith = 500;
    try {
      const opened = await payments.as(payments.guest, { method: 'POST', url: `/api/payments/operations/${other.operation}/checkout`, payload: {} });
      expect(opened.statusCode).toBe(502);
      const refund = await refundRoute(stay.operation, 500);
      expect(refund.statusCode).toBe(502);
      expect(refund.json().message).toMatch(/stays pending/);
    } finally {
      fake.failWith = null;
    }
    const [pending] = await rows(payments.db, sql`select id, status from paymentoperations where refund_of_id = ${stay.operation}`);
    expect(pending!.status).toBe('pending');
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', refundedAmount: 0, ledger: 120_000 });
    // The pending 500 cents may have gone back: they cannot be refunded again meanwhile.
    expect((await refundRoute(stay.operation, 120_000)).json()).toMatchObject({ status: 400, field: 'amount', message: expect.stringContaining('to 119500') });
    const retried = await retryRoute(String(pending!.id));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ refund: { status: 'succeeded', amount: 500 }, operation: { refundedAmount: 500 } });
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a refund whose answer was lost stays pending; the retry reuses its idempotency key, so Stripe pays back once', async () => {
    const { stay, session } = await paidStay();
    fake.loseAnswers = true;
    try {
      expect((await refundRoute(stay.operation, 40_000)).statusCode).toBe(502);
    } finally {
      fake.loseAnswers = false;
    }
    const [pending] = await rows(payments.db, sql`select id, status, idempotency_key from paymentoperations where refund_of_id = ${stay.operation}`);
    expect(pending!.status).toBe('pending');
    const atStripe = () => [...fake.refunds.values()].filter((refund) => refund.payment_intent === session.payment_intent);
    expect(atStripe()).toHaveLength(1);
    const retried = await retryRoute(String(pending!.id));
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({ refund: { status: 'succeeded', providerReference: atStripe()[0]!.id }, operation: { refundedAmount: 40_000 } });
    const keys = fake.requests.filter((request) => request.path === '/v1/refunds' && request.params.payment_intent === session.payment_intent).map((request) => request.idempotencyKey);
    expect(new Set(keys)).toEqual(new Set([pending!.idempotency_key]));
    expect(atStripe()).toHaveLength(1);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ refundedAmount: 40_000, ledger: 80_000 });
    expect((await retryRoute(String(pending!.id))).statusCode).toBe(409);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a refund Stripe refuses is failed, nothing paid back, and a new one may be asked', async () => {
    const { stay } = await paidStay();
    fake.failWith = 400;
    try {
      const refused = await refundRoute(stay.operation, 500);
      expect(refused.statusCode).toBe(502);
      expect(refused.json().message).toMatch(/refused/);
    } finally {
      fake.failWith = null;
    }
    const [failed] = await rows(payments.db, sql`select id, status from paymentoperations where refund_of_id = ${stay.operation}`);
    expect(failed!.status).toBe('failed');
    expect((await retryRoute(String(failed!.id))).statusCode).toBe(409);
    expect((await refundRoute(stay.operation, 500)).json()).toMatchObject({ refund: { status: 'succeeded' }, operation: { refundedAmount: 500 } });
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('retries only pending refunds, for staff, and not once Stripe may have forgotten the key', async () => {
    const { stay } = await paidStay();
    fake.failWith = 503;
    try {
      await refundRoute(stay.operation, 700);
    } finally {
      fake.failWith = null;
    }
    const [pending] = await rows(payments.db, sql`select id from paymentoperations where refund_of_id = ${stay.operation}`);
    const id = String(pending!.id);
    expect((await retryRoute(id, payments.guest)).statusCode).toBe(403);
    expect((await retryRoute(stay.operation)).json()).toMatchObject({ status: 400, field: '_id' });
    expect((await retryRoute('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    await payments.db.execute(sql`update paymentoperations set created_at = now() - interval '2 days' where id = ${id}`);
    const old = await retryRoute(id);
    expect(old.statusCode).toBe(409);
    expect((await rows(payments.db, sql`select status from paymentoperations where id = ${id}`))[0]!.status).toBe('pending');
  });

  it('money taken by a second session of a paid operation is recorded and refunded at Stripe', async () => {
    const stay = await makeStay(payments);
    const first = await checkout(stay.operation);
    const second = await checkout(stay.operation);
    // The first session was being paid while the second replaced it: both took the money.
    fake.pay(first.id);
    fake.pay(second.id);
    expect((await deliver('checkout.session.completed', second)).json().outcomes).toEqual(['paid']);
    expect((await deliver('checkout.session.completed', first)).json().outcomes).toEqual(['paid-refunding']);
    const [twice] = await rows(payments.db, sql`select id, provider_reference from paymentoperations where reservation_id = ${stay.reservation} and kind = 'first_month' and id <> ${stay.operation}`);
    expect(twice!.provider_reference).toBe(first.payment_intent);
    const request = fake.requests.findLast((candidate) => candidate.path === '/v1/refunds')!;
    expect(request.params).toMatchObject({ payment_intent: first.payment_intent, amount: '120000' });
    expect(await operationFigures(payments.db, String(twice!.id))).toMatchObject({ status: 'refunded', ledger: 0 });
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
    expect((await deliver('checkout.session.async_payment_succeeded', first)).json().outcomes).toEqual(['already-paid']);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('an automatic refund Stripe does not answer is asked again by the outbox, with the same key, until it is made', async () => {
    const stay = await makeStay(payments);
    const first = await checkout(stay.operation);
    const second = await checkout(stay.operation);
    fake.pay(first.id);
    fake.pay(second.id);
    expect((await deliver('checkout.session.completed', second)).json().outcomes).toEqual(['paid']);
    fake.failWith = 503;
    try {
      expect((await deliver('checkout.session.completed', first)).json().outcomes).toEqual(['paid-refunding']);
    } finally {
      fake.failWith = null;
    }
    const [twice] = await rows(payments.db, sql`select id from paymentoperations where reservation_id = ${stay.reservation} and kind = 'first_month' and id <> ${stay.operation}`);
    const twiceId = String(twice!.id);
    await vi.waitFor(async () => expect(await operationFigures(payments.db, twiceId)).toMatchObject({ status: 'refunded', ledger: 0 }), { timeout: 10_000, interval: 20 });
    const [refund] = await rows(payments.db, sql`select id, idempotency_key from paymentoperations where refund_of_id = ${twiceId}`);
    // The fake records the requests it took: the one that went through carried the refund's own key.
    const taken = fake.requests.filter((candidate) => candidate.path === '/v1/refunds' && candidate.params.payment_intent === first.payment_intent);
    expect(taken.map((request) => request.idempotencyKey)).toEqual([refund!.idempotency_key]);
    const outboxRow = async () => (await rows(payments.db, sql`select status, attempts from outbox where topic = 'payments.refund' and payload->>'refund' = ${String(refund!.id)}`))[0]!;
    await vi.waitFor(async () => expect((await outboxRow()).status).toBe('delivered'), { timeout: 5_000, interval: 20 });
    expect(Number((await outboxRow()).attempts)).toBeGreaterThanOrEqual(2);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('an automatic refund still unanswered after a day is not asked again by the outbox: it stays pending for staff', async () => {
    const stay = await makeStay(payments);
    const first = await checkout(stay.operation);
    const second = await checkout(stay.operation);
    fake.pay(first.id);
    fake.pay(second.id);
    expect((await deliver('checkout.session.completed', second)).json().outcomes).toEqual(['paid']);
    fake.failWith = 503;
    try {
      expect((await deliver('checkout.session.completed', first)).json().outcomes).toEqual(['paid-refunding']);
      const [twice] = await rows(payments.db, sql`select id from paymentoperations where reservation_id = ${stay.reservation} and kind = 'first_month' and id <> ${stay.operation}`);
      const [refund] = await rows(payments.db, sql`select id from paymentoperations where refund_of_id = ${String(twice!.id)}`);
      // Stripe forgets idempotency keys after a day: an outage that long (or a retry from the
      // Deliveries panel days later) must not send the key again.
      await payments.db.execute(sql`update paymentoperations set created_at = now() - interval '2 days' where id = ${String(refund!.id)}`);
      const asked = () => fake.requests.filter((candidate) => candidate.path === '/v1/refunds' && candidate.params.payment_intent === first.payment_intent).length;
      const outboxRow = async () => (await rows(payments.db, sql`select status from outbox where topic = 'payments.refund' and payload->>'refund' = ${String(refund!.id)}`))[0]!;
      // Stripe still fails every request: only a handler that stops asking lets the row end.
      await vi.waitFor(async () => expect((await outboxRow()).status).toBe('delivered'), { timeout: 10_000, interval: 20 });
      const askedWhenDone = asked();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(asked()).toBe(askedWhenDone);
      expect((await rows(payments.db, sql`select status from paymentoperations where id = ${String(refund!.id)}`))[0]!.status).toBe('pending');
    } finally {
      fake.failWith = null;
    }
  });

  it('a refund made at Stripe, told by refund.created and charge.refunded at once, counts once', async () => {
    const { stay, session } = await paidStay();
    const refund = { id: `re_desk_${Date.now()}`, object: 'refund', amount: 25_000, payment_intent: session.payment_intent, status: 'succeeded', metadata: {}, created: Math.floor(Date.now() / 1000) };
    const charge = { id: `ch_desk_${Date.now()}`, object: 'charge', payment_intent: session.payment_intent, amount_refunded: 25_000, refunds: { object: 'list', data: [refund] } };
    const answers = await Promise.all([deliver('refund.created', refund), deliver('charge.refunded', charge)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    expect(answers.flatMap((answer) => answer.json().outcomes).sort()).toEqual(['already-refunded', 'refunded']);
    const refunds = await rows(payments.db, sql`select amount, status, provider_reference from paymentoperations where refund_of_id = ${stay.operation}`);
    expect(refunds).toEqual([{ amount: 25_000, status: 'succeeded', provider_reference: refund.id }]);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ refundedAmount: 25_000, ledger: 95_000 });
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('the database keeps one refund operation per provider refund', async () => {
    const { stay } = await paidStay();
    const insert = () =>
      payments.db.execute(sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date, provider, provider_reference, refund_of_id)
        values (${stay.reservation}, ${payments.guest.id}, 'refund', 100, 'pending', current_date, 'stripe', 're_unique_check', ${stay.operation})`);
    await insert();
    await expect(insert()).rejects.toThrow();
    await payments.db.execute(sql`delete from paymentoperations where provider_reference = 're_unique_check'`);
  });
});
