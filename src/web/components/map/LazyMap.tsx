import { lazy, Suspense, useState } from 'react';
import { useInBrowser } from '../rendering/use-in-browser.ts';
import { useNearScreen } from '../rendering/use-near-screen.ts';
import { DEFAULT_MAP_HEIGHT, type MapProps } from './map-props.ts';

// The map loads in its own chunk (Leaflet and its stylesheet, ~45 KB gz), so only pages that
// show a map pay for it. While it comes, a box of the same size holds its place; a page rendered
// on the server has the box too (Leaflet needs a browser). The map comes after hydration, once
// the box is near the screen: a map far down a page is not loaded by a visitor who never gets there.

const LeafletMap = lazy(() => import('./LeafletMap.tsx'));

export function LazyMap(props: MapProps) {
  const inBrowser = useInBrowser();
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const near = useNearScreen(box);
  const sizing = props.className ?? DEFAULT_MAP_HEIGHT;
  const placeholder = <div ref={setBox} className={`${sizing} rounded-xl border border-stone-200 bg-stone-100`} aria-hidden="true" />;
  if (!inBrowser || !near) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
