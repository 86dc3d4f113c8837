import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { samplePngBytes } from '../../server/testing/samples.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { collectionApi, toSearchOptions } from './collections.ts';
import { cookieJar } from '../testing/cookie-jar.ts';
import { ApiError, isAbort, setApiBase } from './http.ts';

// The API client of spec §5 and §7 against the real server on a real port: what it sends
// is checked on the server's side (the requests it saw, the records it stored).

let t: TestApp;
let base: string;
/** Every request the server received, as method and URL, in order. */
let seen: { method: string; url: URL }[] = [];

beforeAll(async () => {
  t = await startTestApp('pglite');
  t.app.server.on('request', (request: IncomingMessage) => {
    seen.push({ method: request.method ?? '', url: new URL(request.url ?? '/', 'http://server') });
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  setApiBase(base);
  // The requests go as the test app's admin, as from a browser where the admin is logged in.
  vi.stubGlobal('fetch', cookieJar(t.user!.cookie).fetch);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

beforeEach(() => {
  seen = [];
  setApiBase(base);
});

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

async function png(name: string): Promise<File> {
  return new File([new Uint8Array(await samplePngBytes())], name, { type: 'image/png' });
}

/** A tag made through the server directly, to have something to search and load. */
async function makeTag(slug = unique('tag'), es = `Etiqueta ${slug}`): Promise<{ _id: string; slug: string }> {
  const response = await t.send('POST', '/api/tags/', { name: { es, en: `Tag ${slug}` }, slug });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().records[0];
}

describe('spec §5: "A search given as a plain string becomes search options holding that string, page 1 and search field _id."', () => {
  it('turns a plain string into { searchString, page: 1, searchField: "_id" }', () => {
    expect(toSearchOptions('abc')).toEqual({ searchString: 'abc', page: 1, searchField: '_id' });
    expect(toSearchOptions('')).toEqual({ searchString: '', page: 1, searchField: '_id' });
    const id = '0b5f8a52-3c1e-4f8e-9a55-2f1e6c7d8e90';
    expect(toSearchOptions(id)).toEqual({ searchString: id, page: 1, searchField: '_id' });
  });

  it('keeps an options object as given', () => {
    const options = { searchString: 'Mayor', page: 3, searchField: 'address', limit: 10, sort: '-city', keep: true };
    expect(toSearchOptions(options)).toEqual(options);
  });

  it('fills the spec §9 defaults (page 1, search field _id) that an options object leaves out', () => {
    expect(toSearchOptions({ searchString: 'x' })).toEqual({ searchString: 'x', page: 1, searchField: '_id' });
    expect(toSearchOptions({ searchString: 'x', searchField: 'city' })).toEqual({ searchString: 'x', page: 1, searchField: 'city' });
    expect(toSearchOptions({ searchString: 'x', page: 4 })).toEqual({ searchString: 'x', page: 4, searchField: '_id' });
  });
});

describe('spec §7 GET /api/{collection}/search/', () => {
  it('sends searchString, page and searchField as query parameters, and not the keep flag', async () => {
    const tag = await makeTag();
    seen = [];
    const page = await collectionApi('tags').search({ searchString: tag.slug, page: 1, searchField: 'slug', keep: true });
    expect(page.docs.map((doc) => doc._id)).toEqual([tag._id]);
    expect(page.totalDocs).toBe(1);

    expect(seen).toHaveLength(1);
    const { method, url } = seen[0]!;
    expect(method).toBe('GET');
    expect(url.pathname).toBe('/api/tags/search/');
    expect(Object.fromEntries(url.searchParams)).toEqual({ searchString: tag.slug, page: '1', searchField: 'slug' });
  });

  it('searches a plain string by _id from page 1', async () => {
    const tag = await makeTag();
    seen = [];
    const page = await collectionApi('tags').search(tag._id);
    expect(page.docs.map((doc) => doc._id)).toEqual([tag._id]);
    expect(page.totalDocs).toBe(1);
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ searchString: tag._id, page: '1', searchField: '_id' });
  });

  it('reads the paged result nested under the collection name', async () => {
    const word = unique('pagina');
    for (let i = 0; i < 3; i += 1) await makeTag(`${word}-${i}`, `Palabra ${word} ${i}`);
    const page = await collectionApi('tags').search({ searchString: word, page: 2, searchField: 'slug', limit: 2 });
    expect(page).toMatchObject({ totalDocs: 3, page: 2, limit: 2, totalPages: 2, hasNextPage: false, hasPrevPage: true });
    expect(page.docs).toHaveLength(1);
  });

  it('"a new search does not cancel earlier ones": two searches at once both resolve', async () => {
    const first = await makeTag();
    const second = await makeTag();
    const api = collectionApi('tags');
    const [a, b] = await Promise.all([
      api.search({ searchString: first.slug, page: 1, searchField: 'slug' }),
      api.search({ searchString: second.slug, page: 1, searchField: 'slug' }),
    ]);
    expect(a.docs.map((doc) => doc._id)).toEqual([first._id]);
    expect(b.docs.map((doc) => doc._id)).toEqual([second._id]);
  });

  it('does not cancel a load in flight either', async () => {
    const tag = await makeTag();
    const api = collectionApi('tags');
    const loading = api.load({ limit: 1 });
    const searching = api.search({ searchString: tag.slug, page: 1, searchField: 'slug' });
    await expect(loading).resolves.toMatchObject({ limit: 1 });
    await expect(searching).resolves.toMatchObject({ totalDocs: 1 });
  });
});

describe('spec §7 GET /api/{collection}/', () => {
  it('sends the load options as query parameters and reads docs and totalDocs', async () => {
    for (let i = 0; i < 3; i += 1) await makeTag();
    seen = [];
    const page = await collectionApi('tags').load({ page: 2, limit: 2, sort: '-slug' });
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ page: '2', limit: '2', sort: '-slug' });
    expect(page.page).toBe(2);
    expect(page.docs.length).toBeLessThanOrEqual(2);
    expect(page.totalDocs).toBeGreaterThanOrEqual(3);
    const slugs = page.docs.map((doc) => doc.slug as string);
    expect(slugs).toEqual([...slugs].sort().reverse());
  });

  it('"a new load cancels the previous one": the first is rejected with an AbortError, the second resolves', async () => {
    await makeTag();
    const api = collectionApi('tags');
    const first = api.load({ limit: 5 });
    const second = api.load({ limit: 3 });
    const error = await first.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error, 'the first load was cancelled').toBeDefined();
    expect((error as Error).name).toBe('AbortError');
    expect(isAbort(error)).toBe(true);
    const page = await second;
    expect(page.limit).toBe(3);
    expect(page.totalDocs).toBeGreaterThanOrEqual(1);
  });

  it('cancels a load of the same collection made through another client object too', async () => {
    const first = collectionApi('tags').load();
    const second = collectionApi('tags').load();
    await expect(first).rejects.toMatchObject({ name: 'AbortError' });
    await expect(second).resolves.toMatchObject({ page: 1 });
  });

  it('lets loads of different collections run side by side', async () => {
    const [tags, faqs, rooms] = await Promise.all([collectionApi('tags').load(), collectionApi('faqs').load(), collectionApi('rooms').load()]);
    expect(tags.page).toBe(1);
    expect(faqs.page).toBe(1);
    expect(rooms.page).toBe(1);
  });

  it('does not cancel a load that has already finished', async () => {
    const api = collectionApi('tags');
    await expect(api.load({ limit: 1 })).resolves.toMatchObject({ limit: 1 });
    await expect(api.load({ limit: 2 })).resolves.toMatchObject({ limit: 2 });
  });
});

describe('spec §7 POST and PUT: multipart form-data built by the spec §3 helper', () => {
  it('creates a record: booleans, null, a localized object and an array of files arrive as sent', async () => {
    const city = unique('Ciudad');
    const records = await collectionApi('properties').add({
      title: { es: 'Piso luminoso en el centro', en: 'Bright central flat' },
      address: 'Calle Mayor 1',
      city,
      postalCode: null,
      lift: true,
      published: false,
      floor: 3,
      latitude: 40.4168,
      description: undefined,
      images: [await png('front.png'), await png('kitchen.png')],
    });
    expect(records).toHaveLength(1);
    const created = records[0]!;
    expect(created).toMatchObject({
      title: { es: 'Piso luminoso en el centro', en: 'Bright central flat' },
      address: 'Calle Mayor 1',
      city,
      lift: true,
      published: false,
      floor: 3,
      latitude: 40.4168,
    });
    expect(created.postalCode ?? null).toBeNull();
    expect(created.description ?? null).toBeNull();
    const images = created.images as { name: string; url: string; contentType: string }[];
    expect(images.map((image) => image.name)).toEqual(['front.png', 'kitchen.png']);
    for (const image of images) {
      expect(image.url).toMatch(/^\/files\//);
      const file = await fetch(`${base}${image.url}`);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\//);
    }

    const stored = (await t.get(`/api/properties/${created._id}`)).json().record;
    expect(stored).toMatchObject({ lift: true, published: false, city, title: { es: 'Piso luminoso en el centro' } });
  });

  it('sends a Date as its ISO time, which the server stores as that instant', async () => {
    const slug = unique('noticia');
    const when = new Date(Date.UTC(2027, 4, 17, 9, 45, 0));
    const [created] = await collectionApi('noticias').add({
      title: { es: 'Nueva residencia', en: 'New residence' },
      slug,
      body: { es: '<p>Abrimos</p>', en: '<p>We open</p>' },
      publishedAt: when,
    });
    expect(new Date(created!.publishedAt as string).toISOString()).toBe(when.toISOString());
  });

  it('updates a record with PUT: only what is sent changes; kept files travel back at their index', async () => {
    const api = collectionApi('properties');
    const [created] = await api.add({
      title: { es: 'Estudio', en: 'Studio' },
      address: 'Calle Luna 2',
      city: unique('Ciudad'),
      lift: true,
      images: [await png('old.png')],
    });
    const kept = (created!.images as Record<string, unknown>[])[0]!;
    seen = [];
    const updated = await api.edit(created!._id, { lift: false, postalCode: '28004', images: [kept, await png('new.png')] });
    expect(seen[0]).toMatchObject({ method: 'PUT' });
    expect(seen[0]!.url.pathname).toBe(`/api/properties/${created!._id}`);
    expect(updated).toMatchObject({ _id: created!._id, lift: false, postalCode: '28004', address: 'Calle Luna 2' });
    const images = updated.images as { key: string; name: string }[];
    expect(images.map((image) => image.name)).toEqual(['old.png', 'new.png']);
    expect(images[0]!.key).toBe(kept.key);

    // null clears a field: it travels as "".
    const cleared = await api.edit(created!._id, { postalCode: null });
    expect(cleared.postalCode ?? null).toBeNull();
  });
});

describe('spec §7 DELETE, soft DELETE, and the calls beyond the spec (view, restore)', () => {
  it('soft-removes, reading the record field; restores; views; then removes for good', async () => {
    const tag = await makeTag();
    const api = collectionApi('tags');

    const softRemoved = await api.softRemove(tag._id);
    expect(softRemoved._id).toBe(tag._id);
    expect(softRemoved.deletedAt).toEqual(expect.any(String));
    await expect(api.search({ searchString: tag.slug, page: 1, searchField: 'slug' })).resolves.toMatchObject({ totalDocs: 0 });

    const restored = await api.restore(tag._id);
    expect(restored.deletedAt ?? null).toBeNull();
    await expect(api.view(tag._id)).resolves.toMatchObject({ _id: tag._id, slug: tag.slug });

    seen = [];
    await expect(api.remove(tag._id)).resolves.toBeUndefined();
    expect(seen[0]).toMatchObject({ method: 'DELETE' });
    expect(seen[0]!.url.pathname).toBe(`/api/tags/${tag._id}`);
    expect((await t.get(`/api/tags/${tag._id}?includeDeleted=true`)).statusCode).toBe(404);
  });
});

describe('spec §8: errors become ApiError with the server\'s message, field and status', () => {
  async function failure(promise: Promise<unknown>): Promise<ApiError> {
    const error = await promise.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }

  it('a required field missing: 400 with the field named', async () => {
    const error = await failure(collectionApi('tags').add({ name: { es: 'Sin slug', en: 'No slug' } }));
    expect(error.status).toBe(400);
    expect(error.field).toBe('slug');
    expect(error.message).toMatch(/slug/i);
    expect(error.toServerError()).toEqual({ message: error.message, status: 400, field: 'slug' });
  });

  it('a unique value taken: 409 with the field named', async () => {
    const tag = await makeTag();
    const error = await failure(collectionApi('tags').add({ name: { es: 'Otra', en: 'Other' }, slug: tag.slug }));
    expect(error.status).toBe(409);
    expect(error.field).toBe('slug');
    expect(error.message).not.toBe('');
  });

  it('a record that does not exist: 404 on view, edit and soft removal', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const api = collectionApi('tags');
    for (const call of [() => api.view(missing), () => api.edit(missing, { slug: unique('x') }), () => api.softRemove(missing)]) {
      const error = await failure(call());
      expect(error.status).toBe(404);
      expect(error.message).not.toBe('');
    }
  });

  it('a bad search field: 400, read from the server', async () => {
    const error = await failure(collectionApi('tags').search({ searchString: 'x', page: 1, searchField: 'no-such-field' }));
    expect(error.status).toBe(400);
    expect(error.message).not.toBe('');
  });

  it('no server at all: an ApiError with status null and a readable message', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => closed.close((error) => (error ? reject(error) : resolve())));
    setApiBase(`http://127.0.0.1:${port}`);

    const api = collectionApi('tags');
    const calls = [() => api.load(), () => api.search('abc'), () => api.add({ slug: 'x' }), () => api.remove('00000000-0000-4000-8000-000000000000')];
    for (const call of calls) {
      const error = await failure(call());
      expect(error.status).toBeNull();
      expect(error.field).toBeNull();
      expect(error.message).toMatch(/could not reach habita/i);
    }
  });
});
