import type { Remote } from '../../api/use-remote.ts';
import { Pager } from '../../components/public/Pager.tsx';
import { commonMessages } from '../../i18n/common.ts';
import { useT } from '../../i18n/messages.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { controlForParam, type FilterControl } from './filter-model.ts';
import { searchMessages } from './messages.ts';
import { CompactListSkeleton, CompactRoomList, RoomGrid, RoomGridSkeleton } from './RoomResults.tsx';
import type { SearchChange, SearchView } from './search-params.ts';
import type { RoomSearchState } from './use-room-search.ts';

// What the search found, as it stands: placeholders while it runs, what went wrong (and the
// filter to drop when the server named one), that nothing matched, or the rooms and their pages.

const SKELETON_CARDS = 6;

interface SearchResultsProps {
  search: RoomSearchState & { retry: () => void };
  view: SearchView;
  /** Compact rows under the map (a phone's map view) instead of cards. */
  compact: boolean;
  controls: Remote<FilterControl[]>;
  params: URLSearchParams;
  /** Filters are set: an empty answer offers to clear them. */
  filtered: boolean;
  stayQuery: string;
  pointed: string | undefined;
  onPoint: (propertyId: string | undefined) => void;
  onChange: (change: SearchChange) => void;
  onClear: () => void;
  onPage: (page: number) => void;
}

export function SearchResults({ search, view, compact, controls, params, filtered, stayQuery: stay, pointed, onPoint, onChange: change, onClear, onPage }: SearchResultsProps) {
  const t = useT(searchMessages);
  const common = useT(commonMessages);
  const f = useFormat();
  return (
    <div className="min-w-0">
      {search.status === 'loading' && (
        <div aria-busy="true">
          <span className="sr-only">{common('loading')}</span>
          {compact ? <CompactListSkeleton count={SKELETON_CARDS} /> : <RoomGridSkeleton count={SKELETON_CARDS} layout={view} />}
        </div>
      )}
      {search.status === 'error' && (
        <SearchError
          message={search.message}
          field={search.field}
          label={f.text(controlForParam(controls.data ?? [], search.field)?.label)}
          onRetry={search.retry}
          onRemove={search.field && params.has(search.field) ? () => change(removalOf(search.field!)) : undefined}
        />
      )}
      {search.status === 'ready' && search.data.docs.length === 0 && <EmptyResults filtered={filtered} onClear={onClear} />}
      {search.status === 'ready' && search.data.docs.length > 0 && (
        <>
          {compact ? (
            <CompactRoomList rooms={search.data.docs} stayQuery={stay} selectedProperty={pointed} onPoint={onPoint} />
          ) : (
            <RoomGrid rooms={search.data.docs} stayQuery={stay} selectedProperty={pointed} onPoint={onPoint} layout={view} />
          )}
          <Pager page={search.data.page} totalPages={search.data.totalPages} onPage={onPage} label={t('pager')} />
        </>
      )}
    </div>
  );
}

/** What to take out of the address to drop a parameter the server refused (a stay is two). */
function removalOf(field: string): SearchChange {
  if (field === 'from' || field === 'to') return { from: undefined, to: undefined };
  return { [field]: undefined };
}

function SearchError({ message, field, label, onRetry, onRemove }: { message: string; field: string | null; label: string; onRetry: () => void; onRemove?: () => void }) {
  const t = useT(searchMessages);
  const common = useT(commonMessages);
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-900">
      <p className="font-semibold">{t('searchFailed')}</p>
      {field && label ? (
        <>
          <p className="mt-1">{t('badFilter', { label })}</p>
          <p className="mt-1 text-xs text-red-800">{t('serverSaid', { message })}</p>
        </>
      ) : (
        <p className="mt-1">{message || common('loadFailed')}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {onRemove && (
          <button type="button" className="btn" onClick={onRemove}>
            {t('removeBadFilter')}
          </button>
        )}
        <button type="button" className="btn" onClick={onRetry}>
          {common('tryAgain')}
        </button>
      </div>
    </div>
  );
}

function EmptyResults({ filtered, onClear }: { filtered: boolean; onClear: () => void }) {
  const t = useT(searchMessages);
  return (
    <div className="rounded-xl border border-dashed border-stone-300 bg-stone-50 px-6 py-12 text-center">
      <p className="text-lg font-semibold text-stone-900">{filtered ? t('emptyTitle') : t('emptyNothing')}</p>
      {filtered && (
        <>
          <p className="mx-auto mt-2 max-w-md text-stone-700">{t('emptyHint')}</p>
          <button type="button" className="btn-primary mt-5" onClick={onClear}>
            {t('clearFilters')}
          </button>
        </>
      )}
    </div>
  );
}
