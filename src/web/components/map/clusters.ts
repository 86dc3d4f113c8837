// Which pins a map can draw apart at its zoom, and which it must draw as one counted cluster.
// Pure screen geometry (pixels at one zoom), so it is tested without a browser. Pins are
// merged only when their drawn boxes would overlap, price tags being much wider than tall;
// a cluster's box is its own, so merging repeats until nothing drawn overlaps anything.

/** Where a marker's drawing reaches, in pixels from its point (up and left are negative). */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ScreenPin {
  id: string;
  /** The point in pixels at the map's zoom. */
  x: number;
  y: number;
  box: Box;
}

export interface ScreenCluster {
  /** One id: a pin drawn on its own. More: a cluster of them. */
  ids: string[];
  /** A single pin's point, or the mean of the cluster's points. */
  x: number;
  y: number;
  box: Box;
}

/** Pixels kept free between two drawn markers. */
export const MARKER_GAP = 6;

/** A price tag hangs above its point, centred; its width is estimated from its text. */
export function tagBox(label: string): Box {
  const width = Math.ceil(label.length * 8 + 22);
  return { left: -width / 2, right: width / 2, top: -34, bottom: 0 };
}

/** A cluster is a round badge centred on its point, wider for bigger counts. */
export function clusterBox(count: number): Box {
  const radius = count < 100 ? 20 : 24;
  return { left: -radius, right: radius, top: -radius, bottom: radius };
}

const left = (item: ScreenCluster) => item.x + item.box.left;
const right = (item: ScreenCluster) => item.x + item.box.right;

function overlap(a: ScreenCluster, b: ScreenCluster, gap: number): boolean {
  return (
    left(a) < right(b) + gap &&
    left(b) < right(a) + gap &&
    a.y + a.box.top < b.y + b.box.bottom + gap &&
    b.y + b.box.top < a.y + a.box.bottom + gap
  );
}

function merge(into: ScreenCluster & { sumX: number; sumY: number }, other: ScreenCluster & { sumX: number; sumY: number }): void {
  into.ids.push(...other.ids);
  into.sumX += other.sumX;
  into.sumY += other.sumY;
  into.x = into.sumX / into.ids.length;
  into.y = into.sumY / into.ids.length;
  into.box = clusterBox(into.ids.length);
}

/**
 * Groups pins so that no two drawn markers overlap (nor come closer than `gap`). Sweeps the
 * markers by their left edge, merging overlapping pairs, until a sweep merges nothing; each
 * merge removes a marker, so it ends. Ids in a cluster keep the input order; the result is
 * ordered by left edge, then first id.
 */
export function clusterPins(pins: ScreenPin[], gap = MARKER_GAP): ScreenCluster[] {
  const order = new Map(pins.map((pin, index) => [pin.id, index]));
  let items = pins.map((pin) => ({ ids: [pin.id], x: pin.x, y: pin.y, box: pin.box, sumX: pin.x, sumY: pin.y }));
  const byLeft = (a: ScreenCluster, b: ScreenCluster) => left(a) - left(b) || order.get(a.ids[0]!)! - order.get(b.ids[0]!)!;
  for (let merged = true; merged; ) {
    merged = false;
    items.sort(byLeft);
    const gone = new Set<number>();
    for (let i = 0; i < items.length; i++) {
      if (gone.has(i)) continue;
      const item = items[i]!;
      for (let j = i + 1; j < items.length && left(items[j]!) < right(item) + gap; j++) {
        if (gone.has(j) || !overlap(item, items[j]!, gap)) continue;
        merge(item, items[j]!);
        gone.add(j);
        merged = true;
      }
    }
    if (merged) items = items.filter((_, index) => !gone.has(index));
  }
  for (const item of items) item.ids.sort((a, b) => order.get(a)! - order.get(b)!);
  return items.sort(byLeft).map(({ ids, x, y, box }) => ({ ids, x, y, box }));
}
