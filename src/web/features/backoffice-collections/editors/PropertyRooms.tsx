import { useCallback, useEffect } from 'react';
import { Link } from 'react-router';
import { formatDay, formatMoney, humanize, localizedText } from '../../../components/ui/format.ts';
import { collectionActions } from '../../../store/collection-actions.ts';
import { useAppDispatch, useCollection } from '../../../store/hooks.ts';

// The rooms of one property, each opening the room editor; a new room starts with the property set.

const roomActions = collectionActions('rooms');

const STATUS_TONE: Record<string, string> = {
  available: 'bg-green-50 text-green-800 ring-green-600/30',
  occupied: 'bg-stone-100 text-stone-800 ring-stone-500/30',
  maintenance: 'bg-amber-50 text-amber-900 ring-amber-600/30',
};

export function PropertyRooms({ propertyId }: { propertyId: string }) {
  const dispatch = useAppDispatch();
  const state = useCollection('rooms');
  const reload = useCallback(() => dispatch(roomActions.load({ property: propertyId, sort: 'createdAt', limit: 100 })), [dispatch, propertyId]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const rows = state.list.filter((room) => room.property === propertyId);

  return (
    <section aria-labelledby="rooms-heading" className="card p-4 sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="rooms-heading" className="text-lg font-semibold">
            Rooms
          </h2>
          <p className="text-sm text-stone-600">
            {state.loadingStatus === 'loaded' ? `${rows.length} ${rows.length === 1 ? 'room' : 'rooms'} in this property.` : 'The rooms in this property.'}
          </p>
        </div>
        <Link to={`/manageroom?property=${propertyId}`} className="btn-primary">
          Add a room
        </Link>
      </div>
      {state.loadingStatus === 'loading' && <p className="mt-4 text-sm text-stone-600">Loading</p>}
      {state.loadingStatus === 'failed' && (
        <p className="mt-4 text-sm text-red-700">
          The rooms could not be loaded.{' '}
          <button type="button" className="font-semibold underline" onClick={() => void reload()}>
            Try again
          </button>
        </p>
      )}
      {state.loadingStatus === 'loaded' && rows.length === 0 && (
        <p className="mt-4 rounded-lg border border-dashed border-stone-300 px-4 py-8 text-center text-sm text-stone-600">
          No rooms yet. Add the first one to list this property.
        </p>
      )}
      {rows.length > 0 && (
        <ul className="mt-4 divide-y divide-stone-200 rounded-lg border border-stone-200">
          {rows.map((room) => {
            const status = String(room.status ?? '');
            return (
              <li key={room._id}>
                <Link to={`/manageroom/${room._id}`} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-stone-50">
                  <span className="min-w-0 flex-1 font-medium text-stone-900">{localizedText(room.name) || 'Untitled room'}</span>
                  <span className="text-sm text-stone-700">{typeof room.monthlyPrice === 'number' ? `${formatMoney(room.monthlyPrice)} a month` : ''}</span>
                  <span className="text-sm text-stone-600">{room.availableFrom ? `from ${formatDay(String(room.availableFrom))}` : ''}</span>
                  <span className={`rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${STATUS_TONE[status] ?? STATUS_TONE.occupied}`}>{humanize(status)}</span>
                  {room.published === false && <span className="text-xs font-medium text-stone-600">Not published</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
