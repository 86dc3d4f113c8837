import { startTransition, type ReactNode } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';

/**
 * Takes over the page the server rendered. In a transition, React hydrates in slices of a few
 * milliseconds, between which the browser handles input and paints: in one piece, My room's
 * hydration held Chromium's main thread for 60 ms on a fast machine (four times that on
 * Lighthouse's phone).
 */
export function hydrate(container: Element, app: ReactNode, options?: HydrationOptions): void {
  startTransition(() => void hydrateRoot(container, app, options));
}
