import { describe, expect, it } from 'vitest';
import { isCheckoutAddress, isSitePath, sitePath } from './safe-redirect.ts';

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

describe('sitePath', () => {
  it.each([
    ['/pay/success/1', '/pay/success/1'],
    ['/a/../b?x=1#h', '/b?x=1#h'],
    ['/./faq', '/faq'],
    ['/ /x', '/%20/x'],
  ])('resolves %j to %j', (url, path) => {
    expect(sitePath(url)).toBe(path);
  });

  it.each([
    '/.//evil.test/x',
    '/%2e%2e//evil.test/x',
    '/%2E%2E//evil.test/x',
    '/..//evil.test/x',
    '/a/..//evil.test',
    '/.%2e//evil.test',
    '/./\\evil.test',
    '/\t/evil.test',
    ' //evil.test',
    '//evil.test',
  ])('refuses %j, which a browser resolves to another site', (url) => {
    expect(sitePath(url)).toBeNull();
    expect(isCheckoutAddress(url)).toBe(false);
  });
});
