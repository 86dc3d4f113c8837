// The service worker keeps GET /api answers for offline reading (vite.config.ts, cache "api").
// They are what one account was allowed to see, so they go when that account leaves the device.
// It keeps pages too (cache "pages"), but none that says no-store (My room, rendered with the
// person's data); the worker of an earlier release kept those as well, so they go then too.

const API_CACHE = 'api';
const PAGES_CACHE = 'pages';

export async function forgetCachedAccountData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all([caches.delete(API_CACHE).catch(() => false), forgetPrivatePages().catch(() => undefined)]);
}

async function forgetPrivatePages(): Promise<void> {
  if (!(await caches.has(PAGES_CACHE))) return;
  const pages = await caches.open(PAGES_CACHE);
  for (const request of await pages.keys()) {
    const page = await pages.match(request, { ignoreVary: true });
    if (/no-store/.test(page?.headers.get('cache-control') ?? '')) await pages.delete(request, { ignoreVary: true });
  }
}
