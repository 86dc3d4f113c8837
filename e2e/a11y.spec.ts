import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { trackRequestsInFlight } from './support/requests-settled.ts';
import { ADMIN_EDITOR_ROUTES, ADMIN_PANEL_ROUTES, COLLECTION_ROUTES } from './support/routes.ts';

// Accessibility: axe-core on every back-office screen and the public home, as each first opens.
// Serious and critical violations fail; each is reported with its rule and the elements it hit.

test.use({ serviceWorkers: 'block' });
// Axe is CPU-heavy: on a busy two-core machine one screen can take tens of seconds.
test.describe.configure({ mode: 'parallel', timeout: 120_000 });

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

async function blockingViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    ${node.target.join(' ')}: ${node.html.slice(0, 160)}`).join('\n');
      return `${violation.id} (${violation.impact}): ${violation.help}\n${nodes}`;
    });
}

async function openScreen(page: Page, path: string): Promise<void> {
  const requestsSettled = trackRequestsInFlight(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Axe looks at the screen as it is once its data has arrived, not at a loading state.
  await requestsSettled();
}

const SCREENS = ['/', ...ADMIN_PANEL_ROUTES, ...ADMIN_EDITOR_ROUTES, ...COLLECTION_ROUTES];

for (const path of SCREENS) {
  test(`no serious or critical violations: ${path}`, async ({ page }) => {
    await openScreen(page, path);
    expect((await blockingViolations(page)).join('\n'), 'serious or critical axe violations').toBe('');
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
      expect((await blockingViolations(page)).join('\n'), 'serious or critical axe violations').toBe('');
    });
  }
});
