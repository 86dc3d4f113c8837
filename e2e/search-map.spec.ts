import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoReady } from './support/app-ready.ts';
import { collectConsoleErrors } from './support/console-errors.ts';
import { homesDrawn, zoomUntilPins } from './support/map.ts';

// The search's map as a visitor (Spanish, no session): it shows every home matching the
// filters, not the rooms of one page; pins that would overlap are counted in clusters; and a
// pop-up is never under a control, on a phone too.

test.use({ storageState: { cookies: [], origins: [] }, serviceWorkers: 'block' });

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

async function apiPlaces(request: APIRequestContext, query: string): Promise<{ _id: string }[]> {
  const response = await request.get(`/api/public/rooms/places?${query}`);
  expect(response.status(), `GET /api/public/rooms/places?${query}`).toBe(200);
  const answer = (await response.json()) as { places: { _id: string }[]; truncated: boolean };
  expect(answer.truncated).toBe(false);
  return answer.places;
}

const theMap = (page: Page) => page.getByRole('region', { name: 'Mapa de las habitaciones encontradas' });

/** Every marker's drawn box, on screen. */
function markerBoxes(map: Locator): Promise<Box[]> {
  return map.evaluate((element) =>
    [...element.querySelectorAll('.habita-pin .habita-pin__tag, .habita-cluster .habita-cluster__badge')].map((marker) => {
      const { left, top, right, bottom } = marker.getBoundingClientRect();
      return { left, top, right, bottom };
    }),
  );
}

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function overlappingPairs(boxes: Box[]): [Box, Box][] {
  const pairs: [Box, Box][] = [];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) if (overlaps(boxes[i]!, boxes[j]!)) pairs.push([boxes[i]!, boxes[j]!]);
  return pairs;
}

async function openMapView(page: Page, query = '') {
  await gotoReady(page, `/searchproperties?view=map${query ? `&${query}` : ''}`);
  await expect(theMap(page).locator('.leaflet-marker-icon').first()).toBeVisible();
}

test('the map shows every home matching the filters, not the twelve rooms of the page', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = collectConsoleErrors(page);
  const everyHome = await apiPlaces(request, '');
  const firstPage = (await (await request.get('/api/public/rooms')).json()) as { rooms: { docs: { property: { _id: string } }[] } };
  const homesOfPage = new Set(firstPage.rooms.docs.map((room) => room.property._id)).size;
  // The demo has more homes than one page of rooms: the map used to show those of the page only.
  expect(everyHome.length).toBeGreaterThan(homesOfPage);

  await openMapView(page);
  await expect.poll(() => homesDrawn(theMap(page))).toBe(everyHome.length);
  await page.screenshot({ path: test.info().outputPath('map-1280.png') });

  // A filter narrows the map as it narrows the list.
  const billsIncluded = await apiPlaces(request, 'billsIncluded=true');
  expect(billsIncluded.length).toBeLessThan(everyHome.length);
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await page.getByRole('dialog').getByRole('checkbox', { name: 'Gastos incluidos' }).check();
  await expect(page).toHaveURL(/billsIncluded=true/);
  await expect.poll(() => homesDrawn(theMap(page))).toBe(billsIncluded.length);
  expect(errors).toEqual([]);
});

test('on a phone no two pins overlap, at first and zoomed in, and a cluster zooms to its homes', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectConsoleErrors(page);
  const everyHome = await apiPlaces(request, '');
  await openMapView(page);
  const map = theMap(page);
  await expect.poll(() => homesDrawn(map)).toBe(everyHome.length);
  expect(overlappingPairs(await markerBoxes(map))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('map-390.png') });

  // Choosing a cluster zooms in; what it held is then drawn apart or in smaller clusters.
  const cluster = map.locator('.habita-cluster').first();
  await expect(cluster).toHaveAccessibleName(/pisos aquí: acercar para verlos/);
  // Zooming in only ever parts markers (all stay on the map, in view or not), so there are more.
  const before = await map.locator('.leaflet-marker-icon').count();
  await cluster.click();
  await expect.poll(() => map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(before);
  await expect.poll(async () => overlappingPairs(await markerBoxes(map))).toEqual([]);
  expect(await homesDrawn(map)).toBe(everyHome.length);

  for (let step = 0; step < 2; step++) {
    await map.getByRole('button', { name: 'Acercar', exact: true }).click();
    await page.waitForTimeout(400); // the zoom animation; the boxes are read after it
    expect(overlappingPairs(await markerBoxes(map))).toEqual([]);
  }
  expect(errors).toEqual([]);
});

test('a pin’s pop-up is never under a control, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const errors = collectConsoleErrors(page);
  await openMapView(page, 'q=Madrid');
  const map = theMap(page);
  const pins = await zoomUntilPins(page, map);
  // Having zoomed, the page offers its own "search this area" button over the map too.
  await expect(page.getByRole('button', { name: 'Buscar en esta zona' })).toBeVisible();

  // The pin nearest the top edge: its pop-up would open right under the controls.
  await expect(pins.first()).toBeVisible();
  const tops = await pins.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().top));
  const mapBox = (await map.boundingBox())!;
  const visible = tops.map((top, index) => ({ top, index })).filter(({ top }) => top >= mapBox.y && top <= mapBox.y + mapBox.height);
  expect(visible.length).toBeGreaterThan(0);
  const highest = visible.sort((a, b) => a.top - b.top)[0]!;
  await pins.nth(highest.index).click();

  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByRole('link')).toBeVisible();
  await page.waitForTimeout(400); // the pan that brings the pop-up clear of the edges
  const covered = await page.evaluate(() => {
    const element = document.querySelector('.leaflet-popup')!;
    const box = element.querySelector('.leaflet-popup-content-wrapper')!.getBoundingClientRect();
    const controls = [...document.querySelectorAll('.leaflet-control, .habita-map ~ div button')].map((control) => control.getBoundingClientRect());
    const hits = controls.filter((control) => control.width > 0 && box.left < control.right && control.left < box.right && box.top < control.bottom && control.top < box.bottom);
    // And nothing else is drawn over it: the middle and corners of the pop-up are its own.
    const points: [number, number][] = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.left + 4, box.top + 4],
      [box.right - 4, box.top + 4],
    ];
    const foreign = points.filter(([x, y]) => !element.contains(document.elementFromPoint(x, y)));
    return { hits: hits.length, foreign: foreign.length, what: foreign.map(([x, y]) => document.elementFromPoint(x, y)?.outerHTML.slice(0, 200)) };
  });
  await page.screenshot({ path: test.info().outputPath('popup-390.png') });
  expect(covered).toEqual({ hits: 0, foreign: 0, what: [] });
  expect(errors).toEqual([]);
});
