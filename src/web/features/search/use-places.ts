import { useEffect, useState } from 'react';
import { isAbort } from '../../api/http.ts';
import { searchPlaces, type RoomPlace, type RoomSearchParams } from '../../api/public.ts';

// The homes the map shows for the current filters. The last answer stays while the next one
// comes, so the pins do not flash away on every change of a filter.

export interface PlacesState {
  places: RoomPlace[];
  truncated: boolean;
  loading: boolean;
  failed: boolean;
}

export function usePlaces(query: RoomSearchParams, key: string): PlacesState {
  const [state, setState] = useState<PlacesState>({ places: [], truncated: false, loading: true, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true }));
    searchPlaces(query, controller.signal).then(
      (answer) => setState({ ...answer, loading: false, failed: false }),
      (error: unknown) => {
        if (!isAbort(error)) setState((current) => ({ ...current, loading: false, failed: true }));
      },
    );
    return () => controller.abort();
    // `key` stands for `query`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
