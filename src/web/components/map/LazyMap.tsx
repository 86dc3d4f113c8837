import { lazy, Suspense } from 'react';
import { DEFAULT_MAP_HEIGHT, type MapProps } from './map-props.ts';

// The map loads in its own chunk (Leaflet and its stylesheet, ~45 KB gz), so only pages that
// show a map pay for it. While it comes, a box of the same size holds its place.

const LeafletMap = lazy(() => import('./LeafletMap.tsx'));

export function LazyMap(props: MapProps) {
  const sizing = props.className ?? DEFAULT_MAP_HEIGHT;
  return (
    <Suspense fallback={<div className={`${sizing} rounded-xl border border-stone-200 bg-stone-100`} aria-hidden="true" />}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
