import { useCallback, useEffect, useState } from 'react';
import { getCollection } from '../../../../catalog/catalog.ts';
import { RecordForm } from '../../../components/form/RecordForm.tsx';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog.tsx';
import { formatDay, formatMoney } from '../../../components/ui/format.ts';
import { useNotices } from '../../../components/ui/Notices.tsx';
import type { ApiRecord } from '../../../api/records.ts';
import { collectionActions } from '../../../store/collection-actions.ts';
import { useAppDispatch, useCollection } from '../../../store/hooks.ts';

// Seasonal prices replace a room's usual monthly price between two dates. Edited in place,
// each row through the generic form of the `prices` collection.

const prices = getCollection('prices')!;
const priceActions = collectionActions('prices');
const PRICE_FIELDS = ['from', 'to', 'monthlyPrice'];

export function RoomPrices({ roomId, usualPrice }: { roomId: string; usualPrice: number | undefined }) {
  const dispatch = useAppDispatch();
  const notify = useNotices();
  const state = useCollection('prices');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const [removing, setRemoving] = useState<ApiRecord | null>(null);
  const [removeError, setRemoveError] = useState<string | undefined>();

  const reload = useCallback(() => dispatch(priceActions.load({ room: roomId, sort: 'from', limit: 100 })), [dispatch, roomId]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const rows = state.list.filter((record) => record.room === roomId);

  async function remove() {
    if (!removing) return;
    const outcome = await dispatch(priceActions.remove(removing._id));
    if (!outcome.ok) {
      setRemoveError(outcome.error.message);
      return;
    }
    setRemoving(null);
    notify({ message: 'Seasonal price deleted.', tone: 'success' });
  }

  return (
    <section aria-labelledby="prices-heading" className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="prices-heading" className="text-lg font-semibold">
            Seasonal prices
          </h2>
          <p className="text-sm text-stone-600">
            Usual price {usualPrice === undefined ? '—' : `${formatMoney(usualPrice)} a month`}. A seasonal price applies from its first day up to,
            not including, its last.
          </p>
        </div>
        {editing !== 'new' && (
          <button type="button" className="btn" onClick={() => setEditing('new')}>
            Add a seasonal price
          </button>
        )}
      </div>

      {editing === 'new' && (
        <div className="mt-4 rounded-lg border border-stone-200 bg-stone-50 p-4">
          <RecordForm
            collection={prices}
            fields={PRICE_FIELDS}
            defaults={{ room: roomId }}
            submitLabel="Add price"
            onCancel={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              notify({ message: 'Seasonal price added.', tone: 'success' });
              void reload();
            }}
          />
        </div>
      )}

      {state.loadingStatus === 'failed' && (
        <p className="mt-4 text-sm text-red-700">
          The prices could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void reload()}>
            Try again
          </button>
        </p>
      )}
      {state.loadingStatus === 'loaded' && rows.length === 0 && editing !== 'new' && (
        <p className="mt-4 text-sm text-stone-600">No seasonal prices: the usual price applies all year.</p>
      )}
      {rows.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200">
          {rows.map((row) =>
            editing === row._id ? (
              <li key={row._id} className="bg-stone-50 p-4">
                <RecordForm
                  collection={prices}
                  record={row}
                  fields={PRICE_FIELDS}
                  onCancel={() => setEditing(null)}
                  onSaved={() => {
                    setEditing(null);
                    notify({ message: 'Seasonal price saved.', tone: 'success' });
                    void reload();
                  }}
                />
              </li>
            ) : (
              <li key={row._id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <p className="text-sm">
                  <span className="font-medium text-stone-900">
                    {formatDay(String(row.from))} → {formatDay(String(row.to))}
                  </span>
                  <span className="ml-3 text-stone-700">{formatMoney(Number(row.monthlyPrice))} a month</span>
                </p>
                <span className="flex gap-1">
                  <button type="button" className="btn-ghost" onClick={() => setEditing(row._id)}>
                    Edit
                  </button>
                  <button
                    type="button"
                    className="btn-ghost text-red-700"
                    onClick={() => {
                      setRemoveError(undefined);
                      setRemoving(row);
                    }}
                  >
                    Delete
                  </button>
                </span>
              </li>
            ),
          )}
        </ul>
      )}

      <ConfirmDialog
        open={removing !== null}
        title="Delete this seasonal price?"
        confirmLabel="Delete price"
        tone="danger"
        error={removeError}
        onConfirm={remove}
        onCancel={() => setRemoving(null)}
      >
        {removing && `${formatDay(String(removing.from))} → ${formatDay(String(removing.to))}: the usual price will apply on those dates.`}
      </ConfirmDialog>
    </section>
  );
}
