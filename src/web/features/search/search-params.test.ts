import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  apiQuery,
  apiQueryKey,
  applyChange,
  centsToEuros,
  clearFilters,
  eurosToCents,
  plainNumber,
  readPage,
  readSort,
  readView,
  stayQuery,
} from './search-params.ts';

const address = (text: string) => new URLSearchParams(text);

describe('the address as the API query', () => {
  it('keeps the API parameters, splits lists and drops empty values and the view', () => {
    const query = apiQuery(address('q=Madrid&monthlyPriceMax=60000&type=a,b&type=c&amenities=&view=map&utm_source=x&from=2026-09-01&to=2027-06-30'));
    expect(query).toEqual({ q: 'Madrid', monthlyPriceMax: '60000', from: '2026-09-01', to: '2027-06-30', type: ['a', 'b', 'c'] });
  });

  it('passes bad values on untouched, so the API can name them', () => {
    expect(apiQuery(address('monthlyPriceMin=abc'))).toEqual({ monthlyPriceMin: 'abc' });
  });

  it('gives the same key for the same search however the address is written', () => {
    expect(apiQueryKey(apiQuery(address('type=a,b&q=x')))).toBe(apiQueryKey(apiQuery(address('q=x&type=a&type=b'))));
    expect(apiQueryKey(apiQuery(address('q=x&view=map')))).toBe(apiQueryKey(apiQuery(address('q=x'))));
  });
});

describe('changing the search', () => {
  it('starts again at page 1 when a filter changes', () => {
    const next = applyChange(address('q=Madrid&page=3'), { monthlyPriceMax: '50000' });
    expect(next.toString()).toBe('q=Madrid&monthlyPriceMax=50000');
  });

  it('keeps the page when only the view changes, and moves to another page', () => {
    expect(applyChange(address('page=3'), { view: 'map' }).toString()).toBe('page=3&view=map');
    expect(applyChange(address('q=a'), { page: '2' }).toString()).toBe('q=a&page=2');
  });

  it('writes lists as repeated parameters and removes emptied ones', () => {
    expect(applyChange(address(''), { type: ['a', 'b'] }).getAll('type')).toEqual(['a', 'b']);
    expect(applyChange(address('type=a&q=x'), { type: [] }).toString()).toBe('q=x');
    expect(applyChange(address('from=2026-09-01&to=2026-12-01'), { from: undefined, to: undefined }).toString()).toBe('');
  });

  it('leaves defaults out of the address', () => {
    expect(applyChange(address('view=map&sort=price'), { view: 'list', sort: 'newest' }).toString()).toBe('');
    expect(applyChange(address('page=2'), { page: '1' }).toString()).toBe('');
  });

  it('clears filters but keeps how results are shown', () => {
    expect(clearFilters(address('q=x&city=Madrid&type=a&sort=price&view=map&page=4&bbox=1,2,3,4')).toString()).toBe('sort=price&view=map');
  });

  it('counts a range and a stay once each', () => {
    expect(activeFilterCount(address('monthlyPriceMin=1&monthlyPriceMax=2&from=2026-01-01&to=2026-02-01&type=a&sort=price&page=2&view=map'))).toBe(3);
    expect(activeFilterCount(address('sort=price'))).toBe(0);
  });
});

describe('reading presentation', () => {
  it('falls back to list, newest and page 1 for odd values', () => {
    expect(readView(address('view=map'))).toBe('map');
    expect(readView(address('view=grid'))).toBe('list');
    expect(readSort(address('sort=-price'))).toBe('-price');
    expect(readSort(address('sort=cheap'))).toBe('newest');
    expect(readPage(address('page=3'))).toBe(3);
    expect(readPage(address('page=0'))).toBe(1);
    expect(readPage(address('page=x'))).toBe(1);
  });

  it('passes the stay to property links only when both days are there', () => {
    expect(stayQuery(address('from=2026-09-01&to=2027-01-31&q=x'))).toBe('from=2026-09-01&to=2027-01-31');
    expect(stayQuery(address('from=2026-09-01'))).toBe('');
  });
});

describe('euros and cents', () => {
  it('reads what a person types in euros as cents', () => {
    expect(eurosToCents('450')).toBe('45000');
    expect(eurosToCents(' 450 € ')).toBe('45000');
    expect(eurosToCents('450,5')).toBe('45050');
    expect(eurosToCents('450.55')).toBe('45055');
    expect(eurosToCents('1.200')).toBe('120000');
    expect(eurosToCents('1.200,50')).toBe('120050');
    expect(eurosToCents('0')).toBe('0');
  });

  it('tells empty from wrong', () => {
    expect(eurosToCents('')).toBeUndefined();
    expect(eurosToCents('   ')).toBeUndefined();
    expect(eurosToCents('abc')).toBeNull();
    expect(eurosToCents('-5')).toBeNull();
    expect(eurosToCents('4,555')).toBeNull();
  });

  it('shows cents from the address as euros, and anything else as it is', () => {
    expect(centsToEuros('45000')).toBe('450');
    expect(centsToEuros('45050')).toBe('450,50');
    expect(centsToEuros('45005')).toBe('450,05');
    expect(centsToEuros('abc')).toBe('abc');
    expect(centsToEuros(null)).toBe('');
  });

  it('round-trips', () => {
    for (const cents of ['0', '99', '35000', '123456']) expect(eurosToCents(centsToEuros(cents))).toBe(cents);
  });

  it('reads plain numbers with a comma or a dot', () => {
    expect(plainNumber('12,5')).toBe('12.5');
    expect(plainNumber('12')).toBe('12');
    expect(plainNumber('')).toBeUndefined();
    expect(plainNumber('doce')).toBeNull();
  });
});
