import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE, SERVER_DATA_ELEMENT } from '../../catalog/page-rendering.ts';
import { properties, rooms } from '../../catalog/collections/places.ts';
import { typerooms } from '../../catalog/collections/reference.ts';
import { buildApp } from '../app.ts';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings.ts';
import { storeOf } from '../collections/store.ts';
import { localStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';

// Public pages with their content in the first HTML: the real server-rendering bundle, built by
// scripts/build-ssr.mjs beside a web folder of the test's own, rendering records made here. A
// bundle whose render throws leaves the page to the browser (the plain index.html, 200).

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
  async renderPage() { throw new Error('the render broke'); },
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

  it('leaves private pages to the browser: the plain index.html', async () => {
    const response = await get(app, '/myroom');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p role="status">Loading</p>');
    expect(response.body).not.toContain(SERVER_DATA_ELEMENT);
  });

  it('sends the plain index.html (200) when the render fails', async () => {
    const response = await get(broken, `/singleproperty/${propertyId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<p role="status">Loading</p>');
    expect(response.body).not.toContain(SERVER_DATA_ELEMENT);
    // The record's tags still name it for link previews.
    expect(response.body).toContain('<title>Ático con terraza &lt;junto al río&gt; · Habita</title>');
  });
});
