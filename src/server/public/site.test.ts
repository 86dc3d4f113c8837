import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticias } from '../../catalog/collections/content.ts';
import { properties } from '../../catalog/collections/places.ts';
import { INDEXABLE_PAGES, PRIVATE_PAGE_PREFIXES } from '../../catalog/public-pages.ts';
import { policyValues } from '../../catalog/policies.ts';
import { buildApp } from '../app.ts';
import { DEFAULT_AUTH_SETTINGS } from '../auth/settings.ts';
import { storeOf } from '../collections/store.ts';
import { rows } from '../db/rows.ts';
import { readConfig } from '../config.ts';
import { localStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { errorShapeProblems } from '../testing/refusals.ts';
import { makeTestUser } from '../testing/test-app.ts';
import { escapeXml } from './sitemap.ts';
import { summaryText } from './page-meta.ts';

// The server-rendered extras of the public site, through the real app built with a web folder
// and settings of the test's own: the sitemap, robots.txt, index.html with a record's tags,
// the settings the web reads, and the limit on anonymous form posts.

const PUBLIC_URL = 'https://habita.example';

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <meta name="description" content="Habita: habitaciones y pisos en alquiler." />
    <title>Habita · Habitaciones y pisos en alquiler</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

const localized = (es: string, en: string) => ({ es, en });

describe.each(databaseKinds())('public site extras on %s', (kind) => {
  let app: FastifyInstance;
  let database: TestDatabase;
  let folder: string;
  const made: Record<string, { _id: string }> = {};

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'habita-public-'));
    const web = join(folder, 'web');
    await mkdir(web, { recursive: true });
    await writeFile(join(web, 'index.html'), INDEX_HTML);
    database = await openTestDatabase(kind);
    const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: join(folder, 'outbox') }, { info() {}, error() {} });
    app = await buildApp({
      db: database.db,
      storage: localStorage(join(folder, 'uploads')),
      mailer,
      webDir: web,
      auth: { ...DEFAULT_AUTH_SETTINGS, publicUrl: PUBLIC_URL },
      publicSite: { formsPerIp: { max: 3, windowSeconds: 3600 } },
    });
    await app.ready();

    const property = (title: { es: string; en: string }, published: boolean, extra: Record<string, unknown> = {}) =>
      storeOf(properties).insert(database.db, { title, address: 'Calle Colón 1', city: 'Valencia', published, ...extra });
    made.published = await property(localized('<script>alert("x")</script> Ático "con" luz & \'vistas\'', 'Sunny attic'), true, {
      description: localized('<p>Un ático <strong>precioso</strong> junto al río.</p>', 'A lovely attic'),
      images: [{ key: 'a1b2c3.png', name: 'atico.png', contentType: 'image/png', size: 10, variants: { sm: 'a1b2c3-sm.webp', lg: 'a1b2c3-lg.webp' } }],
    });
    made.englishOnly = await property(localized('', 'Only in English'), true);
    made.draft = await property(localized('Borrador secreto', 'Secret draft'), false);
    made.removed = await property(localized('Retirado', 'Removed'), true);
    await storeOf(properties).setDeleted(database.db, made.removed._id, true);
    const news = (slug: string, publishedAt: string | null, extra: Record<string, unknown> = {}) =>
      storeOf(noticias).insert(database.db, { title: localized(`Noticia ${slug}`, `News ${slug}`), slug, body: localized('<p>Cuerpo</p>', 'Body'), publishedAt, ...extra });
    made.news = await news('publicada', '2026-01-10T09:00:00.000Z', { summary: localized('Resumen de la noticia', 'Summary') });
    made.scheduled = await news('programada', '2999-01-01T09:00:00.000Z');
    made.newsDraft = await news('borrador', null);
  });

  afterAll(async () => {
    await app?.close();
    await database?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url });

  describe('sitemap.xml', () => {
    let response: LightMyRequestResponse;
    beforeAll(async () => {
      response = await get('/sitemap.xml');
    });

    it('is XML with one absolute address per page and per public record', () => {
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/xml/);
      const xml = response.body;
      expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
      expect(xml.trimEnd().endsWith('</urlset>')).toBe(true);
      const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
      expect(xml.match(/<url>/g)).toHaveLength(locs.length);
      expect(xml.match(/<\/url>/g)).toHaveLength(locs.length);
      expect(locs.every((loc) => loc.startsWith(`${PUBLIC_URL}/`))).toBe(true);
      // Every & is an entity: the document is well-formed.
      expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, '')).not.toMatch(/&/);
      for (const page of INDEXABLE_PAGES) expect(locs).toContain(PUBLIC_URL + page);
    });

    it('lists published properties and news, not drafts, scheduled or removed ones', () => {
      const xml = response.body;
      expect(xml).toContain(`<loc>${PUBLIC_URL}/singleproperty/${made.published!._id}</loc>`);
      expect(xml).toContain(`<loc>${PUBLIC_URL}/singleproperty/${made.englishOnly!._id}</loc>`);
      expect(xml).toMatch(new RegExp(`<loc>${PUBLIC_URL}/singlenew/${made.news!._id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
      for (const hidden of [made.draft, made.removed, made.scheduled, made.newsDraft]) expect(xml).not.toContain(hidden!._id);
    });

    it('escapes what XML would misread', () => {
      expect(escapeXml(`a&b<c>"d"'e'`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos;');
    });
  });

  describe('robots.txt', () => {
    it('allows the site, keeps robots out of the back-office, accounts and API, and names the sitemap', async () => {
      const response = await get('/robots.txt');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain/);
      const lines = response.body.split('\n');
      expect(lines[0]).toBe('User-agent: *');
      for (const prefix of ['/admin', '/api/', '/login', '/register', '/profile', '/myroom', '/Properties', '/manageproperty']) {
        expect(lines).toContain(`Disallow: ${prefix}`);
      }
      expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });

    it('disallows none of the pages the sitemap lists', () => {
      for (const page of INDEXABLE_PAGES) {
        for (const prefix of PRIVATE_PAGE_PREFIXES) expect(page.startsWith(prefix), `${prefix} covers ${page}`).toBe(false);
      }
    });
  });

  describe('index.html of a record page', () => {
    const head = (html: string) => html.slice(0, html.indexOf('</head>'));
    const meta = (html: string, attribute: string, name: string) =>
      [...head(html).matchAll(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)" />`, 'g'))].map((m) => m[1]);

    it('carries the property’s title, description and Open Graph tags, escaped', async () => {
      const response = await get(`/singleproperty/${made.published!._id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      const html = response.body;
      const title = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Ático &quot;con&quot; luz &amp; &#39;vistas&#39; · Habita';
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).not.toContain('<script>alert');
      expect(html.match(/<title>/g)).toHaveLength(1);
      expect(meta(html, 'name', 'description')).toEqual(['Un ático precioso junto al río.']);
      expect(meta(html, 'property', 'og:title')).toEqual([title]);
      expect(meta(html, 'property', 'og:description')).toEqual(['Un ático precioso junto al río.']);
      expect(meta(html, 'property', 'og:type')).toEqual(['website']);
      expect(meta(html, 'property', 'og:url')).toEqual([`${PUBLIC_URL}/singleproperty/${made.published!._id}`]);
      expect(meta(html, 'property', 'og:image')).toEqual([`${PUBLIC_URL}/files/a1b2c3-lg.webp`]);
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/singleproperty/${made.published!._id}" />`);
      expect(html).toContain('<div id="root"></div>');
    });

    it('falls back to English, and to the address when there is no description; no image tag without an image', async () => {
      const html = (await get(`/singleproperty/${made.englishOnly!._id}`)).body;
      expect(html).toContain('<title>Only in English · Habita</title>');
      expect(meta(html, 'name', 'description')).toEqual(['Calle Colón 1, Valencia']);
      expect(meta(html, 'property', 'og:image')).toEqual([]);
    });

    it('carries a news item’s summary as an article', async () => {
      const html = (await get(`/singlenew/${made.news!._id}`)).body;
      expect(html).toContain('<title>Noticia publicada · Habita</title>');
      expect(meta(html, 'property', 'og:type')).toEqual(['article']);
      expect(meta(html, 'property', 'og:description')).toEqual(['Resumen de la noticia']);
      expect(meta(html, 'property', 'og:url')).toEqual([`${PUBLIC_URL}/singlenew/${made.news!._id}`]);
    });

    it.each([
      ['an unpublished property', () => `/singleproperty/${made.draft!._id}`],
      ['a removed property', () => `/singleproperty/${made.removed!._id}`],
      ['a scheduled news item', () => `/singlenew/${made.scheduled!._id}`],
      ['an id that is not one', () => '/singleproperty/not-an-id'],
      ['another page', () => '/blog'],
    ])('is the file unchanged for %s', async (_what, path) => {
      const response = await get(path());
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
      expect(response.body).not.toContain('Borrador secreto');
    });

    it('is read again when the web app is rebuilt', async () => {
      const web = join(folder, 'web', 'index.html');
      await writeFile(web, INDEX_HTML.replace('<div id="root"></div>', '<div id="root" data-build="2"></div>'));
      const later = new Date(Date.now() + 60_000);
      await utimes(web, later, later);
      const html = (await get(`/singleproperty/${made.published!._id}`)).body;
      expect(html).toContain('data-build="2"');
      expect(html).toContain('og:title');
    });
  });

  describe('GET /api/public/config', () => {
    it('gives the map and contact settings and the money rules the app was started with, the documented defaults when none', async () => {
      const response = await get('/api/public/config');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
        contact: { email: 'hola@habita.local', phone: '+34 910 000 000' },
        policies: policyValues(),
      });
    });
  });

  describe('anonymous posts of the public forms', () => {
    const contact = (headers: Record<string, string> = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/contacts/',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'Hola' }),
      });

    it('are refused with 429 past the limit, per address and form, and not for signed-in users', async () => {
      for (let i = 0; i < 3; i += 1) expect((await contact()).statusCode).toBe(201);
      const refused = await contact();
      expect(refused.statusCode).toBe(429);
      expect(errorShapeProblems(refused)).toEqual([]);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
      const [stored] = await rows(database.db, sql`select count(*)::int as n from contacts`);
      expect(stored!.n, 'the refused message was not stored').toBe(3);

      const otherForm = await app.inject({
        method: 'POST',
        url: '/api/investors',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ name: 'Inés', email: 'ines@example.com' }),
      });
      expect(otherForm.statusCode, otherForm.body).toBe(201);
      expect((await contact({ 'x-forwarded-for': '203.0.113.9' })).statusCode, 'X-Forwarded-For is not believed').toBe(429);

      const tenant = await makeTestUser(database, 'tenant');
      expect((await contact({ cookie: tenant.cookie, origin: PUBLIC_URL })).statusCode).toBe(201);
    });
  });
});

describe('settings of the public site', () => {
  it('reads MAP_TILE_URL, MAP_ATTRIBUTION, CONTACT_* and RATE_LIMIT_PUBLIC_FORMS_PER_IP, with the documented defaults', () => {
    expect(readConfig({}).publicSite).toEqual({
      map: { tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© OpenStreetMap contributors' },
      contact: { email: 'hola@habita.local', phone: '+34 910 000 000' },
      formsPerIp: { max: 10, windowSeconds: 3600 },
    });
    const custom = readConfig({
      MAP_TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      MAP_ATTRIBUTION: '© Example',
      CONTACT_EMAIL: 'ayuda@example.es',
      CONTACT_PHONE: '+34 600 000 001',
      RATE_LIMIT_PUBLIC_FORMS_PER_IP: '25',
    }).publicSite;
    expect(custom).toEqual({
      map: { tileUrl: 'https://tiles.example/{z}/{x}/{y}.png', attribution: '© Example' },
      contact: { email: 'ayuda@example.es', phone: '+34 600 000 001' },
      formsPerIp: { max: 25, windowSeconds: 3600 },
    });
    expect(readConfig({ MAP_TILE_URL: '' }).publicSite.map.tileUrl).toBeNull();
    expect(() => readConfig({ RATE_LIMIT_PUBLIC_FORMS_PER_IP: 'many' })).toThrow(/RATE_LIMIT_PUBLIC_FORMS_PER_IP/);
  });

  it('are what GET /api/public/config answers', async () => {
    const database = await openTestDatabase('pglite');
    const folder = await mkdtemp(join(tmpdir(), 'habita-config-'));
    const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: join(folder, 'outbox') }, { info() {}, error() {} });
    const { publicSite, booking } = readConfig({ MAP_TILE_URL: '', MAP_ATTRIBUTION: '© Nadie', HOLD_MINUTES: '20', RENT_REMINDER_DAYS: '5' });
    const app = await buildApp({ db: database.db, storage: localStorage(join(folder, 'uploads')), mailer, publicSite, booking });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/public/config' });
      expect(response.json()).toEqual({
        map: { tileUrl: null, attribution: '© Nadie' },
        contact: { email: 'hola@habita.local', phone: '+34 910 000 000' },
        // The texts promise the hold and the reminder this server gives, not the defaults.
        policies: { ...policyValues(), holdMinutes: 20, rentReminderDays: 5 },
      });
    } finally {
      await app.close();
      await database.dispose();
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('cut descriptions to a readable length at a word', () => {
    const long = 'palabra '.repeat(40);
    const cut = summaryText(long, 50);
    expect(cut.length).toBeLessThanOrEqual(50);
    expect(cut.endsWith('palabra…')).toBe(true);
    expect(summaryText('<p>Hola&nbsp;<b>mundo</b> &amp; &lt;más&gt;</p>')).toBe('Hola mundo & <más>');
  });
});
