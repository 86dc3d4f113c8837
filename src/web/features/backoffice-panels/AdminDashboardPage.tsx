import { Link } from 'react-router';
import { summaryApi } from './api/summary.ts';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { CollectionCounts, countText } from './dashboard/CollectionCounts.tsx';
import { collectionRoute } from './dashboard/links.ts';
import { RecentChanges } from './dashboard/RecentChanges.tsx';
import { ErrorNotice, LoadingBlock, Panel, RemoteView, Stat, StatGrid } from '../../components/backoffice/ui.tsx';
import { useRemote } from '../../api/use-remote.ts';

// /admin: the back-office's front page. Headline counts, the last changes anywhere, the
// screens staff open most, and every collection's count.

const HEADLINES = [
  { name: 'rooms', label: 'Rooms' },
  { name: 'properties', label: 'Properties' },
  { name: 'roomreserves', label: 'Reservations' },
  { name: 'tenants', label: 'Tenants' },
];

const SHORTCUTS = [
  { to: '/manageroom', label: 'New room', hint: 'Add a room to a property' },
  { to: '/manageproperty', label: 'New property', hint: 'List a flat or building' },
  { to: '/managenew', label: 'New article', hint: 'Write news or a blog post' },
  { to: '/RoomReserves', label: 'Reservations', hint: 'Holds, bookings and stays' },
  { to: '/Incidents', label: 'Incidents', hint: 'What tenants reported' },
  { to: '/payment-control-panel', label: 'Payments', hint: 'Overdue, failed, received' },
];

const RECENT_SHOWN = 10;

export default function AdminDashboardPage() {
  const summary = useRemote((signal) => summaryApi.summary({ limit: RECENT_SHOWN, signal }), 'dashboard');

  return (
    <AdminLayout title="Dashboard">
      <div className="space-y-6">
        {summary.status === 'ready' ? (
          <StatGrid label="Headline counts">
            {HEADLINES.map((item) => (
              <Stat key={item.name} label={item.label} value={countText(summary.data, item.name)} to={collectionRoute(item.name)} />
            ))}
          </StatGrid>
        ) : summary.status === 'loading' ? (
          <LoadingBlock label="Loading counts" rows={1} />
        ) : (
          <ErrorNotice what="the dashboard" message={summary.message} onRetry={summary.retry} />
        )}

        {/* Shortcuts come first for keyboards and phones; on wide screens they sit to the right. */}
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <Panel title="Shortcuts" className="lg:col-start-2 lg:row-start-1">
            <ul className="grid grid-cols-2 gap-2">
              {SHORTCUTS.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    className="block h-full rounded-lg border border-stone-200 px-3 py-2.5 transition-colors hover:border-accent-600 hover:bg-accent-50"
                  >
                    <span className="block text-sm font-semibold text-stone-900">{item.label}</span>
                    <span className="mt-0.5 block text-xs text-stone-600">{item.hint}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </Panel>

          <Panel title="Recent changes" action={{ to: '/adminmain', label: 'All activity' }} bodyClassName="" className="lg:col-start-1 lg:row-start-1">
            {summary.status === 'ready' ? (
              <RecentChanges items={summary.data.recent} />
            ) : (
              <div className="p-4">
                <RemoteView remote={summary} what="recent changes" rows={6} quietError>
                  {() => null}
                </RemoteView>
              </div>
            )}
          </Panel>
        </div>

        <section aria-labelledby="records-heading" className="space-y-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="records-heading" className="text-lg font-semibold text-stone-900">
              Records per collection
            </h2>
            <Link to="/admintables" className="text-sm font-medium text-accent-700 underline-offset-2 hover:text-accent-800 hover:underline">
              All collections
            </Link>
          </div>
          <RemoteView remote={summary} what="the counts" rows={3} quietError>
            {(data) => <CollectionCounts counts={data} />}
          </RemoteView>
        </section>
      </div>
    </AdminLayout>
  );
}
