import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LANGUAGE_COOKIE, SERVER_DATA_ELEMENT } from '../../catalog/page-rendering.ts';
import type { BuildChunk, PageAudience, PageLanguage, RenderedPage, ServerRenderEntry } from '../../contracts/server-render.ts';
import { wroteLately } from '../ops/stale-reads.ts';
import { SESSION_COOKIE } from '../sessions/sessions.ts';
import { withTimeout } from '../timeouts.ts';

// Pages with their content in the first HTML: the web app's server-rendering bundle
// (dist/ssr/entry-server.js, built from src/web/entry-server.tsx; the server never imports the
// web's source) renders the page into index.html. The bundle reads the API through this app's
// inject (no socket). Public pages are rendered as a visitor who is not signed in sees them (no
// cookie); My room for the signed-in person asking, whose session cookie, and nothing else of
// theirs, goes with that render's calls alone. Without the bundle, or when a render fails or
// takes too long, the page is the plain index.html and the browser renders it as before.

/** A render still running after this long is given up on: the plain index.html goes instead. */
const RENDER_TIMEOUT_MS = 5_000;

/** The bundle beside the web app it renders: dist/ssr next to dist/web. */
function serverRenderEntryPath(webDir: string): string {
  return join(dirname(webDir), 'ssr', 'entry-server.js');
}

/** The language the visitor chose (its cookie), Spanish without one. */
export function pageLanguage(request: FastifyRequest): PageLanguage {
  return request.cookies?.[LANGUAGE_COOKIE] === 'en' ? 'en' : 'es';
}

/**
 * A fetch answering the web app's API calls through the app itself: as a visitor, or with the
 * session cookie of the viewer the page is rendered for. A render only reads.
 */
function injectFetch(app: FastifyInstance, session: string | undefined): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://habita.internal');
    const method = init?.method ?? 'GET';
    if (method !== 'GET') throw new Error(`A page render only reads: ${method} ${url.pathname} is not sent`);
    const headers: Record<string, string> = { accept: 'application/json' };
    if (session) headers.cookie = `${SESSION_COOKIE}=${session}`;
    const answer = await app.inject({ method, url: url.pathname + url.search, headers });
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    const type = answer.headers['content-type'];
    return new Response(empty ? null : answer.body, {
      status: answer.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    });
  };
}

// The fetch of the render running in this async context. The bundle is one module shared by every
// render, so it is handed one fetch, which answers each call with the fetch of the render that
// made it: two renders at once, for two people, never see each other's session.
const renderFetch = new AsyncLocalStorage<typeof fetch>();

const fetchOfTheRender: typeof fetch = (input, init) => {
  const fetch = renderFetch.getStore();
  if (!fetch) return Promise.reject(new Error('The web app called the API outside a page render'));
  return fetch(input, init);
};

/** The bundle, imported on the first render (not at start: a server may run without one). */
function bundleLoader(entryPath: string): () => Promise<ServerRenderEntry | undefined> {
  // Imported once by its plain address: its screen chunks import it back, and a second copy of it
  // (an address with a version in it) would not share the React contexts they render in. A new
  // build is read by a restart, like the server's own bundle.
  let loading: Promise<ServerRenderEntry> | undefined;
  return async () => {
    if (!loading && !(await stat(entryPath).catch(() => undefined))) return undefined;
    loading ??= import(pathToFileURL(entryPath).href).then(({ entry }: { entry: ServerRenderEntry }) => {
      entry.setApiFetch(fetchOfTheRender);
      return entry;
    });
    return loading;
  };
}

/** The web build's manifest, read again when the web app is rebuilt. */
function manifestReader(webDir: string): () => Promise<Record<string, BuildChunk> | undefined> {
  const path = join(webDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Promise<Record<string, BuildChunk>> } | undefined;
  return async () => {
    const info = await stat(path).catch(() => undefined);
    if (!info) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      cached = { mtimeMs: info.mtimeMs, manifest: readFile(path, 'utf8').then((text) => JSON.parse(text) as Record<string, BuildChunk>) };
    }
    return cached.manifest;
  };
}

export interface RenderedFor {
  page: RenderedPage;
  /** `viewer`: the page holds the signed-in person's data, for them alone. */
  audience: PageAudience;
}

export interface PageRenderer {
  /** The page rendered with its data; undefined when there is no bundle or the browser renders the page. */
  render(request: FastifyRequest): Promise<RenderedFor | undefined>;
}

/** Whose session the page's render carries (none: it is rendered as a visitor); undefined: the browser renders it. */
function renderingFor(request: FastifyRequest, audience: PageAudience): { session: string | undefined } | undefined {
  // Someone signed in may see more on a public page (staff see drafts): their browser renders it.
  if (audience === 'visitor') return request.viewer ? undefined : { session: undefined };
  const session = request.cookies?.[SESSION_COOKIE];
  // Nobody signed in (a forged or ended cookie included): the browser's guard sends them to log in.
  if (!request.viewer || !session) return undefined;
  // A browser that changed something lately has its reads answered by the primary, which the
  // render's calls, without its cookies, would not be (ops/stale-reads.ts): it reads for itself.
  if (wroteLately(request)) return undefined;
  return { session };
}

export function pageRenderer(app: FastifyInstance, options: { webDir: string; entryPath?: string; timeoutMs?: number }): PageRenderer {
  const entry = bundleLoader(options.entryPath ?? serverRenderEntryPath(options.webDir));
  const manifest = manifestReader(options.webDir);
  return {
    async render(request) {
      const bundle = await entry();
      if (!bundle) return undefined;
      const audience = bundle.audienceOf(request.url);
      const rendering = audience && renderingFor(request, audience);
      if (!audience || !rendering) return undefined;
      const renderRequest = { url: request.url, language: pageLanguage(request), manifest: await manifest() };
      const rendered = renderFetch.run(injectFetch(app, rendering.session), () => bundle.renderPage(renderRequest));
      const page = await withTimeout(rendered, options.timeoutMs ?? RENDER_TIMEOUT_MS, 'no page rendered');
      return page && { page, audience };
    },
  };
}

/** index.html with the rendered page in #root, its tags in the head, its language and its data. */
export function withRenderedPage(html: string, page: RenderedPage, language: PageLanguage): string {
  const data = `<script type="application/json" id="${SERVER_DATA_ELEMENT}">${page.data}</script>`;
  // Functions as replacements: `$` in the page must not be read as a back-reference.
  return html
    .replace(/<html lang="[^"]*"/i, () => `<html lang="${language}"`)
    .replace(/<\/head>/i, () => (page.head ? `  ${page.head}\n  </head>` : '</head>'))
    .replace(/<div id="root">[\s\S]*<\/div>(\s*)<\/body>/i, (_, space: string) => `<div id="root">${page.html}</div>${space}${data}\n  </body>`);
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A page as the browser accepts it: brotli, else gzip, else as it is. The build's files come
 * compressed already (vite.precompress.ts); a rendered page is compressed as it goes out, at a
 * quick level (a few milliseconds for a page).
 */
export async function encodedPage(request: FastifyRequest, html: string): Promise<{ body: string | Buffer; encoding?: 'br' | 'gzip' }> {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return { body: await brotliAsync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }), encoding: 'br' };
  if (/\bgzip\b/.test(accepted)) return { body: await gzipAsync(html), encoding: 'gzip' };
  return { body: html };
}
