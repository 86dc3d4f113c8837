import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { collections } from '../../../catalog/catalog.ts';
import type { CollectionGroup } from '../../../catalog/types.ts';
import { summaryApi } from './api/summary.ts';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { countText } from './dashboard/CollectionCounts.tsx';
import { fold } from '../../components/backoffice/format.ts';
import { GROUP_ORDER } from './dashboard/links.ts';
import { EmptyNotice, ErrorNotice } from '../../components/backoffice/ui.tsx';
import { useRemote } from '../../api/use-remote.ts';

// /admintables: every collection of the catalogue in one list, to find a screen by what it
// holds. The text box matches label, API name and description, ignoring case and accents.

const searchable = collections.map((c) => ({ collection: c, text: fold(`${c.label} ${c.name} ${c.description}`) }));

export default function AdminTablesPage() {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState(params.get('q') ?? '');
  const group = (GROUP_ORDER as readonly string[]).includes(params.get('group') ?? '') ? (params.get('group') as CollectionGroup) : '';
  const counts = useRemote((signal) => summaryApi.counts(signal), 'counts');

  const shown = useMemo(() => {
    const words = fold(query).split(/\s+/).filter(Boolean);
    return searchable
      .filter(({ collection, text }) => (!group || collection.group === group) && words.every((word) => text.includes(word)))
      .map(({ collection }) => collection);
  }, [query, group]);

  function update(next: { q?: string; group?: string }) {
    const merged = { q: next.q ?? query, group: next.group ?? group };
    setParams(Object.fromEntries(Object.entries(merged).filter(([, value]) => value)), { replace: true });
  }

  const countCell = (name: string) => {
    if (counts.status === 'ready') return countText(counts.data, name);
    return counts.status === 'loading' ? <span className="text-stone-500">…</span> : <span className="text-stone-500">—</span>;
  };

  return (
    <AdminLayout title="All collections">
      <div className="space-y-4">
        <form role="search" className="card flex flex-wrap items-end gap-3 px-4 py-3" onSubmit={(event) => event.preventDefault()}>
          <div className="min-w-0 flex-[2_1_14rem]">
            <label htmlFor="collections-filter" className="label">
              Find a collection
            </label>
            <input
              id="collections-filter"
              type="search"
              className="input"
              placeholder="Name or what it holds, e.g. rooms, fees"
              value={query}
              autoComplete="off"
              onChange={(event) => {
                setQuery(event.target.value);
                update({ q: event.target.value });
              }}
            />
          </div>
          <div className="min-w-0 flex-[1_1_10rem]">
            <label htmlFor="collections-group" className="label">
              Group
            </label>
            <select id="collections-group" className="input" value={group} onChange={(event) => update({ group: event.target.value })}>
              <option value="">All groups</option>
              {GROUP_ORDER.map((g) => (
                <option key={g} value={g}>
                  {g}
                </option>
              ))}
            </select>
          </div>
        </form>

        <p className="text-sm text-stone-700" aria-live="polite" id="collections-shown">
          {shown.length === collections.length
            ? `${collections.length} collections`
            : `${shown.length} of ${collections.length} collections`}
        </p>

        {counts.status === 'error' && <ErrorNotice what="the record counts" message={counts.message} onRetry={counts.retry} />}

        {shown.length === 0 ? (
          <EmptyNotice>
            No collection matches “{query}”{group ? ` in ${group}` : ''}.{' '}
            <button
              type="button"
              className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-800"
              onClick={() => {
                setQuery('');
                setParams({}, { replace: true });
              }}
            >
              Clear the filter
            </button>
          </EmptyNotice>
        ) : (
          <div className="card overflow-hidden">
            <table className="w-full text-left text-sm" aria-describedby="collections-shown">
              <caption className="sr-only">Collections, with their group and how many records each holds</caption>
              <thead className="border-b border-stone-200 bg-stone-50 text-xs uppercase tracking-wide text-stone-600">
                <tr>
                  <th scope="col" className="px-4 py-2.5 font-semibold">
                    Collection
                  </th>
                  <th scope="col" className="hidden px-4 py-2.5 font-semibold md:table-cell">
                    Group
                  </th>
                  <th scope="col" className="px-4 py-2.5 text-right font-semibold">
                    Records
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-stone-100">
                {shown.map((collection) => (
                  <tr key={collection.name} className="align-top hover:bg-stone-50">
                    <td className="px-4 py-3">
                      <Link
                        to={collection.route}
                        className="font-semibold text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline"
                      >
                        {collection.label}
                      </Link>{' '}
                      <span className="ml-1 font-mono text-xs text-stone-600">{collection.name}</span>
                      <p className="mt-0.5 text-stone-600">{collection.description}</p>
                      <p className="mt-1 text-xs text-stone-600 md:hidden">{collection.group}</p>
                    </td>
                    <td className="hidden whitespace-nowrap px-4 py-3 text-stone-700 md:table-cell">{collection.group}</td>
                    <td className="whitespace-nowrap px-4 py-3 text-right font-medium tabular-nums text-stone-900">{countCell(collection.name)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </AdminLayout>
  );
}
