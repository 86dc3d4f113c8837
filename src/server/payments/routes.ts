import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireStaff, requireViewer } from '../auth/viewer.ts';
import type { Db } from '../db/database.ts';
import { keptSecret } from '../db/kept-secrets.ts';
import { badRequest } from '../errors.ts';
import type { OutboxTopics } from '../outbox/outbox.ts';
import { readBankTransfer, recordBankTransfer } from './bank-transfer.ts';
import { startCheckout } from './checkout.ts';
import type { PaymentContext } from './context.ts';
import { PaymentProviders, type PaymentProvider } from './provider.ts';
import { refundOperation, registerAutomaticRefunds, retryRefund } from './refunds.ts';
import { confirmSandbox, paySandbox, sandboxSession } from './sandbox-checkout.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from './sandbox-provider.ts';
import * as schemas from './schemas.ts';
import type { PaymentSettings } from './settings.ts';
import { SANDBOX_SECRET_NAME } from './settings.ts';
import { listOperations } from './staff-list.ts';
import { StripeProvider } from './stripe-provider.ts';
import { operationView, reservationLedger } from './views.ts';
import { receiveWebhook, webhookRoutes } from './webhook-routes.ts';

// /api/payments: checkout for the payer, the sandbox's own checkout, providers' webhooks, and the
// staff's money tools (list, bank transfer, refund, ledger). See README.md for the flow.

const { tags, errors } = schemas;

function bodyOf(request: FastifyRequest, optional = false): Record<string, unknown> {
  const body = request.body;
  if ((body === undefined || body === null) && optional) return {};
  if (!body || typeof body !== 'object' || Array.isArray(body) || Buffer.isBuffer(body)) throw badRequest('Send a JSON object');
  return body as Record<string, unknown>;
}

const param = (request: FastifyRequest, name: string) => String((request.params as Record<string, unknown>)[name] ?? '');

export async function paymentRoutes(app: FastifyInstance, deps: { db: Db; topics: OutboxTopics; settings: PaymentSettings }): Promise<void> {
  const sandboxOn = deps.settings.sandbox !== false;
  const setSecret = deps.settings.sandboxWebhookSecret;
  let keptOnce: Promise<string> | undefined;
  // Without a setting, one secret for the whole cluster, kept in the database and read when first
  // needed; a failed read (the database not there yet) is tried again on the next payment.
  const sandboxSecret = (): Promise<string> =>
    setSecret
      ? Promise.resolve(setSecret)
      : (keptOnce ??= keptSecret(deps.db, SANDBOX_SECRET_NAME).catch((error: unknown) => {
          keptOnce = undefined;
          throw error;
        }));
  // The sandbox hands its signed events to the same code as its webhook route (signature, parsing,
  // applying once), in the outbox worker: no HTTP round trip to itself, so a server that is
  // closing still delivers what its worker holds.
  const sandbox = new SandboxProvider(
    sandboxSecret,
    async (body, signature) => {
      await receiveWebhook(ctx, sandbox, Buffer.from(body), { [SANDBOX_SIGNATURE_HEADER]: signature });
    },
    { db: deps.db, topics: deps.topics, log: { info: (message) => app.log.info(message), error: (message) => app.log.error(message) } },
    sandboxOn,
  );
  const providers: PaymentProvider[] = sandboxOn ? [sandbox] : [];
  if (deps.settings.stripe) providers.push(new StripeProvider(deps.settings.stripe));
  const ctx: PaymentContext = { ...deps, providers: new PaymentProviders(providers), log: app.log };
  app.decorate('payments', ctx);
  registerAutomaticRefunds(ctx);

  await webhookRoutes(app, ctx);

  app.post(
    '/api/payments/operations/:id/checkout',
    { schema: { tags, summary: 'The payer: open a checkout for a pending or failed payment', params: schemas.idParams, response: { 200: schemas.checkoutAnswer, ...errors(400, 401, 404, 409, 502) } } },
    async (request) => {
      bodyOf(request, true);
      return startCheckout(ctx, param(request, 'id'), requireViewer(request));
    },
  );

  app.get(
    '/api/payments/operations/:id',
    { schema: { tags, summary: 'A payment with its reservation, ledger entries and refunds (payer, landlord, staff)', params: schemas.idParams, response: { 200: schemas.operationAnswer, ...errors(401, 404) } } },
    async (request) => operationView(deps.db, param(request, 'id'), requireViewer(request)),
  );

  app.get(
    '/api/payments/operations',
    { schema: { tags, summary: 'Staff: every payment, filtered and paged', querystring: schemas.listQuery, response: { 200: schemas.operationListAnswer, ...errors(400, 401, 403) } } },
    async (request) => {
      const viewer = requireStaff(request);
      return { operations: await listOperations(deps.db, (request.query ?? {}) as Record<string, unknown>, viewer) };
    },
  );

  app.post(
    '/api/payments/operations/:id/bank-transfer',
    { schema: { tags, summary: 'Staff: record a bank transfer that paid this operation', params: schemas.idParams, body: schemas.bankTransferBody, response: { 200: schemas.singleOperationAnswer, ...errors(400, 401, 403, 404, 409) } } },
    async (request) => {
      const viewer = requireStaff(request);
      const transfer = readBankTransfer(bodyOf(request));
      return { operation: await recordBankTransfer(ctx, param(request, 'id'), transfer, viewer.userId) };
    },
  );

  app.post(
    '/api/payments/operations/:id/refund',
    { schema: { tags, summary: 'Staff: pay back part or all of a payment through its provider', params: schemas.idParams, body: schemas.refundBody, response: { 200: schemas.refundAnswer, ...errors(400, 401, 403, 404, 409, 502) } } },
    async (request) => {
      const viewer = requireStaff(request);
      const body = bodyOf(request);
      const reason = body.reason === undefined || body.reason === null ? null : body.reason;
      if (reason !== null && (typeof reason !== 'string' || reason.length > 500)) throw badRequest('reason: text of up to 500 characters', 'reason');
      return refundOperation(ctx, param(request, 'id'), body.amount, reason, viewer.userId);
    },
  );

  app.post(
    '/api/payments/operations/:id/refund/retry',
    {
      schema: {
        tags,
        summary: 'Staff: ask the provider again, with the same idempotency key, for a refund left pending when it did not answer',
        params: schemas.idParams,
        response: { 200: schemas.refundAnswer, ...errors(400, 401, 403, 404, 409, 502) },
      },
    },
    async (request) => {
      requireStaff(request);
      bodyOf(request, true);
      return retryRefund(ctx, param(request, 'id'));
    },
  );

  app.get(
    '/api/payments/reservations/:id/ledger',
    { schema: { tags, summary: "A reservation's payments, ledger entries and totals (guest, landlord, staff)", params: schemas.idParams, response: { 200: schemas.ledgerAnswer, ...errors(401, 404) } } },
    async (request) => reservationLedger(deps.db, param(request, 'id'), requireViewer(request)),
  );

  // Test cards take no money: where the sandbox is off (production), its checkout page does not exist.
  if (sandboxOn) {
    app.get(
      '/api/payments/sandbox/:reference',
      { schema: { tags, summary: 'The sandbox checkout page: what is being paid', params: schemas.referenceParams, response: { 200: schemas.sessionAnswer, ...errors(404) } } },
      async (request) => ({ session: await sandboxSession(deps.db, param(request, 'reference')) }),
    );

    app.post(
      '/api/payments/sandbox/:reference/pay',
      { schema: { tags, summary: 'The sandbox checkout page: pay with a test card', params: schemas.referenceParams, body: schemas.payBody, response: { 200: schemas.payAnswer, ...errors(400, 404, 409) } } },
      async (request) => paySandbox(deps.db, sandbox, param(request, 'reference'), bodyOf(request)),
    );

    app.post(
      '/api/payments/sandbox/:reference/confirm',
      { schema: { tags, summary: "The sandbox checkout page: approve or refuse at the card's bank", params: schemas.referenceParams, body: schemas.confirmBody, response: { 200: schemas.payAnswer, ...errors(400, 404, 409) } } },
      async (request) => confirmSandbox(deps.db, sandbox, param(request, 'reference'), bodyOf(request)),
    );
  }
}
