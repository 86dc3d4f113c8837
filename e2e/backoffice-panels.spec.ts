import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectConsoleErrors } from './support/console-errors.ts';
import { trackRequestsInFlight } from './support/requests-settled.ts';
import { ADMIN_PANEL_ROUTES } from './support/routes.ts';
import { collections } from '../src/catalog/catalog.ts';

const moneyCollections = collections.filter((collection) => collection.group === 'Money').length;

// The back-office panels show the database's own figures: the counts the collection API
// gives, a record just created among the recent changes, payments and promotions as stored.

test.use({ serviceWorkers: 'block' });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

async function totalDocs(request: APIRequestContext, collection: string, query = ''): Promise<number> {
  const response = await request.get(`/api/${collection}/?limit=1${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as Record<string, { totalDocs: number }>)[collection]!.totalDocs;
}

/** A count as the page writes it, either of two readings (before and after the page loaded). */
function eitherCount(before: number, after: number): RegExp {
  return new RegExp(`^(.*\\D)?(${before.toLocaleString('en-IE')}|${after.toLocaleString('en-IE')})(\\D.*)?$`);
}

async function createTag(request: APIRequestContext): Promise<{ _id: string; title: string }> {
  const id = unique();
  const title = `Panel tag ${id}`;
  const response = await request.post('/api/tags/', { data: { name: { es: `Etiqueta ${id}`, en: title }, slug: `panel-tag-${id}` } });
  expect(response.status(), await response.text()).toBe(201);
  return { _id: ((await response.json()) as { records: { _id: string }[] }).records[0]!._id, title };
}

async function open(page: Page, path: string): Promise<void> {
  const settled = trackRequestsInFlight(page);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled();
}

test('the dashboard shows the rooms count the API gives, recent changes with a new record, and shortcuts', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const tag = await createTag(request);
  // Other tests may add a room meanwhile: the page shows the count from before or after its load.
  const roomsBefore = await totalDocs(request, 'rooms');
  await open(page, '/admin');
  const roomsAfter = await totalDocs(request, 'rooms');

  const headlines = page.getByRole('region', { name: 'Headline counts' });
  await expect(headlines.getByRole('link', { name: /Rooms/ })).toContainText(eitherCount(roomsBefore, roomsAfter));

  const recent = page.getByRole('region', { name: 'Recent changes' });
  const link = recent.getByRole('link', { name: tag.title });
  await expect(link).toHaveAttribute('href', `/Tags?edit=${tag._id}`);

  for (const name of ['New room', 'New property', 'New article', 'Reservations', 'Incidents', 'Payments']) {
    await expect(page.getByRole('region', { name: 'Shortcuts' }).getByRole('link', { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  const places = page.getByRole('region', { name: /^Places/ });
  await expect(places.getByRole('link', { name: /^Rooms/ })).toHaveAttribute('href', '/Rooms');
  expect(errors).toEqual([]);
});

test('the activity view filters by collection and loads more', async ({ page, request }) => {
  const tag = await createTag(request);
  await open(page, '/adminmain');
  const list = page.getByRole('list', { name: 'Recent changes' });
  await expect(list.getByRole('listitem')).toHaveCount(20);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(40);

  await page.getByLabel('Collection').selectOption({ label: 'Tags' });
  await expect(page).toHaveURL(/\?collection=tags$/);
  await expect(page.getByRole('heading', { name: 'Changes to tags' })).toBeVisible();
  // Tests beside this one add tags too (a paging test, dozens): this one's may be pages down.
  const ours = list.getByRole('link', { name: tag.title });
  await expect(async () => {
    if ((await ours.count()) === 0) await page.getByRole('button', { name: 'Load more' }).click();
    await expect(ours).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const links = await list.getByRole('link').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  expect(links.length).toBeGreaterThan(0);
  expect(links.filter((href) => !href.startsWith('/Tags'))).toEqual([]);

  // Genders, which no other test writes: tags change under the tests running beside this one.
  const genders = await totalDocs(request, 'genders');
  const records = page.getByRole('region', { name: 'Records' });
  await expect(records.getByRole('link', { name: /^Genders/ })).toHaveText(new RegExp(`^Genders\\s*${genders}$`));
});

test('all collections with their counts, narrowed by a filter that ignores accents', async ({ page, request }) => {
  const roomsBefore = await totalDocs(request, 'rooms');
  await open(page, '/admintables');
  const roomsAfter = await totalDocs(request, 'rooms');
  const rows = page.getByRole('table').getByRole('row');
  await expect(page.getByText(`${collections.length} collections`, { exact: true })).toBeVisible();
  await expect(rows).toHaveCount(collections.length + 1);
  await expect(page.getByRole('row', { name: /^Rooms rooms/ }).getByRole('cell').last()).toHaveText(eitherCount(roomsBefore, roomsAfter));

  const filter = page.getByLabel('Find a collection');
  await filter.fill('PRÓMOTIONS');
  await expect(page.getByText(`1 of ${collections.length} collections`)).toBeVisible();
  await expect(rows).toHaveCount(2);
  await page.getByRole('table').getByRole('link', { name: 'Promotions' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Promotions$/);

  await page.goto('/admintables?group=Money');
  await expect(page.getByText(`${moneyCollections} of ${collections.length} collections`)).toBeVisible();
  await page.getByLabel('Find a collection').fill('no such thing at all');
  await expect(page.getByText(/No collection matches/)).toBeVisible();
  await page.getByRole('button', { name: 'Clear the filter' }).click();
  await expect(rows).toHaveCount(44);
});

test('the payment panel shows operations by status as stored, and what needs attention', async ({ page, request }) => {
  const [pending, succeeded] = await Promise.all([totalDocs(request, 'paymentoperations', '&status=pending'), totalDocs(request, 'paymentoperations', '&status=succeeded')]);
  await open(page, '/payment-control-panel');
  const byStatus = page.getByRole('table', { name: /by status/ });
  await expect(byStatus.getByRole('row', { name: /^Pending/ }).getByRole('cell').first()).toHaveText(String(pending));
  await expect(byStatus.getByRole('row', { name: /^Succeeded/ }).getByRole('cell').first()).toHaveText(String(succeeded));
  await expect(page.getByRole('table', { name: /per month/ }).getByRole('row')).toHaveCount(7);
  await expect(page.getByRole('link', { name: /^Received in/ })).toBeVisible();

  const attention = page.getByRole('region', { name: 'Needs attention' });
  const items = attention.getByRole('listitem');
  if ((await items.count()) > 0) await expect(items.first().getByRole('link')).toHaveAttribute('href', /^\/PaymentOperations\?edit=/);
  await expect(page.getByRole('region', { name: 'Latest transactions' }).getByRole('link', { name: /·/ }).first()).toHaveAttribute(
    'href',
    /^\/Transactions\?edit=/,
  );
});

test('the discount panel lists promotions by state, with their uses, and seasonal prices', async ({ page, request }) => {
  // Other tests create promotions meanwhile (e2e/payments-panel.spec.ts): the page must agree with
  // itself and hold at least every promotion there was before it loaded.
  const before = await totalDocs(request, 'promotions');
  await open(page, '/discountPanel');
  const all = page.getByRole('button', { name: /^All \(\d+\)$/ });
  await expect(all).toHaveAttribute('aria-pressed', 'true');
  const promotions = Number(/\((\d+)\)/.exec((await all.textContent()) ?? '')?.[1]);
  expect(promotions).toBeGreaterThanOrEqual(before);
  const list = page.getByRole('list', { name: 'Promotions' });
  await expect(list.getByRole('listitem')).toHaveCount(promotions);
  const promotion = (name: string) => list.getByRole('link', { name, exact: true });
  await expect(promotion('Welcome: 10% off')).toBeVisible();

  await page.getByRole('button', { name: /^Ended/ }).click();
  await expect(promotion('Black Friday (ended)')).toBeVisible();
  await expect(promotion('Welcome: 10% off')).toHaveCount(0);

  const prices = page.getByRole('region', { name: 'Seasonal prices' });
  const firstPrice = prices.getByRole('listitem').first();
  await expect(firstPrice.getByRole('link')).toHaveAttribute('href', /^\/Prices\?edit=/);
});

test('a panel whose figures fail to load says why and loads them on "Try again"', async ({ page }) => {
  let fail = true;
  await page.route('**/api/summary/payments', (route) =>
    fail ? route.fulfill({ status: 500, json: { message: 'The database is resting.', status: 500 } }) : route.continue(),
  );
  await page.goto('/payment-control-panel');
  await expect(page.getByRole('alert')).toContainText('The database is resting.');
  fail = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Needs attention' })).toBeVisible();
});

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ADMIN_PANEL_ROUTES) {
      test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
        await open(page, path);
        const results = await new AxeBuilder({ page }).analyze();
        const blocking = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(blocking.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  });
}
