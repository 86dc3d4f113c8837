import type { MapBounds, MapPin } from './map-props.ts';

// Pure geometry the map and its pages share, kept out of the Leaflet chunk's side effects so it
// can be tested without a browser.

const PLACES = 5; // ~1 m: enough for a search area, short in the address bar

/**
 * Rounds an area inwards, so framing the rounded area again never needs a lower zoom (which
 * would make the map step back after every "search this area").
 */
export function roundBoundsInwards(bounds: MapBounds): MapBounds {
  const scale = 10 ** PLACES;
  const up = (value: number) => Math.ceil(value * scale - 1e-9) / scale;
  const down = (value: number) => Math.floor(value * scale + 1e-9) / scale;
  return { south: up(bounds.south), west: up(bounds.west), north: down(bounds.north), east: down(bounds.east) };
}

/**
 * The visible area as the search reads it. A map zoomed far out shows more than the world's
 * width, and Leaflet's longitudes run past ±180 once it has been panned around the globe:
 * wrap them back (a box across the antimeridian then has west > east) or take the whole width.
 */
export function worldBounds(bounds: MapBounds): MapBounds {
  const clampLatitude = (value: number) => Math.max(-90, Math.min(90, value));
  const wrap = (value: number) => (Math.abs(value) <= 180 ? value : ((((value + 180) % 360) + 360) % 360) - 180);
  const whole = bounds.east - bounds.west >= 360;
  return {
    south: clampLatitude(bounds.south),
    north: clampLatitude(bounds.north),
    west: whole ? -180 : wrap(bounds.west),
    east: whole ? 180 : wrap(bounds.east),
  };
}

/** The `bbox` query value: `south,west,north,east`. */
export function formatBbox(bounds: MapBounds): string {
  return [bounds.south, bounds.west, bounds.north, bounds.east].join(',');
}

/** The area of a `bbox` query value, or undefined when it is not four numbers in order. */
export function parseBbox(value: string | null | undefined): MapBounds | undefined {
  if (!value) return undefined;
  const parts = value.split(',').map((part) => (part.trim() === '' ? Number.NaN : Number(part)));
  if (parts.length !== 4 || parts.some((part) => !Number.isFinite(part))) return undefined;
  const [south, west, north, east] = parts as [number, number, number, number];
  // West beyond east is a box across the antimeridian, which the search reads too.
  if (south > north || Math.abs(south) > 90 || Math.abs(north) > 90 || Math.abs(west) > 180 || Math.abs(east) > 180) return undefined;
  return { south, west, north, east };
}

/** Whether a pin is a real place (not null island, not out of range). */
export function isPlaceable(lat: number | null | undefined, lng: number | null | undefined): boolean {
  return typeof lat === 'number' && typeof lng === 'number' && Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !(lat === 0 && lng === 0);
}

/** Identifies a set of pins by where they are, so new objects for the same pins do not reframe the map. */
export function pinsKey(pins: MapPin[]): string {
  return pins.map((pin) => `${pin.id}@${pin.lat},${pin.lng}:${pin.label}:${pin.title}:${pin.href ?? ''}`).join('|');
}

/** The smallest area holding every pin, widened to at least `minSpan` degrees so one pin is not a point. */
export function boundsOf(pins: Pick<MapPin, 'lat' | 'lng'>[], minSpan = 0.01): MapBounds | undefined {
  if (pins.length === 0) return undefined;
  let south = Infinity;
  let west = Infinity;
  let north = -Infinity;
  let east = -Infinity;
  for (const pin of pins) {
    south = Math.min(south, pin.lat);
    north = Math.max(north, pin.lat);
    west = Math.min(west, pin.lng);
    east = Math.max(east, pin.lng);
  }
  const widen = (low: number, high: number) => {
    const missing = Math.max(0, minSpan - (high - low)) / 2;
    return [low - missing, high + missing] as const;
  };
  [south, north] = widen(south, north);
  [west, east] = widen(west, east);
  return { south, west, north, east };
}
