import { text } from 'node:stream/consumers';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import type { PageRenderRequest, RenderedPage, ServerRenderEntry } from '../contracts/server-render.ts';
import { setApiFetch } from './api/http.ts';
import { ServerRenderData } from './api/server-data.ts';
import { App } from './app/App.tsx';
import { AppRoot } from './app/AppRoot.tsx';
import { chunkTags } from './app/chunk-tags.ts';
import type { PageStatus } from './components/rendering/page-status.ts';
import { isServerRendered, screenAt } from './app/server-rendered.ts';
import { createAppStore } from './store/store.ts';

// The server's way into the web app (built by `vite build --ssr` into dist/ssr/entry-server.js,
// loaded by src/server/public/server-render.ts): a public page rendered with its data, as a
// visitor who is not signed in sees it. The render waits for every answer the page asks for; any
// error in it is thrown, and the server then sends the plain index.html instead.

async function renderPage({ url, language, manifest }: PageRenderRequest): Promise<RenderedPage | undefined> {
  const { pathname } = new URL(url, 'http://habita.invalid');
  if (!isServerRendered(pathname)) return undefined;
  // Loaded before the render, so the page renders at once, as the browser's first render will.
  const screen = await screenAt(pathname)?.Screen.preload();
  const data = new ServerRenderData();
  const status: PageStatus = { code: 200 };
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(
    <AppRoot store={createAppStore()} data={data} language={language} status={status}>
      <StaticRouter location={url}>
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
  return { status: status.code, html, head: screen ? chunkTags(manifest, screen.name) : '', data: data.serialize(language) };
}

/** What the server calls, typed by the contract both sides read. */
export const entry: ServerRenderEntry = { setApiFetch, renderPage };
