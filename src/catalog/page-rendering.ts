// Names the server and the web app share for pages rendered on the server
// (src/server/public/server-render.ts, src/web/entry-server.tsx).

/** The id of the <script type="application/json"> element holding the answers a page was rendered with. */
export const SERVER_DATA_ELEMENT = 'habita-server-data';

/** The cookie holding the visitor's language, so the server renders pages in it. */
export const LANGUAGE_COOKIE = 'habita_lang';

/**
 * Set on <html> once the app has taken the page over: what stands in the screen's place (the
 * screen, a guard's own wait, or the error shown instead) has committed, hydration of the
 * server's HTML included.
 * Until then a page rendered by the server shows its controls but does not answer them: a file
 * chosen is lost. Browser tests wait for it before they act.
 */
export const APP_READY_ATTRIBUTE = 'data-app-ready';
