import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clusterBox, clusterPins, MARKER_GAP, tagBox, type ScreenCluster, type ScreenPin } from './clusters.ts';

const pin = (id: string, x: number, y: number, label = '450 €'): ScreenPin => ({ id, x, y, box: tagBox(label) });

function overlapping(a: ScreenCluster, b: ScreenCluster): boolean {
  return (
    a.x + a.box.left < b.x + b.box.right + MARKER_GAP &&
    b.x + b.box.left < a.x + a.box.right + MARKER_GAP &&
    a.y + a.box.top < b.y + b.box.bottom + MARKER_GAP &&
    b.y + b.box.top < a.y + a.box.bottom + MARKER_GAP
  );
}

describe('clustering pins on screen', () => {
  it('draws pins apart when their tags do not touch', () => {
    const result = clusterPins([pin('a', 0, 0), pin('b', 100, 0), pin('c', 0, 60)]);
    expect(result.map((item) => item.ids)).toEqual([['a'], ['c'], ['b']]);
  });

  it('counts pins whose tags would overlap as one cluster at their mean point', () => {
    const result = clusterPins([pin('a', 0, 0), pin('b', 30, 10), pin('far', 500, 500)]);
    expect(result).toEqual([
      { ids: ['a', 'b'], x: 15, y: 5, box: clusterBox(2) },
      { ids: ['far'], x: 500, y: 500, box: tagBox('450 €') },
    ]);
  });

  it('tells wide tags side by side apart from narrow ones: overlap is measured, not a radius', () => {
    expect(clusterPins([pin('a', 0, 0, '9 €'), pin('b', 60, 0, '9 €')])).toHaveLength(2);
    expect(clusterPins([pin('a', 0, 0, '1.250 €/mes'), pin('b', 60, 0, '1.250 €/mes')])).toHaveLength(1);
  });

  it('keeps merging while a new cluster overlaps what is near it', () => {
    // d touches no pin, but the badge of a, b and c reaches below their points to it.
    const pins = [pin('a', 0, 0, '1 €'), pin('b', 40, 30, '1 €'), pin('c', 60, 30, '1 €'), pin('d', 40, 75, '1 €')];
    expect(clusterPins(pins.filter((p) => p.id === 'c' || p.id === 'd'))).toHaveLength(2);
    const result = clusterPins(pins);
    expect(result.map((item) => item.ids)).toEqual([['a', 'b', 'c', 'd']]);
  });

  it('never leaves two drawn markers overlapping, and draws every pin exactly once', () => {
    const screen = fc.array(fc.record({ x: fc.integer({ min: 0, max: 390 }), y: fc.integer({ min: 0, max: 300 }), label: fc.constantFrom('9 €', '450 €', '1.250 €') }), { maxLength: 80 });
    fc.assert(
      fc.property(screen, (points) => {
        const pins = points.map((point, index) => pin(`p${index}`, point.x, point.y, point.label));
        const result = clusterPins(pins);
        expect(result.flatMap((item) => item.ids).sort()).toEqual(pins.map((p) => p.id).sort());
        for (let i = 0; i < result.length; i++) for (let j = i + 1; j < result.length; j++) expect(overlapping(result[i]!, result[j]!)).toBe(false);
      }),
      { numRuns: 200 },
    );
  });

  it('handles many pins at one spot', () => {
    const result = clusterPins(Array.from({ length: 500 }, (_, index) => pin(`p${index}`, 200, 200)));
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ x: 200, y: 200, box: clusterBox(500) });
  });
});
