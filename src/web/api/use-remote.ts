import { useCallback, useEffect, useState } from 'react';
import { isAbort } from './http.ts';
import { useServedAnswer } from './server-data.ts';

// Data a panel reads once from the API, with the three states every panel shows: loading,
// failed (with the server's message and a retry), ready. Leaving the screen cancels the call.
// A page rendered on the server starts with the answer it was rendered with (server-data.ts).

export type Remote<T> =
  | { status: 'loading'; data?: undefined; message?: undefined }
  | { status: 'error'; message: string; data?: undefined }
  | { status: 'ready'; data: T; message?: undefined };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong');

/** A load's outcome as a state, never a rejection: what the server keeps for the browser. */
function settle<T>(load: (signal: AbortSignal) => Promise<T>): () => Promise<Remote<T>> {
  return () =>
    load(new AbortController().signal).then(
      (data): Remote<T> => ({ status: 'ready', data }),
      (error: unknown): Remote<T> => ({ status: 'error', message: messageOf(error) }),
    );
}

export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> & { retry: () => void } {
  const { rendered, served } = useServedAnswer(key, settle(load));
  const [state, setState] = useState<Remote<T>>(() => rendered ?? { status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (served(attempt)) return;
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setState({ status: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` reads, so an inline loader does not refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
