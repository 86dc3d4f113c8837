import { startTransition, useCallback, useOptimistic } from 'react';
import { useSearchParams } from 'react-router';
import { applyChange, clearFilters, type SearchChange } from './search-params.ts';

// The address is the search: every change is a history entry, Back undoes it and a reload or a
// shared link shows the same rooms.

export function useSearchAddress() {
  const [address, setAddress] = useSearchParams();
  // The router applies a new address in a transition; until it lands, controls show the change
  // already (a ticked box stays ticked instead of flickering back).
  const [params, setParams] = useOptimistic(address);
  const go = useCallback(
    (next: URLSearchParams) =>
      startTransition(() => {
        setParams(next);
        setAddress(next);
      }),
    [setParams, setAddress],
  );
  const change = useCallback((next: SearchChange) => go(applyChange(params, next)), [go, params]);
  const clear = useCallback(() => go(clearFilters(params)), [go, params]);
  return { params, change, clear };
}
