import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useRemote } from '../../api/use-remote.ts';
import { parseBbox } from '../../components/map/map-geometry.ts';
import { PublicLayout } from '../../components/layout/PublicLayout.tsx';
import { useT } from '../../i18n/messages.ts';
import { usePageMeta } from '../../i18n/page-meta.ts';
import { useFormat } from '../../i18n/use-format.ts';
import { loadFilterControls } from './filters-api.ts';
import { FilterPanel, type ServerComplaint } from './FilterPanel.tsx';
import { FiltersSheet } from './FiltersSheet.tsx';
import { searchMessages } from './messages.ts';
import { PlaceSearch } from './PlaceSearch.tsx';
import { ResultsToolbar } from './ResultsToolbar.tsx';
import { SearchMap } from './SearchMap.tsx';
import { SearchResults } from './SearchResults.tsx';
import { activeFilterCount, apiQuery, apiQueryKey, readView, stayQuery } from './search-params.ts';
import { useMediaQuery } from './use-media-query.ts';
import { latestResults, useRoomSearch } from './use-room-search.ts';
import { useSearchAddress } from './use-search-address.ts';

// The room search. The address is the search (GET /api/public/rooms takes the same
// parameters, search/use-search-address.ts). Filters come from the `filters` collection.

/** A search's total: past the exact limit, the database's estimate. */
type Total = { totalDocs: number; totalDocsExact?: boolean };

export default function SearchPropertiesPage() {
  const t = useT(searchMessages);
  const f = useFormat();
  const { params, change, clear } = useSearchAddress();
  const query = useMemo(() => apiQuery(params), [params]);
  // The map shows every home matching the filters wherever it looks: not the page, not the area.
  const mapFilters = useMemo(() => {
    const { sort: _sort, page: _page, bbox: _bbox, ...filters } = query;
    return filters;
  }, [query]);
  const search = useRoomSearch(query, apiQueryKey(query));
  const controls = useRemote(loadFilterControls, 'filters');
  // Tailwind's `lg` as CSS asks it, in rem: a larger default font size moves both alike.
  const wide = useMediaQuery('(min-width: 64rem)');
  const [sheetOpen, setSheetOpen] = useState(false);
  const [pointed, setPointed] = useState<string>();
  const resultsTop = useRef<HTMLDivElement>(null);

  const view = readView(params);
  const place = params.get('q')?.trim() || params.get('city')?.trim();
  usePageMeta(place ? t('titleIn', { place }) : t('title'), t('metaDescription'));

  const toPage = (page: number) => {
    change({ page: String(page) });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };

  const filters = activeFilterCount(params);
  const results = latestResults(search);
  const stay = stayQuery(params);
  const complaint: ServerComplaint | null = search.status === 'error' && search.field ? { field: search.field, message: search.message } : null;
  // In the list, filters sit beside the results from `lg` (64rem, 1024 px), and in a sheet below. Until
  // the script knows the screen (the server's page), both are drawn and CSS shows the right one.
  const listView = view === 'list';
  const sidebar = listView && wide !== false;
  const sheet = wide !== undefined && !(listView && wide);

  const panel = <FilterPanel controls={controls} params={params} onChange={change} complaint={complaint} />;
  // Past the exact limit the total is the database's estimate: shown as the home's figures are.
  const shown = (page: Total) => `${f.number(page.totalDocs)}${page.totalDocsExact === false ? '+' : ''}`;
  const count = (page: Total) => t('results', { count: page.totalDocs, shown: shown(page) });

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
        <div className={sidebar ? 'lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8' : ''}>
          {sidebar && (
            <FiltersSidebar activeFilters={filters} onClear={clear}>
              {panel}
            </FiltersSidebar>
          )}

          <section aria-labelledby="results-heading" className="min-w-0">
            <ResultsToolbar
              heading={search.status === 'ready' ? count(search.data) : search.status === 'loading' ? t('searching') : t('resultsTitle')}
              params={params}
              view={view}
              sheetFilters={listView ? 'narrow' : 'always'}
              activeFilters={filters}
              onOpenFilters={() => setSheetOpen(true)}
              onChange={change}
              topRef={resultsTop}
            />

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
              <SearchResults
                search={search}
                view={view}
                compact={view === 'map' && wide !== true}
                controls={controls}
                params={params}
                filtered={filters > 0}
                stayQuery={stay}
                pointed={pointed}
                onPoint={setPointed}
                onChange={change}
                onClear={clear}
                onPage={toPage}
              />
            </div>
          </section>
        </div>
      </div>

      {sheet && (
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
                {search.status === 'loading' || !results ? t('searching') : t('showResults', { count: results.totalDocs, shown: shown(results) })}
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

/** The filters beside the results, on a wide screen's list. */
function FiltersSidebar({ activeFilters, onClear, children }: { activeFilters: number; onClear: () => void; children: ReactNode }) {
  const t = useT(searchMessages);
  return (
    <aside aria-labelledby="filters-heading" className="hidden self-start lg:block">
      <div className="mb-3 flex items-baseline justify-between">
        <h2 id="filters-heading" className="text-lg font-semibold text-stone-900">
          {t('filters')}
        </h2>
        {activeFilters > 0 && (
          <button type="button" className="text-sm font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800" onClick={onClear}>
            {t('clearFilters')}
          </button>
        )}
      </div>
      {children}
    </aside>
  );
}
