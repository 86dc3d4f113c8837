import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    for (const answer of [await deliver('checkout.session.completed', session, { secret: 'whsec_wrong' }), await deliver('checkout.session.completed', session, { timestamp: stale })]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, field: 'signature' });
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

  it('when Stripe is down, checkout answers 502 and a refund is left failed, nothing paid back', async () => {
    const { stay } = await paidStay();
    const other = await makeStay(payments);
    fake.failWith = 500;
    try {
      const opened = await payments.as(payments.guest, { method: 'POST', url: `/api/payments/operations/${other.operation}/checkout`, payload: {} });
      expect(opened.statusCode).toBe(502);
      const refund = await payments.as(payments.staff, { method: 'POST', url: `/api/payments/operations/${stay.operation}/refund`, payload: { amount: 500 } });
      expect(refund.statusCode).toBe(502);
    } finally {
      fake.failWith = null;
    }
    const [failed] = await rows(payments.db, sql`select status from paymentoperations where refund_of_id = ${stay.operation}`);
    expect(failed!.status).toBe('failed');
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', refundedAmount: 0, ledger: 120_000 });
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });
});
