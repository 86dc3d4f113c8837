import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, FastifyRequest, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday } from '../../catalog/days.ts';
import { LANGUAGE_COOKIE, SERVER_DATA_ELEMENT } from '../../catalog/page-rendering.ts';
import { properties, roomimages, rooms } from '../../catalog/collections/places.ts';
import { tags, typerooms } from '../../catalog/collections/reference.ts';
import { roomreserves } from '../../catalog/collections/stays.ts';
import { buildApp } from '../app.ts';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings.ts';
import { storeOf } from '../collections/store.ts';
import { localStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import { WROTE_COOKIE } from '../ops/stale-reads.ts';
import { endUserSessions, newSecret, SESSION_COOKIE } from '../sessions/sessions.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { makeTestUser, type TestUser } from '../testing/test-app.ts';
import { pageRenderer } from './server-render.ts';

// Pages with their content in the first HTML: the real server-rendering bundle, built by
// scripts/build-ssr.mjs beside a web folder of the test's own, rendering records made here. A
// bundle whose render throws leaves the page to the browser (the plain index.html, 200). My room
// is rendered for the tenant whose session asks, with their data only, also when two tenants'
// renders run at once, and is sent for them alone; without a live session it is the browser's.

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>Habita · Habitaciones y pisos en alquiler</title>
  </head>
  <body>
    <div id="root">
      <div class="flex min-h-dvh flex-col"><p role="status">Loading</p></div>
    </div>
  </body>
</html>`;

const THROWING_BUNDLE = `export const entry = {
  setApiFetch() {},
  audienceOf(url) { return url.startsWith('/myroom') ? 'viewer' : 'visitor'; },
  async renderPage() { throw new Error('the render broke'); },
};`;

const HANGING_BUNDLE = `export const entry = {
  setApiFetch() {},
  audienceOf() { return 'viewer'; },
  renderPage() { return new Promise(() => {}); },
};`;

/** A bundle whose render tries to log its viewer out: a render may only read. */
const WRITING_BUNDLE = `let api;
export const entry = {
  setApiFetch(fetch) { api = fetch; },
  audienceOf() { return 'viewer'; },
  async renderPage() {
    await api('/api/auth/logout', { method: 'POST' });
    return { status: 200, html: '', head: '', data: '{}' };
  },
};`;

const localized = (es: string, en: string) => ({ es, en });

/** A web folder with its rendering bundle beside it, as dist/web and dist/ssr are. */
async function webFolder(root: string, bundle: 'built' | 'throwing'): Promise<string> {
  const web = join(root, 'web');
  await mkdir(join(root, 'ssr'), { recursive: true });
  await mkdir(web, { recursive: true });
  await writeFile(join(web, 'index.html'), INDEX_HTML);
  if (bundle === 'throwing') {
    await writeFile(join(root, 'ssr', 'entry-server.js'), THROWING_BUNDLE);
  } else {
    const build = spawnSync(process.execPath, ['scripts/build-ssr.mjs', join(root, 'ssr')], { encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
  }
  return web;
}

/** The HTML inside <div id="root">, and the data written for the browser. */
function partsOf(html: string): { root: string; data: string | undefined } {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script/.exec(html)?.[1] ?? '';
  const data = new RegExp(`<script type="application/json" id="${SERVER_DATA_ELEMENT}">([^<]*)</script>`).exec(html)?.[1];
  return { root, data };
}

describe.each(databaseKinds())('pages rendered on the server on %s', (kind) => {
  let database: TestDatabase;
  let folder: string;
  let app: FastifyInstance;
  let broken: FastifyInstance;
  let propertyId: string;
  /** Two tenants, each living in a room of their own (rooms no visitor sees), and one whose session ended. */
  let ana: TestUser;
  let bruno: TestUser;
  let carla: TestUser;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'habita-ssr-'));
    database = await openTestDatabase(kind);
    const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: join(folder, 'outbox') }, { info() {}, error() {} });
    const start = async (webDir: string) => {
      const started = await buildApp({ db: database.db, storage: localStorage(join(folder, 'uploads')), mailer, webDir, auth: DEFAULT_AUTH_SETTINGS });
      await started.ready();
      return started;
    };
    app = await start(await webFolder(join(folder, 'rendering'), 'built'));
    broken = await start(await webFolder(join(folder, 'broken'), 'throwing'));

    const property = await storeOf(properties).insert(database.db, {
      title: localized('Ático con terraza <junto al río>', 'Penthouse with a terrace by the river'),
      address: 'Calle Colón 1',
      city: 'Valencia',
      published: true,
      featured: true,
    });
    propertyId = property._id;
    const type = await storeOf(typerooms).insert(database.db, { name: localized('Doble', 'Double') });
    for (const [es, en] of [
      ['Habitación del patio', 'Courtyard room'],
      ['Habitación del balcón', 'Balcony room'],
    ] as const) {
      await storeOf(rooms).insert(database.db, { property: propertyId, name: localized(es, en), type: type._id, monthlyPrice: 45_000, published: true });
    }

    const home = await storeOf(properties).insert(database.db, { title: localized('Casa de huéspedes', 'Guest house'), address: 'Calle Ruzafa 9', city: 'Valencia', published: true });
    // Ana's photo has the three variants an upload makes; Bruno's was stored before md existed.
    const tenantLivingIn = async (roomName: string, photo?: string, variants: readonly string[] = ['sm', 'md', 'lg']) => {
      const tenant = await makeTestUser(database, 'tenant');
      const room = await storeOf(rooms).insert(database.db, { property: home._id, name: localized(roomName, roomName), type: type._id, monthlyPrice: 50_000, published: false });
      if (photo) {
        const image = { key: `${photo}.webp`, name: `${photo}.webp`, contentType: 'image/webp', size: 10, variants: Object.fromEntries(variants.map((name) => [name, `${photo}-${name}.webp`])) };
        await storeOf(roomimages).insert(database.db, { room: room._id, image, alt: localized(roomName, roomName) });
      }
      const today = utcToday();
      await storeOf(roomreserves).insert(database.db, { room: room._id, user: tenant.id, startDate: addDays(today, -10), endDate: addDays(today, 80), status: 'confirmed' });
      return tenant;
    };
    ana = await tenantLivingIn('Habitación de Ana', 'ana-room');
    bruno = await tenantLivingIn('Habitación de Bruno', 'bruno-room', ['sm', 'lg']);
    carla = await tenantLivingIn('Habitación de Carla');
    await endUserSessions(database.db, carla.id);
  });

  afterAll(async () => {
    await app?.close();
    await broken?.close();
    await database?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const get = (server: FastifyInstance, url: string, language?: string) =>
    server.inject({ method: 'GET', url, headers: language ? { cookie: `${LANGUAGE_COOKIE}=${language}` } : {} });

  it('answers a property page with its title and rooms in the HTML, in Spanish by default', async () => {
    const response = await get(app, `/singleproperty/${propertyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<html lang="es"');
    const { root, data } = partsOf(response.body);
    expect(root).toMatch(/<h1[^>]*>Ático con terraza &lt;junto al río&gt;<\/h1>/);
    expect(root).toContain('Habitación del patio');
    expect(root).toContain('Habitación del balcón');
    expect(root).not.toContain('Loading');
    // The browser's first render reads the same answer; nothing in it can close the script early.
    expect(data).toBeDefined();
    expect(data).not.toMatch(/[<\u2028\u2029]/);
    const payload = JSON.parse(data!) as { language: string; answers: Record<string, unknown> };
    expect(payload.language).toBe('es');
    expect(JSON.stringify(payload.answers)).toContain('Ático con terraza <junto al río>');
  });

  it('is compressed for a browser that takes it', async () => {
    const response = await app.inject({ method: 'GET', url: `/singleproperty/${propertyId}`, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/);
    expect(partsOf(brotliDecompressSync(response.rawPayload).toString()).root).toContain('Habitación del patio');
  });

  it('renders in English for a visitor whose cookie says so', async () => {
    const response = await get(app, `/singleproperty/${propertyId}`, 'en');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="en"');
    const { root } = partsOf(response.body);
    expect(root).toMatch(/<h1[^>]*>Penthouse with a terrace by the river<\/h1>/);
    expect(root).toContain('Courtyard room');
  });

  it('shows the featured rooms on the home page', async () => {
    const response = await get(app, '/');
    expect(response.statusCode).toBe(200);
    const { root } = partsOf(response.body);
    expect(root).toMatch(/Habitaciones destacadas|Las últimas habitaciones/);
    expect(root).toContain('Habitación del patio');
  });

  it('answers 404 with the not-found page for a property that does not exist, and for an unknown address', async () => {
    const missing = await get(app, '/singleproperty/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(partsOf(missing.body).root).toContain('Esta casa ya no está publicada');
    const unknown = await get(app, '/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(partsOf(unknown.body).root).toContain('Página no encontrada');
  });

  it('reads the topics afresh for each page: one added after the blog was rendered is found', async () => {
    // One process renders pages for days: what the browser reads once per page load, the server
    // must not keep for good.
    const unknownTopic = 'No encontramos el tema';
    expect((await get(app, '/blog?tag=reformas')).body).toContain(unknownTopic);
    await storeOf(tags).insert(database.db, { name: localized('Reformas', 'Works'), slug: 'reformas' });
    const after = await get(app, '/blog?tag=reformas');
    expect(after.body).not.toContain(unknownTopic);
    expect(partsOf(after.body).root).toContain('Reformas');
  });

  it('sends the plain index.html (200) when the render fails', async () => {
    const response = await get(broken, `/singleproperty/${propertyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p role="status">Loading</p>');
    expect(response.body).not.toContain(SERVER_DATA_ELEMENT);
    // The record's tags still name it for link previews.
    expect(response.body).toContain('<title>Ático con terraza &lt;junto al río&gt; · Habita</title>');
  });

  const asTenant = (server: FastifyInstance, tenant: { cookie: string }, url = '/myroom') => server.inject({ method: 'GET', url, headers: { cookie: tenant.cookie } });

  /** What the page says about whom it was rendered for: the payload's viewer, and each tenant's room. */
  function tracesIn(html: string) {
    const { root, data } = partsOf(html);
    const viewer = data ? (JSON.parse(data) as { viewer?: { email: string } }).viewer?.email : undefined;
    const rooms = ['Ana', 'Bruno', 'Carla'].filter((name) => html.includes(`Habitación de ${name}`));
    return { root, viewer, rooms, accountMenu: root.includes('menú de la cuenta') };
  }

  it('renders My room for the tenant asking: their stay and photo, the header signed in, sent for them alone', async () => {
    const response = await asTenant(app, ana);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/cookie/);
    const traces = tracesIn(response.body);
    expect(traces).toMatchObject({ viewer: ana.email, rooms: ['Ana'], accountMenu: true });
    expect(traces.root).toMatch(/<h1[^>]*>Mi habitación<\/h1>/);
    expect(traces.root).not.toContain('Loading');
    expect(response.body).not.toContain(bruno.email);
    // The largest paint is in the HTML, responsive (every variant with its width) and fetched first.
    const srcSet = '/files/ana-room-sm.webp 480w, /files/ana-room-md.webp 800w, /files/ana-room-lg.webp 1280w';
    const photo = /<img [^>]*>/.exec(traces.root)?.[0];
    expect(photo).toContain(`srcSet="${srcSet}"`);
    expect(photo).toContain('fetchPriority="high"');
    expect(photo).toContain('sizes="(min-width: 768px) 20rem, calc(100vw - 2rem)"');
    // React preloads it from the same attributes, so the preload and the <img> choose the same file.
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(response.body)?.[0];
    expect(preload).toContain(`imageSrcSet="${srcSet}"`);
    expect(preload).toContain('imageSizes="(min-width: 768px) 20rem, calc(100vw - 2rem)"');
  });

  it('renders a photo stored before the md variant existed with the two it has', async () => {
    const { root } = tracesIn((await asTenant(app, bruno)).body);
    expect(/<img [^>]*>/.exec(root)?.[0]).toContain('srcSet="/files/bruno-room-sm.webp 480w, /files/bruno-room-lg.webp 1280w"');
  });

  it('renders two tenants’ My room at the same time, each with their own data only', async () => {
    // Ana's render asks the API only once Bruno's has begun to, so the two are under way together
    // whatever the machine's speed; each call is noted with the session it carried.
    const calls: string[] = [];
    let brunoAsked = () => {};
    const brunoHasAsked = new Promise<void>((resolve) => (brunoAsked = resolve));
    const inject = app.inject.bind(app);
    const interleaving = async (options: InjectOptions) => {
      if (String(options.url).startsWith('/api/')) {
        const cookie = String(options.headers?.cookie ?? '');
        const who = cookie.includes(ana.cookie) ? 'ana' : cookie.includes(bruno.cookie) ? 'bruno' : 'nobody';
        if (who === 'bruno') brunoAsked();
        if (who === 'ana') await brunoHasAsked;
        calls.push(who);
      }
      return inject(options);
    };
    Object.assign(app, { inject: interleaving });
    try {
      const pages = await Promise.all([asTenant(app, ana), asTenant(app, bruno)]);
      expect(pages.map((page) => tracesIn(page.body))).toMatchObject([
        { viewer: ana.email, rooms: ['Ana'], accountMenu: true },
        { viewer: bruno.email, rooms: ['Bruno'], accountMenu: true },
      ]);
      for (const page of pages) expect(page.headers['cache-control']).toBe('private, no-store');
    } finally {
      Object.assign(app, { inject });
    }
    // Both read the session, their stays and their room's incidents, and their calls interleave.
    expect(calls.filter((who) => who === 'ana')).toHaveLength(3);
    expect(calls.filter((who) => who === 'bruno')).toHaveLength(3);
    expect(calls.lastIndexOf('bruno')).toBeGreaterThan(calls.indexOf('ana'));
  });

  it('renders for a viewer no screen but My room, also at an address whose dots resolve to it', async () => {
    // A browser resolves `..` before asking; a hand-made request need not (inject would, so this
    // one goes over a socket as it is), and the router would read what is left as another
    // screen's parameters (the new-password form's, here).
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const response = await new Promise<{ headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const asking = httpRequest({ host: '127.0.0.1', port, path: '/forgot/../myroom', headers: { cookie: ana.cookie } }, (answer) => {
        let body = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (body += chunk)).on('end', () => resolve({ headers: answer.headers, body }));
      });
      asking.on('error', reject).end();
    });
    expect(response.headers['cache-control']).toBe('private, no-store');
    const traces = tracesIn(response.body);
    expect(traces).toMatchObject({ viewer: ana.email, rooms: ['Ana'], accountMenu: true });
    expect(traces.root).toMatch(/<h1[^>]*>Mi habitación<\/h1>/);
  });

  it('leaves My room to the browser without a live session: no cookie, a forged one, an ended one', async () => {
    const forged = `${SESSION_COOKIE}=${newSecret().secret}`;
    for (const cookie of ['', forged, carla.cookie]) {
      const response = await app.inject({ method: 'GET', url: '/myroom', headers: cookie ? { cookie } : {} });
      expect(response.statusCode, cookie).toBe(200);
      expect(response.headers['cache-control'], cookie).toBe('no-cache');
      expect(response.body, cookie).toContain('<p role="status">Loading</p>');
      expect(response.body, cookie).not.toContain(SERVER_DATA_ELEMENT);
      expect(tracesIn(response.body), cookie).toEqual({ root: expect.any(String), viewer: undefined, rooms: [], accountMenu: false });
      for (const tenant of [ana, bruno, carla]) expect(response.body).not.toContain(tenant.email);
    }
  });

  it('leaves My room to the browser of a tenant who changed something lately: it reads from the primary itself', async () => {
    const response = await app.inject({ method: 'GET', url: '/myroom', headers: { cookie: `${ana.cookie}; ${WROTE_COOKIE}=1` } });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain(SERVER_DATA_ELEMENT);
    expect(response.body).not.toContain(ana.email);
  });

  it('renders public pages as a visitor sees them, also right after a tenant’s My room', async () => {
    await asTenant(app, ana);
    for (const url of ['/', `/singleproperty/${propertyId}`, '/no-such-page']) {
      const response = await get(app, url);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(partsOf(response.body).data, url).toBeDefined();
      expect(tracesIn(response.body), url).toMatchObject({ viewer: undefined, rooms: [], accountMenu: false });
      expect(response.body).not.toContain(ana.email);
    }
    // A public page asked for by someone signed in is not rendered with their session: their browser renders it.
    const signedIn = await asTenant(app, ana, '/');
    expect(signedIn.headers['cache-control']).toBe('no-cache');
    expect(signedIn.body).not.toContain(SERVER_DATA_ELEMENT);
  });

  it('sends the plain index.html (200), nobody’s data, when My room’s render fails', async () => {
    const response = await asTenant(broken, ana);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<p role="status">Loading</p>');
    expect(response.body).not.toContain(SERVER_DATA_ELEMENT);
  });

  /** A renderer with a bundle of the test's own, and Ana's request for My room as the server has it. */
  async function rendererWith(name: string, bundle: string, timeoutMs?: number) {
    const root = join(folder, name);
    await mkdir(join(root, 'web'), { recursive: true });
    await writeFile(join(root, 'entry-server.js'), bundle);
    const renderer = pageRenderer(app, { webDir: join(root, 'web'), entryPath: join(root, 'entry-server.js'), timeoutMs });
    const request = { url: '/myroom', cookies: { [SESSION_COOKIE]: ana.cookie.split('=')[1] }, viewer: { userId: ana.id, role: 'tenant' } } as unknown as FastifyRequest;
    return { renderer, request };
  }

  it('gives up on a render that takes too long', async () => {
    const { renderer, request } = await rendererWith('hanging', HANGING_BUNDLE, 50);
    await expect(renderer.render(request)).rejects.toThrow('no page rendered within 50 ms');
  });

  it('sends no write a render asks for: its viewer stays signed in', async () => {
    const { renderer, request } = await rendererWith('writing', WRITING_BUNDLE);
    await expect(renderer.render(request)).rejects.toThrow('A page render only reads: POST /api/auth/logout is not sent');
    const session = await asTenant(app, ana, '/api/auth/session');
    expect((session.json() as { user: { email: string } | null }).user?.email).toBe(ana.email);
  });

  it('carries the viewer’s session cookie alone to the render’s calls, nothing else the browser sent', async () => {
    const sent: Record<string, unknown>[] = [];
    const inject = app.inject.bind(app);
    const noting = (options: InjectOptions) => {
      if (String(options.url).startsWith('/api/')) sent.push({ ...options.headers });
      return inject(options);
    };
    Object.assign(app, { inject: noting });
    try {
      const headers = { cookie: `${LANGUAGE_COOKIE}=en; ${ana.cookie}; habita_other=1; tracking=abc`, authorization: 'Basic eDp5', 'user-agent': 'Ana’s phone' };
      const response = await app.inject({ method: 'GET', url: '/myroom', headers });
      expect(tracesIn(response.body).viewer).toBe(ana.email);
    } finally {
      Object.assign(app, { inject });
    }
    expect(sent).toHaveLength(3);
    for (const headers of sent) expect(headers).toEqual({ accept: 'application/json', cookie: ana.cookie });
  });
});
