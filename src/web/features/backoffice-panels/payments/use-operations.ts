import { useCallback, useEffect, useState } from 'react';
import { isAbort } from '../../../api/http.ts';
import { listOperations, type OperationPage, type OperationQuery } from '../../../api/staff-payments.ts';

// The page of payments for the current filters. The rows on screen stay while the next page
// loads (marked busy), so changing a filter does not make the table jump.

export interface OperationsState {
  page: OperationPage | null;
  loading: boolean;
  error: string | null;
  reload: () => void;
}

export function useOperations(query: OperationQuery): OperationsState {
  const key = JSON.stringify(query);
  const [page, setPage] = useState<OperationPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    setError(null);
    listOperations(JSON.parse(key) as OperationQuery, controller.signal).then(
      (result) => {
        setPage(result);
        setLoading(false);
      },
      (failure: unknown) => {
        if (isAbort(failure)) return;
        setError(failure instanceof Error ? failure.message : 'Something went wrong');
        setLoading(false);
      },
    );
    return () => controller.abort();
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, loading, error, reload };
}
