// The service worker keeps GET /api answers for offline reading (vite.config.ts, cache "api").
// They are what one account was allowed to see, so they go when that account leaves the device.

const API_CACHE = 'api';

export async function forgetCachedApiAnswers(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await caches.delete(API_CACHE).catch(() => false);
}
