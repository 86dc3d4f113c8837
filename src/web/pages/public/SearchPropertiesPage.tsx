import { startTransition, useCallback, useMemo, useOptimistic, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRemote } from '../../api/use-remote.ts';
import { parseBbox } from '../../components/map/map-geometry.ts';
import { PublicLayout } from '../../components/PublicLayout.tsx';
import { Pager } from '../../components/public/Pager.tsx';
import { commonMessages } from '../../i18n/common.ts';
import { useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { controlForParam } from './search/filter-model.ts';
import { loadFilterControls } from './search/filters-api.ts';
import { FilterPanel, type ServerComplaint } from './search/FilterPanel.tsx';
import { FiltersSheet } from './search/FiltersSheet.tsx';
import { searchMessages } from './search/messages.ts';
import { CompactListSkeleton, CompactRoomList, RoomGrid, RoomGridSkeleton } from './search/RoomResults.tsx';
import { SearchMap } from './search/SearchMap.tsx';
import {
  activeFilterCount,
  apiQuery,
  apiQueryKey,
  applyChange,
  clearFilters,
  readSort,
  readView,
  SORTS,
  stayQuery,
  type SearchChange,
  type SearchSort,
  type SearchView,
} from './search/search-params.ts';
import { useDraft } from './search/use-draft.ts';
import { useMediaQuery } from './search/use-media-query.ts';
import { latestResults, useRoomSearch } from './search/use-room-search.ts';

// The room search. The address is the search (GET /api/public/rooms takes the same
// parameters), so every change is a history entry, Back undoes it and a reload or a shared
// link shows the same rooms. Filters come from the `filters` collection.

const SORT_LABELS: Record<SearchSort, 'sortNewest' | 'sortPrice' | 'sortPriceDesc' | 'sortAvailable'> = {
  newest: 'sortNewest',
  price: 'sortPrice',
  '-price': 'sortPriceDesc',
  available: 'sortAvailable',
};

const SKELETON_CARDS = 6;

export default function SearchPropertiesPage() {
  const t = useT(searchMessages);
  const common = useT(commonMessages);
  const f = useFormat();
  const [address, setAddress] = useSearchParams();
  // The router applies a new address in a transition; until it lands, controls show the change
  // already (a ticked box stays ticked instead of flickering back).
  const [params, setParams] = useOptimistic(address);
  const query = useMemo(() => apiQuery(params), [params]);
  // The map shows every home matching the filters wherever it looks: not the page, not the area.
  const mapFilters = useMemo(() => {
    const { sort: _sort, page: _page, bbox: _bbox, ...filters } = query;
    return filters;
  }, [query]);
  const search = useRoomSearch(query, apiQueryKey(query));
  const controls = useRemote(loadFilterControls, 'filters');
  const wide = useMediaQuery('(min-width: 1024px)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pointed, setPointed] = useState<string>();
  const resultsTop = useRef<HTMLDivElement>(null);

  const view = readView(params);
  const place = params.get('q')?.trim() || params.get('city')?.trim();
  usePageMeta(place ? t('titleIn', { place }) : t('title'), t('metaDescription'));

  const go = useCallback(
    (next: URLSearchParams) =>
      startTransition(() => {
        setParams(next);
        setAddress(next);
      }),
    [setParams, setAddress],
  );
  const change = useCallback((next: SearchChange) => go(applyChange(params, next)), [go, params]);
  const clear = useCallback(() => go(clearFilters(params)), [go, params]);
  const toPage = (page: number) => {
    change({ page: String(page) });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };

  const filters = activeFilterCount(params);
  const results = latestResults(search);
  const stay = stayQuery(params);
  const complaint: ServerComplaint | null = search.status === 'error' && search.field ? { field: search.field, message: search.message } : null;
  const sidebar = view === 'list' && wide;

  const panel = <FilterPanel controls={controls} params={params} onChange={change} complaint={complaint} />;
  const count = (total: number) => t('results', { count: total, shown: f.number(total) });

  return (
    <PublicLayout>
      <div className="border-b border-stone-200 bg-accent-50/60">
        <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8">
          <h1 className="text-2xl font-semibold tracking-tight text-stone-900 sm:text-3xl">{t('title')}</h1>
          <p className="mt-1 hidden text-stone-700 sm:block">{t('lead')}</p>
          <PlaceSearch value={params.get('q') ?? ''} onSearch={(q) => change({ q })} />
        </div>
      </div>

      <div className="mx-auto max-w-6xl px-4 py-6">
        <div className={sidebar ? 'grid grid-cols-[16rem_minmax(0,1fr)] gap-8' : ''}>
          {sidebar && (
            <aside aria-labelledby="filters-heading" className="self-start">
              <div className="mb-3 flex items-baseline justify-between">
                <h2 id="filters-heading" className="text-lg font-semibold text-stone-900">
                  {t('filters')}
                </h2>
                {filters > 0 && (
                  <button type="button" className="text-sm font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800" onClick={clear}>
                    {t('clearFilters')}
                  </button>
                )}
              </div>
              {panel}
            </aside>
          )}

          <section aria-labelledby="results-heading" className="min-w-0">
            <div ref={resultsTop} className="flex scroll-mt-20 flex-wrap items-center gap-3">
              <h2 id="results-heading" className="mr-auto text-lg font-semibold text-stone-900" aria-live="polite">
                {search.status === 'ready' ? count(search.data.totalDocs) : search.status === 'loading' ? t('searching') : t('resultsTitle')}
              </h2>
              <div className="sm:order-last">
                <ViewSwitch view={view} onView={(next) => change({ view: next })} />
              </div>
              <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
                {!sidebar && (
                  <button type="button" className="btn" aria-haspopup="dialog" onClick={() => setSheetOpen(true)}>
                    <FilterIcon />
                    {t('filtersCount', { count: filters })}
                  </button>
                )}
                {params.get('bbox') && view === 'list' && (
                  <button type="button" className="btn" onClick={() => change({ bbox: undefined })}>
                    {t('clearArea')} <span aria-hidden="true">×</span>
                  </button>
                )}
                <div className="ml-auto flex items-center gap-2">
                  <label htmlFor="search-sort" className="sr-only text-sm text-stone-700 sm:not-sr-only">
                    {t('sortLabel')}
                  </label>
                  <select id="search-sort" className="input w-auto py-1.5" value={readSort(params)} onChange={(event) => change({ sort: event.target.value })}>
                    {SORTS.map((sort) => (
                      <option key={sort} value={sort}>
                        {t(SORT_LABELS[sort])}
                      </option>
                    ))}
                  </select>
                </div>
              </div>
            </div>

            <div className={view === 'map' ? 'mt-5 grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]' : 'mt-5'}>
              {view === 'map' && (
                <div className="lg:sticky lg:top-20 lg:order-last lg:self-start">
                  <SearchMap
                    filters={mapFilters}
                    area={parseBbox(params.get('bbox'))}
                    stayQuery={stay}
                    selectedProperty={pointed}
                    onSelect={setPointed}
                    onSearchArea={(bbox) => change({ bbox })}
                    onClearArea={() => change({ bbox: undefined })}
                    className="h-72 sm:h-96 lg:h-[calc(100dvh-7rem)]"
                  />
                </div>
              )}
              <div className="min-w-0">
                {search.status === 'loading' && (
                  <div aria-busy="true">
                    <span className="sr-only">{common('loading')}</span>
                    {view === 'map' && !wide ? <CompactListSkeleton count={SKELETON_CARDS} /> : <RoomGridSkeleton count={SKELETON_CARDS} layout={view} />}
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
                {search.status === 'ready' && search.data.docs.length === 0 && (
                  <EmptyResults filtered={filters > 0} onClear={clear} />
                )}
                {search.status === 'ready' && search.data.docs.length > 0 && (
                  <>
                    {view === 'map' && !wide ? (
                      <CompactRoomList rooms={search.data.docs} stayQuery={stay} selectedProperty={pointed} onPoint={setPointed} />
                    ) : (
                      <RoomGrid rooms={search.data.docs} stayQuery={stay} selectedProperty={pointed} onPoint={setPointed} layout={view} />
                    )}
                    <Pager page={search.data.page} totalPages={search.data.totalPages} onPage={toPage} label={t('pager')} />
                  </>
                )}
              </div>
            </div>
          </section>
        </div>
      </div>

      {!sidebar && (
        <FiltersSheet
          open={sheetOpen}
          title={t('filters')}
          closeLabel={t('close')}
          onClose={() => setSheetOpen(false)}
          footer={
            <>
              <button type="button" className="btn-ghost" disabled={filters === 0} onClick={clear}>
                {t('clearFilters')}
              </button>
              <button type="button" className="btn-primary" onClick={() => setSheetOpen(false)}>
                {search.status === 'loading' || !results ? t('searching') : t('showResults', { count: results.totalDocs, shown: f.number(results.totalDocs) })}
              </button>
            </>
          }
        >
          {panel}
        </FiltersSheet>
      )}
    </PublicLayout>
  );
}

/** What to take out of the address to drop a parameter the server refused (a stay is two). */
function removalOf(field: string): SearchChange {
  if (field === 'from' || field === 'to') return { from: undefined, to: undefined };
  return { [field]: undefined };
}

function PlaceSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const t = useT(searchMessages);
  const [draft, setDraft] = useDraft(value, value);
  return (
    <form
      role="search"
      className="mt-4 max-w-xl"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(draft.trim());
      }}
    >
      <label htmlFor="search-q" className="label">
        {t('searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="search-q"
          name="q"
          type="search"
          className="input"
          maxLength={100}
          placeholder={t('searchPlaceholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="btn-primary shrink-0">
          {t('search')}
        </button>
      </div>
    </form>
  );
}

function ViewSwitch({ view, onView }: { view: SearchView; onView: (view: SearchView) => void }) {
  const t = useT(searchMessages);
  const views: { value: SearchView; label: 'viewList' | 'viewMap' }[] = [
    { value: 'list', label: 'viewList' },
    { value: 'map', label: 'viewMap' },
  ];
  return (
    <div role="group" aria-label={t('viewLabel')} className="inline-flex rounded-lg border border-stone-300 bg-white p-0.5 text-sm">
      {views.map((item) => (
        <button
          key={item.value}
          type="button"
          aria-pressed={view === item.value}
          className={`rounded-md px-3 py-1.5 font-medium ${view === item.value ? 'bg-stone-900 text-white' : 'text-stone-700 hover:bg-stone-100'}`}
          onClick={() => view !== item.value && onView(item.value)}
        >
          {t(item.label)}
        </button>
      ))}
    </div>
  );
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

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M3 5h14M6 10h8M8.5 15h3" />
    </svg>
  );
}
