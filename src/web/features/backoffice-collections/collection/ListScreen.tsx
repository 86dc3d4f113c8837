import { useEffect, useMemo, useRef, type ComponentType } from 'react';
import { Link } from 'react-router';
import { fieldLabel } from '../../../../catalog/naming.ts';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { DataTable } from '../../../components/table/DataTable.tsx';
import { Alert } from '../../../components/ui/Alert.tsx';
import { Pagination, pageCount } from '../../../components/ui/Pagination.tsx';
import type { ApiRecord } from '../../../api/records.ts';
import { AdminLayout } from '../../../components/layout/AdminLayout.tsx';
import { tableColumns } from './columns.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { useCollectionPermissions } from './permissions.ts';
import type { RecordActionsProps } from './record-extensions.ts';
import { anchorFor, effectiveSort, nextSort, screenParams, type ScreenState } from './screen-state.ts';
import { SearchBar } from './SearchBar.tsx';
import { useCollectionRows } from './use-collection-rows.ts';
import { RowActions } from './RowActions.tsx';
import { useRecordRemoval } from './use-record-removal.tsx';

// The table of a collection: search, sort, pages, the removed view, and the row actions.

interface ListScreenProps {
  collection: CollectionDef;
  state: ScreenState;
  /** Moves to another state of the screen (a new history entry unless `replace`). */
  go: (patch: Partial<ScreenState>, replace?: boolean) => void;
  /** The collection's own row buttons (record-actions.ts), after Edit and Remove. */
  RecordActions?: ComponentType<RecordActionsProps>;
}

const count = new Intl.NumberFormat('en-GB');

export function ListScreen({ collection, state, go, RecordActions }: ListScreenProps) {
  const { rows, total, status, error, searching, reload } = useCollectionRows(collection, state);
  const may = useCollectionPermissions(collection);
  const resultsRef = useRef<HTMLDivElement>(null);
  const removal = useRecordRemoval(collection, reload, () => resultsRef.current?.focus());
  const columns = useMemo(() => tableColumns(collection, state.removed), [collection, state.removed]);
  const sort = effectiveSort(collection, state);
  const noun = collection.label.toLowerCase();
  const singular = collection.singular.toLowerCase();

  // A page past the end (the last record of the last page was removed): go to the last one.
  // An empty page read on from a record that has since moved to the end of the list (its sort
  // value changed) while others remain: read that page by its number instead.
  const lastPage = pageCount(state.limit, total);
  const anchored = state.anchor !== undefined;
  useEffect(() => {
    if (status !== 'loaded' || rows.length > 0 || total === 0) return;
    if (state.page > lastPage) go({ page: lastPage }, true);
    else if (anchored) go({ page: state.page }, true);
  }, [status, rows.length, total, state.page, lastPage, anchored, go]);

  // What rows ask the server (whether money moved) is kept for this load of the list: a new one
  // each time the list loads (after a write too) or a record in it changes, and each time the
  // screen opens, whose first rows are those kept in the store from its last visit.
  const load = useMemo(() => ({ rows }), [rows]);

  const editLink = (record: ApiRecord) => `?${screenParams(collection, { ...state, edit: record._id, creating: false }).toString()}`;

  const rowActions = (record: ApiRecord) => (
    <RowActions
      collection={collection}
      record={record}
      removedView={state.removed}
      may={may}
      removal={removal}
      editLink={editLink(record)}
      RecordActions={RecordActions}
      load={load}
    />
  );
  const hasRowActions = !state.removed || may.delete;

  const { summary, empty } = listTexts(collection, state, total, searching);

  return (
    <AdminLayout
      title={collection.label}
      actions={
        <>
          <ExportCsvButton
            collection={collection}
            query={{ searchString: searching ? state.q : '', searchField: state.field, sort, removed: state.removed }}
          />
          {may.create && (
            <Link to={`?${screenParams(collection, { ...state, creating: true, edit: undefined }).toString()}`} className="btn-primary">
              New {singular}
            </Link>
          )}
        </>
      }
    >
      <p className="-mt-4 mb-5 max-w-3xl text-sm text-stone-600">{collection.description}</p>

      <div className="mb-4 space-y-4">
        <RemovedToggle removed={state.removed} onChange={(removed) => go({ removed, page: 1 })} />
        <SearchBar
          collection={collection}
          q={state.q}
          field={state.field}
          onSearch={(q, field) => go({ q, field, page: 1 })}
          onClear={() => go({ q: '', page: 1 })}
        />
      </div>

      <div ref={resultsRef} tabIndex={-1} className="space-y-3 outline-none">
        <p className="text-sm text-stone-700" aria-live="polite">
          {status === 'loading' ? `Loading ${noun}…` : status === 'loaded' ? summary : ''}
        </p>

        {status === 'failed' && (
          <Alert
            title={`Could not load ${noun}`}
            action={
              <button type="button" className="btn" onClick={reload}>
                Retry
              </button>
            }
          >
            {error}
          </Alert>
        )}

        {rows.length > 0 ? (
          <DataTable
            caption={`${collection.label}${state.removed ? ', removed' : ''}`}
            columns={columns}
            data={rows}
            getRowId={(record) => record._id}
            sort={sort}
            onSort={(key) => go({ sort: nextSort(sort, key), page: 1 })}
            rowActions={hasRowActions ? rowActions : undefined}
            busy={status === 'loading'}
          />
        ) : (
          status === 'loaded' && (
            <EmptyList
              text={empty}
              onClearSearch={searching ? () => go({ q: '', page: 1 }) : undefined}
              createLink={!state.removed && may.create ? `?${screenParams(collection, { ...state, creating: true }).toString()}` : undefined}
              singular={singular}
            />
          )
        )}

        {(total > 0 || state.page > 1) && (
          <Pagination
            label={`${collection.label} pages`}
            page={state.page}
            limit={state.limit}
            total={total}
            // Rows still shown while the next page loads belong to the page before it: reading on
            // from them would show that page again under the next number. Only loaded rows anchor.
            onPage={(page) => go({ page, anchor: anchorFor(state, page, status === 'loaded' ? rows : []) })}
            onLimit={(limit) => go({ limit, page: 1 })}
          />
        )}
      </div>
      {removal.dialogs}
    </AdminLayout>
  );
}

/** The line above the table and the words of an empty one. */
function listTexts(collection: CollectionDef, state: ScreenState, total: number, searching: boolean) {
  const noun = collection.label.toLowerCase();
  const searchFieldLabel = state.field === '_id' ? 'ID' : fieldLabel(state.field, collection.fields[state.field]!);
  const summary = searching
    ? `${count.format(total)} ${total === 1 ? 'match' : 'matches'} for “${state.q}” in ${searchFieldLabel}${state.removed ? ' among removed' : ''}`
    : state.removed
      ? `${count.format(total)} removed`
      : `${count.format(total)} in total`;

  const empty = searching
    ? `No ${state.removed ? 'removed ' : ''}${noun} match “${state.q}” in ${searchFieldLabel}.`
    : state.removed
      ? `Nothing has been removed from ${noun}.`
      : `No ${noun} yet.`;
  return { summary, empty };
}

/** Active records or removed ones. */
function RemovedToggle({ removed: current, onChange }: { removed: boolean; onChange: (removed: boolean) => void }) {
  return (
    <div role="group" aria-label="Which records" className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5 text-sm">
      {[false, true].map((removed) => (
        <button
          key={String(removed)}
          type="button"
          aria-pressed={current === removed}
          className={`rounded-md px-3 py-1.5 font-medium ${current === removed ? 'bg-accent-50 text-accent-800' : 'text-stone-700 hover:bg-stone-100'}`}
          onClick={() => onChange(removed)}
        >
          {removed ? 'Removed' : 'Active'}
        </button>
      ))}
    </div>
  );
}

interface EmptyListProps {
  text: string;
  /** Offers to clear the search that found nothing. */
  onClearSearch?: () => void;
  /** Otherwise, where a new record is made, when the role may make one. */
  createLink?: string;
  singular: string;
}

function EmptyList({ text, onClearSearch, createLink, singular }: EmptyListProps) {
  return (
    <div className="card flex flex-col items-center gap-3 px-6 py-12 text-center">
      <p className="text-stone-700">{text}</p>
      {onClearSearch ? (
        <button type="button" className="btn" onClick={onClearSearch}>
          Clear search
        </button>
      ) : (
        createLink && (
          <Link to={createLink} className="btn-primary">
            New {singular}
          </Link>
        )
      )}
    </div>
  );
}
