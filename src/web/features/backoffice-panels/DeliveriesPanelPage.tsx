import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { listFailedDeliveries, retryDelivery, type DeliveriesQuery, type Delivery } from './api/outbox.ts';
import { useRemote } from '../../api/use-remote.ts';
import { NoticeProvider, useNotices } from '../../components/ui/Notices.tsx';
import { Pagination } from '../../components/ui/Pagination.tsx';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { formatAgo, formatCount, formatInstant } from '../../components/backoffice/format.ts';
import { Badge, EmptyNotice, ErrorNotice, LoadingBlock, type Tone } from '../../components/backoffice/ui.tsx';

// /deliveries-panel: the side effects Habita could not deliver (mails, payment events), from
// the outbox. Failing ones are still being retried; dead ones have used their tries and wait
// for staff, who fix the cause (a mail server, an address) and retry them from the start.

const STATUS_FILTERS = [
  { value: '', label: 'Failing and dead' },
  { value: 'failing', label: 'Failing, still retried' },
  { value: 'dead', label: 'Dead, out of tries' },
] as const;

const TOPIC_NAMES: Record<string, string> = { mail: 'Mail', 'payments.sandbox-event': 'Sandbox payment event' };

const STATUS_LOOK: Record<Delivery['status'], { tone: Tone; label: string }> = {
  dead: { tone: 'bad', label: 'Dead' },
  failing: { tone: 'warn', label: 'Failing' },
  pending: { tone: 'info', label: 'Retry asked' },
};

function readQuery(params: URLSearchParams): DeliveriesQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  return {
    status: status === 'failing' || status === 'dead' ? status : null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    limit: [10, 20, 50, 100].includes(limit) ? limit : 20,
  };
}

function DeliveryItem({ delivery, onRetry, busy }: { delivery: Delivery; onRetry: (delivery: Delivery) => void; busy: boolean }) {
  const look = STATUS_LOOK[delivery.status];
  const now = Date.now();
  return (
    <li className="space-y-2 px-4 py-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          <p className="flex flex-wrap items-center gap-2">
            <Badge tone={look.tone}>{look.label}</Badge>
            <span className="text-xs font-medium uppercase tracking-wide text-stone-600">{TOPIC_NAMES[delivery.topic] ?? delivery.topic}</span>
          </p>
          <p className="mt-1 break-words font-medium text-stone-900">{delivery.summary}</p>
        </div>
        <button type="button" className="btn shrink-0 px-2.5 py-1.5" disabled={busy || delivery.status === 'pending'} onClick={() => onRetry(delivery)}>
          {busy ? 'Retrying…' : 'Retry'}
          <span className="sr-only"> {delivery.summary}</span>
        </button>
      </div>
      {delivery.lastError && (
        <p className="break-words rounded-md bg-stone-50 px-2.5 py-1.5 font-mono text-xs text-red-800" title={delivery.lastError}>
          {delivery.lastError}
        </p>
      )}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-xs text-stone-600 sm:grid-cols-3">
        <div>
          <dt className="inline">Tries: </dt>
          <dd className="inline tabular-nums text-stone-800">
            {formatCount(delivery.attempts)} of {formatCount(delivery.maxAttempts)}
          </dd>
        </div>
        <div>
          <dt className="inline">Written: </dt>
          <dd className="inline text-stone-800">
            <time dateTime={delivery.createdAt} title={formatInstant(delivery.createdAt)}>
              {formatAgo(delivery.createdAt, now)}
            </time>
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="inline">Next try: </dt>
          <dd className="inline text-stone-800">
            {delivery.nextAttemptAt ? (
              <time dateTime={delivery.nextAttemptAt} title={formatInstant(delivery.nextAttemptAt)}>
                {formatAgo(delivery.nextAttemptAt, now)}
              </time>
            ) : (
              'none until retried'
            )}
          </dd>
        </div>
      </dl>
    </li>
  );
}

function Deliveries() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const deliveries = useRemote((signal) => listFailedDeliveries(query, signal), params.toString());
  // A retried row stays in place with its new state, rather than the list reloading under the pointer.
  const [retried, setRetried] = useState<Record<string, Delivery>>({});
  useEffect(() => setRetried({}), [deliveries.data]);
  const [busy, setBusy] = useState<string | null>(null);
  const notify = useNotices();
  const filterId = useId();
  const headingId = useId();

  const go = (patch: Partial<Record<'status' | 'page' | 'limit', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  const retry = async (delivery: Delivery) => {
    setBusy(delivery._id);
    try {
      const updated = await retryDelivery(delivery._id);
      setRetried((shown) => ({ ...shown, [updated._id]: updated }));
      notify({ tone: 'success', message: `Retrying: ${delivery.summary}` });
    } catch (error) {
      notify({ tone: 'error', message: error instanceof Error ? error.message : 'The retry failed' });
    } finally {
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby={headingId} className="card min-w-0">
      <header className="flex flex-wrap items-end justify-between gap-3 border-b border-stone-200 px-4 py-3">
        <div>
          <h2 id={headingId} className="text-base font-semibold text-stone-900">
            Deliveries that failed
          </h2>
          <p className="text-sm text-stone-600" aria-live="polite">
            {deliveries.status === 'ready' ? `${formatCount(deliveries.data.totalDocs)} ${deliveries.data.totalDocs === 1 ? 'delivery' : 'deliveries'}` : ' '}
          </p>
        </div>
        <div className="w-full sm:w-64">
          <label htmlFor={filterId} className="label text-xs">
            Status
          </label>
          <select id={filterId} className="input py-1.5" value={query.status ?? ''} onChange={(event) => go({ status: event.target.value, page: '' })}>
            {STATUS_FILTERS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </header>
      {deliveries.status === 'loading' && (
        <div className="p-4">
          <LoadingBlock label="Loading the failed deliveries" rows={4} />
        </div>
      )}
      {deliveries.status === 'error' && (
        <div className="p-4">
          <ErrorNotice what="the failed deliveries" message={deliveries.message} onRetry={deliveries.retry} />
        </div>
      )}
      {deliveries.status === 'ready' &&
        (deliveries.data.docs.length === 0 ? (
          <div className="p-4">
            <EmptyNotice>{query.status ? 'None right now.' : 'Every mail and payment event has been delivered. All clear.'}</EmptyNotice>
          </div>
        ) : (
          <>
            <ul className="divide-y divide-stone-100" aria-label="Failed deliveries">
              {deliveries.data.docs.map((delivery) => (
                <DeliveryItem key={delivery._id} delivery={retried[delivery._id] ?? delivery} onRetry={retry} busy={busy === delivery._id} />
              ))}
            </ul>
            <div className="border-t border-stone-200 px-4 py-3">
              <Pagination
                label="Failed deliveries pages"
                page={query.page}
                limit={query.limit}
                total={deliveries.data.totalDocs}
                onPage={(page) => go({ page: String(page) })}
                onLimit={(limit) => go({ limit: String(limit), page: '' })}
              />
            </div>
          </>
        ))}
    </section>
  );
}

export default function DeliveriesPanelPage() {
  return (
    <AdminLayout title="Deliveries">
      <NoticeProvider>
        <div className="space-y-4">
          <p className="max-w-3xl text-sm text-stone-700">
            Mails and payment events are delivered in the background and tried again when they fail. Those still failing are retried by
            themselves; dead ones have used every try. Fix the cause (the mail server, an address), then retry them.
          </p>
          <Deliveries />
        </div>
      </NoticeProvider>
    </AdminLayout>
  );
}
