import type { Ref } from 'react';
import { useT } from '../../i18n/messages.ts';
import { searchMessages } from './messages.ts';
import { readSort, SORTS, type SearchChange, type SearchSort, type SearchView } from './search-params.ts';

// The row above the results: how many there are, list or map, the filters button (when they are
// not beside the results), the drawn area to clear, and the order.

const SORT_LABELS: Record<SearchSort, 'sortNewest' | 'sortPrice' | 'sortPriceDesc' | 'sortAvailable'> = {
  newest: 'sortNewest',
  price: 'sortPrice',
  '-price': 'sortPriceDesc',
  available: 'sortAvailable',
};

interface ResultsToolbarProps {
  /** The heading: the count, or that the search is under way. */
  heading: string;
  params: URLSearchParams;
  view: SearchView;
  /** Where the button opening the filters' sheet shows: below `lg` only (the list's sidebar is beside it from there), or always. */
  sheetFilters: 'narrow' | 'always';
  activeFilters: number;
  onOpenFilters: () => void;
  onChange: (change: SearchChange) => void;
  /** The element the page scrolls to when it turns a page. */
  topRef: Ref<HTMLDivElement>;
}

export function ResultsToolbar({ heading, params, view, sheetFilters, activeFilters, onOpenFilters, onChange: change, topRef }: ResultsToolbarProps) {
  const t = useT(searchMessages);
  return (
    <div ref={topRef} className="flex scroll-mt-20 flex-wrap items-center gap-3">
      <h2 id="results-heading" className="mr-auto text-lg font-semibold text-stone-900" aria-live="polite">
        {heading}
      </h2>
      <div className="sm:order-last">
        <ViewSwitch view={view} onView={(next) => change({ view: next })} />
      </div>
      <div className="flex w-full flex-wrap items-center gap-2 sm:w-auto">
        <button type="button" className={sheetFilters === 'narrow' ? 'btn lg:hidden' : 'btn'} aria-haspopup="dialog" onClick={onOpenFilters}>
          <FilterIcon />
          {t('filtersCount', { count: activeFilters })}
        </button>
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

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <path d="M3 5h14M6 10h8M8.5 15h3" />
    </svg>
  );
}
