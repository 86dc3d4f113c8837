import { expect, type Page } from '@playwright/test';

/**
 * A wait for the page's requests in flight to finish: the data a screen asks for when it
 * mounts may fail after its heading shows. Quicker than "networkidle", which always idles 500 ms.
 */
export function trackRequestsInFlight(page: Page): () => Promise<void> {
  const inFlight = new Set<unknown>();
  page.on('request', (request) => inFlight.add(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('requestfailed', (request) => inFlight.delete(request));
  return () => expect.poll(() => inFlight.size, { message: 'requests still in flight' }).toBe(0);
}
