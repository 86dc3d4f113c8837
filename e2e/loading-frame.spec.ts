import { expect, test, type Page } from '@playwright/test';
import { ADMIN_STATE } from './support/admin-session.ts';
import { gotoReady } from './support/app-ready.ts';

// Spec §2's "Loading" shows inside the site's frame, never as a bare word on a white page: in
// the HTML itself (the first paint, before any JavaScript), and while a screen's chunk is on its
// way, on the public site and in the back-office, on a phone and on a desktop.

// The worker would answer chunk requests from its cache, out of reach of page.route.
test.use({ serviceWorkers: 'block' });

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const VISITOR = { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: 'habita.lang', value: 'en' }] }] };

const WIDTHS = [390, 1280];

/** Holds every request matching `pattern` until the returned function is called. */
async function holdRequests(page: Page, pattern: string): Promise<{ release: () => void; requested: () => boolean }> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = false;
  await page.route(pattern, async (route) => {
    requested = true;
    await held;
    await route.continue();
  });
  return { release, requested: () => requested };
}

// By role, so only what shows counts: a screen that suspends after its access check keeps that
// check's own (hidden) "Loading" in the page.
const loading = (page: Page) => page.getByRole('status').filter({ hasText: /^Loading$/ });
const logo = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Habita' });

test.describe('the HTML the server sends holds the frame', () => {
  for (const path of ['/', '/aboutus', '/admin']) {
    test(`GET ${path}`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? html.slice(html.indexOf('<div id="root">'));
      expect(root).toMatch(/<header[\s\S]*<svg[\s\S]*Habita[\s\S]*<\/header>/);
      expect(root).toMatch(/<p role="status"[^>]*>Loading<\/p>/);
      expect(root).toContain('<footer');
    });
  }
});

test.describe('a visitor', () => {
  test.use({ storageState: VISITOR });
  // On pages the browser renders: the public site's content pages come rendered by the server
  // (e2e/server-rendering.spec.ts), so the wait is seen on the account pages.

  for (const width of WIDTHS) {
    test(`sees the frame before the app has run, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const app = await holdRequests(page, '**/js/index.*.js');
      await page.goto('/login', { waitUntil: 'commit' });
      await expect.poll(app.requested).toBe(true);
      await expect(loading(page)).toBeVisible();
      await expect(logo(page)).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await page.screenshot({ path: `/tmp/nav-first-paint-${width}.png` });
      app.release();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(loading(page)).toHaveCount(0);
    });

    test(`waits for a screen inside the site's header and footer, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const chunk = await holdRequests(page, '**/js/LoginPage.*.js');
      await page.goto('/login', { waitUntil: 'commit' });
      await expect.poll(chunk.requested).toBe(true);
      await expect(loading(page)).toBeVisible();
      await expect(logo(page)).toBeVisible();
      // The app's own header, not the HTML's outline: the menu (phone) or the links (desktop) work.
      const nav = width < 1024 ? page.getByRole('button', { name: 'Menu', exact: true }) : page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a room' });
      await expect(nav).toBeVisible();
      await expect(page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' })).toBeVisible();
      await page.screenshot({ path: `/tmp/nav-loading-${width}.png` });
      chunk.release();
      await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await expect(loading(page)).toHaveCount(0);
    });
  }

  test('a phone menu opened while the screen loads is still open when it arrives', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const chunk = await holdRequests(page, '**/js/RegisterPage.*.js');
    await page.goto('/register', { waitUntil: 'commit' });
    await expect.poll(chunk.requested).toBe(true);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Find a room' })).toBeVisible();
    chunk.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(page.locator('#mobile-nav').getByRole('link', { name: 'Find a room' })).toBeVisible();
    await page.locator('#mobile-nav').getByRole('link', { name: 'Help' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.locator('#mobile-nav')).toHaveCount(0);
  });

  test('going from page to page keeps the header while the next screen loads', async ({ page }) => {
    await gotoReady(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const chunk = await holdRequests(page, '**/js/FaqPage.*.js');
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(loading(page)).toBeVisible();
    await expect(logo(page)).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    chunk.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });
});

test.describe('staff', () => {
  test.use({ storageState: ADMIN_STATE });

  for (const width of WIDTHS) {
    test(`wait for a back-office screen inside the back-office's bar, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      const chunk = await holdRequests(page, '**/js/AdminDashboardPage.*.js');
      await page.goto('/admin', { waitUntil: 'commit' });
      await expect.poll(chunk.requested).toBe(true);
      await expect(loading(page)).toBeVisible();
      await expect(page.getByRole('banner').getByText('Back-office', { exact: true })).toBeVisible();
      await expect(logo(page)).toHaveAttribute('href', '/admin');
      await page.screenshot({ path: `/tmp/nav-admin-loading-${width}.png` });
      chunk.release();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(loading(page)).toHaveCount(0);
    });
  }
});
