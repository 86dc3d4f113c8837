import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { linkInOutbox, linkParts } from './support/outbox.ts';
import { gotoReady } from './support/app-ready.ts';

// Reserving and paying as a new tenant does it (in English): a room for free dates from its
// property page, the server's quote in the dialog, Habita's sandbox checkout with the test
// cards, the return pages, and the stay in My room. Set-up (the account, a hold to pay) goes
// through the API; what is tested goes through the pages.

const ORIGIN = `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
test.use({ storageState: { cookies: [], origins: [{ origin: ORIGIN, localStorage: [{ name: 'habita.lang', value: 'en' }] }] } });

const PASSWORD = 'tortilla de patatas 2026';

interface Room {
  _id: string;
  name: { es: string; en: string };
  availableFrom: string | null;
  minMonths: number | null;
}

interface PropertyAnswer {
  property: { _id: string; title: { es: string; en: string } };
  rooms: Room[];
}


/** A confirmed tenant made through the API, logged in on the page's cookies. */
async function signedInTenant(request: APIRequestContext): Promise<void> {
  const email = `booker-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}@example.com`;
  expect((await request.post('/api/auth/register', { data: { email, password: PASSWORD, name: 'Berta', role: 'tenant' } })).status()).toBe(202);
  expect((await request.post('/api/auth/verification', { data: linkParts(await linkInOutbox(email, 'verification')) })).status()).toBe(200);
  expect((await request.post('/api/auth/login', { data: { email, password: PASSWORD } })).status()).toBe(200);
}

function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/**
 * A listed room and dates nobody holds: the first of a month years ahead, different on every
 * run, so runs against the same server (and the demo data's bookings) never collide.
 */
async function freeStay(request: APIRequestContext, index: number): Promise<{ property: PropertyAnswer['property']; room: Room; from: string; to: string }> {
  const rooms = (await (await request.get('/api/public/rooms?limit=20')).json()) as { rooms: { docs: { _id: string; property: { _id: string } }[] } };
  const listed = rooms.rooms.docs[index % rooms.rooms.docs.length]!;
  const answer = (await (await request.get(`/api/public/properties/${listed.property._id}`)).json()) as PropertyAnswer;
  const room = answer.rooms.find((candidate) => candidate._id === listed._id)!;
  const year = 2032 + Math.floor(Math.random() * 60);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const from = `${year}-${month}-01`;
  return { property: answer.property, room, from, to: addMonths(from, Math.max(room.minMonths ?? 1, 1)) };
}

async function payOnSandbox(page: Page, card: string) {
  await expect(page).toHaveURL(/\/checkout\/sandbox\//);
  await expect(page.getByText('Test payment: no real money moves')).toBeVisible();
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Name on the card').fill('Berta Prueba');
  await page.getByRole('button', { name: /^Pay / }).click();
}

test('a new tenant reserves free dates, pays with the test card, and finds the stay in My room', async ({ page }) => {
  await signedInTenant(page.request);
  const { property, room, from, to } = await freeStay(page.request, 0);
  await gotoReady(page, `/singleproperty/${property._id}?room=${room._id}&from=${from}&to=${to}`);

  await page.getByRole('form', { name: `Reserve ${room.name.en}` }).getByRole('button', { name: 'Reserve' }).click();
  const dialog = page.getByRole('dialog', { name: 'Check your reservation' });
  await expect(dialog.getByRole('heading', { name: 'To pay now' })).toBeVisible();
  const pay = dialog.getByRole('button', { name: /^Confirm and pay €/ });
  await expect(pay).toBeEnabled();
  const amount = (await pay.textContent())!.replace('Confirm and pay ', '');
  await pay.click();

  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/pay\/success\//);
  // The webhook may still be on its way: the page waits for it, then shows the stay and the receipt.
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation is confirmed' })).toBeVisible({ timeout: 30_000 });
  const receipt = page.getByRole('region', { name: /^Receipt/ });
  await expect(receipt).toContainText(amount);
  await expect(receipt).toContainText(room.name.en);
  await expect(page.getByRole('button', { name: 'Print receipt' })).toBeVisible();

  await page.getByRole('link', { name: 'Go to My room' }).click();
  await expect(page).toHaveURL(/\/myroom$/);
  const stay = page.getByRole('article', { name: room.name.en });
  await expect(stay).toContainText('Confirmed');
  await expect(stay.getByRole('link', { name: /^Receipt: first payment/ })).toBeVisible();
  await expect(stay.getByRole('heading', { name: 'Incidents', exact: true })).toBeVisible();
});

test('a declined card leads to the error page, and trying again with the test card goes through', async ({ page }) => {
  await signedInTenant(page.request);
  const { room, from, to } = await freeStay(page.request, 1);
  const held = await page.request.post('/api/booking/reservations', { data: { room: room._id, from, to } });
  expect(held.status()).toBe(201);
  const { operation } = (await held.json()) as { operation: { _id: string } };
  const checkout = await page.request.post(`/api/payments/operations/${operation._id}/checkout`, { data: {} });
  expect(checkout.status()).toBe(200);
  await page.goto(((await checkout.json()) as { checkoutUrl: string }).checkoutUrl);

  await payOnSandbox(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/pay\/error\?operation=.+&reason=declined/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your bank declined the payment' })).toBeVisible();

  await page.getByRole('button', { name: 'Try again' }).click();
  await payOnSandbox(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(new RegExp(`/pay/success/${operation._id}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Your reservation is confirmed' })).toBeVisible({ timeout: 30_000 });

  // The old error page, revisited from the history, now sees the payment made.
  await page.goto(`/pay/error?operation=${operation._id}&reason=declined`);
  await expect(page.getByRole('heading', { level: 1, name: 'This payment has been made' })).toBeVisible();
  await expect(page.getByText(/declined/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'See the receipt' })).toHaveAttribute('href', `/pay/success/${operation._id}?view=receipt`);
});
