import { useCallback, useEffect, useState } from 'react';
import { ApiError, isAbort } from '../../api/http.ts';
import { searchRooms, type Paged, type RoomCard, type RoomSearchParams } from '../../api/public.ts';
import { useServedAnswer } from '../../api/server-data.ts';

// The rooms for the current address. Unlike useRemote it keeps the parameter a 400 names (to
// show the message at that filter) and the last answer while the next one comes (the map keeps
// its pins and the filter sheet its count instead of flashing empty).

export type RoomSearchState =
  | { status: 'loading'; previous?: Paged<RoomCard> }
  | { status: 'error'; message: string; field: string | null; previous?: Paged<RoomCard> }
  | { status: 'ready'; data: Paged<RoomCard> };

/** The latest answer there is, current or previous. */
export function latestResults(state: RoomSearchState): Paged<RoomCard> | undefined {
  return state.status === 'ready' ? state.data : state.previous;
}

function failure(error: unknown, previous?: Paged<RoomCard>): RoomSearchState {
  return {
    status: 'error',
    message: error instanceof Error ? error.message : '',
    field: error instanceof ApiError && error.status === 400 ? error.field : null,
    previous,
  };
}

/** The search's outcome as a state: what a page rendered on the server starts with (server-data.ts). */
const settleSearch = (query: RoomSearchParams) => () =>
  searchRooms(query, new AbortController().signal).then(
    (data): RoomSearchState => ({ status: 'ready', data }),
    (error: unknown) => failure(error),
  );

export function useRoomSearch(query: RoomSearchParams, key: string): RoomSearchState & { retry: () => void } {
  const { rendered, served } = useServedAnswer(`rooms:${key}`, settleSearch(query));
  // Each answer remembers the search it answers, so a new address never shows the old rooms as
  // its own, not even for the one render before the new search starts.
  const [answer, setAnswer] = useState<{ key: string; state: RoomSearchState }>(() => ({ key, state: rendered ?? { status: 'loading' } }));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (served(attempt)) return;
    const controller = new AbortController();
    setAnswer((current) => ({ key, state: { status: 'loading', previous: latestResults(current.state) } }));
    searchRooms(query, controller.signal).then(
      (data) => setAnswer({ key, state: { status: 'ready', data } }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setAnswer((current) => ({ key, state: failure(error, latestResults(current.state)) }));
      },
    );
    return () => controller.abort();
    // `key` stands for `query`: a new object for the same search does not search again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state: RoomSearchState = answer.key === key ? answer.state : { status: 'loading', previous: latestResults(answer.state) };
  return { ...state, retry };
}
