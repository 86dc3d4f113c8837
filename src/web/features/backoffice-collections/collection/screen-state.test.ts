import { describe, expect, it } from 'vitest';
import { getCollection } from '../../../../catalog/catalog.ts';
import { anchorFor, defaultSearchField, nextSort, patchedState, readScreenState, screenParams, sortableKeys } from './screen-state.ts';

const rooms = getCollection('rooms')!;
const tags = getCollection('tags')!;

describe('screen state in the address', () => {
  it('reads defaults from an empty address', () => {
    expect(readScreenState(rooms, new URLSearchParams())).toEqual({
      q: '',
      field: 'name',
      page: 1,
      limit: 20,
      sort: undefined,
      removed: false,
      edit: undefined,
      creating: false,
    });
  });

  it('round-trips a full state', () => {
    const state = {
      q: 'ático',
      field: 'status',
      page: 3,
      limit: 50,
      sort: '-monthlyPrice',
      removed: true,
      edit: '5b1c7a1e-0000-4000-8000-000000000001',
      creating: false,
    };
    expect(readScreenState(rooms, screenParams(rooms, state))).toEqual(state);
  });

  it('leaves defaults out of the address', () => {
    const state = readScreenState(tags, new URLSearchParams('page=1&limit=20&field=name'));
    expect(screenParams(tags, state).toString()).toBe('');
    expect(screenParams(tags, { ...state, creating: true }).toString()).toBe('new=1');
  });

  it('falls back from what the collection does not have', () => {
    const state = readScreenState(rooms, new URLSearchParams('field=secret&sort=-property&page=-2&limit=7'));
    expect(state).toMatchObject({ field: 'name', sort: undefined, page: 1, limit: 20 });
    expect(readScreenState(rooms, new URLSearchParams('field=_id&sort=-updatedAt')).sort).toBe('-updatedAt');
  });

  it('sorts by scalar and localized fields, not by references or lists', () => {
    const keys = sortableKeys(rooms);
    expect(keys).toEqual(expect.arrayContaining(['name', 'monthlyPrice', 'availableFrom', 'status', 'createdAt', 'updatedAt']));
    expect(keys).not.toContain('property');
    expect(keys).not.toContain('amenities');
    expect(sortableKeys(getCollection('users')!)).not.toContain('passwordHash');
  });

  it('searches the title when it is searchable', () => {
    expect(defaultSearchField(tags)).toBe('name');
    expect(defaultSearchField(getCollection('roomreserves')!)).toBe('room');
  });

  it('flips a column between ascending and descending', () => {
    expect(nextSort('name', 'name')).toBe('-name');
    expect(nextSort('-name', 'name')).toBe('name');
    expect(nextSort('-createdAt', 'name')).toBe('name');
  });

  describe('the record a page is read from', () => {
    const id = '5b1c7a1e-0000-4000-8000-000000000001';
    const rows = [{ _id: 'a0000000-0000-4000-8000-000000000001' }, { _id: 'a0000000-0000-4000-8000-000000000002' }];
    const onPage3 = readScreenState(rooms, new URLSearchParams(`page=3&after=${id}`));

    it('is kept in the address, and dropped when it is not an id', () => {
      expect(onPage3.anchor).toEqual({ side: 'after', id });
      expect(screenParams(rooms, onPage3).toString()).toBe(`page=3&after=${id}`);
      expect(readScreenState(rooms, new URLSearchParams(`page=2&before=${id}`)).anchor).toEqual({ side: 'before', id });
      expect(readScreenState(rooms, new URLSearchParams("page=2&after=1'or'1")).anchor).toBeUndefined();
    });

    it('is the last row going on, the first going back, and none for any other page', () => {
      expect(anchorFor(onPage3, 4, rows)).toEqual({ side: 'after', id: rows[1]!._id });
      expect(anchorFor(onPage3, 2, rows)).toEqual({ side: 'before', id: rows[0]!._id });
      expect(anchorFor({ ...onPage3, page: 2 }, 1, rows)).toBeUndefined();
      expect(anchorFor(onPage3, 9, rows)).toBeUndefined();
      expect(anchorFor(onPage3, 4, [])).toBeUndefined();
    });

    it('is dropped when the search, order, size or page change, and kept while a form opens and closes', () => {
      expect(patchedState(onPage3, { sort: 'name', page: 1 }).anchor).toBeUndefined();
      expect(patchedState(onPage3, { q: 'x', page: 1 }).anchor).toBeUndefined();
      expect(patchedState(onPage3, { page: 7 }).anchor).toBeUndefined();
      expect(patchedState(onPage3, { edit: id }).anchor).toEqual(onPage3.anchor);
      expect(patchedState(onPage3, { edit: undefined, creating: false }).anchor).toEqual(onPage3.anchor);
      expect(patchedState(onPage3, { page: 4, anchor: { side: 'after', id } }).anchor).toEqual({ side: 'after', id });
    });
  });
});
