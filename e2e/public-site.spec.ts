import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './support/axe.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';
import { fillRoute, PUBLIC_ROUTES } from './support/routes.ts';

// Every page a visitor reaches, as a visitor (no session, no stored language: Spanish): it fits a
// phone and a laptop without sideways scrolling, logs no error, and axe-core finds nothing
// serious or critical. Then the language switch.

test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });
// Axe is CPU-heavy: on a busy two-core machine one page can take tens of seconds.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

/** Elements that reach past the right edge of the window, named for the failure message. */
function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} right=${Math.round(element.getBoundingClientRect().right)} > ${width}`);
  });
}

for (const route of PUBLIC_ROUTES) {
  test(`${route}: fits 390 and 1280 px, no console error, no serious axe violation`, async ({ page, request }) => {
    const path = await fillRoute(request, route);
    const errors = collectConsoleErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    const requestsSettled = trackRequestsInFlight(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await requestsSettled();
    expect(await overflowing(page), 'wider than a 390 px phone').toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await requestsSettled();
    expect(await overflowing(page), 'wider than a 1280 px window').toEqual([]);
    expect(await blockingViolations(page), 'serious or critical axe violations').toBe('');
    expect(errors, 'console and page errors').toEqual([]);
  });
}

test('the language switch changes the text, the formats, and stays after a reload', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/searchproperties');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Buscar habitación' })).toBeVisible();
  const firstPrice = page.getByRole('article').first().getByText(/€/).first();
  await expect(firstPrice).toHaveText(/^\d[\d.]*\s€/);

  await page.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a room' })).toBeVisible();
  await expect(firstPrice).toHaveText(/^€\d/);

  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Find a room' })).toBeVisible();
  await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('navigation', { name: 'Pie de página' }).getByRole('link', { name: 'Preguntas frecuentes' })).toBeVisible();
  expect(errors).toEqual([]);
});
