import { useSyncExternalStore } from 'react';

// For what only a browser can draw (the Leaflet map): false on the server and in the browser's
// first render, which must match the server's HTML; true from the render after it.

const subscribeToNothing = () => () => {};

export function useInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
