import { combineSlices, configureStore, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import { createCollectionSlice, initialCollectionState, type CollectionSlice, type CollectionState } from './collection-slice.ts';

// Collection slices are injected the first time a screen uses one: the public home page
// does not carry the back-office's 43 reducers, and every slice still comes from one factory.

const rootReducer = combineSlices({}).withLazyLoadedSlices<Record<string, CollectionState>>();

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

export function createAppStore() {
  return configureStore({ reducer: rootReducer });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = Record<string, CollectionState | undefined>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<Result> = ThunkAction<Result, RootState, unknown, UnknownAction>;

export function selectCollection(state: RootState, name: string): CollectionState {
  return state[name] ?? initialCollectionState;
}
