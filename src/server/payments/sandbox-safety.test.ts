import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAppCluster, type AppCluster } from '../testing/app-cluster.ts';
import { databaseKinds } from '../testing/databases.ts';
import { SANDBOX_SIGNATURE_HEADER, type SandboxProvider } from './sandbox-provider.ts';
import { makeStay, startPaymentApp, type PaymentApp } from './testing/payment-app.ts';

// The sandbox across a cluster and in production: every server signs its webhooks with one kept
// secret, and where the sandbox is off no checkout is opened with it and its pages do not exist.

describe.each(databaseKinds())('the sandbox on two servers of one %s database', (kind) => {
  let cluster: AppCluster;
  beforeAll(async () => {
    cluster = await startAppCluster(kind, 2);
  });
  afterAll(async () => {
    await cluster?.close();
  });

  it('each server takes the webhooks the other signed, with no secret set', async () => {
    const body = JSON.stringify({ id: `evt_sbx_cluster_${kind}`, type: 'ping', created: Date.now() / 1000 });
    for (const [signer, receiver] of [[0, 1], [1, 0]] as const) {
      const sandbox = cluster.apps[signer]!.payments.providers.get('sandbox') as SandboxProvider;
      const answer = await cluster.apps[receiver]!.inject({
        method: 'POST',
        url: '/api/payments/webhooks/sandbox',
        headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: await sandbox.sign(body) },
        payload: body,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const forged = await cluster.apps[1]!.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` },
      payload: body,
    });
    expect(forged.statusCode).toBe(400);
  });
});

describe.each(databaseKinds())('a server with the sandbox off and no Stripe on %s', (kind) => {
  let payments: PaymentApp;
  beforeAll(async () => {
    payments = await startPaymentApp(kind, null, { sandbox: false });
  });
  afterAll(async () => {
    await payments?.close();
  });

  it('opens no sandbox checkout, and the sandbox pages and webhook do not exist', async () => {
    const stay = await makeStay(payments);
    const checkout = await payments.as(payments.guest, { method: 'POST', url: `/api/payments/operations/${stay.operation}/checkout`, payload: {} });
    expect(checkout.statusCode, checkout.body).toBe(409);
    // Every 409 names its field: here, that no card provider is on.
    expect(checkout.json()).toEqual({ status: 409, field: 'provider', message: expect.stringMatching(/not offered/), requestId: expect.any(String) });
    for (const url of ['/api/payments/sandbox/sbx_aaaaaaaaaaaaaaaaaaaa', '/api/payments/webhooks/sandbox']) {
      const method = url.includes('webhooks') ? 'POST' : 'GET';
      const answer = await payments.as(null, { method, url, ...(method === 'POST' ? { payload: {} } : {}) });
      expect(answer.statusCode, url).toBe(404);
    }
    const pay = await payments.as(null, { method: 'POST', url: '/api/payments/sandbox/sbx_aaaaaaaaaaaaaaaaaaaa/pay', payload: { card: '4242424242424242', name: 'A' } });
    expect(pay.statusCode).toBe(404);
  });
});
