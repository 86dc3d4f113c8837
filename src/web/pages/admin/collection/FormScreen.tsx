import { useEffect, useMemo, useRef, useState } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { ID_PATTERN } from '../../../../catalog/validation.ts';
import { RecordForm } from '../../../components/form/RecordForm.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { plainTitle } from '../../../components/ui/RecordTitle.tsx';
import { collectionActions } from '../../../store/collection-actions.ts';
import type { ApiRecord } from '../../../store/collection-slice.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { selectCollection } from '../../../store/store.ts';
import { AdminLayout } from '../AdminLayout.tsx';

// The create/edit form of the generic screen (`?new=1`, `?edit=<id>`). A record being edited
// comes from the rows already on screen, or is read through the store's view when the page
// was opened straight at its address.

interface FormScreenProps {
  collection: CollectionDef;
  /** The record to edit; absent to create one. */
  editId?: string;
  onClose: () => void;
}

type Loaded = { state: 'ready'; record?: ApiRecord } | { state: 'loading' } | { state: 'failed'; message: string };

export function FormScreen({ collection, editId, onClose }: FormScreenProps) {
  const dispatch = useAppDispatch();
  const notify = useNotices();
  const actions = useMemo(() => collectionActions(collection.name), [collection.name]);
  const onScreen = useAppSelector((state) => {
    if (!editId) return undefined;
    const slice = selectCollection(state, collection.name);
    return slice.list.find((r) => r._id === editId) ?? slice.found.find((r) => r._id === editId);
  });
  // The form keeps the version it opened with: later store changes must not reset what is typed.
  const [loaded, setLoaded] = useState<Loaded>(() => (!editId ? { state: 'ready' } : onScreen ? { state: 'ready', record: onScreen } : { state: 'loading' }));
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!editId || loaded.state !== 'loading') return;
    if (!ID_PATTERN.test(editId)) {
      setLoaded({ state: 'failed', message: `“${editId}” is not a valid id.` });
      return;
    }
    let current = true;
    void dispatch(actions.view(editId)).then((outcome) => {
      if (!current) return;
      setLoaded(outcome.ok ? { state: 'ready', record: outcome.value } : { state: 'failed', message: outcome.error.message });
    });
    return () => {
      current = false;
    };
  }, [dispatch, actions, editId, loaded.state]);

  // Start where the work is: the first field.
  useEffect(() => {
    if (loaded.state !== 'ready') return;
    container.current?.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea')?.focus();
  }, [loaded.state]);

  const noun = collection.singular.toLowerCase();
  const record = loaded.state === 'ready' ? loaded.record : undefined;
  const title = editId ? (record ? `Edit ${noun}: ${plainTitle(collection, record)}` : `Edit ${noun}`) : `New ${noun}`;

  return (
    <AdminLayout
      title={title}
      actions={
        <button type="button" className="btn" onClick={onClose}>
          Back to {collection.label.toLowerCase()}
        </button>
      }
    >
      <div ref={container} className="card max-w-4xl p-4 sm:p-6">
        {loaded.state === 'loading' && <p className="text-sm text-stone-600">Loading the {noun}…</p>}
        {loaded.state === 'failed' && (
          <Alert
            title={`Could not open this ${noun}`}
            action={
              <button type="button" className="btn" onClick={() => setLoaded({ state: 'loading' })}>
                Try again
              </button>
            }
          >
            {loaded.message}
          </Alert>
        )}
        {loaded.state === 'ready' && (editId ? record : true) && (
          <RecordForm
            key={record?._id ?? 'new'}
            collection={collection}
            record={record}
            onCancel={onClose}
            onSaved={(saved, mode) => {
              notify({
                tone: 'success',
                message: mode === 'create' ? `Created “${plainTitle(collection, saved)}”.` : `Saved “${plainTitle(collection, saved)}”.`,
              });
              onClose();
            }}
          />
        )}
      </div>
    </AdminLayout>
  );
}
