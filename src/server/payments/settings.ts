import { HOLD } from '../../catalog/policies.ts';

// What the payment side needs from the environment: how long a hold lasts (a checkout on a
// lapsed hold holds the room again for as long), which providers are offered, the sandbox's
// signing secret, Stripe's keys when Stripe is used, and the site's address for the provider's
// return links. Money settings that do not fit together stop the start: a server that takes
// test cards in production, or offers no way to pay at all, must not start quietly.

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** A fake Stripe API for tests and local runs, e.g. `http://127.0.0.1:12111`; Stripe's own when unset. */
  apiUrl?: string;
}

export interface PaymentSettings {
  holdMinutes: number;
  /**
   * Whether the sandbox (test cards, no real money) is offered; offered unless false. Off in
   * production unless PAYMENTS_SANDBOX=true.
   */
  sandbox?: boolean;
  /** Signs the sandbox's webhooks; unset, one is made once and kept in the database for every server. */
  sandboxWebhookSecret?: string;
  /** Stripe Checkout is offered only when configured. */
  stripe: StripeSettings | null;
  /** The site's address (no trailing slash): checkout pages and return links are made from it. */
  publicUrl: string;
}

/** The name of the sandbox's secret in `app_secrets`. */
export const SANDBOX_SECRET_NAME = 'sandbox_webhook_secret';

/** A start refused because the money settings do not fit together; the message names them. */
export class PaymentSettingsError extends Error {
  override name = 'PaymentSettingsError';
}

function sandboxSetting(env: NodeJS.ProcessEnv): boolean | undefined {
  const text = env.PAYMENTS_SANDBOX;
  if (text === undefined || text === '') return undefined;
  if (text === 'true' || text === 'false') return text === 'true';
  throw new PaymentSettingsError(`PAYMENTS_SANDBOX must be true or false, got "${text}"`);
}

const isLiveKey = (key: string) => /^(sk|rk)_live_/.test(key);

/**
 * Reads NODE_ENV, PAYMENTS_SANDBOX, HOLD_MINUTES, SANDBOX_WEBHOOK_SECRET, STRIPE_SECRET_KEY,
 * STRIPE_WEBHOOK_SECRET and STRIPE_API_URL; throws naming the settings that do not fit together.
 */
export function readPaymentSettings(env: NodeJS.ProcessEnv, publicUrl: string): PaymentSettings {
  const holdText = env.HOLD_MINUTES;
  const holdMinutes = holdText ? Number(holdText) : HOLD.defaultMinutes;
  if (!Number.isInteger(holdMinutes) || holdMinutes < 1) throw new Error(`HOLD_MINUTES must be a whole number of minutes, got "${holdText}"`);
  const secretKey = env.STRIPE_SECRET_KEY || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || undefined;
  if (Boolean(secretKey) !== Boolean(webhookSecret)) {
    throw new PaymentSettingsError('Set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET to offer Stripe, or neither');
  }
  if (env.STRIPE_API_URL && !secretKey) {
    throw new PaymentSettingsError('STRIPE_API_URL is set without STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set the keys too, or unset it');
  }
  const production = env.NODE_ENV === 'production';
  const sandboxAsked = sandboxSetting(env);
  const sandbox = sandboxAsked ?? !production;
  if (sandbox && secretKey && isLiveKey(secretKey)) {
    throw new PaymentSettingsError(
      `PAYMENTS_SANDBOX${sandboxAsked === undefined ? ' (on by default outside NODE_ENV=production)' : '=true'} beside a live STRIPE_SECRET_KEY: test cards would be offered where real money is taken. Set PAYMENTS_SANDBOX=false, or use a Stripe test key`,
    );
  }
  if (production && !sandbox && !secretKey) {
    throw new PaymentSettingsError(
      'NODE_ENV=production with neither STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET nor PAYMENTS_SANDBOX=true: nothing could take a card payment. Set Stripe\'s keys, or PAYMENTS_SANDBOX=true for a test installation that takes no money',
    );
  }
  return {
    holdMinutes,
    sandbox,
    ...(env.SANDBOX_WEBHOOK_SECRET ? { sandboxWebhookSecret: env.SANDBOX_WEBHOOK_SECRET } : {}),
    stripe: secretKey && webhookSecret ? { secretKey, webhookSecret, ...(env.STRIPE_API_URL ? { apiUrl: env.STRIPE_API_URL } : {}) } : null,
    publicUrl: publicUrl.replace(/\/$/, ''),
  };
}

/** One line for the start log: which providers take money, and whether test cards are on. */
export function describePayments(settings: PaymentSettings): string {
  const sandbox = settings.sandbox === false ? 'sandbox off' : 'sandbox ON: test cards, no real money';
  if (!settings.stripe) return `Payments: no card provider takes money; ${sandbox}`;
  const key = settings.stripe.secretKey;
  const api = settings.stripe.apiUrl ? `, API at ${settings.stripe.apiUrl}` : '';
  const stripe = isLiveKey(key)
    ? `Stripe (live key${api}) takes money`
    : /^(sk|rk)_test_/.test(key)
      ? `Stripe (test key${api}) takes no real money`
      : `Stripe (a key neither live nor test${api}) may take money`;
  return `Payments: ${stripe}; ${sandbox}`;
}
