import { describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import type { ApiRecord } from '../api/records.ts';
import { initialCollectionState, type CollectionState } from './collection-slice.ts';
import { collectionSlice, createAppStore, selectCollection } from './store.ts';

// Spec §4, one test per sentence: each test quotes the sentence it checks. Every transition is
// checked against the whole state, so a test also fails when a reducer touches what its
// sentence does not name.

const NAME = 'rooms';
const { reducer, actions } = collectionSlice(NAME);

const record = (id: string, extra: Record<string, unknown> = {}): ApiRecord => ({ _id: id, name: `Record ${id}`, ...extra });

/** A state where everything has a value, so resets and untouched fields both show. */
function busyState(overrides: Partial<CollectionState> = {}): CollectionState {
  return {
    ...initialCollectionState,
    loadingStatus: 'loaded',
    addingStatus: 'failed',
    searchingStatus: 'loaded',
    searchString: 'old search',
    list: [record('a'), record('b'), record('c')],
    found: [record('b')],
    totalDocs: 3,
    errMessage: 'slug: already taken',
    errStatus: 409,
    errField: 'slug',
    ...overrides,
  };
}

describe('spec §4 Search', () => {
  it('"the search string is stored."', () => {
    const state = reducer(busyState(), actions.searching('Calle Mayor'));
    expect(state.searchString).toBe('Calle Mayor');
    // An empty search string is stored too: it clears an earlier one.
    expect(reducer(busyState(), actions.searching('')).searchString).toBe('');
  });

  it('"Searching status becomes loading; loading and adding statuses reset to notloaded."', () => {
    for (const status of ['notloaded', 'loading', 'loaded', 'failed'] as const) {
      const before = busyState({ loadingStatus: status, addingStatus: status, searchingStatus: status });
      expect(reducer(before, actions.searching('x'))).toEqual({
        ...before,
        searchString: 'x',
        searchingStatus: 'loading',
        loadingStatus: 'notloaded',
        addingStatus: 'notloaded',
      });
    }
  });

  it('"On success, searching becomes loaded."', () => {
    const before = busyState({ searchingStatus: 'loading', loadingStatus: 'notloaded', addingStatus: 'notloaded' });
    const state = reducer(before, actions.searched({ docs: [record('x')], totalDocs: 1 }));
    expect(state.searchingStatus).toBe('loaded');
    expect(state.loadingStatus).toBe('notloaded');
    expect(state.addingStatus).toBe('notloaded');
  });

  it('"Found records replace the found list" (no keep flag)', () => {
    const before = busyState({ searchingStatus: 'loading', found: [record('b'), record('c')] });
    const docs = [record('x'), record('y')];
    expect(reducer(before, actions.searched({ docs, totalDocs: 2 }))).toEqual({
      ...before,
      searchingStatus: 'loaded',
      found: docs,
      totalDocs: 2,
    });
    // keep: false is the same as no flag.
    expect(reducer(before, actions.searched({ docs, totalDocs: 2, keep: false })).found).toEqual(docs);
    // An empty page empties the found list.
    expect(reducer(before, actions.searched({ docs: [], totalDocs: 0 })).found).toEqual([]);
  });

  it('"or are appended when the keep flag is set."', () => {
    const before = busyState({ searchingStatus: 'loading', found: [record('b'), record('c')] });
    const state = reducer(before, actions.searched({ docs: [record('x'), record('y')], totalDocs: 40, keep: true }));
    expect(state.found.map((r) => r._id)).toEqual(['b', 'c', 'x', 'y']);
    // The list of records is not the found list: it stays as it was.
    expect(state.list).toEqual(before.list);
  });

  it('"totalDocs is updated."', () => {
    const before = busyState({ totalDocs: 3 });
    expect(reducer(before, actions.searched({ docs: [record('x')], totalDocs: 57 })).totalDocs).toBe(57);
    expect(reducer(before, actions.searched({ docs: [record('x')], totalDocs: 57, keep: true })).totalDocs).toBe(57);
    expect(reducer(before, actions.searched({ docs: [], totalDocs: 0 })).totalDocs).toBe(0);
  });

  it('"On failure, searching is failed." (spec §8: no message is stored)', () => {
    const before = busyState({ searchingStatus: 'loading' });
    expect(reducer(before, actions.searchingFailed())).toEqual({ ...before, searchingStatus: 'failed' });
  });
});

describe('spec §4 Load', () => {
  it('"loading status becomes loading, the other two reset, and found results are cleared."', () => {
    for (const status of ['notloaded', 'loading', 'loaded', 'failed'] as const) {
      const before = busyState({ loadingStatus: status, addingStatus: status, searchingStatus: status });
      expect(reducer(before, actions.loading())).toEqual({
        ...before,
        loadingStatus: 'loading',
        searchingStatus: 'notloaded',
        addingStatus: 'notloaded',
        found: [],
      });
    }
  });

  it('"On success, loading is loaded and the records and totalDocs replace the previous ones."', () => {
    const before = busyState({ loadingStatus: 'loading', searchingStatus: 'notloaded', addingStatus: 'notloaded', found: [] });
    const docs = [record('x'), record('y')];
    expect(reducer(before, actions.loaded({ docs, totalDocs: 120 }))).toEqual({
      ...before,
      loadingStatus: 'loaded',
      list: docs,
      totalDocs: 120,
    });
    expect(reducer(before, actions.loaded({ docs: [], totalDocs: 0 }))).toMatchObject({ list: [], totalDocs: 0 });
  });

  it('"On failure, loading is failed." (spec §8: no message is stored)', () => {
    const before = busyState({ loadingStatus: 'loading' });
    expect(reducer(before, actions.loadingFailed())).toEqual({ ...before, loadingStatus: 'failed' });
  });
});

describe('spec §4 Add', () => {
  it('"adding becomes loading, and errMessage, errStatus and errField are cleared."', () => {
    const before = busyState();
    expect(reducer(before, actions.adding())).toEqual({
      ...before,
      addingStatus: 'loading',
      errMessage: '',
      errStatus: null,
      errField: null,
    });
  });

  it('"On success, adding is loaded, errStatus is 200, the first returned record is appended to the list"', () => {
    const before = busyState({ addingStatus: 'loading', searchString: '', found: [], errMessage: '', errStatus: null, errField: null });
    const state = reducer(before, actions.added([record('new'), record('second')]));
    expect(state).toEqual({
      ...before,
      addingStatus: 'loaded',
      errStatus: 200,
      list: [...before.list, record('new')],
    });
  });

  it('"and also to the found list when a search string is active."', () => {
    const before = busyState({ addingStatus: 'loading', searchString: 'Mayor', found: [record('b')] });
    const state = reducer(before, actions.added([record('new')]));
    expect(state.found.map((r) => r._id)).toEqual(['b', 'new']);
    expect(state.list.map((r) => r._id)).toEqual(['a', 'b', 'c', 'new']);

    // Without an active search string the found list is left alone.
    const idle = busyState({ addingStatus: 'loading', searchString: '', found: [record('b')] });
    expect(reducer(idle, actions.added([record('new')])).found.map((r) => r._id)).toEqual(['b']);
  });

  it('"On failure, adding is failed and the message, status and field from the server are kept."', () => {
    const before = busyState({ addingStatus: 'loading', errMessage: '', errStatus: null, errField: null });
    const error = { message: 'slug: "casa" is already taken', status: 409, field: 'slug' };
    expect(reducer(before, actions.addingFailed(error))).toEqual({
      ...before,
      addingStatus: 'failed',
      errMessage: error.message,
      errStatus: 409,
      errField: 'slug',
    });
    // A failure without a field (or without a server answer) keeps exactly that.
    const offline = { message: 'Could not reach Habita.', status: null, field: null };
    expect(reducer(before, actions.addingFailed(offline))).toMatchObject({ errMessage: offline.message, errStatus: null, errField: null });
  });
});

describe('spec §4 Edit', () => {
  it('"adding becomes loading."', () => {
    const before = busyState({ addingStatus: 'loaded' });
    expect(reducer(before, actions.editing())).toEqual({ ...before, addingStatus: 'loading' });
  });

  it('"On success, adding is loaded and the record with the same _id is replaced in both the list and the found list."', () => {
    const before = busyState({ addingStatus: 'loading', found: [record('c'), record('b')] });
    const changed = record('b', { name: 'Changed', price: 500 });
    expect(reducer(before, actions.edited(changed))).toEqual({
      ...before,
      addingStatus: 'loaded',
      list: [record('a'), changed, record('c')],
      found: [record('c'), changed],
    });
    // A record in neither list adds nothing to either.
    const elsewhere = reducer(before, actions.edited(record('zzz')));
    expect(elsewhere.list).toEqual(before.list);
    expect(elsewhere.found).toEqual(before.found);
  });

  it('"On failure, adding is failed and the message, status and field are kept."', () => {
    const before = busyState({ addingStatus: 'loading', errMessage: '', errStatus: null, errField: null });
    const error = { message: 'monthlyPrice: must be at least 0', status: 400, field: 'monthlyPrice' };
    expect(reducer(before, actions.editingFailed(error))).toEqual({
      ...before,
      addingStatus: 'failed',
      errMessage: error.message,
      errStatus: 400,
      errField: 'monthlyPrice',
    });
  });
});

describe('spec §4 Soft remove', () => {
  it('"adding becomes loading."', () => {
    const before = busyState({ addingStatus: 'notloaded' });
    expect(reducer(before, actions.softRemoving())).toEqual({ ...before, addingStatus: 'loading' });
  });

  it('"On success, adding is loaded and the record is removed from the list by _id."', () => {
    const before = busyState({ addingStatus: 'loading' });
    expect(reducer(before, actions.softRemoved('b'))).toEqual({
      ...before,
      addingStatus: 'loaded',
      list: [record('a'), record('c')],
    });
  });

  it('"On failure, adding is failed and the message, status and field are kept."', () => {
    const before = busyState({ addingStatus: 'loading', errMessage: '', errStatus: null, errField: null });
    const error = { message: 'No such room', status: 404, field: null };
    expect(reducer(before, actions.softRemovingFailed(error))).toEqual({
      ...before,
      addingStatus: 'failed',
      errMessage: 'No such room',
      errStatus: 404,
      errField: null,
    });
  });
});

describe('spec §4 Hard remove', () => {
  it('starting a hard removal changes nothing (the spec names no start transition)', () => {
    const before = busyState();
    expect(reducer(before, actions.removing())).toEqual(before);
  });

  it('"the record with the given _id is removed from the list."', () => {
    const before = busyState();
    expect(reducer(before, actions.removed('a'))).toEqual({ ...before, list: [record('b'), record('c')] });
  });

  it('"A failure raises only a generic failure with no detail." (the state is unchanged)', () => {
    const before = busyState();
    expect(reducer(before, actions.removingFailed())).toEqual(before);
  });
});

describe('view (spec §4: "the handling is not shown"; our decision)', () => {
  it('viewing marks the view loading and clears an earlier view error, leaving the lists alone', () => {
    const before = busyState({ viewingStatus: 'failed', viewError: { message: 'No such room', status: 404, field: null } });
    expect(reducer(before, actions.viewing())).toEqual({ ...before, viewingStatus: 'loading', viewError: null });
  });

  it('viewed keeps the record apart from the list and the found list', () => {
    const before = busyState({ viewingStatus: 'loading' });
    const shown = record('b', { name: 'Full record' });
    expect(reducer(before, actions.viewed(shown))).toEqual({ ...before, viewingStatus: 'loaded', viewed: shown });
  });

  it('viewingFailed drops the shown record and keeps the error for the screen', () => {
    const before = busyState({ viewingStatus: 'loading', viewed: record('b') });
    const error = { message: 'No such room', status: 404, field: null };
    expect(reducer(before, actions.viewingFailed(error))).toEqual({ ...before, viewingStatus: 'failed', viewed: null, viewError: error });
  });
});

describe('the slice factory (spec §3: every collection has the same state)', () => {
  it('starts every collection with the state of spec §3', () => {
    expect(initialCollectionState).toEqual({
      loadingStatus: 'notloaded',
      addingStatus: 'notloaded',
      searchingStatus: 'notloaded',
      searchString: '',
      list: [],
      found: [],
      totalDocs: 0,
      errMessage: '',
      errStatus: null,
      errField: null,
      viewingStatus: 'notloaded',
      viewed: null,
      viewError: null,
    });
  });

  it('gives each catalogue collection its own slice, named after it', () => {
    expect(collections.length).toBeGreaterThanOrEqual(43);
    const slices = collections.map((collection) => collectionSlice(collection.name));
    expect(new Set(slices).size).toBe(collections.length);
    for (const [index, collection] of collections.entries()) {
      expect(slices[index]!.name).toBe(collection.name);
      expect(collectionSlice(collection.name), 'the same slice on every call').toBe(slices[index]);
    }
    const store = createAppStore();
    // Besides the collections', only the session (who is signed in).
    expect(Object.keys(store.getState()).sort()).toEqual([...collections.map((c) => c.name), 'session'].sort());
    for (const collection of collections) expect(store.getState()[collection.name]).toEqual(initialCollectionState);
  });

  it("keeps the collections' states independent: one collection's actions leave the others untouched", () => {
    const store = createAppStore();
    const state = (name: string) => selectCollection(store.getState(), name);
    for (const [index, collection] of collections.entries()) {
      const { actions: own } = collectionSlice(collection.name);
      store.dispatch(own.loading());
      store.dispatch(own.loaded({ docs: [record(`${collection.name}-1`)], totalDocs: index + 1 }));
      store.dispatch(own.searching(`${collection.name} search`));
      store.dispatch(own.adding());
      store.dispatch(own.addingFailed({ message: `${collection.name} failed`, status: 400 + index, field: collection.name }));
    }
    for (const [index, collection] of collections.entries()) {
      expect(state(collection.name)).toEqual({
        ...initialCollectionState,
        loadingStatus: 'notloaded',
        searchingStatus: 'loading',
        addingStatus: 'failed',
        searchString: `${collection.name} search`,
        list: [record(`${collection.name}-1`)],
        totalDocs: index + 1,
        errMessage: `${collection.name} failed`,
        errStatus: 400 + index,
        errField: collection.name,
      });
    }

    // One more action on one collection: only that one changes.
    const before = store.getState();
    store.dispatch(collectionSlice('tags').actions.removed('tags-1'));
    const after = store.getState();
    for (const collection of collections) {
      if (collection.name === 'tags') expect(after.tags!.list).toEqual([]);
      else expect(after[collection.name], collection.name).toBe(before[collection.name]);
    }
  });

  it('gives each store its own state: a new store starts clean', () => {
    const first = createAppStore();
    first.dispatch(collectionSlice('faqs').actions.searching('first store'));
    const second = createAppStore();
    expect(selectCollection(second.getState(), 'faqs')).toEqual(initialCollectionState);
    expect(selectCollection(first.getState(), 'faqs').searchString).toBe('first store');
  });

  it('reads a collection no screen has used yet as the initial state', () => {
    const store = createAppStore();
    expect(selectCollection(store.getState(), 'not-injected-yet')).toEqual(initialCollectionState);
  });
});
