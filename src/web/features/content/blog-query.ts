import type { Paged } from '../../api/public.ts';
import { pageOf } from '../../../contracts/paging.ts';

// What the blog shows lives in its address (?tag=&q=&page=), so a filtered page can be shared
// and the back button works. These read and write it; the page asks the API.

export const BLOG_PAGE_SIZE = 6;

export interface BlogQuery {
  /** A tag's slug. */
  tag: string;
  /** Words searched in the titles. */
  q: string;
  page: number;
}

export function readBlogQuery(params: URLSearchParams): BlogQuery {
  const page = Number(params.get('page'));
  return {
    tag: (params.get('tag') ?? '').trim(),
    q: (params.get('q') ?? '').trim().slice(0, 100),
    page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1,
  };
}

/** The blog's address for a query; page 1 and empty filters are left out. */
export function blogHref(query: Partial<BlogQuery>): string {
  const params = new URLSearchParams();
  if (query.tag) params.set('tag', query.tag);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `/blog?${text}` : '/blog';
}

/** One page of a list already in the browser, in the shape the API pages in. */
export function pageOfList<T>(items: readonly T[], page: number, limit: number): Paged<T> {
  return pageOf(items.slice((page - 1) * limit, page * limit), items.length, page, limit);
}
