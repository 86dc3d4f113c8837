import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { WEBHOOK_PROVIDERS, webhookRoute } from '../../contracts/payment-sandbox.ts';
import type { ReplyOf } from '../../contracts/route.ts';
import { routeSchema } from '../contracts/serve-route.ts';
import { badRequest, notFound } from '../errors.ts';
import type { PaymentContext } from './context.ts';
import { applyEvent } from './events.ts';
import type { PaymentProvider } from './provider.ts';

// Providers' webhooks. Signatures are over the exact bytes sent, so these routes read the body
// raw (a parser of their own, in a plugin of their own: the rest of the API keeps parsing JSON).
// Each event is applied once, in the transaction that records it; the answer is a quick 200.
// The contract (src/contracts/payments.ts) documents them; the body is not parsed by it, since
// only the signed bytes may be read.

/** Checks a provider's signed body and applies its events, each once: the route's work, and the sandbox's for its own events. */
export async function receiveWebhook(ctx: PaymentContext, provider: PaymentProvider, body: Buffer, headers: IncomingHttpHeaders): Promise<string[]> {
  await provider.prepareWebhook?.();
  const outcomes: string[] = [];
  for (const event of provider.parseWebhook(body, headers)) outcomes.push(await applyEvent(ctx, event));
  return outcomes;
}

export async function webhookRoutes(app: FastifyInstance, ctx: PaymentContext): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    for (const name of WEBHOOK_PROVIDERS) {
      const contract = webhookRoute(name);
      scope.post(contract.path, { schema: routeSchema(contract) }, async (request): Promise<ReplyOf<typeof contract>> => {
        const provider = ctx.providers.get(name);
        if (!provider) throw notFound(`${name} is not configured on this server`);
        if (!Buffer.isBuffer(request.body)) throw badRequest('Send the event as application/json');
        return { received: true, outcomes: await receiveWebhook(ctx, provider, request.body, request.headers) };
      });
    }
  });
}
