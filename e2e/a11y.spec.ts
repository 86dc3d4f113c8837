import { expect, test, type Page } from '@playwright/test';
import { blockingViolations } from './support/axe.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';
import { ADMIN_EDITOR_ROUTES, ADMIN_PANEL_ROUTES, COLLECTION_ROUTES } from './support/routes.ts';

// Accessibility: axe-core on every back-office screen as it first opens (the public pages are in
// public-site.spec.ts). Serious and critical violations fail; each is reported with its rule and the elements it hit.

test.use({ serviceWorkers: 'block' });
// Axe is CPU-heavy: on a busy two-core machine one screen can take tens of seconds.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

async function openScreen(page: Page, path: string): Promise<void> {
  const requestsSettled = trackRequestsInFlight(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Axe looks at the screen as it is once its data has arrived, not at a loading state.
  await requestsSettled();
}

const SCREENS = [...ADMIN_PANEL_ROUTES, ...ADMIN_EDITOR_ROUTES, ...COLLECTION_ROUTES];

for (const path of SCREENS) {
  test(`no serious or critical violations: ${path}`, async ({ page }) => {
    await openScreen(page, path);
    expect(await blockingViolations(page), 'serious or critical axe violations').toBe('');
  });
}

test.describe('on a phone-sized screen, with the menus open', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/admin']) {
    test(`no serious or critical violations: ${path}`, async ({ page }) => {
      await openScreen(page, path);
      const menu = page.getByRole('button', { name: /menu/i }).first();
      await menu.click();
      await expect(menu).toHaveAttribute('aria-expanded', 'true');
      expect(await blockingViolations(page), 'serious or critical axe violations').toBe('');
    });
  }
});
