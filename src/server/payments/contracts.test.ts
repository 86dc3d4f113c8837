import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sandboxConfirmRoute, sandboxPayRoute, sandboxSessionRoute, webhookRoute, WEBHOOK_PROVIDERS } from '../../contracts/payment-sandbox.ts';
import { bankTransferRoute, operationListRoute, refundRetryRoute, refundRoute } from '../../contracts/payment-staff.ts';
import { checkoutRoute, ledgerRoute, moneyMovedRoute, operationRoute } from '../../contracts/payments.ts';
import type { RouteContract } from '../../contracts/route.ts';
import { databaseKinds } from '../testing/databases.ts';
import type { TestUser } from '../testing/test-app.ts';
import { makeStay, operationFigures, startPaymentApp, type PaymentApp } from './testing/payment-app.ts';

// The payment endpoints against their contracts (src/contracts/payments.ts, payment-staff.ts,
// payment-sandbox.ts): the OpenAPI document lists exactly the answers each declares, the answers
// given parse with the declared schemas, every 409 names its field, and who may not ask is
// refused before what they sent is read.

const payerContracts: RouteContract[] = [checkoutRoute, operationRoute, ledgerRoute];
const staffContracts: RouteContract[] = [operationListRoute, bankTransferRoute, refundRoute, refundRetryRoute, moneyMovedRoute];
const sandboxContracts: RouteContract[] = [sandboxSessionRoute, sandboxPayRoute, sandboxConfirmRoute];
const contracts = [...payerContracts, ...staffContracts, ...sandboxContracts, ...WEBHOOK_PROVIDERS.map(webhookRoute)];

/** `/api/payments/operations/:id` as OpenAPI writes it: `/api/payments/operations/{id}`. */
const documentedPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe.each(databaseKinds())('payment contracts on %s', (kind) => {
  let payments: PaymentApp;

  beforeAll(async () => {
    payments = await startPaymentApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  const call = (user: TestUser | null, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
    payments.as(user, { method, url, ...(payload === undefined ? {} : { payload }) });

  /** A 409 must say which field's state refused it. */
  function expectConflict(answer: { statusCode: number; json(): unknown }, field: string) {
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ status: 409, field });
  }

  it('documents every answer each contract declares, and nothing else', async () => {
    const document = (await call(null, 'GET', '/api/docs/json')).json();
    for (const contract of contracts) {
      const operation = document.paths[documentedPath(contract.path)]?.[contract.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), contract.path).toEqual(Object.keys(contract.responses).sort());
      expect(operation.tags, contract.path).toEqual(['Payments']);
    }
    // A webhook's body is documented as the provider sends it, though the route reads it raw.
    expect(document.paths['/api/payments/webhooks/stripe'].post.requestBody.content['application/json'].schema).toMatchObject({ type: 'object' });
  });

  it('answers what the contracts declare: a paid stay, its ledger, a refund and the staff list', async () => {
    const stay = await makeStay(payments);
    const opened = await call(payments.guest, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {});
    expect(checkoutRoute.responses[200].schema.safeParse(opened.json()).error?.issues ?? []).toEqual([]);
    const reference = String(opened.json().checkoutUrl).split('/').pop()!;
    const session = await call(null, 'GET', `/api/payments/sandbox/${reference}`);
    expect(sandboxSessionRoute.responses[200].schema.safeParse(session.json()).error?.issues ?? []).toEqual([]);
    const paid = await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4242 4242 4242 4242', name: 'Ana' });
    expect(sandboxPayRoute.responses[200].schema.safeParse(paid.json()).error?.issues ?? []).toEqual([]);
    await vi.waitFor(async () => expect((await operationFigures(payments.db, stay.operation)).status).toBe('succeeded'), { timeout: 10_000, interval: 20 });

    const refund = await call(payments.staff, 'POST', `/api/payments/operations/${stay.operation}/refund`, { amount: 1000, reason: '  ' });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(refundRoute.responses[200].schema.safeParse(refund.json()).error?.issues ?? []).toEqual([]);

    for (const viewer of [payments.guest, payments.staff]) {
      const detail = await call(viewer, 'GET', `/api/payments/operations/${stay.operation}`);
      expect(operationRoute.responses[200].schema.safeParse(detail.json()).error?.issues ?? []).toEqual([]);
      const ledger = await call(viewer, 'GET', `/api/payments/reservations/${stay.reservation}/ledger`);
      expect(ledgerRoute.responses[200].schema.safeParse(ledger.json()).error?.issues ?? []).toEqual([]);
    }
    const moved = await call(payments.staff, 'GET', `/api/payments/reservations/money-moved?ids=${stay.reservation},${(await makeStay(payments)).reservation}`);
    expect(moved.json()).toEqual({ moved: [stay.reservation] });
    expect(moneyMovedRoute.responses[200].schema.safeParse(moved.json()).error?.issues ?? []).toEqual([]);
    // Staff notes are staff's: the guest's answer has none.
    const seenByGuest = (await call(payments.guest, 'GET', `/api/payments/operations/${stay.operation}`)).json();
    expect(seenByGuest.operation).not.toHaveProperty('note');
    // The key that makes a provider call happen once is the server's own: it leaves for no one.
    expect(seenByGuest.operation).not.toHaveProperty('idempotencyKey');
    const list = await call(payments.staff, 'GET', '/api/payments/operations?limit=5&status=succeeded,refunded&due=soon');
    expect(list.statusCode, list.body).toBe(200);
    expect(operationListRoute.responses[200].schema.safeParse(list.json()).error?.issues ?? []).toEqual([]);
  });

  it('names the field of every 409', async () => {
    const stay = await makeStay(payments);
    expectConflict(await call(payments.staff, 'POST', `/api/payments/operations/${stay.operation}/refund`, { amount: 100 }), 'status');
    const reference = String((await call(payments.guest, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {})).json().checkoutUrl).split('/').pop()!;
    expectConflict(await call(null, 'POST', `/api/payments/sandbox/${reference}/confirm`, { approve: true }), 'status');
    await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4242424242424242', name: 'Ana' });
    expectConflict(await call(null, 'POST', `/api/payments/sandbox/${reference}/pay`, { card: '4242424242424242', name: 'Ana' }), 'status');
    await vi.waitFor(async () => expect((await operationFigures(payments.db, stay.operation)).status).toBe('succeeded'), { timeout: 10_000, interval: 20 });
    expectConflict(await call(payments.guest, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {}), 'status');
    expectConflict(await call(payments.staff, 'POST', `/api/payments/operations/${stay.operation}/bank-transfer`, { amount: 120_000, receivedOn: '2025-01-02' }), 'status');
    const refund = (await call(payments.staff, 'POST', `/api/payments/operations/${stay.operation}/refund`, { amount: 100 })).json().refund;
    expectConflict(await call(payments.staff, 'POST', `/api/payments/operations/${refund._id}/refund/retry`), 'status');
  });

  it('refuses visitors (401) and people who are not staff (403) before reading what they sent', async () => {
    const stay = await makeStay(payments);
    const nonsense = { amount: 'lots', receivedOn: 'soon', reason: 7 };
    for (const [method, url] of [
      ['GET', '/api/payments/operations?status=paid&unknown=1'],
      ['POST', `/api/payments/operations/not-an-id/bank-transfer`],
      ['POST', `/api/payments/operations/${stay.operation}/refund`],
      ['POST', `/api/payments/operations/not-an-id/refund/retry`],
      ['GET', `/api/payments/reservations/money-moved?ids=${stay.reservation}&ids=not-an-id`],
    ] as const) {
      const payload = method === 'POST' ? nonsense : undefined;
      expect((await call(null, method, url, payload)).statusCode, url).toBe(401);
      for (const someone of [payments.guest, payments.landlord]) expect((await call(someone, method, url, payload)).statusCode, url).toBe(403);
    }
    for (const url of ['/api/payments/operations/not-an-id', '/api/payments/reservations/not-an-id/ledger']) {
      expect((await call(null, 'GET', url)).statusCode, url).toBe(401);
    }
    expect((await call(null, 'POST', '/api/payments/operations/not-an-id/checkout', {})).statusCode).toBe(401);
  });

  it("someone else's payment is not there for them: 404 to read it, see its ledger or pay it", async () => {
    const stay = await makeStay(payments);
    expect((await call(payments.stranger, 'GET', `/api/payments/operations/${stay.operation}`)).statusCode).toBe(404);
    expect((await call(payments.stranger, 'GET', `/api/payments/reservations/${stay.reservation}/ledger`)).statusCode).toBe(404);
    // Only the payer pays: the landlord of the room reads it, but paying it is not theirs either.
    for (const someone of [payments.stranger, payments.landlord]) {
      expect((await call(someone, 'POST', `/api/payments/operations/${stay.operation}/checkout`, {})).statusCode).toBe(404);
    }
    expect((await operationFigures(payments.db, stay.operation)).status).toBe('pending');
  });

  it('refuses bad filters and bodies naming the field, in the schemas’ words', async () => {
    const refusal = async (url: string, payload?: Record<string, unknown>) => {
      const answer = await call(payments.staff, payload ? 'POST' : 'GET', url, payload);
      expect(answer.statusCode, url).toBe(400);
      return answer.json() as { field: string; message: string };
    };
    expect(await refusal('/api/payments/operations?colour=red')).toMatchObject({ field: 'colour' });
    expect(await refusal('/api/payments/operations?status=pending,paid')).toMatchObject({ field: 'status', message: expect.stringContaining('one or more of pending') });
    expect(await refusal('/api/payments/operations?due=2025-13')).toMatchObject({ field: 'due', message: 'due: overdue, soon or a month as YYYY-MM' });
    const stay = await makeStay(payments);
    const transfer = `/api/payments/operations/${stay.operation}/bank-transfer`;
    expect(await refusal(transfer, { amount: 120_000, receivedOn: '2999-01-01' })).toMatchObject({ field: 'receivedOn', message: 'receivedOn: the day cannot be in the future' });
    expect(await refusal(transfer, { amount: 120_000, receivedOn: '2025-01-02', note: 'x'.repeat(501) })).toMatchObject({ field: 'note', message: 'note: text of up to 500 characters' });
    expect((await call(payments.staff, 'GET', '/api/payments/operations/NOT-AN-ID')).json()).toMatchObject({ status: 404, field: 'id' });
  });
});
