import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { createMailer } from './mail/mailer.ts';
import { localStorage } from './files/storage.ts';
import { openTestDatabase, type TestDatabase } from './testing/databases.ts';

// Serving the built web app: every page route answers the app's index.html, but an address of
// the build's own files that does not exist answers 404. The app tells a missing screen chunk
// by that 404 (spec §8), and a removed worker script by its 404 or non-JavaScript type.

let app: FastifyInstance;
let database: TestDatabase;
let folder: string;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'habita-web-'));
  const web = join(folder, 'web');
  await mkdir(join(web, 'js'), { recursive: true });
  await writeFile(join(web, 'index.html'), '<!doctype html><title>Habita</title><div id="root"></div>');
  await writeFile(join(web, 'js', 'HomePage.Ab12-_cd.js'), 'export default 1;');
  await writeFile(join(web, 'js', 'HomePage.Ab12-_cd.js.br'), brotliCompressSync('export default 1;'));
  database = await openTestDatabase('pglite');
  const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: join(folder, 'outbox') }, { info() {}, error() {} });
  app = await buildApp({ db: database.db, storage: localStorage(join(folder, 'uploads')), mailer, webDir: web });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.dispose();
  await rm(folder, { recursive: true, force: true });
});

describe('the built web app', () => {
  it.each(['/', '/aboutus', '/Rooms', '/verification/abc/a@b.c', '/no-such-page'])('answers the page %s with index.html', async (path) => {
    const response = await app.inject({ method: 'GET', url: path });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves a screen chunk as JavaScript, cached for good', async () => {
    const response = await app.inject({ method: 'GET', url: '/js/HomePage.Ab12-_cd.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it("serves the build's compressed copy to a browser that takes it, as JavaScript, cached for good", async () => {
    const response = await app.inject({ method: 'GET', url: '/js/HomePage.Ab12-_cd.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe('export default 1;');
  });

  it.each(['/js/AboutUsPage.Zz99yy88.js', '/assets/index.Zz99yy88.css', '/sw.js', '/workbox-12345678.js', '/manifest.webmanifest'])(
    'answers 404, not the page, for the missing build file %s',
    async (path) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const response = await app.inject({ method, url: path });
        expect(response.statusCode, `${method} ${path}`).toBe(404);
        expect(response.headers['content-type'], `${method} ${path}`).not.toMatch(/html|javascript/);
      }
    },
  );
});
