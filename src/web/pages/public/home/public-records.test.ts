import { describe, expect, it } from 'vitest';
import { publishedNews } from './LatestNews.tsx';
import { citiesOf, findAudience, type AdvantageType, type NewsItem } from './public-records.ts';

const types: AdvantageType[] = [
  { _id: 'a', name: { es: 'Inquilinos', en: 'Tenants' }, order: 0 },
  { _id: 'b', name: { es: 'Propietarios', en: 'Landlords' }, order: 1 },
  { _id: 'c', name: { es: 'Inversores', en: null }, order: 2 },
];

describe('findAudience', () => {
  it('recognises each audience by its name in either language', () => {
    expect(findAudience(types, 'tenants')?._id).toBe('a');
    expect(findAudience(types, 'landlords')?._id).toBe('b');
    expect(findAudience(types, 'investors')?._id).toBe('c');
  });

  it('finds nothing rather than guessing', () => {
    expect(findAudience(types.slice(1), 'tenants')).toBeUndefined();
  });
});

describe('citiesOf', () => {
  it('lists each city once, whatever its accents or case, in order', () => {
    const places = [
      { _id: '1', name: 'Gràcia', city: 'Barcelona' },
      { _id: '2', name: 'Malasaña', city: 'Madrid' },
      { _id: '3', name: 'Eixample', city: 'barcelona ' },
      { _id: '4', name: 'Centro', city: 'Ávila' },
    ];
    expect(citiesOf(places)).toEqual(['Ávila', 'Barcelona', 'Madrid']);
  });
});

describe('publishedNews', () => {
  const item = (id: string, publishedAt: string | null): NewsItem => ({ _id: id, title: { es: id }, summary: null, cover: null, publishedAt });

  it('keeps the published posts only, at most three', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const items = [item('later', '2026-12-01T00:00:00Z'), item('draft', null), item('a', '2026-11-19T00:00:00Z'), item('b', '2026-11-01T00:00:00Z'), item('c', '2026-10-01T00:00:00Z'), item('d', '2026-09-01T00:00:00Z')];
    expect(publishedNews(items, now).map((news) => news._id)).toEqual(['a', 'b', 'c']);
  });
});
