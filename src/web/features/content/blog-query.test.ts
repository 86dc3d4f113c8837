import { describe, expect, it } from 'vitest';
import { blogHref, pageOfList, readBlogQuery } from './blog-query.ts';

describe('readBlogQuery', () => {
  it('reads the tag, the words and the page from the address', () => {
    expect(readBlogQuery(new URLSearchParams('tag=consejos&q=%20fianza%20&page=2'))).toEqual({ tag: 'consejos', q: 'fianza', page: 2 });
  });

  it('falls back to page 1 for a page that is not a whole number from 1', () => {
    for (const page of ['0', '-3', '1.5', 'abc', '', '99999999']) {
      expect(readBlogQuery(new URLSearchParams({ page })).page).toBe(1);
    }
  });
});

describe('blogHref', () => {
  it('writes only what differs from the plain blog', () => {
    expect(blogHref({})).toBe('/blog');
    expect(blogHref({ tag: 'barrios', page: 1 })).toBe('/blog?tag=barrios');
    expect(blogHref({ tag: 'barrios', q: 'gràcia', page: 3 })).toBe('/blog?tag=barrios&q=gr%C3%A0cia&page=3');
  });

  it('is read back as the same query', () => {
    const query = { tag: 'novedades', q: 'madrid centro', page: 4 };
    expect(readBlogQuery(new URL(blogHref(query), 'https://habita.test').searchParams)).toEqual(query);
  });
});

describe('pageOfList', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];

  it('cuts the list into pages and says where it is', () => {
    expect(pageOfList(items, 2, 3)).toEqual({ docs: ['d', 'e', 'f'], totalDocs: 7, page: 2, limit: 3, totalPages: 3, hasNextPage: true, hasPrevPage: true });
    expect(pageOfList(items, 3, 3).docs).toEqual(['g']);
  });

  it('has one empty page for an empty list, and nothing past the end', () => {
    expect(pageOfList([], 1, 6)).toMatchObject({ docs: [], totalPages: 1, hasNextPage: false });
    expect(pageOfList(items, 9, 3)).toMatchObject({ docs: [], totalPages: 3, hasNextPage: false, hasPrevPage: true });
  });
});
