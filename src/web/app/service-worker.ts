// The background worker (spec §1, §8, §9): registered when the page's load event fires. A worker
// script that answers 404 or is not JavaScript means the app moved on: the old registration is
// removed and the page reloaded. Without a connection, the cached app keeps working and says so.

export const OFFLINE_MESSAGE = 'No internet connection found. App is running in offline mode.';

async function removeRegistrationsAndReload(): Promise<void> {
  const registrations = await navigator.serviceWorker.getRegistrations();
  if (registrations.length === 0) return;
  await Promise.all(registrations.map((registration) => registration.unregister()));
  window.location.reload();
}

async function checkAndRegister(scriptUrl: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(scriptUrl, { headers: { 'Service-Worker': 'script' }, cache: 'no-store' });
  } catch {
    console.log(OFFLINE_MESSAGE);
    return;
  }
  const type = response.headers.get('content-type') ?? '';
  if (response.status === 404 || !type.includes('javascript')) {
    await removeRegistrationsAndReload();
    return;
  }
  try {
    await navigator.serviceWorker.register(scriptUrl);
  } catch (error) {
    console.error('The background worker could not be registered:', error);
  }
}

export function registerServiceWorker(scriptUrl = '/sw.js'): void {
  if (!('serviceWorker' in navigator)) return;
  const start = () => void checkAndRegister(scriptUrl);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  window.addEventListener('offline', () => console.log(OFFLINE_MESSAGE));
}
