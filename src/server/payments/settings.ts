import { randomBytes } from 'node:crypto';

// What the payment side needs from the environment: how long a hold lasts (a checkout on a
// lapsed hold holds the room again for as long), the sandbox's signing secret, Stripe's keys
// when Stripe is used, and the site's address for the provider's return links.

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A fake Stripe API for tests and local runs, e.g. `http://127.0.0.1:12111`; Stripe's own when unset. */
  apiUrl?: string;
}

export interface PaymentSettings {
  holdMinutes: number;
  /** Signs the sandbox's webhooks; random per start unless set, as the sandbox only talks to itself. */
  sandboxWebhookSecret: string;
  /** Stripe Checkout is offered only when configured. */
  stripe: StripeSettings | null;
  /** The site's address (no trailing slash): checkout pages and return links are made from it. */
  publicUrl: string;
}

/** Reads HOLD_MINUTES, SANDBOX_WEBHOOK_SECRET, STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET and STRIPE_API_URL. */
export function readPaymentSettings(env: NodeJS.ProcessEnv, publicUrl: string): PaymentSettings {
  const holdText = env.HOLD_MINUTES;
  const holdMinutes = holdText ? Number(holdText) : 15;
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1) throw new Error(`HOLD_MINUTES must be a whole number of minutes, got "${holdText}"`);
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new Error('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to offer Stripe, or neither');
  }
  return {
    holdMinutes,
    sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET || randomBytes(32).toString('hex'),
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret, ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}) } : null,
    publicUrl: publicUrl.replace(/\/$/, ''),
  };
}
