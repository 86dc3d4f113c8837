import { useEffect } from 'react';
import { APP_READY_ATTRIBUTE } from '../../catalog/page-rendering.ts';

/**
 * Marks the page as taken over by the app once the screen has committed. It sits beside the
 * screen, inside its Suspense boundary, because that boundary hydrates in a pass of its own after
 * the app's root: a mark set from the root would come while the screen's controls are still the
 * server's and answer nothing.
 */
export function TakenOver() {
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);
  return null;
}
