import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (rotation, resizing). Undefined while
 * it cannot be known: the server's render and the hydration of it, which must draw what CSS
 * decides (a layout chosen here would move once the script knew the screen).
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (notify: () => void) => {
      const list = globalThis.matchMedia?.(query);
      list?.addEventListener('change', notify);
      return () => list?.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => globalThis.matchMedia?.(query).matches ?? false, () => undefined);
}
