// What a page hands the map, apart from LazyMap.tsx: the lazily loaded LeafletMap.tsx reads it
// too, and must not import the module that loads it.

export interface MapPin {
  id: string;
  lat: number;
  lng: number;
  /** Short text on the marker, e.g. a price. */
  label: string;
  /** Accessible name of the marker and the link in its popup; the label is added unless the title contains it. */
  title: string;
  href?: string;
}

/** Decimal degrees, in the order the search endpoint's `bbox` reads them. */
export interface MapBounds {
  south: number;
  west: number;
  north: number;
  east: number;
}

export interface MapProps {
  pins: MapPin[];
  ariaLabel: string;
  /** Sets the height (e.g. `h-80`); defaults to h-80. */
  className?: string;
  /** `pins` (default): frame every pin whenever the set of pins changes. `none`: keep `center`/`zoom` or `bounds`. */
  fit?: 'pins' | 'none';
  center?: [number, number];
  zoom?: number;
  /** An area to show, e.g. the `bbox` of a search; wins over `center` when `fit` is `none`. */
  bounds?: MapBounds;
  selectedId?: string;
  /** After the person pans or zooms (debounced); never for the map's own framing. */
  onBoundsChange?: (bounds: MapBounds) => void;
  onPinClick?: (id: string) => void;
}

export const DEFAULT_MAP_HEIGHT = 'h-80';
