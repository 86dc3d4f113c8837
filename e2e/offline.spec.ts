import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';

// The background worker of spec §1, §8 and §9: registered when the page's load event fires,
// removed (and the page reloaded) when its script is gone, and serving the app offline.

const OFFLINE_MESSAGE = 'No internet connection found. App is running in offline mode.';

/** Waits until the worker is active and controls the page, so what the page fetches goes through it. */
async function waitForControllingWorker(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
}

function registrationCount(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
}

test('the worker is registered once the page has loaded, and takes control', async ({ page }) => {
  // Notes, before the app runs, whether the load event had fired when the app registered the worker.
  await page.addInitScript(() => {
    const state = { loaded: false, registeredAfterLoad: [] as boolean[] };
    Object.assign(window, { registeredAfterLoad: state.registeredAfterLoad });
    window.addEventListener('load', () => (state.loaded = true));
    const register = ServiceWorkerContainer.prototype.register;
    ServiceWorkerContainer.prototype.register = function (this: ServiceWorkerContainer, ...args: Parameters<typeof register>) {
      state.registeredAfterLoad.push(state.loaded);
      return register.apply(this, args);
    };
  });
  const errors = collectConsoleErrors(page);
  await page.goto('/aboutus');
  await waitForControllingWorker(page);

  expect(errors).toEqual([]);
  const registeredAfterLoad = await page.evaluate(() => (window as unknown as { registeredAfterLoad: boolean[] }).registeredAfterLoad);
  expect(registeredAfterLoad).toEqual([true]);
  expect(await registrationCount(page)).toBe(1);
});

test.describe('offline', () => {
  test('a visited page reloads from the worker, and the app says it is offline', async ({ page, context }) => {
    // Each message tagged with the document that logged it: the reloaded page must say it too.
    let documentNumber = 0;
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) documentNumber += 1;
    });
    const logs: { text: string; documentNumber: number }[] = [];
    page.on('console', (message) => logs.push({ text: message.text(), documentNumber }));
    const offlineMessagesOf = (document: number) =>
      logs.filter((log) => log.text === OFFLINE_MESSAGE && log.documentNumber === document).length;
    await page.goto('/aboutus');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await waitForControllingWorker(page);
    expect(logs.map((log) => log.text)).not.toContain(OFFLINE_MESSAGE);

    await context.setOffline(true);
    await page.reload();
    const reloaded = documentNumber;
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await expect.poll(() => offlineMessagesOf(reloaded)).toBeGreaterThan(0);

    // The whole shell is there, not only the page seen: client-side navigation keeps working.
    await page.locator('a[href="/faq"]').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });

  test('data read online stays readable offline, from the worker\'s cache', async ({ page, context }) => {
    await page.goto('/');
    await waitForControllingWorker(page);
    const readRooms = () =>
      page.evaluate(async () => {
        const response = await fetch('/api/rooms/?limit=3&sort=_id');
        return { status: response.status, body: await response.text() };
      });
    const online = await readRooms();
    expect(online.status).toBe(200);
    expect(JSON.parse(online.body).rooms.docs).toHaveLength(3);
    // The worker stores the answer after handing it over: wait for it, as a person who reads the
    // page for a moment before the connection drops would.
    await expect
      .poll(() => page.evaluate(async () => Boolean(await (await caches.open('api')).match('/api/rooms/?limit=3&sort=_id'))))
      .toBe(true);

    await context.setOffline(true);
    expect(await readRooms()).toEqual(online);
    // What was never read online is not made up.
    await expect(page.evaluate(() => fetch('/api/rooms/?limit=4&sort=_id').then((response) => response.status))).rejects.toThrow(
      /Failed to fetch/,
    );
  });
});

test.describe('a worker script that is gone', () => {
  // A later build without a worker: its address answers 404, or the app's HTML page.
  const answers = {
    '404': { status: 404, contentType: 'application/json', body: '{"message":"Page not found","status":404}' },
    'an HTML page': { status: 200, contentType: 'text/html', body: '<!doctype html><title>Habita</title>' },
  };

  for (const [what, answer] of Object.entries(answers)) {
    test(`answering ${what}: the registration is removed and the page reloaded, once`, async ({ page }) => {
      await page.goto('/aboutus');
      await waitForControllingWorker(page);
      expect(await registrationCount(page)).toBe(1);

      let scriptRequests = 0;
      await page.route('**/sw.js', async (route) => {
        scriptRequests += 1;
        await route.fulfill(answer);
      });
      let loads = 0;
      page.on('load', () => (loads += 1));

      await page.reload();
      // The app finds the script gone, unregisters and reloads; after that reload it finds no
      // registration left, so it stops there.
      await expect.poll(() => loads).toBe(2);
      await expect.poll(() => scriptRequests).toBe(2);
      await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
      expect(await registrationCount(page)).toBe(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      // Give a wrongly looping app the time to reload once more before counting again.
      await page.waitForTimeout(1_000);
      expect(loads).toBe(2);
    });
  }
});
