import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { eurosToCents } from '../../../components/form/record-values.ts';
import { collectionActions } from '../../../store/collection-actions.ts';
import type { Status } from '../../../store/collection-slice.ts';
import type { ApiRecord } from '../../../api/records.ts';
import { useAppDispatch, useCollection } from '../../../store/hooks.ts';
import { effectiveSort, type ScreenState } from './screen-state.ts';

// The rows the screen shows, through the spec §4 store: the load thunk for the plain list,
// the search thunk when there is search text. Runs again whenever the address changes, and
// on `reload` after a write, so totals stay right.

/** What the API is asked for: money is typed in euros and searched in cents. */
export function searchStringFor(collection: CollectionDef, field: string, text: string): string {
  const trimmed = text.trim();
  if (collection.fields[field]?.kind !== 'money') return trimmed;
  const cents = eurosToCents(trimmed);
  return cents.ok ? String(cents.value) : trimmed;
}

export interface CollectionRows {
  rows: ApiRecord[];
  total: number;
  status: Status;
  /** Why the last load or search failed (the store keeps no message, spec §8). */
  error: string | null;
  searching: boolean;
  reload: () => void;
}

export function useCollectionRows(collection: CollectionDef, state: ScreenState): CollectionRows {
  const dispatch = useAppDispatch();
  const slice = useCollection(collection.name);
  const actions = useMemo(() => collectionActions(collection.name), [collection.name]);
  const [runs, setRuns] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const searchString = searchStringFor(collection, state.field, state.q);
  const searching = searchString !== '';
  const sort = effectiveSort(collection, state);
  const { field, page, limit, removed } = state;
  const anchorSide = state.anchor?.side;
  const anchorId = state.anchor?.id;

  useEffect(() => {
    let current = true;
    const onlyDeleted = removed || undefined;
    const from = anchorSide && anchorId ? { [anchorSide]: anchorId } : {};
    const run = searching
      ? dispatch(actions.search({ searchString, searchField: field, page, limit, sort, onlyDeleted, ...from }))
      : dispatch(actions.load({ page, limit, sort, onlyDeleted, ...from }));
    void run.then((outcome) => {
      // A load replaced by a newer one reports nothing; the newer one does.
      if (!current || (!outcome.ok && outcome.aborted)) return;
      setError(outcome.ok ? null : outcome.error.message);
    });
    return () => {
      current = false;
    };
  }, [dispatch, actions, searching, searchString, field, page, anchorSide, anchorId, limit, sort, removed, runs]);

  const reload = useCallback(() => setRuns((n) => n + 1), []);
  const status = searching ? slice.searchingStatus : slice.loadingStatus;
  return {
    rows: searching ? slice.found : slice.list,
    total: slice.totalDocs,
    status: status === 'notloaded' ? 'loading' : status,
    error: status === 'failed' ? (error ?? 'The server did not answer.') : null,
    searching,
    reload,
  };
}
