import { describe, expect, it } from 'vitest';
import { RecordCache } from './record-cache.ts';

describe('the records a list keeps', () => {
  it('answers a record only at the version it was read at', () => {
    const cache = new RecordCache<{ name: string }>();
    cache.set('a', '100', { name: 'first' });
    expect(cache.get('a', '100')).toEqual({ name: 'first' });
    expect(cache.get('a', '101')).toBeUndefined();
    cache.set('a', '101', { name: 'second' });
    expect(cache.get('a', '100')).toBeUndefined();
    expect(cache.get('a', '101')).toEqual({ name: 'second' });
    expect(cache.size).toBe(1);
  });

  it('forgets the earliest kept past its bound', () => {
    const cache = new RecordCache<{ n: number }>(3);
    for (const n of [1, 2, 3, 4]) cache.set(`r${n}`, '1', { n });
    expect(cache.size).toBe(3);
    expect(cache.get('r1', '1')).toBeUndefined();
    expect(cache.get('r4', '1')).toEqual({ n: 4 });
    // Read again, a record is kept as the latest.
    cache.set('r2', '2', { n: 2 });
    cache.set('r5', '1', { n: 5 });
    expect(cache.get('r3', '1')).toBeUndefined();
    expect(cache.get('r2', '2')).toEqual({ n: 2 });
  });

  it('keeps records frozen, to the last nested value, so no answer can change a later one', () => {
    const cache = new RecordCache<{ name: { es: string }; photos: { key: string }[] }>();
    const kept = cache.set('a', '1', { name: { es: 'Sol' }, photos: [{ key: 'p.jpg' }] });
    expect(() => {
      kept.name.es = 'Luna';
    }).toThrow(TypeError);
    expect(() => kept.photos.push({ key: 'q.jpg' })).toThrow(TypeError);
    expect(() => {
      kept.photos[0]!.key = 'q.jpg';
    }).toThrow(TypeError);
    expect(cache.get('a', '1')).toEqual({ name: { es: 'Sol' }, photos: [{ key: 'p.jpg' }] });
  });
});
