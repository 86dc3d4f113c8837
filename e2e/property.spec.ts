import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ADMIN_STATE } from './support/admin-session.ts';
import { gotoReady } from './support/app-ready.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { addDays, addMonths, utcToday } from '../src/catalog/days.ts';
import type { propertyPageRoute } from '../src/contracts/public.ts';
import type { ResponseOf } from '../src/contracts/route.ts';

// The property page as a visitor uses it (Spanish, the site's default): the home and the room
// they came for, its photos, its dates and estimate, and Reserve; then someone signed in, who
// reaches the confirmation and is told online booking is not open yet. Records come from the
// public API of the demo data, so the test follows whatever the seed made.

const VISITOR = { cookies: [], origins: [] };

/** The page's answer as its contract declares it (src/contracts/public.ts). */
type PropertyAnswer = ResponseOf<typeof propertyPageRoute>;
type Room = PropertyAnswer['rooms'][number];

/** Money as the page writes it (src/web/i18n/format.ts): cents only when there are any. */
const euros = (cents: number, locale = 'es-ES') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);

/** A text as a pattern; its spaces (Intl writes no-break ones) match any space, as Playwright compares. */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s/g, '\\s');

async function propertyAnswer(request: APIRequestContext, id: string): Promise<PropertyAnswer> {
  const response = await request.get(`/api/public/properties/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PropertyAnswer;
}

/** The first listed home (in search order) that `wanted` accepts. */
async function findProperty(request: APIRequestContext, wanted: (page: PropertyAnswer) => boolean): Promise<PropertyAnswer> {
  const response = await request.get('/api/public/rooms?limit=200');
  expect(response.status()).toBe(200);
  const { rooms } = (await response.json()) as { rooms: { docs: { property: { _id: string } }[] } };
  for (const id of new Set(rooms.docs.map((room) => room.property._id))) {
    const page = await propertyAnswer(request, id);
    if (wanted(page)) return page;
  }
  throw new Error('The demo data has no listed home of the kind this test needs');
}

/** The first stay of the room's minimum length that keeps every rule (from tomorrow, clear of bookings). */
function validStay(room: Room): { from: string; to: string } {
  const tomorrow = addDays(utcToday(), 1);
  let from = room.availableFrom && room.availableFrom > tomorrow ? room.availableFrom : tomorrow;
  for (;;) {
    const to = addMonths(from, room.minMonths ?? 1);
    const clash = room.booked.find((period) => from < period.to && period.from < to);
    if (!clash) return { from, to };
    from = clash.to;
  }
}

/** Rent month by month (a seasonal price for a month starting in its period) and mandatory costs. */
function expectedTotal(page: PropertyAnswer, room: Room, from: string, to: string): number {
  let rent = 0;
  let months = 0;
  for (let index = 0; addMonths(from, index) < to; index += 1) {
    const start = addMonths(from, index);
    const season = room.prices.find((price) => price.from <= start && start < price.to);
    rent += season?.monthlyPrice ?? room.monthlyPrice;
    months += 1;
  }
  const costs = page.costs.filter((cost) => (cost.room === null || cost.room === room._id) && cost.mandatory !== false);
  return rent + costs.reduce((sum, cost) => sum + (cost.frequency === 'monthly' ? cost.amount * months : cost.amount), 0);
}

function roomSection(page: Page, room: Room): Locator {
  return page.locator(`#room-${room._id}`);
}

test.describe('a visitor', () => {
  test.use({ storageState: VISITOR });

  test('sees the home and the room they came for, its photos and estimate, and is sent to log in to reserve', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const search = await request.get('/api/public/rooms?limit=1');
    expect(search.status()).toBe(200);
    const [card] = ((await search.json()) as { rooms: { docs: { _id: string; property: { _id: string } }[] } }).rooms.docs;
    expect(card, 'the demo data lists a room').toBeTruthy();
    const answer = await propertyAnswer(request, card!.property._id);
    const room = answer.rooms.find((candidate) => candidate._id === card!._id)!;
    const { from, to } = validStay(room);

    await gotoReady(page, `/singleproperty/${answer.property._id}?room=${room._id}&from=${from}&to=${to}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.property.title.es!);
    await expect(page).toHaveTitle(`${answer.property.title.es} · Habita`);

    const section = roomSection(page, room);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(room.name.es!);
    await expect(section.getByText('La habitación que buscabas')).toBeVisible();
    await expect(section).toContainText(`${euros(room.monthlyPrice)}/mes`);

    // The dates came from the address; the estimate for them is shown, and called one.
    await expect(section.getByLabel('Fecha de entrada')).toHaveValue(from);
    await expect(section.getByLabel('Fecha de salida')).toHaveValue(to);
    const estimate = section.getByRole('region', { name: /Estimación de tu estancia/ });
    await expect(estimate).toContainText(new RegExp(`Total de la estancia\\s*${escapeRegExp(euros(expectedTotal(answer, room, from, to)))}`));
    await expect(estimate).toContainText('Es una estimación');

    // The gallery, by keyboard only: open, step on, close, and focus is back on the photo.
    const firstPhoto = page.getByRole('button', { name: /^Ver foto 1 de \d+:/ });
    await firstPhoto.focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog', { name: `Fotos de ${answer.property.title.es}` });
    await expect(viewer).toBeVisible();
    await expect(viewer.getByRole('button', { name: 'Cerrar fotos' })).toBeFocused();
    await expect(viewer).toContainText(/Foto 1 de \d+/);
    await page.keyboard.press('ArrowRight');
    await expect(viewer).toContainText(/Foto 2 de \d+/);
    await page.keyboard.press('ArrowLeft');
    await expect(viewer).toContainText(/Foto 1 de \d+/);
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(firstPhoto).toBeFocused();

    // Reserve as a visitor: to the login, which will bring them back to this room and these dates.
    await section.getByRole('button', { name: 'Reservar' }).click();
    await expect(page).toHaveURL(/\/login\?/);
    const next = new URL(page.url()).searchParams.get('next')!;
    const back = new URL(next, 'http://habita.invalid');
    expect(back.pathname).toBe(`/singleproperty/${answer.property._id}`);
    expect(Object.fromEntries(back.searchParams)).toEqual({ room: room._id, from, to });
    expect(errors).toEqual([]);
  });

  test('is told at the field when the dates run into a booked period, and sees the estimate for free ones', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const answer = await findProperty(request, (candidate) => candidate.rooms.some((room) => room.booked.length > 0));
    const room = answer.rooms.find((candidate) => candidate.booked.length > 0)!;
    const booked = room.booked[0]!;
    const tomorrow = addDays(utcToday(), 1);
    const inside = booked.from > tomorrow ? booked.from : tomorrow;
    expect(inside < booked.to, 'the booked period ends after tomorrow').toBe(true);

    await gotoReady(page, `/singleproperty/${answer.property._id}?room=${room._id}&from=${inside}&to=${addMonths(inside, room.minMonths ?? 1)}`);
    const section = roomSection(page, room);
    const moveIn = section.getByLabel('Fecha de entrada');
    await expect(moveIn).toHaveAttribute('aria-invalid', 'true');
    await expect(moveIn).toHaveAccessibleDescription(/^Está reservada del .+\. Puedes entrar a partir del .+\.$/);
    await expect(section.getByRole('region', { name: /Estimación de tu estancia/ })).toHaveCount(0);
    // Reserve does not leave the page while the dates are wrong; focus goes to the field to fix.
    await section.getByRole('button', { name: 'Reservar' }).click();
    await expect(moveIn).toBeFocused();
    await expect(page).toHaveURL(/\/singleproperty\//);

    const { from, to } = validStay(room);
    await moveIn.fill(from);
    await section.getByLabel('Fecha de salida').fill(to);
    await expect(moveIn).not.toHaveAttribute('aria-invalid');
    await expect(section.getByRole('region', { name: /Estimación de tu estancia/ })).toContainText(euros(expectedTotal(answer, room, from, to)));

    // A stay shorter than the minimum is refused at the move-out.
    if ((room.minMonths ?? 1) > 1) {
      await section.getByLabel('Fecha de salida').fill(addMonths(from, 1));
      await expect(section.getByLabel('Fecha de salida')).toHaveAccessibleDescription(/^La estancia mínima es de \d+ meses/);
    }
    expect(errors).toEqual([]);
  });

  test('reads the average of the reviews as stars and as words', async ({ page, request }) => {
    const answer = await findProperty(request, (candidate) => candidate.reviews.count > 0);
    await gotoReady(page, `/singleproperty/${answer.property._id}`);
    const average = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(answer.reviews.average!);
    const count = answer.reviews.count === 1 ? '1 opinión' : `${answer.reviews.count} opiniones`;
    const reviews = page.getByRole('region', { name: 'Opiniones' });
    await expect(reviews).toContainText(`${average} de 5 · ${count}`);
    await expect(reviews.getByRole('listitem')).toHaveCount(Math.min(answer.reviews.count, 20));
  });

  test('meets a kind page for a home that is not listed, and the search without an id', async ({ page }) => {
    const errors = collectConsoleErrors(page);
    await gotoReady(page, '/singleproperty/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Esta casa ya no está publicada');
    await page.getByRole('link', { name: 'Buscar habitaciones' }).click();
    await expect(page).toHaveURL(/\/searchproperties$/);

    await gotoReady(page, '/singleproperty');
    await expect(page).toHaveURL(/\/searchproperties$/);
    // The 404 of the unknown home is the API's answer, which the browser logs; nothing else may fail.
    expect(errors.filter((error) => !/status of 404/.test(error))).toEqual([]);
  });
});

test.describe('a visitor on a phone', () => {
  test.use({ storageState: VISITOR, viewport: { width: 390, height: 844 } });

  test('loads the map only when they scroll near it', async ({ page, request }) => {
    const answer = await findProperty(request, (candidate) => candidate.property.latitude !== null && candidate.property.longitude !== null);
    const mapScripts: string[] = [];
    page.on('request', (sent) => {
      if (/LeafletMap/.test(sent.url())) mapScripts.push(sent.url());
    });
    await gotoReady(page, `/singleproperty/${answer.property._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(answer.property.title.es!);
    await page.waitForLoadState('networkidle');
    expect(mapScripts, 'the map, far down the page, is not loaded on arrival').toEqual([]);
    await expect(page.locator('.leaflet-container')).toHaveCount(0);

    await page.getByRole('heading', { level: 2, name: 'Dónde está' }).scrollIntoViewIfNeeded();
    await expect(page.locator('.leaflet-container')).toBeVisible();
    expect(mapScripts.length).toBeGreaterThan(0);
  });
});

test.describe('someone signed in', () => {
  test.use({ storageState: ADMIN_STATE });

  test('checks the stay against the server’s quote before paying, and can step back', async ({ page, request }) => {
    const errors = collectConsoleErrors(page);
    const answer = await findProperty(request, (candidate) => candidate.rooms.length > 0);
    const room = answer.rooms[0]!;
    const { from, to } = validStay(room);
    await gotoReady(page, `/singleproperty/${answer.property._id}?room=${room._id}&from=${from}&to=${to}`);

    const reserve = roomSection(page, room).getByRole('button', { name: 'Reserve' });
    await reserve.click();
    const confirmation = page.getByRole('dialog', { name: 'Check your reservation' });
    await expect(confirmation).toContainText(room.name.en!);
    await expect(confirmation).toContainText('Total for the stay');
    await expect(confirmation.getByRole('button', { name: /^Confirm and pay €[\d,.]+$/ })).toBeEnabled();
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(reserve).toBeFocused();
    expect(errors).toEqual([]);
  });
});
