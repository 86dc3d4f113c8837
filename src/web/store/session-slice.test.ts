import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../api/auth.ts';
import { sessionUser } from '../testing/session-user.ts';
import { loadSession, logOut, sessionActions } from './session-slice.ts';
import { collectionSlice, createAppStore, selectCollection, type AppStore } from './store.ts';

// The session slice with the real store and thunks; the network is a stub that records what
// was asked and answers as the accounts API does (src/server/auth/README.md).

const ana: SessionUser = sessionUser({
  _id: '6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e',
  email: 'ana@example.com',
  name: 'Ana',
  role: 'tenant',
  emailVerifiedAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});

let store: AppStore;
let asked: { url: string; method: string }[];
let answer: () => Response | Promise<Response>;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  store = createAppStore();
  asked = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    asked.push({ url, method: init.method ?? 'GET' });
    return answer();
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('loading the session', () => {
  it('starts unknown, so guarded screens wait instead of sending anyone away', () => {
    expect(store.getState().session).toEqual({ status: 'unknown', user: null, error: null });
  });

  it('knows an anonymous visitor as { user: null }', async () => {
    answer = () => json(200, { user: null });
    await store.dispatch(loadSession());
    expect(asked).toEqual([{ url: '/api/auth/session', method: 'GET' }]);
    expect(store.getState().session).toEqual({ status: 'ready', user: null, error: null });
  });

  it('keeps the signed-in user record', async () => {
    answer = () => json(200, { user: ana });
    await store.dispatch(loadSession());
    expect(store.getState().session.user).toEqual(ana);
  });

  it('asks once, however many times the app start runs (StrictMode runs effects twice)', async () => {
    answer = () => json(200, { user: ana });
    await Promise.all([store.dispatch(loadSession()), store.dispatch(loadSession())]);
    await store.dispatch(loadSession());
    expect(asked).toHaveLength(1);
    await store.dispatch(loadSession({ force: true }));
    expect(asked).toHaveLength(2);
  });

  it('starts from the viewer a page was rendered for on the server, and does not ask again', async () => {
    const rendered = createAppStore(ana);
    expect(rendered.getState().session).toEqual({ status: 'ready', user: ana, error: null });
    await rendered.dispatch(loadSession());
    expect(asked).toEqual([]);
  });

  it('says why when the server cannot be reached, and can try again', async () => {
    answer = () => Promise.reject(new TypeError('fetch failed'));
    await store.dispatch(loadSession());
    expect(store.getState().session.status).toBe('failed');
    expect(store.getState().session.error).toMatch(/Could not reach Habita/);
    answer = () => json(200, { user: null });
    await store.dispatch(loadSession());
    expect(store.getState().session).toEqual({ status: 'ready', user: null, error: null });
  });
});

describe('changes to the session', () => {
  it('a login replaces whoever was there, and a profile save updates the record', () => {
    store.dispatch(sessionActions.signedIn(ana));
    store.dispatch(sessionActions.userChanged({ _id: ana._id, name: 'Ana María', updatedAt: '2026-11-02T10:00:00.000Z' }));
    expect(store.getState().session.user).toEqual({ ...ana, name: 'Ana María', updatedAt: '2026-11-02T10:00:00.000Z' });
  });

  it("another user's record (an admin editing someone) leaves the session alone", () => {
    store.dispatch(sessionActions.signedIn(ana));
    store.dispatch(sessionActions.userChanged({ _id: '0b5f8a52-3c1e-4f8e-9a55-2f1e6c7d8e90', name: 'Luis' }));
    expect(store.getState().session.user).toEqual(ana);
  });

  it('logging out ends the session on the server and forgets the user here', async () => {
    store.dispatch(sessionActions.signedIn(ana));
    answer = () => new Response(null, { status: 204 });
    await store.dispatch(logOut());
    expect(asked).toEqual([{ url: '/api/auth/logout', method: 'POST' }]);
    expect(store.getState().session).toEqual({ status: 'ready', user: null, error: null });
  });

  it("logging out drops the offline copies of the account's API answers", async () => {
    const deleted: string[] = [];
    vi.stubGlobal('caches', { delete: async (name: string) => deleted.push(name) > 0 });
    store.dispatch(sessionActions.signedIn(ana));
    answer = () => new Response(null, { status: 204 });
    await store.dispatch(logOut());
    expect(deleted).toEqual(['api']);
  });

  it('logging out forgets the user even when the server cannot be reached', async () => {
    store.dispatch(sessionActions.signedIn(ana));
    answer = () => Promise.reject(new TypeError('fetch failed'));
    await store.dispatch(logOut());
    expect(store.getState().session.user).toBeNull();
  });

  it('logging out clears the records the back-office had loaded', () => {
    const users = collectionSlice('users');
    store.dispatch(sessionActions.signedIn({ ...ana, role: 'admin' }));
    store.dispatch(users.actions.loaded({ docs: [ana], totalDocs: 1 }));
    expect(selectCollection(store.getState(), 'users').list).toHaveLength(1);
    store.dispatch(sessionActions.signedOut());
    expect(selectCollection(store.getState(), 'users').list).toEqual([]);
    expect(selectCollection(store.getState(), 'users').loadingStatus).toBe('notloaded');
  });
});
