// What the server and the web app's server-rendering bundle (dist/ssr/entry-server.js, built
// from src/web/entry-server.tsx) say to each other. The server never imports the web app's
// source: it loads the built bundle by path, and both sides type the exchange from here.

export type PageLanguage = 'es' | 'en';

/**
 * Whom a page is rendered for: `visitor`, as someone not signed in sees it (the same for
 * everyone, so its HTML may be shared); `viewer`, with the signed-in person's own data, for them
 * alone (their session cookie reaches the API calls of that render only).
 */
export type PageAudience = 'visitor' | 'viewer';

/** One entry of the web build's manifest (dist/web/.vite/manifest.json), as far as it is read. */
export interface BuildChunk {
  file: string;
  /** The source it was built from, relative to src/web. */
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  /** Keys of the chunks it imports. */
  imports?: string[];
  css?: string[];
}

export interface PageRenderRequest {
  /** The page's address: path and query string. */
  url: string;
  language: PageLanguage;
  /** The web build's manifest, so the page can name its screen's chunk for the browser to preload. */
  manifest?: Record<string, BuildChunk>;
}

export interface RenderedPage {
  status: number;
  /** What goes inside <div id="root">. */
  html: string;
  /** Tags for the head: the screen's chunk and style sheets. */
  head: string;
  /** The answers the render read, as a JSON document safe inside a <script> element. */
  data: string;
}

export interface ServerRenderEntry {
  /**
   * How the API is reached while rendering: the server hands in a fetch of its own (no socket),
   * once, before the first render. It answers each call as the render it belongs to asks: as a
   * visitor, or with that render's viewer's session.
   */
  setApiFetch(fetch: typeof globalThis.fetch): void;
  /** Whom the page at `url` is rendered for; undefined: the browser renders it (back-office, payments' answers…). */
  audienceOf(url: string): PageAudience | undefined;
  /**
   * The page rendered with its data; undefined for pages rendered in the browser only, and for a
   * viewer's page when the API says nobody is signed in.
   */
  renderPage(request: PageRenderRequest): Promise<RenderedPage | undefined>;
}
