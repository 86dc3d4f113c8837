import { useCallback, useEffect, useState } from 'react';
import { isAbort } from '../../api/http.ts';
import { getOperation, type OperationDetail } from '../../api/payments.ts';
import { pollUntilSettled } from './poll-operation.ts';

// An operation read until it is no longer pending (see poll-operation.ts), with what the page
// shows meanwhile: the first load, the wait for the provider's word, the answer, the time-out.

export type SettledOperation =
  | { phase: 'loading'; detail?: undefined; message?: undefined }
  | { phase: 'waiting'; detail: OperationDetail; message?: undefined }
  | { phase: 'settled'; detail: OperationDetail; message?: undefined }
  | { phase: 'timed-out'; detail: OperationDetail; message?: undefined }
  | { phase: 'error'; message: string; status: number | null; detail?: OperationDetail };

/** Nothing is asked while `operationId` is null (no session yet, or not an id at all). */
export function useSettledOperation(operationId: string | null): SettledOperation & { retry: () => void } {
  const [state, setState] = useState<SettledOperation>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!operationId) return;
    const controller = new AbortController();
    let latest: OperationDetail | undefined;
    setState((current) => (current.detail ? { phase: 'waiting', detail: current.detail } : { phase: 'loading' }));
    pollUntilSettled({
      load: (signal) => getOperation(operationId, signal),
      isSettled: (detail) => detail.operation.status !== 'pending',
      onValue: (detail) => {
        latest = detail;
        setState({ phase: detail.operation.status === 'pending' ? 'waiting' : 'settled', detail });
      },
      signal: controller.signal,
    }).then(
      (end) => {
        if (end === 'timed-out' && latest) setState({ phase: 'timed-out', detail: latest });
      },
      (error: unknown) => {
        if (isAbort(error)) return;
        const status = typeof error === 'object' && error && 'status' in error ? (error.status as number | null) : null;
        setState({ phase: 'error', message: error instanceof Error ? error.message : String(error), status, detail: latest });
      },
    );
    return () => controller.abort();
  }, [operationId, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
