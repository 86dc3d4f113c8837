import { useMemo, useRef, useState, type ReactNode } from 'react';
import { isFileField } from '../../../../catalog/naming.ts';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { useNotices } from '../../../components/ui/Notices.tsx';
import { plainTitle } from '../../../components/ui/RecordTitle.tsx';
import { collectionActions } from '../../../store/collection-actions.ts';
import type { ApiRecord } from '../../../api/records.ts';
import { useAppDispatch } from '../../../store/hooks.ts';

// Taking records out and bringing them back: a soft remove asks first and can be undone from
// the notice; restoring is one click; deleting for good asks for the word DELETE. Each goes
// through the store's thunks and then reloads the screen so totals stay right.

export const HARD_DELETE_WORD = 'DELETE';

/** One notice per record: what happened to it last replaces what happened before. */
const noticeKey = (record: ApiRecord) => `record:${record._id}`;

type Pending = { kind: 'soft' | 'hard'; record: ApiRecord } | null;

export interface RecordRemoval {
  askSoftRemove: (record: ApiRecord) => void;
  askHardRemove: (record: ApiRecord) => void;
  restore: (record: ApiRecord) => Promise<void>;
  /** The confirm dialogs; render once in the screen. */
  dialogs: ReactNode;
}

export function useRecordRemoval(collection: CollectionDef, reload: () => void, onRemoved?: () => void): RecordRemoval {
  const dispatch = useAppDispatch();
  const notify = useNotices();
  const actions = useMemo(() => collectionActions(collection.name), [collection.name]);
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  // The row (and the button focus would go back to) is gone: the screen says where focus goes.
  const removedJustNow = useRef(false);
  const afterClose = () => {
    if (removedJustNow.current) onRemoved?.();
    removedJustNow.current = false;
  };
  const noun = collection.singular.toLowerCase();

  const close = () => {
    setPending(null);
    setError(undefined);
  };

  const restore = async (record: ApiRecord) => {
    const title = plainTitle(collection, record);
    const outcome = await dispatch(actions.restore(record._id));
    const key = noticeKey(record);
    if (outcome.ok) notify({ key, tone: 'success', message: `Restored “${title}”.` });
    else notify({ key, tone: 'error', message: `Could not restore “${title}”: ${outcome.error.message}` });
    reload();
  };

  const softRemove = async (record: ApiRecord) => {
    setBusy(true);
    const outcome = await dispatch(actions.softRemove(record._id));
    setBusy(false);
    if (!outcome.ok) {
      setError(`Could not remove it: ${outcome.error.message}`);
      return;
    }
    removedJustNow.current = true;
    close();
    notify({
      key: noticeKey(record),
      tone: 'success',
      message: `Removed “${plainTitle(collection, record)}”.`,
      action: { label: 'Undo', onAction: () => void restore(record) },
    });
    reload();
  };

  const hardRemove = async (record: ApiRecord) => {
    setBusy(true);
    const outcome = await dispatch(actions.remove(record._id));
    setBusy(false);
    if (!outcome.ok) {
      // Spec §8: a failed hard removal carries no detail; the likely reason is a record that still uses it.
      setError(
        `Could not delete this ${noun} permanently. Other records may still use it (for example as their ${noun}): change or remove those first, then try again.`,
      );
      return;
    }
    removedJustNow.current = true;
    close();
    notify({ key: noticeKey(record), tone: 'success', message: `Deleted “${plainTitle(collection, record)}” permanently.` });
    reload();
  };

  const record = pending?.record;
  const title = record ? plainTitle(collection, record) : '';
  const dialogs = (
    <>
      <ConfirmDialog
        open={pending?.kind === 'soft'}
        title={`Remove “${title}”?`}
        confirmLabel={`Remove ${noun}`}
        busy={busy}
        error={error}
        onCancel={close}
        onClosed={afterClose}
        onConfirm={() => record && softRemove(record)}
      >
        <p>You can restore it from Removed.</p>
      </ConfirmDialog>
      <ConfirmDialog
        open={pending?.kind === 'hard'}
        title={`Delete “${title}” permanently?`}
        confirmLabel="Delete permanently"
        tone="danger"
        typeToConfirm={HARD_DELETE_WORD}
        busy={busy}
        error={error}
        onCancel={close}
        onClosed={afterClose}
        onConfirm={() => record && hardRemove(record)}
      >
        <p>
          This cannot be undone: the {noun}
          {Object.values(collection.fields).some(isFileField) ? ' and its files are' : ' is'} gone for good.
        </p>
      </ConfirmDialog>
    </>
  );

  return {
    askSoftRemove: (target) => setPending({ kind: 'soft', record: target }),
    askHardRemove: (target) => setPending({ kind: 'hard', record: target }),
    restore,
    dialogs,
  };
}
