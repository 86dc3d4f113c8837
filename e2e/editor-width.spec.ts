import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

// The back-office editors on a phone: a staff member opens a room, its property, its
// reservation and a user at 390 px, and no editor is wider than the screen. The records have
// the long names real homes have; a referenced record's name is shown truncated in its field,
// and it once set the width of the whole form (a room editor 602 px wide).

const WIDTH = 390;
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
const LONG_TITLE = 'Piso luminoso de cuatro dormitorios en Ciutat Vella, a dos calles del Mercado Central y de la Lonja';

async function created(api: APIRequestContext, collection: string, data: Record<string, unknown>): Promise<string> {
  const response = await api.post(`/api/${collection}/`, { data });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { records: { _id: string }[] }).records[0]!._id;
}

/** What sticks out: the page's own width, and anything inside the form past the form's edge. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const form = document.querySelector('main form')!;
    const edge = form.getBoundingClientRect().right;
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== form; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    const outside = [...form.querySelectorAll('*')]
      .filter((element) => element.getBoundingClientRect().right > edge + 1 && !clipped(element))
      .map((element) => `${element.tagName.toLowerCase()} ${element.textContent?.slice(0, 40) ?? ''}`);
    return { pageWidth: document.documentElement.scrollWidth, outside };
  });
}

test('the room, property, reservation and user editors fit a 390 px phone', async ({ page, request }) => {
  const [type] = ((await (await request.get('/api/typerooms/?limit=1')).json()) as { typerooms: { docs: { _id: string }[] } }).typerooms.docs;
  const { user } = (await (await request.get('/api/auth/session')).json()) as { user: { _id: string } };
  const property = await created(request, 'properties', { title: { es: `${LONG_TITLE} ${unique()}` }, address: 'Carrer de la Llotja 2', city: 'Valencia' });
  const room = await created(request, 'rooms', {
    property,
    name: { es: `Habitación exterior con balcón a la plaza y baño propio ${unique()}` },
    type: type!._id,
    monthlyPrice: 61_000,
  });
  const reservation = await created(request, 'roomreserves', { room, user: user._id, startDate: '2035-02-01', endDate: '2035-08-01', status: 'confirmed' });
  try {
    await page.setViewportSize({ width: WIDTH, height: 844 });
    const editors: [string, string, RegExp][] = [
      ['room', `/manageroom/${room}`, /^Room: /],
      ['room-record', `/Rooms?edit=${room}`, /^Edit room/],
      ['property', `/manageproperty/${property}`, /^Property: /],
      ['property-record', `/Properties?edit=${property}`, /^Edit property/],
      ['reservation', `/RoomReserves?edit=${reservation}`, /^Edit /],
      ['user', `/Users?edit=${user._id}`, /^Edit user/],
    ];
    for (const [name, url, heading] of editors) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('main form')).toBeVisible();
      expect(await overflow(page), name).toEqual({ pageWidth: WIDTH, outside: [] });
      if (name === 'room') await page.screenshot({ path: `/tmp/smaller-room-editor-${WIDTH}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/manageroom/${room}`);
    await expect(page.getByRole('heading', { level: 1, name: /^Room: / })).toBeVisible();
    await page.screenshot({ path: '/tmp/smaller-room-editor-1280.png', fullPage: true });
  } finally {
    for (const [collection, id] of [['roomreserves', reservation], ['rooms', room], ['properties', property]] as const) await request.delete(`/api/${collection}/${id}`);
  }
});
