// Addresses the server sends the browser to (a checkout, a page after paying) are followed only
// when they stay on this site or lead to a payment provider's own checkout over HTTPS: a
// tampered answer must not turn Habita into a springboard to any site.

const CHECKOUT_HOSTS = new Set(['checkout.stripe.com']);

/** A path on this site: `/…`, not `//host` or `/\host`, which browsers read as another site. */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

export function isCheckoutAddress(url: string): boolean {
  if (isSitePath(url)) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && CHECKOUT_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}
