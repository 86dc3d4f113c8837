import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { signatureHeader } from './signature.ts';
import { ledgerMismatches, makeStay, operationFigures, reservationStatus, SANDBOX_SECRET, startPaymentApp, type PaymentApp } from './testing/payment-app.ts';

// Webhook events applied to the ledger: once each, in any order, refused when not signed by
// the provider, and always leaving the operations and the ledger in agreement.

let counter = 0;
const eventId = () => `evt_test_${Date.now()}_${counter++}`;

describe.each(databaseKinds())('payment events on %s', (kind) => {
  let payments: PaymentApp;

  beforeAll(async () => {
    payments = await startPaymentApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  function post(event: Record<string, unknown>, options: { secret?: string; timestamp?: number; header?: string | null } = {}) {
    const body = JSON.stringify({ id: eventId(), created: Math.floor(Date.now() / 1000), ...event });
    const header = options.header === undefined ? signatureHeader(options.secret ?? SANDBOX_SECRET, body, options.timestamp) : options.header;
    return payments.app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', ...(header === null ? {} : { 'habita-signature': header }) },
      payload: body,
    });
  }
  const paid = (operation: string, extra: Record<string, unknown> = {}) => post({ type: 'payment.succeeded', operation, ...extra });
  const failed = (operation: string, extra: Record<string, unknown> = {}) => post({ type: 'payment.failed', operation, reason: 'declined', ...extra });
  const refunded = (payment: string, amount: number, extra: Record<string, unknown> = {}) =>
    post({ type: 'refund.succeeded', payment, amount, reference: `sbxr_${counter++}`, ...extra });
  const ledgerCount = async () => Number((await rows(payments.db, sql`select count(*)::int as n from transactions`))[0]!.n);

  it('a payment confirms the stay, schedules its rent and writes one ledger entry', async () => {
    const stay = await makeStay(payments, { laterMonths: 2 });
    const answer = await paid(stay.operation);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ received: true, outcomes: ['paid'] });
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
    const rent = await rows(payments.db, sql`select amount, status from paymentoperations where reservation_id = ${stay.reservation} and kind = 'rent'`);
    expect(rent).toHaveLength(2);
    expect(rent.every((row) => row.status === 'pending' && Number(row.amount) === 50_000)).toBe(true);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a duplicated event changes nothing', async () => {
    const stay = await makeStay(payments);
    const body = JSON.stringify({ id: eventId(), created: Math.floor(Date.now() / 1000), type: 'payment.succeeded', operation: stay.operation });
    const send = () =>
      payments.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'habita-signature': signatureHeader(SANDBOX_SECRET, body) },
        payload: body,
      });
    expect((await send()).json().outcomes).toEqual(['paid']);
    const entries = await ledgerCount();
    const again = await send();
    expect(again.statusCode).toBe(200);
    expect(again.json().outcomes).toEqual(['duplicate']);
    expect(await ledgerCount()).toBe(entries);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
  });

  it('the same event delivered many times at once is applied once', async () => {
    const stay = await makeStay(payments);
    const body = JSON.stringify({ id: eventId(), created: Math.floor(Date.now() / 1000), type: 'payment.succeeded', operation: stay.operation });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        payments.app.inject({
          method: 'POST',
          url: '/api/payments/webhooks/sandbox',
          headers: { 'content-type': 'application/json', 'habita-signature': signatureHeader(SANDBOX_SECRET, body) },
          payload: body,
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.map((answer) => answer.json().outcomes[0]).sort()).toEqual(['duplicate', 'duplicate', 'duplicate', 'duplicate', 'duplicate', 'paid']);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
  });

  it('a second success for a paid operation (another event id) adds nothing', async () => {
    const stay = await makeStay(payments);
    await paid(stay.operation);
    expect((await paid(stay.operation)).json().outcomes).toEqual(['already-paid']);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
  });

  it('a second success under the same reference, or none, is news of the same payment', async () => {
    const stay = await makeStay(payments);
    await paid(stay.operation, { reference: 'sbx_same_checkout_00001' });
    expect((await paid(stay.operation, { reference: 'sbx_same_checkout_00001' })).json().outcomes).toEqual(['already-paid']);
    expect((await paid(stay.operation)).json().outcomes).toEqual(['already-paid']);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
    expect(await rows(payments.db, sql`select id from paymentoperations where reservation_id = ${stay.reservation} and id <> ${stay.operation} and kind <> 'rent'`)).toEqual([]);
  });

  it('money taken by a second checkout of a paid operation is recorded as its own operation and paid back', async () => {
    // Two checkouts of the same operation were both paid (two tabs, a checkout replaced while the first was being paid).
    const stay = await makeStay(payments, { laterMonths: 0 });
    expect((await paid(stay.operation, { reference: 'sbx_first_checkout_0001' })).json().outcomes).toEqual(['paid']);
    const secondId = eventId();
    const body = JSON.stringify({ id: secondId, created: Math.floor(Date.now() / 1000), type: 'payment.succeeded', operation: stay.operation, reference: 'sbx_second_checkout_002' });
    const send = () =>
      payments.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'habita-signature': signatureHeader(SANDBOX_SECRET, body) },
        payload: body,
      });
    expect((await send()).json().outcomes).toEqual(['paid-refunding']);

    const [second] = await rows(
      payments.db,
      sql`select id, kind, amount, status, provider, provider_reference, note, idempotency_key, paid_at is not null as paid, user_id
        from paymentoperations where reservation_id = ${stay.reservation} and id <> ${stay.operation} and kind <> 'refund'`,
    );
    expect(second).toMatchObject({
      kind: 'first_month',
      amount: 120_000,
      provider: 'sandbox',
      provider_reference: 'sbx_second_checkout_002',
      note: 'Paid twice: refunded automatically',
      idempotency_key: `duplicate:sandbox:${secondId}`,
      paid: true,
      user_id: payments.guest.id,
    });
    const secondId_ = String(second!.id);
    // The sandbox refunds at once: the second charge is back in full, the first payment untouched.
    expect(await operationFigures(payments.db, secondId_)).toMatchObject({ status: 'refunded', refundedAmount: 120_000, ledger: 0 });
    const entries = await rows(payments.db, sql`select amount from transactions where operation_id = ${secondId_}`);
    expect(entries).toEqual([{ amount: 120_000 }]);
    expect(await rows(payments.db, sql`select amount, status from paymentoperations where refund_of_id = ${secondId_}`)).toEqual([{ amount: 120_000, status: 'succeeded' }]);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', refundedAmount: 0, ledger: 120_000 });
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');

    // The same event again, or another event about the same second charge, changes nothing.
    const count = await ledgerCount();
    expect((await send()).json().outcomes).toEqual(['duplicate']);
    expect((await paid(stay.operation, { reference: 'sbx_second_checkout_002' })).json().outcomes).toEqual(['already-paid']);
    expect(await ledgerCount()).toBe(count);
    const operations = await rows(payments.db, sql`select id from paymentoperations where reservation_id = ${stay.reservation}`);
    expect(operations).toHaveLength(3);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a card payment of an operation staff recorded as a bank transfer is paid back', async () => {
    const stay = await makeStay(payments, { laterMonths: 0 });
    const transfer = await payments.as(payments.staff, {
      method: 'POST',
      url: `/api/payments/operations/${stay.operation}/bank-transfer`,
      payload: { amount: 120_000, receivedOn: '2025-01-02', reference: 'TRF-twice' },
    });
    expect(transfer.statusCode, transfer.body).toBe(200);
    expect((await paid(stay.operation)).json().outcomes).toEqual(['paid-refunding']);
    const [second] = await rows(payments.db, sql`select id, provider from paymentoperations where reservation_id = ${stay.reservation} and id <> ${stay.operation} and kind <> 'refund'`);
    expect(second!.provider).toBe('sandbox');
    expect(await operationFigures(payments.db, String(second!.id))).toMatchObject({ status: 'refunded', ledger: 0 });
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', provider: 'bank_transfer', ledger: 120_000 });
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a failure leaves the hold for a retry; a late failure after the success changes nothing', async () => {
    const stay = await makeStay(payments, { status: 'pending_payment' });
    expect((await failed(stay.operation)).json().outcomes).toEqual(['failed']);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'failed', ledger: 0 });
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('pending_payment');
    expect((await paid(stay.operation)).json().outcomes).toEqual(['paid']);
    expect((await failed(stay.operation)).json().outcomes).toEqual(['late-failure']);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
  });

  it('ends in the same state whichever comes first, the refund or its payment', async () => {
    const inOrder = await makeStay(payments);
    await paid(inOrder.operation);
    await refunded(inOrder.operation, 20_000);
    const reversed = await makeStay(payments);
    expect((await refunded(reversed.operation, 20_000)).json().outcomes).toEqual(['refunded']);
    expect((await paid(reversed.operation)).json().outcomes).toEqual(['already-paid']);
    const expected = { status: 'succeeded', amount: 120_000, refundedAmount: 20_000, ledger: 100_000 };
    expect(await operationFigures(payments.db, inOrder.operation)).toMatchObject(expected);
    expect(await operationFigures(payments.db, reversed.operation)).toMatchObject(expected);
    expect(await reservationStatus(payments.db, reversed.reservation)).toBe('confirmed');
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a full refund marks the payment refunded; a refund of more than is left is not applied', async () => {
    const stay = await makeStay(payments);
    await paid(stay.operation);
    await refunded(stay.operation, 120_000);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'refunded', refundedAmount: 120_000, ledger: 0 });
    expect((await refunded(stay.operation, 1)).json().outcomes).toEqual(['unknown-operation']);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('a payment after the hold expired confirms the stay again when its nights are free', async () => {
    const stay = await makeStay(payments, { status: 'expired', holdMinutes: -30 });
    expect((await paid(stay.operation)).json().outcomes).toEqual(['paid']);
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('confirmed');
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 120_000 });
  });

  it('a payment after the hold expired and the nights were taken is refunded in full', async () => {
    const lapsed = await makeStay(payments, { status: 'expired', holdMinutes: -30 });
    await makeStay(payments, { status: 'confirmed', dates: { from: lapsed.from, to: lapsed.to }, guest: payments.stranger });
    expect((await paid(lapsed.operation)).json().outcomes).toEqual(['paid-refunding']);
    expect(await reservationStatus(payments.db, lapsed.reservation)).toBe('expired');
    expect(await operationFigures(payments.db, lapsed.operation)).toMatchObject({ status: 'refunded', refundedAmount: 120_000, ledger: 0 });
    const refunds = await rows(payments.db, sql`select status, amount from paymentoperations where refund_of_id = ${lapsed.operation}`);
    expect(refunds).toEqual([{ status: 'succeeded', amount: 120_000 }]);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('refuses a bad, stale, missing or malformed signature, changing nothing', async () => {
    const other = await makeStay(payments);
    const entries = await ledgerCount();
    const stale = Math.floor(Date.now() / 1000) - 6 * 60;
    for (const answer of [
      await post({ type: 'payment.succeeded', operation: other.operation }, { secret: 'not-the-secret' }),
      await post({ type: 'payment.succeeded', operation: other.operation }, { timestamp: stale }),
      await post({ type: 'payment.succeeded', operation: other.operation }, { timestamp: Math.floor(Date.now() / 1000) + 6 * 60 }),
      await post({ type: 'payment.succeeded', operation: other.operation }, { header: null }),
      await post({ type: 'payment.succeeded', operation: other.operation }, { header: 't=abc,v1=zz' }),
      await post({ type: 'payment.succeeded', operation: other.operation }, { header: 'nonsense' }),
    ]) {
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, field: 'signature' });
    }
    expect(await ledgerCount()).toBe(entries);
    expect(await operationFigures(payments.db, other.operation)).toMatchObject({ status: 'pending', ledger: 0 });
    expect(await reservationStatus(payments.db, other.reservation)).toBe('hold');
  });

  it('answers 400, never 500, to signed bodies that are not events, and 200 to events about nothing it knows', async () => {
    const signed = (body: string) =>
      payments.app.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', 'habita-signature': signatureHeader(SANDBOX_SECRET, body) },
        payload: body,
      });
    for (const body of ['{', '[]', 'null', '"text"', '{"id":1}', '{"id":"x","type":"payment.succeeded"}', '{"id":"x","type":"refund.succeeded","created":1}']) {
      const answer = await signed(body);
      expect(answer.statusCode, body).toBe(400);
    }
    for (const operation of ['not-an-id', '00000000-0000-4000-8000-000000000000', 42, null]) {
      const answer = await paid(operation as string);
      expect(answer.statusCode).toBe(200);
      expect(answer.json().outcomes).toEqual(['unknown-operation']);
    }
    expect((await post({ type: 'something.else' })).json().outcomes).toEqual(['ignored']);
    const plain = await payments.app.inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'text/plain' }, payload: 'hello' });
    expect(plain.statusCode).toBe(400);
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });
});
