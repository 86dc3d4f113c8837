import { useSyncExternalStore } from 'react';

// What only the browser knows or can draw (the visitor's time zone, the Leaflet map), for pages
// the server renders too: the browser's first render of such a page (hydration) must draw what
// the server did, and draws the browser's own from the render after it.

const subscribeToNothing = () => () => {};

/**
 * `inBrowser()` in the browser; `rendered` on the server and in the render that hydrates the
 * server's HTML. `inBrowser` returns an equal value (a string, a number) while nothing changed.
 */
export function useBrowserValue<T>(inBrowser: () => T, rendered: T): T {
  return useSyncExternalStore(subscribeToNothing, inBrowser, () => rendered);
}

/** False on the server and in the browser's first render, which must match the server's HTML; true from the render after it. */
export function useInBrowser(): boolean {
  return useBrowserValue(() => true, false);
}
