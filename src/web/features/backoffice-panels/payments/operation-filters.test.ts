import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, filterParams, isFiltered, NO_FILTERS, readFilters, toQuery } from './operation-filters.ts';

const PROPERTY = '1f2b46bf-f669-4d04-98e3-561fef01e42a';

describe('payment filters in the address', () => {
  it('reads known values and goes back to the same address', () => {
    const address = `status=pending&kind=rent&provider=bank_transfer&property=${PROPERTY}&due=2030-06&q=luc%C3%ADa&sort=-dueDate&page=3&limit=50`;
    const filters = readFilters(new URLSearchParams(address));
    expect(filters).toEqual({ status: 'pending', kind: 'rent', provider: 'bank_transfer', property: PROPERTY, due: '2030-06', q: 'lucía', page: 3, limit: 50, sort: '-dueDate' });
    expect(readFilters(filterParams(filters))).toEqual(filters);
    expect(filterParams({ ...filters, page: 1, limit: DEFAULT_LIMIT }).has('page')).toBe(false);
  });

  it('ignores what it does not know instead of sending it to the server', () => {
    const filters = readFilters(new URLSearchParams('status=lost&kind=gift&provider=paypal&property=12&due=2030-13&sort=amount&page=-2&limit=7'));
    expect(filters).toEqual(NO_FILTERS);
    expect(filterParams(filters).toString()).toBe('');
  });

  it('accepts overdue and soon as due filters', () => {
    expect(readFilters(new URLSearchParams('due=overdue')).due).toBe('overdue');
    expect(readFilters(new URLSearchParams('due=soon')).due).toBe('soon');
  });

  it('sends only the filters that are set, with a trimmed search', () => {
    const query = toQuery({ ...NO_FILTERS, status: 'failed', q: '  ana  ' });
    expect(query).toEqual({ status: 'failed', kind: undefined, provider: undefined, property: undefined, due: undefined, q: 'ana', page: 1, limit: DEFAULT_LIMIT, sort: undefined });
  });

  it('counts paging and order as no filter', () => {
    expect(isFiltered({ ...NO_FILTERS, page: 4, sort: 'dueDate' })).toBe(false);
    expect(isFiltered({ ...NO_FILTERS, due: 'soon' })).toBe(true);
    expect(isFiltered({ ...NO_FILTERS, q: '   ' })).toBe(false);
  });
});
