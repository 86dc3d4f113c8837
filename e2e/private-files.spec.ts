import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { ADMIN_STATE } from './support/admin-session.ts';

// A person's files reach only those who may read their record: the photo of an incident shows
// in My room for the person who reported it, served from the record's own address, and the
// same address answers 404 to a visitor.

type Docs<T> = Record<string, { docs: T[] }>;

test('an incident photo shows in My room for its reporter and is a 404 to a visitor', async ({ browser }) => {
  const context = await browser.newContext({ storageState: ADMIN_STATE, serviceWorkers: 'block' });
  const visitor = await browser.newContext({ storageState: { cookies: [], origins: [] } });
  const api = context.request;
  const created: [string, string][] = [];
  try {
    const { user } = (await (await api.get('/api/auth/session')).json()) as { user: { _id: string } };
    const rooms = (await (await api.get('/api/rooms/?published=true&limit=1&page=9&sort=_id')).json()) as Docs<{ _id: string }>;
    const types = (await (await api.get('/api/incidenttypes/?limit=1')).json()) as Docs<{ _id: string }>;
    const room = rooms.rooms!.docs[0]!._id;
    const reserved = await api.post('/api/roomreserves/', {
      data: { room, user: user._id, startDate: '2034-01-01', endDate: '2034-07-01', status: 'confirmed' },
    });
    expect(reserved.status(), await reserved.text()).toBe(201);
    created.unshift(['roomreserves', ((await reserved.json()) as { records: { _id: string }[] }).records[0]!._id]);

    const description = `Water under the sink (${Date.now()})`;
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6f97' } }).png().toBuffer();
    const reported = await api.post('/api/incidents/', {
      multipart: {
        room,
        reportedBy: user._id,
        type: types.incidenttypes!.docs[0]!._id,
        description,
        'photos[0]': { name: 'leak.png', mimeType: 'image/png', buffer: png },
      },
    });
    expect(reported.status(), await reported.text()).toBe(201);
    created.unshift(['incidents', ((await reported.json()) as { records: { _id: string }[] }).records[0]!._id]);

    const page = await context.newPage();
    await page.goto('/myroom');
    const incident = page.getByRole('listitem').filter({ hasText: description });
    const photo = incident.getByRole('img', { name: 'Photo 1 of the incident' }).first();
    await expect(photo).toBeVisible();
    // The thumbnail loads lazily: bring it into view before asking whether it decoded.
    await photo.scrollIntoViewIfNeeded();
    const src = (await photo.getAttribute('src'))!;
    expect(src).toMatch(/^\/api\/files\/incidents\/[0-9a-f-]{36}\/photos\/[0-9a-f-]+-sm\.webp$/);
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);

    const asVisitor = await visitor.request.get(src);
    expect(asVisitor.status()).toBe(404);
    const asReporter = await api.get(src);
    expect(asReporter.status()).toBe(200);
    expect(asReporter.headers()['cache-control']).toBe('private, no-store');
  } finally {
    for (const [collection, id] of created) await api.delete(`/api/${collection}/${id}`);
    await visitor.close();
    await context.close();
  }
});
