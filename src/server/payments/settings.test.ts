import { describe, expect, it } from 'vitest';
import { describePayments, readPaymentSettings } from './settings.ts';

// Money settings: the sandbox takes no money, so production offers it only when asked; settings
// that do not fit together stop the start with a message naming them.

const URL = 'https://habita.example';
const read = (env: Record<string, string>) => readPaymentSettings(env, URL);
const LIVE = { STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };
const TEST = { STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' };

describe('reading the payment settings', () => {
  it('offers the sandbox outside production, with no secret of its own unless one is set', () => {
    const settings = read({});
    expect(settings.sandbox).toBe(true);
    expect(settings.sandboxWebhookSecret).toBeUndefined();
    expect(settings.stripe).toBeNull();
    expect(read({ SANDBOX_WEBHOOK_SECRET: 'shh' }).sandboxWebhookSecret).toBe('shh');
  });

  it('turns the sandbox off in production unless PAYMENTS_SANDBOX=true', () => {
    expect(read({ NODE_ENV: 'production', ...LIVE }).sandbox).toBe(false);
    expect(read({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }).sandbox).toBe(true);
    expect(read({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true', ...TEST }).sandbox).toBe(true);
    expect(read({ PAYMENTS_SANDBOX: 'false', ...TEST }).sandbox).toBe(false);
  });

  it('refuses settings that do not fit together, naming them', () => {
    expect(() => read({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => read({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET/);
    expect(() => read({ NODE_ENV: 'production' })).toThrow(/NODE_ENV=production with neither STRIPE_SECRET_KEY .* nor PAYMENTS_SANDBOX=true/);
    expect(() => read({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'false' })).toThrow(/nothing could take a card payment/);
    expect(() => read({ PAYMENTS_SANDBOX: 'true', ...LIVE })).toThrow(/PAYMENTS_SANDBOX=true beside a live STRIPE_SECRET_KEY/);
    expect(() => read({ ...LIVE })).toThrow(/PAYMENTS_SANDBOX \(on by default outside NODE_ENV=production\) beside a live STRIPE_SECRET_KEY/);
    expect(() => read({ PAYMENTS_SANDBOX: 'yes' })).toThrow(/PAYMENTS_SANDBOX must be true or false, got "yes"/);
    expect(() => read({ STRIPE_API_URL: 'http://127.0.0.1:12111' })).toThrow(/STRIPE_API_URL is set without STRIPE_SECRET_KEY/);
  });

  it('says plainly in one line which providers take money', () => {
    expect(describePayments(read({ NODE_ENV: 'production', ...LIVE }))).toBe('Payments: Stripe (live key) takes money; sandbox off');
    expect(describePayments(read({}))).toBe('Payments: no card provider takes money; sandbox ON: test cards, no real money');
    expect(describePayments(read({ ...TEST }))).toBe('Payments: Stripe (test key) takes no real money; sandbox ON: test cards, no real money');
    expect(describePayments(read({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'false', STRIPE_SECRET_KEY: 'key', STRIPE_WEBHOOK_SECRET: 'w' }))).toBe(
      'Payments: Stripe (a key neither live nor test) may take money; sandbox off',
    );
  });
});
