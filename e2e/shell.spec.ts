import { expect, test, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';
import { ADMIN_EDITOR_ROUTES, ADMIN_PANEL_ROUTES, COLLECTION_ROUTES, fillRoute, PUBLIC_ROUTES } from './support/routes.ts';
import { gotoReady } from './support/app-ready.ts';

// The web-app shell of spec §1, §2 and §8: every route opens, "Loading" shows while a screen's
// chunk is on its way, the view goes back to the top on navigation, and a chunk that cannot
// load says which one, why and from where.

// The worker would answer chunk requests from its cache, out of reach of page.route.
test.use({ serviceWorkers: 'block' });

const NOT_FOUND = 'Page not found';

/** Routes taking a record's id name the collection it comes from as `:collection`, filled from the demo data. */
/** A confirmation link nobody sent: the page must say it is not valid. */
const MADE_UP_LINK = '/verification/abc/a@b.c';

const ROUTES = [
  ...PUBLIC_ROUTES,
  // Optional parameters left out, and a help topic that does not exist
  '/singleproperty',
  '/singlenew',
  '/singleadvantage',
  '/help/payments',
  // Authentication and user
  '/verification',
  '/verification/abc',
  MADE_UP_LINK,
  '/forgot/abc/a@b.c',
  '/myroom',
  '/profile',
  // Back-office
  ...ADMIN_PANEL_ROUTES,
  ...ADMIN_EDITOR_ROUTES,
  '/manageroom/:rooms',
  '/manageproperty/:properties',
  '/managenew/:noticias',
  ...COLLECTION_ROUTES,
];

test.describe('every route of spec §2 opens without a console error', () => {
  test.describe.configure({ mode: 'parallel' });

  test('the collection screens are all there: the 43 of spec §2 and any added since', () => {
    expect(COLLECTION_ROUTES.length).toBeGreaterThanOrEqual(43);
    expect(new Set(ROUTES).size).toBe(ROUTES.length);
  });

  for (const route of ROUTES) {
    test(route, async ({ page, request }) => {
      const path = await fillRoute(request, route);
      const errors = collectConsoleErrors(page);
      const requestsSettled = trackRequestsInFlight(page);

      await page.goto(path);
      const heading = page.getByRole('heading', { level: 1 }).first();
      await expect(heading).toBeVisible();
      await expect(heading, 'not the not-found page').not.toHaveText(NOT_FOUND);
      await requestsSettled();
      if (path === MADE_UP_LINK) {
        // The page tries the link once; the server refuses it (400), which the browser logs and the page explains.
        await expect(page.getByText(/not valid/).first()).toBeVisible();
        expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
        return;
      }
      expect(errors, 'console and page errors').toEqual([]);
    });
  }
});

test('routes are exact-match: anything else shows the not-found page', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  for (const path of ['/no-such-page', '/aboutus/more', '/pay/success', '/admin/extra', '/help/payments/extra']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND }), path).toBeVisible();
    await expect(page.getByText(path, { exact: true })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('"Loading" shows while a screen\'s chunk is on its way', async ({ page }) => {
  let releaseChunk!: () => void;
  const chunkHeld = new Promise<void>((resolve) => (releaseChunk = resolve));
  let chunkRequested = false;
  await page.route('**/js/AboutUsPage.*.js', async (route) => {
    chunkRequested = true;
    await chunkHeld;
    await route.continue();
  });
  await gotoReady(page, '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await page.locator('a[href="/aboutus"]').first().click();
  await expect(page.getByText('Loading', { exact: true })).toBeVisible();
  await expect.poll(() => chunkRequested).toBe(true);
  await expect(page).toHaveURL(/\/aboutus$/);

  releaseChunk();
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByText('Loading', { exact: true })).toHaveCount(0);
});

test('navigation brings the window and the main container back to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Both scroll positions are made possible and kept possible across the navigation: the page
  // gets room below, and the main container becomes a scroll box with a tall spacer at its end
  // (React leaves nodes it did not create alone), so a 0 afterwards is the app's doing.
  await page.evaluate(() => {
    document.body.style.paddingBottom = '300vh';
    const main = document.getElementById('app-main')!;
    main.style.height = '70vh';
    main.style.overflowY = 'auto';
    const spacer = document.createElement('div');
    spacer.style.height = '300vh';
    main.append(spacer);
    main.scrollTo(0, 800);
    window.scrollTo(0, 900);
  });
  const scrollPositions = () =>
    page.evaluate(() => ({ window: window.scrollY, main: document.getElementById('app-main')!.scrollTop }));
  expect(await scrollPositions()).toEqual({ window: 900, main: 800 });

  // A click that does not scroll the link into view first, so only the app moves the view.
  await page.locator('a[href="/blog"]').first().dispatchEvent('click');
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  await expect.poll(scrollPositions).toEqual({ window: 0, main: 0 });
});

test.describe('a screen chunk that cannot load', () => {
  async function openAboutUsFromHome(page: Page): Promise<void> {
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.locator('a[href="/aboutus"]').first().click();
  }

  test('missing (404): names the chunk, the reason and the address, and reloads', async ({ page }) => {
    let chunkUrl = '';
    await page.route('**/js/AboutUsPage.*.js', async (route) => {
      chunkUrl = route.request().url();
      await route.fulfill({ status: 404, contentType: 'application/json', body: '{"message":"Not found"}' });
    });
    await openAboutUsFromHome(page);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Loading chunk aboutus failed (missing)');
    expect(chunkUrl).toMatch(/\/js\/AboutUsPage\.[\w-]+\.js$/);
    await expect(alert).toContainText(new URL(chunkUrl).pathname);

    // Once the chunk is back (a redeploy finished), the offered reload shows the page.
    await page.unroute('**/js/AboutUsPage.*.js');
    await alert.getByRole('button', { name: 'Reload the page' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  });

  test('missing on the server itself: a chunk address that does not exist answers 404', async ({ page, request }) => {
    const response = await request.get('/js/NoSuchPage.abcd1234.js');
    expect(response.status()).toBe(404);
    // And the app reports it as missing, rather than choking on an HTML page served in its place.
    await page.route('**/js/AboutUsPage.*.js', (route) =>
      route.continue({ url: new URL('/js/NoSuchPage.abcd1234.js', route.request().url()).href }),
    );
    await openAboutUsFromHome(page);
    await expect(page.getByRole('alert')).toContainText('Loading chunk aboutus failed (missing)');
  });

  test('network error: reported as an error, with its address', async ({ page }) => {
    await page.route('**/js/AboutUsPage.*.js', (route) => route.abort('connectionreset'));
    await openAboutUsFromHome(page);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Loading chunk aboutus failed (error)');
    await expect(alert).toContainText(/\/js\/AboutUsPage\.[\w-]+\.js/);
    await expect(alert.getByRole('button', { name: 'Reload the page' })).toBeVisible();
  });
});
