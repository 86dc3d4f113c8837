import { expect, test, type APIRequestContext } from '@playwright/test';
import { addDays, addMonths, utcToday } from '../src/catalog/days.ts';
import type { propertyPageRoute } from '../src/contracts/public.ts';
import type { ResponseOf } from '../src/contracts/route.ts';

// The property page's estimate read as a person with a calculator reads it (Spanish, the site's
// default): a stay with a regular month, a season and a part month at the end. Every line is its
// quantity × its price, rounded to the cent as the pricing engine rounds, and the lines add up
// to the total shown. The numbers are parsed from the screen, not taken from the API.

test.use({ storageState: { cookies: [], origins: [] } });

/** A room of the property page's answer, as its contract declares it (src/contracts/public.ts). */
type Room = ResponseOf<typeof propertyPageRoute>['rooms'][number];

/** A stay from a month before a season (or as soon as allowed) to 10 days into the month after it ends. */
function seasonalStay(room: Room): { from: string; to: string } | null {
  const tomorrow = addDays(utcToday(), 1);
  for (const season of room.prices) {
    let from = addMonths(season.from, -1);
    if (from < tomorrow) from = tomorrow;
    if (room.availableFrom && from < room.availableFrom) from = room.availableFrom;
    if (from >= season.to) continue;
    let months = 1;
    while (addMonths(from, months) < season.to) months += 1;
    months = Math.max(months + 1, room.minMonths ?? 1);
    if (room.maxMonths && months + 1 > room.maxMonths) continue;
    const to = addDays(addMonths(from, months), 10);
    if (room.booked.some((period) => from < period.to && period.from < to)) continue;
    return { from, to };
  }
  return null;
}

async function roomWithSeason(request: APIRequestContext): Promise<{ property: string; room: Room; from: string; to: string }> {
  const { rooms } = (await (await request.get('/api/public/rooms?limit=200')).json()) as { rooms: { docs: { property: { _id: string } }[] } };
  for (const id of new Set(rooms.docs.map((room) => room.property._id))) {
    const answer = (await (await request.get(`/api/public/properties/${id}`)).json()) as { rooms: Room[] };
    for (const room of answer.rooms) {
      const stay = seasonalStay(room);
      if (stay) return { property: id, room, ...stay };
    }
  }
  throw new Error('The demo data has no listed room with a seasonal price to come');
}

/** "1.234,56 €" → 123456 cents. */
const cents = (text: string) => Math.round(Number(text.replace(/[^\d,-]/g, '').replace(',', '.')) * 100);
/** price × days / monthDays, half up to the cent, in integers as the engine does it. */
const proRata = (price: number, days: number, monthDays: number) => Math.floor((2 * price * days + monthDays) / (2 * monthDays));

/** What a line's words say it comes to: "3 meses × 500 €", "14 días de 31 × 500 €", "(2 meses + 14 días de 31) × 25 €". */
function lineAmount(label: string): number | null {
  const price = /× ([\d.,]+\s*€)/.exec(label);
  if (!price) return null;
  const unit = cents(price[1]!);
  const months = /(\d+) mes(?:es)?\b/.exec(label);
  const part = /(\d+) días? de (\d+)/.exec(label);
  return (months ? Number(months[1]) * unit : 0) + (part ? proRata(unit, Number(part[1]), Number(part[2])) : 0);
}

test('the estimate of a stay with a season and a part month says each line as quantity × price, and its lines add up', async ({ page, request }) => {
  const { property, room, from, to } = await roomWithSeason(request);
  await page.goto(`/singleproperty/${property}?room=${room._id}&from=${from}&to=${to}`);
  const estimate = page.locator(`#room-${room._id}`).getByRole('region', { name: /Estimación de tu estancia/ });
  await expect(estimate).toContainText('Total de la estancia');
  await expect(estimate).toContainText(/días de \d+\)?/);

  const rows = await estimate.locator('[data-quote-line]').evaluateAll((elements) =>
    elements.map((element) => ({ label: element.querySelector('dt')!.textContent!, amount: element.querySelector('dd')!.textContent! })),
  );
  const labels = rows.map((row) => row.label);
  // A regular month, the season's months at its own price, and the last part month, each with their dates.
  expect(labels.some((label) => /^Alquiler de temporada: \d+ mes(es)? × [\d.,]+\s*€ \(.+ – .+\)$/.test(label)), labels.join('\n')).toBe(true);
  expect(labels.some((label) => /^Alquiler: 10 días de (28|29|30|31) × [\d.,]+\s*€ \(.+ – .+\)$/.test(label)), labels.join('\n')).toBe(true);
  expect(labels.filter((label) => /^Alquiler/.test(label)).every((label) => /\(.+ – .+\)$/.test(label))).toBe(true);
  for (const row of rows) {
    const expected = lineAmount(row.label);
    if (expected !== null) expect(cents(row.amount), row.label).toBe(expected);
  }
  expect(rows.filter((row) => /^Alquiler/.test(row.label)).every((row) => lineAmount(row.label) !== null)).toBe(true);

  const total = cents(await estimate.locator('dt', { hasText: 'Total de la estancia' }).locator('xpath=following-sibling::dd').textContent() ?? '');
  expect(rows.reduce((sum, row) => sum + cents(row.amount), 0)).toBe(total);

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await estimate.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/estimate-estimate-${width}.png`, fullPage: false });
  }
});

test('the terms say their version once', async ({ page }) => {
  await page.goto('/tyc');
  const version = page.getByText(/^Versión \S+$/);
  await expect(version).toBeVisible();
  const label = (await version.textContent())!;
  const body = await page.locator('main').innerText();
  expect(body.split(label).length - 1, body.slice(0, 400)).toBe(1);
});
