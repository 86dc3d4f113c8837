import { useCallback, useEffect, useState } from 'react';
import { collectionActions } from '../../store/collection-actions.ts';
import type { ApiRecord, ServerError } from '../../api/records.ts';
import { useAppDispatch } from '../../store/hooks.ts';

// The record an editor page works on, read through the store's view operation. `undefined` id
// means a new record; the page keeps its own copy so two editors never fight over `viewed`.

export type Edited =
  | { status: 'new' }
  | { status: 'loading' }
  | { status: 'loaded'; record: ApiRecord }
  | { status: 'failed'; error: ServerError };

export function useEditedRecord(collection: string, id: string | undefined) {
  const dispatch = useAppDispatch();
  const [edited, setEdited] = useState<Edited>(id ? { status: 'loading' } : { status: 'new' });

  const reload = useCallback(async () => {
    if (!id) {
      setEdited({ status: 'new' });
      return;
    }
    setEdited({ status: 'loading' });
    const outcome = await dispatch(collectionActions(collection).view(id));
    setEdited(outcome.ok ? { status: 'loaded', record: outcome.value } : { status: 'failed', error: outcome.error });
  }, [collection, dispatch, id]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const replace = useCallback((record: ApiRecord) => setEdited({ status: 'loaded', record }), []);
  return { edited, reload, replace };
}
