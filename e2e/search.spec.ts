import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { appReady, gotoReady } from './support/app-ready.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { homesDrawn, homesInFrame, zoomUntilPins } from './support/map.ts';

// The room search as a visitor (no session: Spanish). The address is the search, so every
// step checks the address, the rooms shown against the API's answer for the same query, and
// that reloading and Back land where they should. Then the map view and the map page.

test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

interface RoomsAnswer {
  rooms: {
    docs: { _id: string; name: { es: string }; monthlyPrice: number; property: { _id: string; latitude: number | null; longitude: number | null } }[];
    totalDocs: number;
    totalPages: number;
  };
}

async function apiRooms(request: APIRequestContext, query: string): Promise<RoomsAnswer['rooms']> {
  const response = await request.get(`/api/public/rooms?${query}`);
  expect(response.status(), `GET /api/public/rooms?${query}`).toBe(200);
  return ((await response.json()) as RoomsAnswer).rooms;
}

/** `dd` days from today, as the date inputs and the API write it. */
function daysFromToday(days: number): string {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const resultsHeading = (page: Page) => page.locator('#results-heading');
const cards = (page: Page) => page.getByRole('article');

/** Euros of the monthly price on each result card ("390 €/mes"). */
function cardPrices(page: Page): Promise<number[]> {
  return cards(page).evaluateAll((articles) =>
    articles.map((article) => {
      const text = (article.querySelector('p')?.textContent ?? '').replace(/\/.*$/, '');
      return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
    }),
  );
}

async function expectCount(page: Page, total: number): Promise<void> {
  await expect(resultsHeading(page)).toHaveText(total === 1 ? '1 habitación' : `${total.toLocaleString('es-ES')} habitaciones`);
}

function priceFilter(page: Page): Locator {
  return page.getByRole('complementary').getByRole('group', { name: 'Precio al mes' });
}

function datesFilter(page: Page): Locator {
  return page.getByRole('complementary').getByRole('group', { name: 'Disponible entre' });
}

test('narrowing by price and dates: the address, the results, reload and Back', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const from = daysFromToday(120);
  const to = daysFromToday(300);

  await gotoReady(page, '/searchproperties');
  await expect(page.getByRole('heading', { level: 1, name: 'Habitaciones en alquiler' })).toBeVisible();
  await expectCount(page, (await apiRooms(request, '')).totalDocs);

  await priceFilter(page).getByLabel('Máximo').fill('450');
  await priceFilter(page).getByLabel('Máximo').press('Enter');
  await expect(page).toHaveURL(/[?&]monthlyPriceMax=45000(&|$)/);
  const byPrice = await apiRooms(request, 'monthlyPriceMax=45000');
  expect(byPrice.totalDocs, 'the demo data has rooms up to 450 €').toBeGreaterThan(0);
  await expectCount(page, byPrice.totalDocs);

  await datesFilter(page).getByLabel('Entrada').fill(from);
  // One day is not a stay yet: nothing changes until both are there.
  await expect(datesFilter(page)).toContainText('Elige las dos fechas');
  await expect(page).not.toHaveURL(/from=/);
  await datesFilter(page).getByLabel('Salida').fill(to);
  await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));

  const byPriceAndStay = await apiRooms(request, `monthlyPriceMax=45000&from=${from}&to=${to}`);
  expect(byPriceAndStay.totalDocs).toBeGreaterThan(0);
  await expectCount(page, byPriceAndStay.totalDocs);
  const prices = await cardPrices(page);
  expect(prices.length).toBe(Math.min(12, byPriceAndStay.totalDocs));
  for (const price of prices) expect(price).toBeLessThanOrEqual(450);
  // Cards carry the stay to the property page.
  await expect(cards(page).first().getByRole('link')).toHaveAttribute('href', new RegExp(`from=${from}&to=${to}`));

  await page.reload();
  await appReady(page);
  await expectCount(page, byPriceAndStay.totalDocs);
  await expect(priceFilter(page).getByLabel('Máximo')).toHaveValue('450');
  await expect(datesFilter(page).getByLabel('Entrada')).toHaveValue(from);
  await expect(datesFilter(page).getByLabel('Salida')).toHaveValue(to);

  await page.goBack();
  await appReady(page);
  await expect(page).not.toHaveURL(/from=/);
  await expect(page).toHaveURL(/monthlyPriceMax=45000/);
  await expectCount(page, byPrice.totalDocs);
  await expect(datesFilter(page).getByLabel('Entrada')).toHaveValue('');

  await page.getByRole('button', { name: 'Borrar filtros' }).click();
  await expect(page).toHaveURL(/\/searchproperties$/);
  await expect(priceFilter(page).getByLabel('Máximo')).toHaveValue('');
  expect(errors).toEqual([]);
});

test('a link from the home page lands with its place and dates filled in', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const from = daysFromToday(120);
  const to = daysFromToday(300);
  await gotoReady(page, `/searchproperties?q=Valencia&from=${from}&to=${to}`);
  await expectCount(page, (await apiRooms(request, `q=Valencia&from=${from}&to=${to}`)).totalDocs);
  await expect(page.getByRole('searchbox', { name: 'Ciudad, barrio o dirección' })).toHaveValue('Valencia');
  await expect(datesFilter(page).getByLabel('Entrada')).toHaveValue(from);
  for (const place of await cards(page).allTextContents()) expect(place).toContain('Valencia');

  await page.getByRole('searchbox', { name: 'Ciudad, barrio o dirección' }).fill('Madrid');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL(/q=Madrid/);
  await expectCount(page, (await apiRooms(request, `q=Madrid&from=${from}&to=${to}`)).totalDocs);
  expect(errors).toEqual([]);
});

test('sorting by price and paging', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await gotoReady(page, '/searchproperties');
  await expect(cards(page)).toHaveCount(12);
  await page.getByLabel('Ordenar').selectOption({ label: 'Precio: de menor a mayor' });
  await expect(page).toHaveURL(/sort=price/);

  const first = await apiRooms(request, 'sort=price');
  await expect(cards(page).first().getByRole('heading')).toHaveText(first.docs[0]!.name.es);
  const pageOne = await cardPrices(page);
  expect(pageOne).toEqual([...pageOne].sort((a, b) => a - b));

  await page.getByRole('navigation', { name: 'Páginas de resultados' }).getByRole('button', { name: /Siguiente/ }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(`Página 2 de ${first.totalPages}`)).toBeVisible();
  const second = await apiRooms(request, 'sort=price&page=2');
  await expect(cards(page).first().getByRole('heading')).toHaveText(second.docs[0]!.name.es);
  const pageTwo = await cardPrices(page);
  expect(pageTwo).toEqual([...pageTwo].sort((a, b) => a - b));
  expect(pageTwo[0]).toBeGreaterThanOrEqual(pageOne.at(-1)!);

  // A new filter starts again at page 1.
  await page.getByRole('complementary').getByRole('checkbox', { name: 'Gastos incluidos' }).check();
  await expect(page).toHaveURL(/billsIncluded=true/);
  await expect(page).not.toHaveURL(/page=/);
  await expectCount(page, (await apiRooms(request, 'sort=price&billsIncluded=true')).totalDocs);
  expect(errors).toEqual([]);
});

test('the map view pins every home found and searches the area moved to', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  await gotoReady(page, '/searchproperties');
  await expect(cards(page)).toHaveCount(12);
  await page.getByRole('group', { name: 'Ver como' }).getByRole('button', { name: 'Mapa' }).click();
  await expect(page).toHaveURL(/view=map/);

  const shown = await apiRooms(request, '');
  const places = (await (await request.get('/api/public/rooms/places')).json()) as { places: unknown[] };
  const map = page.getByRole('region', { name: 'Mapa de las habitaciones encontradas' });
  await expect.poll(() => homesDrawn(map)).toBe(places.places.length);
  await expect(cards(page)).toHaveCount(12);

  // Pan with the keyboard, as someone without a mouse would; the map offers to search there.
  // One step: a second pressed as the first ends pans again after the search was asked for,
  // and the map rightly offers to search that newer frame instead of clearing the area.
  await map.focus();
  await page.keyboard.press('ArrowRight');
  await page.getByRole('button', { name: 'Buscar en esta zona' }).click();
  await expect(page).toHaveURL(/bbox=-?[\d.]+(%2C|,)-?[\d.]+(%2C|,)-?[\d.]+(%2C|,)-?[\d.]+/);
  const bbox = new URL(page.url()).searchParams.get('bbox')!;
  const inArea = await apiRooms(request, `bbox=${encodeURIComponent(bbox)}`);
  await expectCount(page, inArea.totalDocs);

  await page.getByRole('button', { name: 'Quitar zona del mapa' }).click();
  await expect(page).not.toHaveURL(/bbox=/);
  await expectCount(page, shown.totalDocs);
  expect(errors).toEqual([]);
});

test('the map page pins every published property, each leading to its page', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const answer = await request.get('/api/properties/?limit=100&published=true');
  const { properties } = (await answer.json()) as { properties: { docs: { _id: string; city: string; latitude: unknown; longitude: unknown }[]; totalDocs: number } };
  const placed = properties.docs.filter((property) => property.latitude !== null && property.longitude !== null);

  await gotoReady(page, '/maptest');
  const map = page.getByRole('region', { name: 'Mapa de los pisos publicados' });
  await expect.poll(() => homesDrawn(map)).toBe(placed.length);
  await expect(page.getByText(`${properties.totalDocs} pisos`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Todos los pisos' }).getByRole('listitem')).toHaveCount(properties.totalDocs);

  // A city button frames that city's flats: exactly its pins are inside the map.
  const madrid = properties.docs.filter((property) => property.city === 'Madrid' && property.latitude !== null);
  expect(madrid.length).toBeGreaterThan(0);
  await page.getByRole('group', { name: 'Mostrar en el mapa' }).getByRole('button', { name: `Madrid (${madrid.length})` }).click();
  await expect.poll(() => homesInFrame(map)).toBe(madrid.length);

  // A pin opens a popup whose link goes to the property.
  const pin = (await zoomUntilPins(page, map)).first();
  await pin.focus();
  await page.keyboard.press('Enter');
  const link = map.locator('.leaflet-popup').getByRole('link');
  await expect(link).toBeFocused();
  const href = await link.getAttribute('href');
  expect(placed.map((property) => `/singleproperty/${property._id}`)).toContain(href);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  expect(errors).toEqual([]);
});

test('a bad value typed into the address names its filter, shows the server’s message, and can be removed', async ({ page, request }) => {
  const errors = collectConsoleErrors(page);
  const refused = await request.get('/api/public/rooms?monthlyPriceMin=abc');
  expect(refused.status()).toBe(400);
  const { message, field } = (await refused.json()) as { message: string; field: string };
  expect(field).toBe('monthlyPriceMin');

  await gotoReady(page, '/searchproperties?monthlyPriceMin=abc');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('No hemos podido hacer esta búsqueda.');
  await expect(alert).toContainText('Revisa el filtro «Precio al mes».');
  await expect(alert).toContainText(message);
  // At the filter, in the visitor's words (euros, not the API's cents).
  await expect(priceFilter(page)).toContainText('Escribe una cantidad en euros');
  await expect(priceFilter(page).getByLabel('Mínimo')).toHaveAttribute('aria-invalid', 'true');

  await alert.getByRole('button', { name: 'Quitar ese filtro' }).click();
  await expect(page).not.toHaveURL(/monthlyPriceMin/);
  await expectCount(page, (await apiRooms(request, '')).totalDocs);
  // The browser reports the refused request itself; nothing else may be logged.
  expect(errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});
