import { useCallback, useEffect, useState } from 'react';
import { isAbort } from './http.ts';

// Data a panel reads once from the API, with the three states every panel shows: loading,
// failed (with the server's message and a retry), ready. Leaving the screen cancels the call.

export type Remote<T> =
  | { status: 'loading'; data?: undefined; message?: undefined }
  | { status: 'error'; message: string; data?: undefined }
  | { status: 'ready'; data: T; message?: undefined };

export function useRemote<T>(load: (signal: AbortSignal) => Promise<T>, key: string): Remote<T> & { retry: () => void } {
  const [state, setState] = useState<Remote<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (error: unknown) => {
        if (isAbort(error)) return;
        setState({ status: 'error', message: error instanceof Error ? error.message : 'Something went wrong' });
      },
    );
    return () => controller.abort();
    // `key` stands for what `load` reads, so an inline loader does not refetch on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
