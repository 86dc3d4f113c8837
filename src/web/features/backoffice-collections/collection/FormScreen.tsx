import { useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { ID_PATTERN } from '../../../../catalog/validation.ts';
import { isReadable, isWritable } from '../../../../catalog/naming.ts';
import { ReadOnlyField } from '../../../components/form/FieldInput.tsx';
import { RecordForm } from '../../../components/form/RecordForm.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { plainTitle } from '../../../components/ui/RecordTitle.tsx';
import { collectionActions } from '../../../store/collection-actions.ts';
import type { ApiRecord } from '../../../api/records.ts';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.ts';
import { collectionSlice, selectCollection } from '../../../store/store.ts';
import { AdminLayout } from '../../../components/layout/AdminLayout.tsx';
import { useCollectionPermissions } from './permissions.ts';
import type { RecordActionsProps } from './record-extensions.ts';
import { recordRulesFor, useNoLock } from './record-rules.ts';

// The create/edit form of the generic screen (`?new=1`, `?edit=<id>`). A record being edited
// comes from the rows already on screen, or is read through the store's view when the page
// was opened straight at its address.

interface FormScreenProps {
  collection: CollectionDef;
  /** The record to edit; absent to create one. */
  editId?: string;
  onClose: () => void;
  /** The collection's own buttons for the record being edited (record-actions.ts). */
  RecordActions?: ComponentType<RecordActionsProps>;
}

type Loaded = { state: 'ready'; record?: ApiRecord } | { state: 'loading' } | { state: 'failed'; message: string };

export function FormScreen({ collection, editId, onClose, RecordActions }: FormScreenProps) {
  const dispatch = useAppDispatch();
  const may = useCollectionPermissions(collection);
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
  const rules = recordRulesFor(collection);
  // One hook per collection, the same on every render of this screen.
  const lock = (rules.useLock ?? useNoLock)(record);
  const readOnlyFields = useMemo(() => [...may.readOnlyFields, ...lock.fields], [may.readOnlyFields, lock.fields]);
  // Nothing left to change (a paid reservation): the record shows without a form to save.
  const everythingLocked = lock.fields.length > 0 && Object.entries(collection.fields).every(([key, field]) => !isWritable(field) || readOnlyFields.includes(key));
  // A role that may read but not change the record (staff and payment operations) sees it, without a form.
  const viewOnly = !!editId && (!may.update || everythingLocked);
  const named = record ? `: ${plainTitle(collection, record)}` : '';
  const title = !editId ? `New ${noun}` : viewOnly ? `${collection.singular}${named}` : `Edit ${noun}${named}`;

  return (
    <AdminLayout
      title={title}
      actions={
        <>
          {RecordActions && record && (
            <RecordActions
              collection={collection}
              record={record}
              placement="form"
              onChanged={(changed) => {
                dispatch(collectionSlice(collection.name).actions.edited(changed));
                setLoaded({ state: 'ready', record: changed });
              }}
            />
          )}
          <button type="button" className="btn" onClick={onClose}>
            Back to {collection.label.toLowerCase()}
          </button>
        </>
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
        {!editId && !may.create && (
          <Alert title={`You cannot create ${collection.label.toLowerCase()}`}>Only an admin can add {collection.label.toLowerCase()}.</Alert>
        )}
        {lock.note && (
          <p role="note" className="mb-5 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            {lock.note}
          </p>
        )}
        {viewOnly && record && (
          <>
            {!may.update && <p className="mb-4 text-sm text-stone-600">Only an admin can change {collection.label.toLowerCase()}.</p>}
            <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
              {Object.entries(collection.fields)
                .filter(([, field]) => isReadable(field))
                .map(([key]) => (
                  <ReadOnlyField key={key} collection={collection} name={key} value={record[key]} view={rules.views?.[key]} />
                ))}
            </dl>
          </>
        )}
        {!viewOnly && record && !lock.ready && <p className="text-sm text-stone-600">Checking the {noun}’s payments…</p>}
        {!viewOnly && (editId || may.create) && loaded.state === 'ready' && lock.ready && (editId ? record : true) && (
          <RecordForm
            key={`${record?._id ?? 'new'}:${lock.fields.length}`}
            collection={collection}
            record={record}
            readOnlyFields={readOnlyFields}
            readOnlyViews={rules.views}
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
