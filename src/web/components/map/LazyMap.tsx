import { lazy, Suspense } from 'react';
import { useInBrowser } from '../rendering/use-in-browser.ts';
import { DEFAULT_MAP_HEIGHT, type MapProps } from './map-props.ts';

// The map loads in its own chunk (Leaflet and its stylesheet, ~45 KB gz), so only pages that
// show a map pay for it. While it comes, a box of the same size holds its place; a page rendered
// on the server has the box too (Leaflet needs a browser), and the map comes after hydration.

const LeafletMap = lazy(() => import('./LeafletMap.tsx'));

export function LazyMap(props: MapProps) {
  const inBrowser = useInBrowser();
  const sizing = props.className ?? DEFAULT_MAP_HEIGHT;
  const placeholder = <div className={`${sizing} rounded-xl border border-stone-200 bg-stone-100`} aria-hidden="true" />;
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
