import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { keptSecret } from '../db/kept-secrets.ts';
import type { OutboxTopics } from '../outbox/outbox.ts';
import type { PaymentContext } from './context.ts';
import { payerRoutes, removalRoutes, staffRoutes } from './operation-routes.ts';
import { PaymentProviders, type PaymentProvider } from './provider.ts';
import { registerAutomaticRefunds } from './refunds.ts';
import { sandboxRoutes } from './sandbox-routes.ts';
import { SANDBOX_SIGNATURE_HEADER, SandboxProvider } from './sandbox-provider.ts';
import type { PaymentSettings } from './settings.ts';
import { SANDBOX_SECRET_NAME } from './settings.ts';
import { StripeProvider } from './stripe-provider.ts';
import { receiveWebhook, webhookRoutes } from './webhook-routes.ts';

// /api/payments: checkout for the payer, the sandbox's own checkout, providers' webhooks, and the
// staff's money tools (list, bank transfer, refund, ledger). See README.md for the flow; the
// endpoints' contracts are src/contracts/payments.ts.

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
  await payerRoutes(app, ctx);
  await staffRoutes(app, ctx);
  await removalRoutes(app, ctx);
  // Test cards take no money: where the sandbox is off (production), its checkout page does not exist.
  if (sandboxOn) sandboxRoutes(app, deps.db, sandbox);
}
