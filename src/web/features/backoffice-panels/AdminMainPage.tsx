import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { getCollection } from '../../../catalog/catalog.ts';
import type { RecentChange } from '../../../contracts/backoffice.ts';
import { summaryApi } from './api/summary.ts';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { CollectionCounts } from './dashboard/CollectionCounts.tsx';
import { collectionsOf, GROUP_ORDER } from './dashboard/links.ts';
import { RecentChanges } from './dashboard/RecentChanges.tsx';
import { ErrorNotice, Panel, RemoteView } from '../../components/backoffice/ui.tsx';
import { useRemote } from '../../api/use-remote.ts';

// /adminmain: the whole activity log. Changes across every collection (or one, chosen in the
// filter, kept in the address so it can be shared), page after page; counts beside them.

const PAGE_SIZE = 20;

interface More {
  /** The filter these pages belong to: changing it starts again from the first page. */
  collection: string;
  items: RecentChange[];
  cursor: string | null;
  status: 'idle' | 'loading' | 'error';
  message?: string;
}

export default function AdminMainPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('collection') ?? '';
  const collection = getCollection(requested) ? requested : '';
  const counts = useRemote((signal) => summaryApi.counts(signal), 'counts');
  const first = useRemote((signal) => summaryApi.recent({ limit: PAGE_SIZE, collection, signal }), `recent:${collection}`);
  const [more, setMore] = useState<More | null>(null);
  const extra = more?.collection === collection ? more : null;

  const items = first.status === 'ready' ? [...first.data.recent, ...(extra?.items ?? [])] : [];
  const cursor = extra ? extra.cursor : first.status === 'ready' ? first.data.nextCursor : null;

  async function loadMore() {
    if (!cursor) return;
    const base = extra ?? { collection, items: [], cursor, status: 'idle' as const };
    setMore({ ...base, status: 'loading' });
    try {
      const page = await summaryApi.recent({ limit: PAGE_SIZE, collection, cursor });
      setMore({ collection, items: [...base.items, ...page.recent], cursor: page.nextCursor, status: 'idle' });
    } catch (error) {
      setMore({ ...base, status: 'error', message: error instanceof Error ? error.message : 'Something went wrong' });
    }
  }

  function choose(name: string) {
    setMore(null);
    setParams(name ? { collection: name } : {}, { replace: true });
  }

  const label = collection ? getCollection(collection)!.label.toLowerCase() : 'any collection';

  return (
    <AdminLayout title="Activity">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 space-y-4">
          <div className="card flex flex-wrap items-end gap-3 px-4 py-3">
            <div className="w-full sm:w-72">
              <label htmlFor="activity-collection" className="label">
                Collection
              </label>
              <select id="activity-collection" className="input" value={collection} onChange={(event) => choose(event.target.value)}>
                <option value="">All collections</option>
                {GROUP_ORDER.map((group) => (
                  <optgroup key={group} label={group}>
                    {collectionsOf(group).map((c) => (
                      <option key={c.name} value={c.name}>
                        {c.label}
                      </option>
                    ))}
                  </optgroup>
                ))}
              </select>
            </div>
            <p className="text-sm text-stone-600 sm:pb-2" aria-live="polite">
              {first.status === 'ready' ? `${items.length} ${items.length === 1 ? 'change' : 'changes'} shown, newest first` : '\u00a0'}
            </p>
          </div>

          <Panel title={collection ? `Changes to ${label}` : 'All changes'} bodyClassName="">
            {first.status === 'ready' ? (
              <>
                <RecentChanges items={items} emptyText={`No changes to ${label} yet.`} />
                {(cursor || extra?.status === 'error') && (
                  <div className="space-y-3 border-t border-stone-200 px-4 py-3">
                    {extra?.status === 'error' && <ErrorNotice what="more changes" message={extra.message ?? ''} />}
                    {cursor && (
                      <button type="button" className="btn w-full sm:w-auto" onClick={loadMore} disabled={extra?.status === 'loading'}>
                        {extra?.status === 'loading' ? 'Loading…' : 'Load more'}
                      </button>
                    )}
                  </div>
                )}
              </>
            ) : (
              <div className="p-4">
                <RemoteView remote={first} what="recent changes" rows={8}>
                  {() => null}
                </RemoteView>
              </div>
            )}
          </Panel>
        </div>

        <Panel title="Records" action={{ to: '/admintables', label: 'All collections' }} className="self-start">
          <RemoteView remote={counts} what="the counts" rows={8}>
            {(data) => <CollectionCounts counts={data} compact />}
          </RemoteView>
        </Panel>
      </div>
    </AdminLayout>
  );
}
