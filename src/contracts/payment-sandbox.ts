import { z } from 'zod';
import { SANDBOX_REFERENCE } from './payment-values.ts';
import { failed, operationKind, SEND_AN_OBJECT, tags } from './payments.ts';
import { defineRoute, errorResponse } from './route.ts';
import { cents, isoDay, localized, uuid } from './shapes.ts';

// What pays without a payer's bank: the sandbox's own checkout page (only where the sandbox is
// on), and the providers' webhooks, sandbox and Stripe.

// ---- The sandbox checkout page (only where the sandbox is on) ----

const referenceParams = z.object({
  reference: z
    .string()
    .regex(SANDBOX_REFERENCE, 'No sandbox checkout with this reference: it may have been replaced by a newer one')
    .describe('The sandbox checkout reference, sbx_…'),
});

export const SESSION_STATUSES = ['open', 'paid', 'failed', 'requires_action'] as const;
export const PAY_OUTCOMES = ['succeeded', 'failed', 'requires_action'] as const;

export const sandboxSession = z.object({
  reference: z.string(),
  operation: uuid,
  amount: cents,
  description: z.string().describe('In English, for API readers; the page says it from the parts below'),
  kind: operationKind,
  room: localized.nullable().describe('The room’s name in both languages'),
  property: localized.nullable(),
  startDate: isoDay.nullable(),
  endDate: isoDay.nullable(),
  status: z.enum(SESSION_STATUSES),
});
export type SandboxSession = z.output<typeof sandboxSession>;

export const payAnswer = z.object({
  outcome: z.enum(PAY_OUTCOMES),
  redirect: z.string().nullable().describe('Where the payer goes next (the return pages); null while the bank asks for approval'),
  message: z.string(),
});
export type PayAnswer = z.output<typeof payAnswer>;

const noSession = errorResponse('No sandbox checkout with this reference: it may have been replaced by a newer one');
const sessionNotOpen = errorResponse('Already paid, declined, or waiting for approval: `field` is `status`');

export const sandboxSessionRoute = defineRoute({
  method: 'GET',
  path: '/api/payments/sandbox/:reference',
  tags,
  summary: 'The sandbox checkout page: what is being paid',
  description: 'Whoever holds the reference may open it, so it says nothing about who pays.',
  params: referenceParams,
  responses: {
    200: { description: 'The checkout', schema: z.object({ session: sandboxSession }) },
    404: noSession,
    500: failed,
  },
});

export const CARD_HINT = 'use a test card: 4242 4242 4242 4242 (paid), 4000 0000 0000 0002 (declined) or 4000 0027 6000 3184 (asks to approve)';
const NAME_HINT = 'write the name on the card (up to 120 characters)';

export const payBody = z.object(
  {
    card: z
      .string({ error: CARD_HINT })
      .max(40, CARD_HINT)
      .transform((card) => card.replace(/\s+/g, ''))
      .describe('A test card number; spaces allowed'),
    name: z.string({ error: NAME_HINT }).trim().min(1, NAME_HINT).max(120, NAME_HINT),
  },
  SEND_AN_OBJECT,
);

export const sandboxPayRoute = defineRoute({
  method: 'POST',
  path: '/api/payments/sandbox/:reference/pay',
  tags,
  summary: 'The sandbox checkout page: pay with a test card',
  params: referenceParams,
  body: payBody,
  responses: {
    200: { description: 'What the card did', schema: payAnswer },
    400: errorResponse('Not a test card, or no name: `field` names it'),
    404: noSession,
    409: sessionNotOpen,
    500: failed,
  },
});

export const sandboxConfirmRoute = defineRoute({
  method: 'POST',
  path: '/api/payments/sandbox/:reference/confirm',
  tags,
  summary: "The sandbox checkout page: approve or refuse at the card's bank",
  params: referenceParams,
  body: z.object({ approve: z.boolean({ error: 'answer true (approve) or false (refuse)' }) }, SEND_AN_OBJECT),
  responses: {
    200: { description: 'What the bank did', schema: payAnswer },
    400: errorResponse('`approve` is not true or false'),
    404: noSession,
    409: errorResponse('Nothing waits for approval on this checkout: `field` is `status`'),
    500: failed,
  },
});

// ---- Providers' webhooks ----

export const WEBHOOK_PROVIDERS = ['sandbox', 'stripe'] as const;

/** A provider's webhook: its body is read raw, since the signature is over the exact bytes sent. */
export function webhookRoute(provider: (typeof WEBHOOK_PROVIDERS)[number]) {
  return defineRoute({
    method: 'POST',
    path: `/api/payments/webhooks/${provider}`,
    tags,
    summary: `Webhook of ${provider} (signed; a bad or stale signature gets 400)`,
    description: 'The body is the provider’s signed event, exactly as it sends it; the server checks the signature over those bytes before reading it.',
    body: z.looseObject({}).describe(`A ${provider} event, as ${provider} sends it (application/json)`),
    responses: {
      200: {
        description: 'Received; each event applied once',
        schema: z.object({ received: z.literal(true), outcomes: z.array(z.string()).describe('What each event did') }),
      },
      400: errorResponse('A bad or stale signature, or a body that is not an event'),
      404: errorResponse('This provider is not configured on this server'),
      415: errorResponse('Not application/json'),
      500: failed,
    },
  });
}
