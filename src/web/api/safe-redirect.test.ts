import { describe, expect, it } from 'vitest';
import { isCheckoutAddress, isSitePath } from './safe-redirect.ts';

describe('addresses the browser is sent to', () => {
  it('keeps to this site, or to a provider checkout over HTTPS', () => {
    expect(isSitePath('/pay/success/1')).toBe(true);
    expect(isCheckoutAddress('/checkout/sandbox/sbx_1')).toBe(true);
    expect(isCheckoutAddress('https://checkout.stripe.com/c/pay/cs_test_1')).toBe(true);
  });

  it.each(['//evil.example/pay', '/\\evil.example', 'https://evil.example/', 'http://checkout.stripe.com/x', 'javascript:alert(1)', ''])('refuses %j', (url) => {
    expect(isCheckoutAddress(url)).toBe(false);
    expect(isSitePath(url)).toBe(false);
  });
});
