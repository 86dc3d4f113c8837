import { useDispatch, useSelector } from 'react-redux';
import type { CollectionState } from './collection-slice.ts';
import type { SessionState } from './session-slice.ts';
import { collectionSlice, selectCollection, type AppDispatch, type RootState } from './store.ts';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

/** The state of one collection; its slice is injected on first use. */
export function useCollection(name: string): CollectionState {
  collectionSlice(name);
  return useAppSelector((state) => selectCollection(state, name));
}

/** Who is signed in, and whether that is known yet. */
export function useSession(): SessionState {
  return useAppSelector((state) => state.session);
}
