import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageRenderRequest, RenderedPage, ServerRenderEntry } from '../contracts/server-render.ts';
import { fetchSession } from './api/auth.ts';
import { setApiFetch } from './api/http.ts';
import { ServerRenderData } from './api/server-data.ts';
import { App } from './app/App.tsx';
import { AppRoot } from './app/AppRoot.tsx';
import { chunkTags } from './app/chunk-tags.ts';
import type { PageStatus } from './components/rendering/page-status.ts';
import { audienceAt, screenAt } from './app/server-rendered.ts';
import { createAppStore } from './store/store.ts';

// The server's way into the web app (built by `vite build --ssr` into dist/ssr/entry-server.js,
// loaded by src/server/public/server-render.ts): a page rendered with its data, as a visitor who
// is not signed in sees it, or (My room) as its signed-in viewer does, the header included. The
// render waits for every answer the page asks for; any error in it is thrown, and the server then
// sends the plain index.html instead.

/**
 * The address as a browser reads it (`..` resolved, as in its location bar): whom the page is
 * rendered for is judged on the very address the router then renders, so an address written by
 * hand cannot be judged as My room and rendered as another screen with the viewer's session.
 */
const locationOf = (url: string) => {
  const { pathname, search } = new URL(url, 'http://habita.invalid');
  return { pathname, location: pathname + search };
};

async function renderPage({ url, language, manifest }: PageRenderRequest): Promise<RenderedPage | undefined> {
  const { pathname, location } = locationOf(url);
  const audience = audienceAt(pathname);
  if (!audience) return undefined;
  // Loaded before the render, so the page renders at once, as the browser's first render will.
  const [screen, viewer] = await Promise.all([
    screenAt(pathname)?.Screen.preload(),
    // Asked as the browser would at start: this render's calls carry the viewer's session.
    audience === 'viewer' ? fetchSession() : undefined,
  ]);
  // The session ended since the request came in: the browser's guard sends them to log in.
  if (audience === 'viewer' && !viewer) return undefined;
  const data = new ServerRenderData();
  const status: PageStatus = { code: 200 };
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <AppRoot store={createAppStore(viewer ?? undefined)} data={data} language={language} status={status}>
      <StaticRouter location={location}>
        <App />
      </StaticRouter>
    </AppRoot>,
    {
      // The whole page in place: no part sent apart to be moved in by an inline script, which
      // the site's Content-Security-Policy refuses and a browser without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        failure ??= error;
      },
    },
  );
  const html = await text(prelude);
  if (failure) throw failure;
  return { status: status.code, html, head: screen ? chunkTags(manifest, screen.name) : '', data: data.serialize(language, viewer ?? undefined) };
}

/** What the server calls, typed by the contract both sides read. */
export const entry: ServerRenderEntry = { setApiFetch, audienceOf: (url) => audienceAt(locationOf(url).pathname), renderPage };
