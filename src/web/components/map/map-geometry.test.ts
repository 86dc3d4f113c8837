import { describe, expect, it } from 'vitest';
import { boundsOf, formatBbox, isPlaceable, parseBbox, pinsKey, roundBoundsInwards, worldBounds } from './map-geometry.ts';

describe('map geometry', () => {
  it('rounds an area inwards to five places, so it never grows', () => {
    const rounded = roundBoundsInwards({ south: 40.123456789, west: -3.987654321, north: 40.5123449, east: -3.5000001 });
    expect(rounded).toEqual({ south: 40.12346, west: -3.98765, north: 40.51234, east: -3.50001 });
    expect(rounded.south).toBeGreaterThanOrEqual(40.123456789);
    expect(rounded.north).toBeLessThanOrEqual(40.5123449);
  });

  it('keeps values that are already round', () => {
    expect(roundBoundsInwards({ south: 40.1, west: -3.7, north: 40.5, east: -3.6 })).toEqual({ south: 40.1, west: -3.7, north: 40.5, east: -3.6 });
  });

  it('writes and reads the bbox query value in the order the API expects', () => {
    const text = formatBbox({ south: 40.1, west: -3.8, north: 40.6, east: -3.5 });
    expect(text).toBe('40.1,-3.8,40.6,-3.5');
    expect(parseBbox(text)).toEqual({ south: 40.1, west: -3.8, north: 40.6, east: -3.5 });
  });

  it('rejects a bbox that is not four ordered numbers in range', () => {
    expect(parseBbox('')).toBeUndefined();
    expect(parseBbox(null)).toBeUndefined();
    expect(parseBbox('1,2,3')).toBeUndefined();
    expect(parseBbox('a,b,c,d')).toBeUndefined();
    expect(parseBbox('41,-3,40,-2')).toBeUndefined();
    expect(parseBbox('40,-3,95,-2')).toBeUndefined();
    expect(parseBbox('40,,41,-2')).toBeUndefined();
  });

  it('reads a box across the antimeridian (west beyond east)', () => {
    expect(parseBbox('-10,170,10,-170')).toEqual({ south: -10, west: 170, north: 10, east: -170 });
  });

  it('wraps a world-wide or panned-around view back into the ranges the search takes', () => {
    expect(worldBounds({ south: -85.05, west: -270, north: 85.05, east: 270 })).toEqual({ south: -85.05, west: -180, north: 85.05, east: 180 });
    const panned = worldBounds({ south: 40, west: 356.3, north: 41, east: 357 });
    expect(panned.west).toBeCloseTo(-3.7);
    expect(panned.east).toBeCloseTo(-3);
    expect(worldBounds({ south: -95, west: 170, north: 95, east: 190 })).toEqual({ south: -90, west: 170, north: 90, east: -170 });
    expect(worldBounds({ south: 40, west: -3.7, north: 41, east: 180 })).toEqual({ south: 40, west: -3.7, north: 41, east: 180 });
  });

  it('places only real coordinates', () => {
    expect(isPlaceable(40.4, -3.7)).toBe(true);
    expect(isPlaceable(null, -3.7)).toBe(false);
    expect(isPlaceable(0, 0)).toBe(false);
    expect(isPlaceable(91, 0)).toBe(false);
    expect(isPlaceable(Number.NaN, 1)).toBe(false);
  });

  it('identifies pins by content, not by object', () => {
    const pin = { id: 'a', lat: 1, lng: 2, label: '400 €', title: 'Piso' };
    expect(pinsKey([pin])).toBe(pinsKey([{ ...pin }]));
    expect(pinsKey([pin])).not.toBe(pinsKey([{ ...pin, label: '500 €' }]));
  });

  it('frames pins, widening a single one into an area', () => {
    expect(boundsOf([])).toBeUndefined();
    expect(boundsOf([{ lat: 40, lng: -3 }, { lat: 41, lng: -4 }])).toEqual({ south: 40, west: -4, north: 41, east: -3 });
    const one = boundsOf([{ lat: 40, lng: -3 }], 0.02)!;
    expect(one.south).toBeCloseTo(39.99);
    expect(one.north).toBeCloseTo(40.01);
    expect(one.west).toBeCloseTo(-3.01);
    expect(one.east).toBeCloseTo(-2.99);
  });
});
