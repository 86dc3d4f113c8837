import { describe, expect, it } from 'vitest';
import type { NewsCardItem } from '../../api/public-content.ts';
import { publishedNews } from './LatestNews.tsx';

describe('publishedNews', () => {
  const item = (id: string, publishedAt: string | null): NewsCardItem => ({ _id: id, createdAt: '2026-01-01T00:00:00.000Z', title: { es: id }, summary: null, cover: null, tags: [], publishedAt });

  it('keeps the published posts only, at most three', () => {
    const now = Date.parse('2026-11-20T12:00:00Z');
    const items = [item('later', '2026-12-01T00:00:00Z'), item('draft', null), item('a', '2026-11-19T00:00:00Z'), item('b', '2026-11-01T00:00:00Z'), item('c', '2026-10-01T00:00:00Z'), item('d', '2026-09-01T00:00:00Z')];
    expect(publishedNews(items, now).map((news) => news._id)).toEqual(['a', 'b', 'c']);
  });
});
