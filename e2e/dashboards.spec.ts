import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkInOutbox, linkParts } from './support/outbox.ts';
import { ADMIN_STATE } from './support/admin-session.ts';
import { collectConsoleErrors } from './support/console-errors.ts';

// Figures and money records as their people see them: a landlord's dashboard is about their
// homes (no tenant lists saying they have no stays), and staff open a paid reservation in the
// back-office as a price in euros with what was paid for kept read-only and no Remove.
// Screenshots at 390 and 1280 px go to /tmp/dashboards-*.png.

const PASSWORD = 'tortilla de patatas 2026';
const WIDTHS = [390, 1280] as const;


/** A confirmed landlord made through the API, signed in on `request`'s cookies; their id. */
async function signedInLandlord(request: APIRequestContext): Promise<string> {
  const email = `landlord-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Remedios', role: 'landlord' } })).status()).toBe(202);
  expect((await request.post('/api/auth/verification', { data: linkParts(await linkInOutbox(email, 'verification')) })).status()).toBe(200);
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
  const session = (await (await request.get('/api/auth/session')).json()) as { user: { _id: string } };
  return session.user._id;
}

async function shoot(page: Page, name: string): Promise<void> {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/dashboards-${name}-${width}.png`, fullPage: true });
  }
}

test.describe.configure({ timeout: 120_000 });

test('a landlord’s dashboard shows their homes’ figures, each saying what it counts, and no tenant lists', async ({ browser }) => {
  const admin = await browser.newContext({ storageState: ADMIN_STATE, serviceWorkers: 'block' });
  const context = await browser.newContext({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });
  try {
    const landlordId = await signedInLandlord(context.request);
    const [type] = ((await (await admin.request.get('/api/typerooms/?limit=1')).json()) as { typerooms: { docs: { _id: string }[] } }).typerooms.docs;
    const home = await admin.request.post('/api/properties/', {
      data: { title: { es: 'Casa Remedios', en: 'Remedios house' }, address: 'Calle del Pez 3', city: 'Madrid', landlord: landlordId },
    });
    expect(home.status(), await home.text()).toBe(201);
    const property = ((await home.json()) as { records: { _id: string }[] }).records[0]!._id;
    const room = await admin.request.post('/api/rooms/', { data: { property, name: { es: 'Interior', en: 'Inner' }, type: type!._id, monthlyPrice: 52_000 } });
    expect(room.status(), await room.text()).toBe(201);
    // An incident in that room: the mails to the landlord send them to this page to follow it.
    const roomId = ((await room.json()) as { records: { _id: string }[] }).records[0]!._id;
    const [kind] = ((await (await admin.request.get('/api/incidenttypes/?limit=1')).json()) as { incidenttypes: { docs: { _id: string }[] } }).incidenttypes.docs;
    const reporter = ((await (await admin.request.get('/api/auth/session')).json()) as { user: { _id: string } }).user._id;
    const incident = await admin.request.post('/api/incidents/', {
      data: { room: roomId, type: kind!._id, reportedBy: reporter, description: 'La persiana del salón no sube.', status: 'in_progress', priority: 'normal' },
    });
    expect(incident.status(), await incident.text()).toBe(201);

    const page = await context.newPage();
    const errors = collectConsoleErrors(page);
    await page.goto('/dashboard');
    const homes = page.getByRole('region', { name: 'Tus propiedades' });
    await expect(homes.getByText('Casa Remedios')).toBeVisible();
    await expect(homes.getByText('Alquiler cobrado').first()).toBeVisible();
    await expect(homes.getByText('sin fianzas ni gastos de Habita')).toBeVisible();
    await expect(page.getByText('Todavía no tienes reservas')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Tus reservas' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Pagos pendientes' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Accesos directos' }).getByRole('link', { name: 'Mi habitación' })).toHaveCount(0);
    const incidents = page.getByRole('region', { name: 'Incidencias en tus viviendas' });
    await expect(incidents.getByRole('listitem').filter({ hasText: 'La persiana del salón no sube.' })).toContainText('Interior');
    await expect(incidents.getByRole('listitem').filter({ hasText: 'La persiana del salón no sube.' })).toContainText('En curso');
    await shoot(page, 'landlord');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await admin.close();
  }
});

test('staff see a paid reservation’s quote in euros, its paid-for fields read-only, and no Remove', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const listed = (await (await page.request.get('/api/roomreserves/?status=confirmed&limit=1&sort=-startDate')).json()) as {
    roomreserves: { docs: { _id: string; startDate: string }[] };
  };
  const reservation = listed.roomreserves.docs[0]!;
  const ledger = (await (await page.request.get(`/api/payments/reservations/${reservation._id}/ledger`)).json()) as { transactions: unknown[] };
  expect(ledger.transactions.length, 'the demo’s confirmed stays are paid').toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/RoomReserves?edit=${reservation._id}`);
  await expect(page.getByRole('note')).toContainText('This reservation has payments');
  const price = page.getByRole('definition').getByLabel('Price of the stay');
  await expect(price).toContainText('Rent');
  await expect(price).toContainText('Deposit (refundable)');
  await expect(price).toContainText('€');
  await expect(page.getByText('"kind"')).toHaveCount(0);
  // What was paid for shows, but not as something to change.
  for (const label of ['Status', 'Start date', 'End date']) {
    await expect(page.getByRole('main').getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByLabel(label, { exact: true })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: 'Cancel reservation' })).toBeVisible();
  await shoot(page, 'reservation');

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/RoomReserves?q=${reservation._id}&field=_id`);
  const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: /Cancel reservation/ }) });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await shoot(page, 'reservations-list');
  expect(errors).toEqual([]);
});

test('staff are offered no Remove for a cancelled reservation that was paid, and still are for one nobody paid', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  const listed = (await (await page.request.get('/api/roomreserves/?status=cancelled&limit=100')).json()) as { roomreserves: { docs: { _id: string }[] } };
  const withMoney: string[] = [];
  const without: string[] = [];
  for (const { _id } of listed.roomreserves.docs) {
    const ledger = (await (await page.request.get(`/api/payments/reservations/${_id}/ledger`)).json()) as { transactions: unknown[] };
    (ledger.transactions.length > 0 ? withMoney : without).push(_id);
  }
  expect(withMoney.length, 'the demo has a cancelled stay that was paid and refunded').toBeGreaterThan(0);
  expect(without.length, 'the demo has a cancelled stay nobody paid').toBeGreaterThan(0);

  await page.setViewportSize({ width: 1280, height: 900 });
  for (const [id, removable] of [[withMoney[0]!, false], [without[0]!, true]] as const) {
    // Remove waits for the ledger: it is given the time to appear before being said not to be there.
    const ledgerRead = page.waitForResponse((response) => response.url().includes(`/api/payments/reservations/${id}/ledger`), { timeout: 10_000 }).catch(() => null);
    await page.goto(`/RoomReserves?q=${id}&field=_id`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: /^Edit/ }) });
    await expect(row).toHaveCount(1);
    if (removable) await expect(row.getByRole('button', { name: /^Remove/ })).toBeVisible();
    else {
      await ledgerRead;
      await expect(row.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
    }
  }
  expect(errors).toEqual([]);
});
