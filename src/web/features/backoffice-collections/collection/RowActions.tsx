import type { ComponentType } from 'react';
import { Link } from 'react-router';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { plainTitle } from '../../../components/ui/RecordTitle.tsx';
import type { ApiRecord } from '../../../api/records.ts';
import { useAppDispatch } from '../../../store/hooks.ts';
import { collectionSlice } from '../../../store/store.ts';
import type { CollectionPermissions } from './permissions.ts';
import type { RecordActionsProps } from './record-extensions.ts';
import { recordRulesFor, useRemovable } from './record-rules.ts';
import type { RecordRemoval } from './use-record-removal.tsx';

// The buttons at the end of a row of a collection's table. Only what the signed-in role may do
// is offered (permissions.ts).

interface RowActionsProps {
  collection: CollectionDef;
  record: ApiRecord;
  /** The table lists removed records: they can be restored or deleted for good. */
  removedView: boolean;
  may: CollectionPermissions;
  removal: RecordRemoval;
  /** Where the record's Edit (or View) link goes. */
  editLink: string;
  /** The collection's own row buttons (record-actions.ts), after Edit and Remove. */
  RecordActions?: ComponentType<RecordActionsProps>;
  /** The list's load this row came with (ListScreen's, one per load and per visit): what the row asks the server is kept for it. */
  load: object;
}

export function RowActions({ collection, record, removedView, may, removal, editLink, RecordActions, load }: RowActionsProps) {
  const dispatch = useAppDispatch();
  const removable = useRemovable(recordRulesFor(collection), record, may.delete, load);
  const title = plainTitle(collection, record);
  return removedView ? (
    may.delete && (
      <>
        <button type="button" className="btn-ghost px-2 py-1" onClick={() => void removal.restore(record)}>
          Restore<span className="sr-only"> {title}</span>
        </button>
        {removable && (
          <button type="button" className="btn-ghost px-2 py-1 text-red-700 hover:bg-red-50" onClick={() => removal.askHardRemove(record)}>
            Delete permanently<span className="sr-only"> {title}</span>
          </button>
        )}
      </>
    )
  ) : (
    <>
      <Link to={editLink} className="btn-ghost px-2 py-1">
        {may.update ? 'Edit' : 'View'}
        <span className="sr-only"> {title}</span>
      </Link>
      {may.delete && removable && (
        <button type="button" className="btn-ghost px-2 py-1 text-red-700 hover:bg-red-50" onClick={() => removal.askSoftRemove(record)}>
          Remove<span className="sr-only"> {title}</span>
        </button>
      )}
      {RecordActions && (
        <RecordActions
          collection={collection}
          record={record}
          placement="row"
          onChanged={(changed) => dispatch(collectionSlice(collection.name).actions.edited(changed))}
        />
      )}
    </>
  );
}
