import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../src/catalog/page-rendering.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { gotoReady } from './support/app-ready.ts';

// Public pages arrive with their content in the first HTML (src/server/public/server-render.ts):
// readable without JavaScript, as search engines and link previews read them, and taken over
// by the app in the browser (hydration) without an error and without going back to "Loading".

const VISITOR = { cookies: [], origins: [] };

test.use({ storageState: VISITOR });

interface PropertyAnswer {
  property: { _id: string; title: { es: string | null; en: string | null } };
  rooms: { _id: string; name: { es: string | null; en: string | null } }[];
}

async function aListedProperty(request: APIRequestContext): Promise<PropertyAnswer> {
  const search = await request.get('/api/public/rooms?limit=1');
  expect(search.status()).toBe(200);
  const [card] = ((await search.json()) as { rooms: { docs: { property: { _id: string } }[] } }).rooms.docs;
  expect(card, 'the demo data lists a room').toBeTruthy();
  const answer = await request.get(`/api/public/properties/${card!.property._id}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as PropertyAnswer;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the property page shows its home and rooms, in Spanish, and in English when chosen', async ({ page, context, request, baseURL }) => {
    const answer = await aListedProperty(request);
    await page.goto(`/singleproperty/${answer.property._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.property.title.es!);
    await expect(page.locator(`#room-${answer.rooms[0]!._id}`).getByRole('heading', { level: 3 })).toHaveText(answer.rooms[0]!.name.es!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');

    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: baseURL! }]);
    await page.goto(`/singleproperty/${answer.property._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.property.title.en!);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the home shows the featured rooms', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Encuentra tu próxima habitación' })).toBeVisible();
    const featured = page.getByRole('region', { name: /Habitaciones destacadas|Las últimas habitaciones/ });
    await expect(featured.getByRole('article')).toHaveCount(6);
    await expect(featured.getByRole('article').first()).toContainText('/mes');
  });

  test('the room search lists rooms', async ({ page }) => {
    await page.goto('/searchproperties');
    await expect(page.getByRole('heading', { level: 1, name: 'Habitaciones en alquiler' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: /\d+ habitaci/ })).toBeVisible();
  });
});

/** Records, from the document's start, whether a "Loading" status ever appears in the app. */
async function watchForLoading(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen = { loading: false };
    (window as unknown as { loadingSeen: typeof seen }).loadingSeen = seen;
    new MutationObserver(() => {
      const statuses = document.querySelectorAll('#root [role="status"]');
      if ([...statuses].some((status) => status.textContent?.trim() === 'Loading')) seen.loading = true;
    }).observe(document, { childList: true, subtree: true });
  });
}

test.describe('with JavaScript', () => {
  test('the app takes over each public page without an error and without showing "Loading" again', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    await watchForLoading(page);
    const answer = await aListedProperty(request);
    const pages: [string, string | RegExp][] = [
      [`/singleproperty/${answer.property._id}`, answer.property.title.es!],
      ['/', 'Encuentra tu próxima habitación'],
      ['/searchproperties', 'Habitaciones en alquiler'],
      ['/blog', /Blog/],
      ['/aboutus', /.+/],
      ['/faq', /.+/],
    ];
    for (const [path, heading] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
      // The session is asked for once the app runs: the header then offers to sign in.
      await expect(page.getByRole('link', { name: 'Entrar', exact: true }).first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { loadingSeen: { loading: boolean } }).loadingSeen.loading), path).toBe(false);
    }
    expect(errors).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`the search page does not move when the app takes over at ${width} px: the server drew the layout CSS chose`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/searchproperties');
      // Taken over: the filters are in the sidebar from 1024 px, behind a button below.
      if (width >= 1024) await expect(page.getByRole('heading', { name: 'Filtros', level: 2 })).toBeVisible();
      else await expect(page.getByRole('button', { name: /Filtros/ })).toBeVisible();
      // The app has run: its scripts, the session and the search it asks for have all come.
      await page.waitForLoadState('networkidle');
      const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, shift) => sum + shift, 0));
      // Drawn without the sidebar first, the cards moved by 0.134 at 1280 px; a good page stays under 0.1.
      expect(shifted).toBeLessThan(0.05);
    });
  }

  test("the script and CSS agree where the filters are when the browser's default font is larger", async ({ page }) => {
    // At 20 px a rem, `lg` (64rem) starts at 1280 px: a 1100 px window is narrow to CSS, so the
    // filters are behind the button, and the button must open them.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Page.enable');
    await cdp.send('Page.setFontSizes', { fontSizes: { standard: 20, fixed: 16 } });
    await page.setViewportSize({ width: 1100, height: 900 });
    await page.goto('/searchproperties');
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('heading', { name: 'Filtros', level: 2 })).toBeHidden();
    await page.getByRole('button', { name: /^Filtros/ }).click();
    await expect(page.getByRole('dialog', { name: 'Filtros' })).toBeVisible();
  });

  test('a page rendered on the server works as the app: the language switch changes it in place', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const answer = await aListedProperty(request);
    // A click before the app has taken the server's page over lands on a button nothing listens to yet.
    await gotoReady(page, `/singleproperty/${answer.property._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.property.title.es!);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.property.title.en!);
    // Chosen once, the next page comes from the server in English.
    expect((await page.context().cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value).toBe('en');
    const html = await (await page.request.get(`/singleproperty/${answer.property._id}`)).text();
    expect(html).toContain('<html lang="en"');
    expect(errors).toEqual([]);
  });

  test('a property that does not exist is a 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/singleproperty/00000000-0000-4000-8000-000000000000');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Esta casa ya no está publicada' })).toBeVisible();
  });
});
