// Addresses the server sends the browser to (a checkout, a page after paying) are followed only
// when they stay on this site or lead to a payment provider's own checkout over HTTPS: a
// tampered answer must not turn Habita into a springboard to any site.

const CHECKOUT_HOSTS = new Set(['checkout.stripe.com']);
const SITE = 'https://habita.invalid';

/** A path on this site: `/…`, not `//host` or `/\host`, which browsers read as another site. */
export function isSitePath(url: string): boolean {
  return /^\/(?![/\\])/.test(url);
}

/**
 * The path on this site `url` leads to, resolved as a browser resolves it; null for anything that
 * may leave the site. Checking the text alone is not enough: `/.//evil.test` and
 * `/%2e%2e//evil.test` look like site paths and resolve to `//evil.test`, another site's address.
 */
export function sitePath(url: string): string | null {
  // Browsers drop tabs and newlines inside addresses and read `\` as `/`.
  if (!isSitePath(url) || /[\p{Cc}\\]/u.test(url)) return null;
  let resolved: URL;
  try {
    resolved = new URL(url, SITE);
  } catch {
    return null;
  }
  if (resolved.origin !== SITE) return null;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return isSitePath(path) ? path : null;
}

export function isCheckoutAddress(url: string): boolean {
  if (sitePath(url) !== null) return true;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && CHECKOUT_HOSTS.has(parsed.hostname);
  } catch {
    return false;
  }
}
