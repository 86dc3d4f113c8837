import { describe, expect, it } from 'vitest';
import { ReadLately, ReadMemories, ReadMemory, RecordCache } from './record-cache.ts';

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

  it('takes the listed records kept at their listed versions, and names the versions of the others', () => {
    const cache = new RecordCache<{ name: string }>();
    cache.set('a', '100', { name: 'kept' });
    cache.set('b', '200', { name: 'older' });
    const { kept, missing } = cache.take([
      { _id: 'a', version: '100' },
      { _id: 'b', version: '201' },
      { _id: 'c', version: '300' },
    ]);
    expect([...kept]).toEqual([['a', { name: 'kept' }]]);
    expect([...missing]).toEqual([
      ['b', '201'],
      ['c', '300'],
    ]);
  });

  it('keeps at most its bound, and what was read lately', () => {
    const lately = new ReadLately<number>(4);
    for (const n of [1, 2, 3, 4, 5]) lately.set(`r${n}`, n);
    expect(lately.size).toBeLessThanOrEqual(4);
    // Read lately, r3 is kept past the next two; r1 and r2, read before, are not.
    expect(lately.get('r3')).toBe(3);
    for (const n of [6, 7]) lately.set(`r${n}`, n);
    expect(lately.get('r3')).toBe(3);
    expect(lately.get('r1')).toBeUndefined();
    expect(lately.get('r2')).toBeUndefined();
    for (let n = 8; n < 100; n++) {
      lately.set(`r${n}`, n);
      expect(lately.size).toBeLessThanOrEqual(4);
    }
    expect(lately.get('r99')).toBe(99);
  });

  it('bounds the records by what they take, not by how many', () => {
    const cache = new RecordCache<{ text: string }>(100_000);
    for (let n = 0; n < 50; n++) cache.set(`small${n}`, '1', { text: 'x' });
    expect(cache.size).toBe(50);
    // 10,000 characters are about 20 kB: a handful of such records fill what fifty small ones did not.
    for (let n = 0; n < 20; n++) cache.set(`large${n}`, '1', { text: 'x'.repeat(10_000) });
    expect(cache.size).toBeLessThanOrEqual(5);
    expect(cache.get('large19', '1')).toBeDefined();
    expect(cache.get('small0', '1')).toBeUndefined();
  });

  it('answers the version read last, not an older one kept in the older generation', () => {
    const cache = new RecordCache<{ name: string }>(4);
    cache.set('a', '1', { name: 'first' });
    cache.set('b', '1', { name: 'b' });
    cache.set('a', '2', { name: 'second' });
    expect(cache.get('a', '1')).toBeUndefined();
    expect(cache.get('a', '2')).toEqual({ name: 'second' });
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

describe('what the reads from one database remember', () => {
  it('notes a page as read lately, bounded by the length of the keys remembered', () => {
    const memory = new ReadMemory<{ name: string }>(40);
    expect(memory.readLately('page 1')).toBe(false);
    expect(memory.readLately('page 1')).toBe(true);
    // Two keys of 20 characters fill one generation: the oldest are forgotten, not counted.
    memory.readLately('x'.repeat(20));
    memory.readLately('y'.repeat(20));
    memory.readLately('z'.repeat(20));
    expect(memory.readLately('page 1')).toBe(false);
  });

  it('forgets every record kept when another server answers, not when the same one does', () => {
    const memory = new ReadMemory<{ name: string }>(1000);
    memory.answeredBy('started at 10:00');
    memory.records.set('a', '100', { name: 'old server' });
    const before = memory.records;
    memory.answeredBy(undefined);
    memory.answeredBy('started at 10:00');
    expect(memory.records.get('a', '100')).toEqual({ name: 'old server' });
    memory.answeredBy('started at 11:00');
    expect(memory.records.get('a', '100')).toBeUndefined();
    // A read under way keeps into the records it began with, which are no longer answered from.
    expect(memory.records).not.toBe(before);
  });

  it('keeps one memory per database', () => {
    const memories = new ReadMemories<{ name: string }>(1000);
    const [primary, replica] = [{}, {}];
    expect(memories.of(primary)).toBe(memories.of(primary));
    expect(memories.of(primary)).not.toBe(memories.of(replica));
  });
});
