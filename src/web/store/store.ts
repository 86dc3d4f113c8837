import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { createCollectionSlice, initialCollectionState, type CollectionSlice, type CollectionState } from './collection-slice.ts';
import type { SessionUser } from '../api/auth.ts';
import { sessionActions, sessionSlice, type SessionState } from './session-slice.ts';

// Collection slices are injected the first time a screen uses one: the public home page
// does not carry the back-office's collection reducers, and every slice still comes from one factory.
// The session (who is signed in) is there from the start: every screen's header shows it.

const rootReducer = combineSlices(sessionSlice).withLazyLoadedSlices<Record<string, CollectionState>>();

const slices = new Map<string, CollectionSlice>();

export function collectionSlice(name: string): CollectionSlice {
  let slice = slices.get(name);
  if (!slice) {
    slice = createCollectionSlice(name);
    slices.set(name, slice);
    rootReducer.inject(slice);
  }
  return slice;
}

/** `viewer`: who is signed in, when that is known already (a page the server rendered for them). */
export function createAppStore(viewer?: SessionUser) {
  const store = configureStore({ reducer: rootReducer });
  if (viewer) store.dispatch(sessionActions.signedIn(viewer));
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = { session: SessionState } & Record<string, CollectionState | undefined>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result> = ThunkAction<Result, RootState, unknown, UnknownAction>;

export function selectCollection(state: RootState, name: string): CollectionState {
  return state[name] ?? initialCollectionState;
}
