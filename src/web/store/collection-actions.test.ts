import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { setApiBase } from '../api/http.ts';
import { cookieJar } from '../testing/cookie-jar.ts';
import { createSample } from '../../server/testing/samples.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { collectionActions } from './collection-actions.ts';
import { initialCollectionState } from './collection-slice.ts';
import { createAppStore, selectCollection, type AppStore } from './store.ts';

// The thunks of spec §4 against the real server on a real port: each operation is dispatched
// on a fresh store and the state it leaves is checked, errors included (spec §8).

let t: TestApp;
let store: AppStore;

beforeAll(async () => {
  t = await startTestApp('pglite');
  setApiBase(await t.app.listen({ port: 0, host: '127.0.0.1' }));
  // The requests go as the test app's admin, as from a browser where the admin is logged in.
  vi.stubGlobal('fetch', cookieJar(t.user!.cookie).fetch);
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await t?.close();
});

beforeEach(() => {
  store = createAppStore();
});

const tags = collectionActions('tags');
const tagState = () => selectCollection(store.getState(), 'tags');

let counter = 0;
const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${(counter += 1)}`;

const tagValues = (slug = unique('tag')) => ({ name: { es: `Etiqueta ${slug}`, en: `Tag ${slug}` }, slug });

async function makeTag(slug = unique('tag')): Promise<{ _id: string; slug: string }> {
  const response = await t.send('POST', '/api/tags/', tagValues(slug));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().records[0];
}

describe('load', () => {
  it('fills the list and totalDocs with what the server has', async () => {
    const made = [await makeTag(), await makeTag()];
    const outcome = await store.dispatch(tags.load({ limit: 100 }));
    const total = (await t.get('/api/tags/?limit=1')).json().tags.totalDocs as number;
    expect(outcome).toEqual({ ok: true, value: total });
    const state = tagState();
    expect(state.loadingStatus).toBe('loaded');
    expect(state.totalDocs).toBe(total);
    expect(state.list.map((r) => r._id)).toEqual(expect.arrayContaining(made.map((r) => r._id)));
  });

  it('a failed load is marked failed, with no message (spec §8): a limit over 100 is refused', async () => {
    const outcome = await store.dispatch(tags.load({ limit: 1000 }));
    expect(outcome).toMatchObject({ ok: false, error: { status: 400 } });
    expect(tagState()).toEqual({ ...initialCollectionState, loadingStatus: 'failed' });
  });

  it('a load cancelled by a newer one does not mark the state failed: the newer one fills it', async () => {
    await makeTag();
    const [first, second] = await Promise.all([store.dispatch(tags.load({ limit: 1 })), store.dispatch(tags.load({ limit: 2 }))]);
    expect(first).toMatchObject({ ok: false, aborted: true });
    expect(second).toMatchObject({ ok: true });
    expect(tagState().loadingStatus).toBe('loaded');
    expect(tagState().list.length).toBe(Math.min(2, tagState().totalDocs));
  });
});

describe('search', () => {
  it('searches a plain string by _id and puts the match in the found list', async () => {
    const tag = await makeTag();
    const outcome = await store.dispatch(tags.search(tag._id));
    expect(outcome).toEqual({ ok: true, value: 1 });
    const state = tagState();
    expect(state).toMatchObject({ searchingStatus: 'loaded', searchString: tag._id, totalDocs: 1 });
    expect(state.found.map((r) => r._id)).toEqual([tag._id]);
    expect(state.list).toEqual([]);
  });

  it('appends the next page to the found list with the keep flag', async () => {
    const word = unique('pagina');
    for (let i = 0; i < 3; i += 1) await makeTag(`${word}-${i}`);
    await store.dispatch(tags.search({ searchString: word, page: 1, searchField: 'slug', limit: 2, sort: 'slug' }));
    expect(tagState().found.map((r) => r.slug)).toEqual([`${word}-0`, `${word}-1`]);
    await store.dispatch(tags.search({ searchString: word, page: 2, searchField: 'slug', limit: 2, sort: 'slug', keep: true }));
    expect(tagState().found.map((r) => r.slug)).toEqual([`${word}-0`, `${word}-1`, `${word}-2`]);
    expect(tagState().totalDocs).toBe(3);
  });

  it('a failed search is marked failed, with no message (spec §8): an unknown search field is refused', async () => {
    const outcome = await store.dispatch(tags.search({ searchString: 'x', page: 1, searchField: 'no-such-field' }));
    expect(outcome).toMatchObject({ ok: false, error: { status: 400 } });
    expect(tagState()).toEqual({ ...initialCollectionState, searchString: 'x', searchingStatus: 'failed' });
  });
});

describe('add', () => {
  it('appends the created record to the list and sets errStatus 200', async () => {
    await store.dispatch(tags.load({ limit: 100 }));
    const before = tagState().list.length;
    const slug = unique('nueva');
    const outcome = await store.dispatch(tags.add(tagValues(slug)));
    expect(outcome).toMatchObject({ ok: true, value: { slug } });
    const state = tagState();
    expect(state).toMatchObject({ addingStatus: 'loaded', errStatus: 200, errMessage: '', errField: null });
    expect(state.list).toHaveLength(before + 1);
    expect(state.list.at(-1)).toMatchObject({ slug, name: { es: `Etiqueta ${slug}` } });
    expect(state.found).toEqual([]);
  });

  it('appends it to the found list too while a search string is active', async () => {
    const word = unique('buscada');
    await store.dispatch(tags.search({ searchString: word, page: 1, searchField: 'slug' }));
    expect(tagState().found).toEqual([]);
    await store.dispatch(tags.add(tagValues(`${word}-x`)));
    expect(tagState().found.map((r) => r.slug)).toEqual([`${word}-x`]);
  });

  it('a required field missing: adding failed, with the server\'s message, field and 400 kept', async () => {
    const outcome = await store.dispatch(tags.add({ name: { es: 'Sin slug', en: 'No slug' } }));
    expect(outcome).toMatchObject({ ok: false, error: { status: 400, field: 'slug' } });
    const state = tagState();
    expect(state).toMatchObject({ addingStatus: 'failed', errStatus: 400, errField: 'slug' });
    expect(state.errMessage).toMatch(/slug/i);
    expect(state.list).toEqual([]);
  });

  it('a unique value taken: adding failed with 409, the field and the server\'s message; a later add clears them', async () => {
    const tag = await makeTag();
    await store.dispatch(tags.add(tagValues(tag.slug)));
    const failed = tagState();
    expect(failed).toMatchObject({ addingStatus: 'failed', errStatus: 409, errField: 'slug' });
    expect(failed.errMessage).not.toBe('');

    await store.dispatch(tags.add(tagValues()));
    expect(tagState()).toMatchObject({ addingStatus: 'loaded', errStatus: 200, errMessage: '', errField: null });
  });
});

describe('edit', () => {
  it('replaces the record with the same _id in the list and the found list', async () => {
    const tag = await makeTag();
    await store.dispatch(tags.load({ limit: 100 }));
    await store.dispatch(tags.search(tag._id));
    const newSlug = unique('cambiada');
    const outcome = await store.dispatch(tags.edit(tag._id, { slug: newSlug }));
    expect(outcome).toMatchObject({ ok: true, value: { _id: tag._id, slug: newSlug } });
    const state = tagState();
    expect(state.addingStatus).toBe('loaded');
    expect(state.found).toEqual([expect.objectContaining({ _id: tag._id, slug: newSlug })]);
    // The search reset the list's status but not the list: the record is replaced there too.
    expect(state.list.filter((r) => r._id === tag._id)).toEqual([expect.objectContaining({ slug: newSlug })]);
    expect(state.list.some((r) => r.slug === tag.slug)).toBe(false);
  });

  it('a failed edit keeps the server\'s message, field and status', async () => {
    const [first, second] = [await makeTag(), await makeTag()];
    await store.dispatch(tags.edit(second._id, { slug: first.slug }));
    expect(tagState()).toMatchObject({ addingStatus: 'failed', errStatus: 409, errField: 'slug' });
  });
});

describe('soft remove', () => {
  it('removes the record from the list by _id', async () => {
    const tag = await makeTag();
    await store.dispatch(tags.load({ limit: 100 }));
    expect(tagState().list.some((r) => r._id === tag._id)).toBe(true);
    const outcome = await store.dispatch(tags.softRemove(tag._id));
    expect(outcome).toMatchObject({ ok: true, value: { _id: tag._id } });
    expect(tagState().addingStatus).toBe('loaded');
    expect(tagState().list.some((r) => r._id === tag._id)).toBe(false);
    // On the server it is soft-removed, not gone.
    expect((await t.get(`/api/tags/${tag._id}?includeDeleted=true`)).json().record.deletedAt).toEqual(expect.any(String));
  });

  it('a failed soft removal keeps the server\'s message, field and status', async () => {
    await store.dispatch(tags.softRemove('00000000-0000-4000-8000-000000000000'));
    const state = tagState();
    expect(state).toMatchObject({ addingStatus: 'failed', errStatus: 404 });
    expect(state.errMessage).not.toBe('');
  });
});

describe('hard remove', () => {
  it('removes the record from the list by _id', async () => {
    const tag = await makeTag();
    await store.dispatch(tags.load({ limit: 100 }));
    const outcome = await store.dispatch(tags.remove(tag._id));
    expect(outcome).toEqual({ ok: true, value: tag._id });
    expect(tagState().list.some((r) => r._id === tag._id)).toBe(false);
    expect((await t.get(`/api/tags/${tag._id}?includeDeleted=true`)).statusCode).toBe(404);
  });

  it('a still-referenced record (a property with rooms, 409) fails generically, with no detail in the state', async () => {
    const room = await createSample(t, getCollection('rooms')!);
    const propertyId = room.property as string;
    const properties = collectionActions('properties');
    await store.dispatch(properties.load({ limit: 100 }));
    const before = selectCollection(store.getState(), 'properties');
    expect(before.list.some((r) => r._id === propertyId)).toBe(true);

    const outcome = await store.dispatch(properties.remove(propertyId));
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error.status).toBeNull();
      expect(outcome.error.field).toBeNull();
    }
    expect(selectCollection(store.getState(), 'properties')).toEqual(before);
    // The server refused it as still referenced, and kept it.
    expect((await t.request({ method: 'DELETE', url: `/api/properties/${propertyId}` })).statusCode).toBe(409);
    expect((await t.get(`/api/properties/${propertyId}`)).statusCode).toBe(200);
  });
});

describe('view (our decision: the record and its status apart from the lists)', () => {
  it('keeps the viewed record, and a failure with its error', async () => {
    const tag = await makeTag();
    await store.dispatch(tags.view(tag._id));
    expect(tagState()).toMatchObject({ viewingStatus: 'loaded', viewed: { _id: tag._id, slug: tag.slug }, viewError: null });
    expect(tagState().list).toEqual([]);

    await store.dispatch(tags.view('00000000-0000-4000-8000-000000000000'));
    expect(tagState()).toMatchObject({ viewingStatus: 'failed', viewed: null, viewError: { status: 404 } });
  });
});
