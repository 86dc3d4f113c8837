import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { addDays, utcToday } from '../src/catalog/days.ts';
import { LANGUAGE_COOKIE } from '../src/catalog/page-rendering.ts';
import { ADMIN_STATE } from './support/admin-session.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { linkInOutbox, linkParts } from './support/outbox.ts';

// My room arrives rendered by the server for the tenant it belongs to (src/server/public/
// server-render.ts): readable without JavaScript, and taken over by the app without an error,
// without "Loading" and without asking again for the session or the stays. It is sent
// `private, no-store`, and the service worker keeps no copy of it.

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const PASSWORD = 'paella los domingos 2026';

/**
 * A time zone whose calendar day is not the server's (UTC) right now: the page the server rendered
 * must still be taken over without a mismatch, then show the visitor's own days.
 */
const FAR_ZONE = new Date().getUTCHours() < 11 ? 'Pacific/Pago_Pago' : 'Pacific/Kiritimati';

type Docs<T> = Record<string, { docs: T[] }>;

interface Tenant {
  name: string;
  email: string;
  cookie: { name: string; value: string };
  roomName: string;
  incident: string;
}

let tenant: Tenant;
const created: [string, string][] = [];

/** A new tenant, signed in, living in a demo room (with its photo) since ten days ago, who reported an incident there. */
async function tenantLivingInARoom(browser: Browser): Promise<Tenant> {
  const admin = await browser.newContext({ storageState: ADMIN_STATE });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  try {
    const email = `tenant-rendered-${Date.now().toString(36)}@example.com`;
    const api = context.request;
    expect((await api.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Lucía', role: 'tenant', language: 'en' } })).status()).toBe(202);
    expect((await api.post('/api/auth/verification', { data: linkParts(await linkInOutbox(email, 'verification')) })).status()).toBe(200);
    expect((await api.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
    const { user } = (await (await api.get('/api/auth/session')).json()) as { user: { _id: string } };

    const rooms = ((await (await admin.request.get('/api/rooms/?published=true&limit=40&page=3&sort=_id')).json()) as Docs<{ _id: string; name: { en: string } }>).rooms!.docs;
    for (const room of rooms) {
      const photos = (await (await admin.request.get(`/api/roomimages/?room=${room._id}&limit=1`)).json()) as Docs<unknown>;
      if (photos.roomimages!.docs.length === 0) continue;
      const made = await admin.request.post('/api/roomreserves/', {
        data: { room: room._id, user: user._id, startDate: addDays(utcToday(), -10), endDate: addDays(utcToday(), 120), status: 'confirmed' },
      });
      if (made.status() === 409) continue;
      expect(made.status(), await made.text()).toBe(201);
      created.unshift(['roomreserves', ((await made.json()) as { records: { _id: string }[] }).records[0]!._id]);
      const type = ((await (await api.get('/api/incidenttypes/?limit=1')).json()) as Docs<{ _id: string }>).incidenttypes!.docs[0]!._id;
      const incident = `The window does not close (${Date.now()})`;
      const reported = await api.post('/api/incidents/', { multipart: { room: room._id, type, description: incident } });
      expect(reported.status(), await reported.text()).toBe(201);
      created.unshift(['incidents', ((await reported.json()) as { records: { _id: string }[] }).records[0]!._id]);
      const session = (await context.cookies()).find((cookie) => cookie.name === 'habita_session')!;
      return { name: 'Lucía', email, cookie: { name: session.name, value: session.value }, roomName: room.name.en, incident };
    }
    throw new Error('No demo room with a photo was free for the stay');
  } finally {
    await admin.close();
    await context.close();
  }
}

/** A browser signed in as the tenant, in English, in a time zone a day away from the server's. */
function signedIn(browser: Browser, options: { javaScriptEnabled?: boolean; serviceWorkers?: 'allow' | 'block' } = {}): Promise<BrowserContext> {
  const { hostname } = new URL(ORIGIN);
  return browser.newContext({
    javaScriptEnabled: options.javaScriptEnabled ?? true,
    serviceWorkers: options.serviceWorkers ?? 'block',
    timezoneId: FAR_ZONE,
    storageState: {
      cookies: [
        { ...tenant.cookie, domain: hostname, path: '/', expires: -1, httpOnly: true, secure: false, sameSite: 'Lax' },
        { name: LANGUAGE_COOKIE, value: 'en', domain: hostname, path: '/', expires: -1, httpOnly: false, secure: false, sameSite: 'Lax' },
      ],
      origins: [{ origin: ORIGIN, localStorage: [{ name: 'habita.lang', value: 'en' }] }],
    },
  });
}

const accountMenu = (page: Page) => page.getByRole('button', { name: new RegExp(`^${tenant.name}\\s*: account menu$`) });

/** My room as the tenant sees it: the heading, their stay under "Now" with the room's photo, the header signed in. */
/** A click before the app has taken a rendered page over is lost: clicks until the menu opens. */
async function openAccountMenu(page: Page): Promise<void> {
  await expect(async () => {
    await accountMenu(page).click();
    await expect(page.getByText(`Logged in as ${tenant.email}`)).toBeVisible({ timeout: 1_000 });
  }).toPass();
}

async function expectTheirRoom(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'My room' })).toBeVisible();
  const stay = page.getByRole('region', { name: 'Now' }).getByRole('article');
  await expect(stay).toHaveCount(1);
  await expect(stay.getByRole('heading', { level: 2 })).toHaveText(tenant.roomName);
  await expect(stay.getByRole('listitem').filter({ hasText: tenant.incident })).toBeVisible();
  const photo = stay.getByRole('img').first();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  await expect(photo).toHaveAttribute('srcset', /480w, .*800w, .*1280w/);
  await expect(accountMenu(page)).toBeVisible();
}

/** A page of the context, once the site's service worker controls it. */
async function pageUnderTheWorker(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await page.goto('/aboutus');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(/\/sw\.js$/);
  return page;
}

test.describe('My room, rendered for its tenant', () => {
  test.beforeAll(async ({ browser }) => {
    tenant = await tenantLivingInARoom(browser);
  });

  test.afterAll(async ({ browser }) => {
    const admin = await browser.newContext({ storageState: ADMIN_STATE });
    for (const [collection, id] of created) await admin.request.delete(`/api/${collection}/${id}`);
    await admin.close();
  });

  test('without JavaScript, the stay, its photo and the signed-in header are in the page, sent for the tenant alone', async ({ browser }) => {
    const context = await signedIn(browser, { javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto('/myroom');
      expect(response?.status()).toBe(200);
      expect(response?.headers()['cache-control']).toBe('private, no-store');
      await expectTheirRoom(page);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `/tmp/myroom-no-js-${width}.png`, fullPage: true });
      }
    } finally {
      await context.close();
    }
  });

  test('with JavaScript, the app takes the page over without an error, "Loading" or a second request, and it works', async ({ browser }) => {
    const context = await signedIn(browser);
    try {
      const page = await context.newPage();
      const errors = collectConsoleErrors(page);
      const asked: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname === '/api/auth/session' || pathname === '/api/booking/my-stays' || pathname === '/api/incidents/') asked.push(pathname);
      });
      await page.addInitScript(() => {
        const seen = { loading: false };
        (window as unknown as { loadingSeen: typeof seen }).loadingSeen = seen;
        new MutationObserver(() => {
          if ([...document.querySelectorAll('#root [role="status"]')].some((status) => status.textContent?.trim() === 'Loading')) seen.loading = true;
        }).observe(document, { childList: true, subtree: true });
      });

      await page.goto('/myroom');
      await expectTheirRoom(page);
      // The account menu answers a click once the app has taken the page over; a click before
      // that (the screen's chunk still loading) does nothing, so it is tried again until then.
      await openAccountMenu(page);
      await page.keyboard.press('Escape');
      // The incident's day is the tenant's own once the browser has the page (the server wrote UTC's).
      const reported = await page.evaluate(() => new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date()));
      await expect(page.getByRole('listitem').filter({ hasText: tenant.incident })).toContainText(`Reported on ${reported}`);
      expect(asked, 'nothing the server sent is asked for again').toEqual([]);
      expect(await page.evaluate(() => (window as unknown as { loadingSeen: { loading: boolean } }).loadingSeen.loading)).toBe(false);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `/tmp/myroom-js-${width}.png`, fullPage: true });
      }

      // Later visits read afresh: away and back through the app, the stays are asked for again.
      await page.getByRole('link', { name: 'See the room' }).click();
      await expect(page).toHaveURL(/\/singleproperty\//);
      await page.goBack();
      await expectTheirRoom(page);
      expect(asked).toContain('/api/booking/my-stays');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the service worker keeps no copy of the page, and a visitor is sent to log in', async ({ browser }) => {
    const context = await signedIn(browser, { serviceWorkers: 'allow' });
    try {
      const page = await pageUnderTheWorker(context);
      // Both pages now come through the worker: My room first, then a page that is the same for
      // everyone (the plain index.html for someone signed in). Once that one is kept, My room would be too.
      await page.goto('/myroom');
      await expectTheirRoom(page);
      await page.goto('/faq');
      const kept = (path: string) => page.evaluate(async (address) => Boolean(await (await caches.open('pages')).match(address)), path);
      await expect.poll(() => kept('/faq')).toBe(true);
      expect(await kept('/myroom')).toBe(false);
    } finally {
      await context.close();
    }
    const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });
    try {
      const page = await visitor.newPage();
      const response = await page.goto('/myroom');
      expect(await response?.text()).not.toContain('habita-server-data');
      await expect(page).toHaveURL(/\/login\?next=%2Fmyroom$/);
    } finally {
      await visitor.close();
    }
  });

  test('a copy of the page kept by the worker of an earlier release is never served, and goes on the next visit', async ({ browser }) => {
    const context = await signedIn(browser, { serviceWorkers: 'allow' });
    try {
      const page = await pageUnderTheWorker(context);
      // The worker before this release kept every page that answered 200: My room, rendered with
      // the tenant's data, as it would have kept it on the first visit after the upgrade.
      const kept = () => page.evaluate(async () => Boolean(await (await caches.open('pages')).match('/myroom')));
      await page.evaluate(async () => (await caches.open('pages')).put('/myroom', await fetch('/myroom')));
      const copy = await page.evaluate(async () => (await (await caches.open('pages')).match('/myroom'))?.text());
      expect(copy).toContain(tenant.incident);

      // Offline, the app's plain page stands in for it: nothing of the tenant's.
      await context.setOffline(true);
      const offline = await page.goto('/myroom');
      const html = (await offline?.text()) ?? '';
      expect(html).not.toContain('habita-server-data');
      expect(html).not.toContain(tenant.incident);
      await context.setOffline(false);

      // Online, the page is the network's, and the copy is dropped.
      await page.goto('/myroom');
      await expectTheirRoom(page);
      await expect.poll(kept).toBe(false);
    } finally {
      await context.close();
    }
  });

  test('a copy of the page kept by the worker of an earlier release goes when the tenant logs out', async ({ browser }) => {
    // A session of this test's own: logging out ends it, not the one the other tests use.
    const context = await browser.newContext({ serviceWorkers: 'allow', storageState: { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: 'habita.lang', value: 'en' }] }] } });
    try {
      expect((await context.request.post('/api/auth/login', { data: { email: tenant.email, password: PASSWORD } })).status()).toBe(200);
      const page = await pageUnderTheWorker(context);
      const kept = (path: string) => page.evaluate(async (address) => Boolean(await (await caches.open('pages')).match(address)), path);
      // A page the same for everyone, kept by this worker for offline reading.
      await page.goto('/faq');
      await expect.poll(() => kept('/faq')).toBe(true);
      await page.evaluate(async () => (await caches.open('pages')).put('/myroom', await fetch('/myroom')));
      expect(await kept('/myroom')).toBe(true);

      await openAccountMenu(page);
      await page.getByRole('button', { name: 'Log out', exact: true }).click();
      await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();
      await expect.poll(() => kept('/myroom')).toBe(false);
      // What everyone may see stays readable offline.
      expect(await kept('/faq')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
