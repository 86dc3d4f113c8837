import { useEffect, useState, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DiscountSummary, PromotionUsage } from '../../../contracts/backoffice.ts';
import { PROMOTION_STATES, type PromotionState } from '../../../contracts/backoffice-values.ts';
import { summaryApi } from './api/summary.ts';
import { AdminLayout } from '../../components/layout/AdminLayout.tsx';
import { formatCount, formatDay, formatMoney } from '../../components/backoffice/format.ts';
import { editLink } from './dashboard/links.ts';
import { Badge, EmptyNotice, ErrorNotice, LoadingBlock, Meter, Panel, Stat, StatGrid, type Tone } from '../../components/backoffice/ui.tsx';
import { useRemote } from '../../api/use-remote.ts';
import { NoticeProvider, useNotices } from '../../components/ui/Notices.tsx';
import { pickText } from '../../i18n/format.ts';
import { ActiveToggle } from './discounts/ActiveToggle.tsx';
import { PromotionEditor } from './discounts/PromotionEditor.tsx';
import { PromotionUses } from './discounts/PromotionUses.tsx';

// /discountPanel: the promotions and where each stands today (running, scheduled, paused,
// used up, ended), how much each was used and what it gave away, and the seasonal prices in
// force or coming. Promotions and codes are created and edited here (`?promotion=new` or
// `?promotion=<id>` opens the form above the list), switched on and off in the list, and each
// shows the reservations made with it. Seasonal prices are edited on /Prices.

const STATE_LABEL: Record<PromotionState, string> = {
  running: 'Running',
  scheduled: 'Scheduled',
  paused: 'Paused',
  used_up: 'Used up',
  ended: 'Ended',
};
const STATE_TONE: Record<PromotionState, Tone> = { running: 'good', scheduled: 'info', paused: 'neutral', used_up: 'warn', ended: 'neutral' };

/** The day before `day`: end dates are stored as the first day something no longer applies. */
function lastDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

function validity(promotion: PromotionUsage): string {
  const from = promotion.validFrom ? formatDay(promotion.validFrom) : null;
  const until = promotion.validTo ? formatDay(lastDay(promotion.validTo)) : null;
  if (from && until) return `${from} – ${until}`;
  if (from) return `From ${from}, no end`;
  if (until) return `Until ${until}`;
  return 'Always';
}

function discountText(promotion: PromotionUsage): string {
  if (promotion.percentOff) return `${promotion.percentOff}% off`;
  if (promotion.amountOff) return `${formatMoney(promotion.amountOff)} off`;
  return 'No discount set';
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-stone-600">{label}</dt>
      <dd className="mt-0.5 text-stone-800">{children}</dd>
    </div>
  );
}

function PromotionRow({ promotion, onChanged }: { promotion: PromotionUsage; onChanged: () => void }) {
  const name = promotion.name?.en || promotion.name?.es || 'Unnamed promotion';
  const [showUses, setShowUses] = useState(false);
  const usesId = `uses-${promotion._id}`;
  return (
    <li className="gap-4 px-4 py-3 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={`?promotion=${promotion._id}`} className="font-semibold text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline">
            {name}
          </Link>
          <Badge tone={STATE_TONE[promotion.state]}>{STATE_LABEL[promotion.state]}</Badge>
        </div>
        <p className="mt-0.5 text-sm text-stone-700">
          {discountText(promotion)}
          {promotion.minMonths ? ` · stays of ${promotion.minMonths}+ months` : ''}
          {' · '}
          {promotion.code ? <code className="rounded bg-stone-100 px-1 py-0.5 font-mono text-xs text-stone-800">{promotion.code}</code> : 'no code needed'}
        </p>
      </div>
      <dl className="mt-2 grid grid-cols-3 gap-3 text-sm lg:mt-0">
        <Detail label="Valid">{validity(promotion)}</Detail>
        <Detail label="Uses">
          <span className="tabular-nums">
            {promotion.maxUses ? `${formatCount(promotion.usesCount)} of ${formatCount(promotion.maxUses)}` : `${formatCount(promotion.usesCount)}, no limit`}
          </span>
          {promotion.maxUses ? (
            <span className="mt-1 block max-w-32">
              <Meter value={promotion.usesCount} max={promotion.maxUses} tone={promotion.usesCount >= promotion.maxUses ? 'bad' : 'accent'} />
            </span>
          ) : null}
        </Detail>
        <Detail label="Bookings">
          <span className="tabular-nums">
            {formatCount(promotion.bookings)} · {formatMoney(promotion.discountGiven, { whole: true })} off
          </span>
        </Detail>
      </dl>
      <div className="col-span-2 mt-2 flex flex-wrap items-center gap-1 lg:mt-1">
        <Link to={`?promotion=${promotion._id}`} className="btn-ghost px-2 py-1">
          Edit<span className="sr-only"> {name}</span>
        </Link>
        <ActiveToggle id={promotion._id} name={name} active={promotion.active} onChanged={onChanged} />
        <button type="button" className="btn-ghost px-2 py-1" aria-expanded={showUses} aria-controls={usesId} onClick={() => setShowUses(!showUses)}>
          {showUses ? 'Hide uses' : 'Uses'}
          <span className="sr-only"> of {name}</span>
        </button>
        <Link to={editLink('promotions', promotion._id)} className="btn-ghost px-2 py-1 text-stone-600">
          Full record<span className="sr-only"> of {name}</span>
        </Link>
      </div>
      {showUses && (
        <div id={usesId} className="col-span-2 mt-2">
          <PromotionUses promotionId={promotion._id} />
        </div>
      )}
    </li>
  );
}

function Promotions({ data, onChanged }: { data: DiscountSummary; onChanged: () => void }) {
  const [state, setState] = useState<PromotionState | 'all'>('all');
  const { counts, items, total } = data.promotions;
  const shown = state === 'all' ? items : items.filter((p) => p.state === state);
  const choices: { value: PromotionState | 'all'; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: total },
    ...PROMOTION_STATES.map((s) => ({ value: s, label: STATE_LABEL[s], count: counts[s] })),
  ];
  return (
    <Panel title="Promotions" action={{ to: '?promotion=new', label: 'New promotion' }} bodyClassName="">
      <div role="group" aria-label="Show promotions" className="flex flex-wrap gap-2 border-b border-stone-200 px-4 py-3">
        {choices.map((choice) => (
          <button
            key={choice.value}
            type="button"
            aria-pressed={state === choice.value}
            onClick={() => setState(choice.value)}
            className={`rounded-full border px-3 py-1 text-sm font-medium transition-colors ${
              state === choice.value
                ? 'border-accent-700 bg-accent-700 text-white'
                : 'border-stone-300 bg-white text-stone-700 hover:bg-stone-100'
            }`}
          >
            {choice.label} <span className="tabular-nums">({formatCount(choice.count)})</span>
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <div className="p-4">
          <EmptyNotice>
            {total === 0 ? (
              <>
                No promotions yet.{' '}
                <Link to="?promotion=new" className="font-medium text-accent-700 underline underline-offset-2">
                  Create the first one
                </Link>
                .
              </>
            ) : (
              `No ${STATE_LABEL[state as PromotionState].toLowerCase()} promotions.`
            )}
          </EmptyNotice>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label="Promotions">
          {shown.map((promotion) => (
            <PromotionRow key={promotion._id} promotion={promotion} onChanged={onChanged} />
          ))}
        </ul>
      )}
      {items.length < total && (
        <p className="border-t border-stone-200 px-4 py-2 text-xs text-stone-600">
          Showing the first {formatCount(items.length)} of {formatCount(total)}; the promotions screen lists them all.
        </p>
      )}
    </Panel>
  );
}

function SeasonalPrices({ data }: { data: DiscountSummary }) {
  const { counts, items } = data.prices;
  return (
    <Panel title="Seasonal prices" action={{ to: '/Prices', label: 'Manage seasonal prices' }} bodyClassName="">
      <p className="border-b border-stone-200 px-4 py-2.5 text-sm text-stone-700">
        {formatCount(counts.current)} in force · {formatCount(counts.upcoming)} coming · {formatCount(counts.past)} past
      </p>
      {items.length === 0 ? (
        <div className="p-4">
          <EmptyNotice>No seasonal price is in force or coming.</EmptyNotice>
        </div>
      ) : (
        <ul className="grid grid-cols-1 divide-y divide-stone-100 md:grid-cols-2 md:divide-y-0" aria-label="Seasonal prices in force or coming">
          {items.map((price) => {
            const change = price.usualPrice ? Math.round(((price.monthlyPrice - price.usualPrice) / price.usualPrice) * 100) : null;
            return (
              <li key={price._id} className="flex items-start justify-between gap-3 border-stone-100 px-4 py-2.5 md:border-b md:odd:border-r">
                <div className="min-w-0">
                  <Link to={editLink('prices', price._id)} className="font-medium text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline">
                    {price.roomName ?? 'Room not found'}
                  </Link>
                  <p className="truncate text-sm text-stone-600">{price.propertyTitle ?? ''}</p>
                  <p className="text-sm text-stone-700">
                    {formatDay(price.from)} – {formatDay(lastDay(price.to))}
                  </p>
                </div>
                <div className="flex shrink-0 flex-col items-end gap-1 text-right">
                  <span className="font-semibold tabular-nums text-stone-900">{formatMoney(price.monthlyPrice, { whole: true })}/mo</span>
                  {change !== null && price.usualPrice !== null && (
                    <span className="text-xs tabular-nums text-stone-600">
                      {change > 0 ? '+' : change < 0 ? '−' : ''}
                      {Math.abs(change)}% vs {formatMoney(price.usualPrice, { whole: true })}
                    </span>
                  )}
                  <Badge tone={price.state === 'current' ? 'good' : 'info'}>{price.state === 'current' ? 'In force' : 'Coming'}</Badge>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {items.length < counts.current + counts.upcoming && (
        <p className="border-t border-stone-200 px-4 py-2 text-xs text-stone-600">
          Showing the {formatCount(items.length)} that start soonest of {formatCount(counts.current + counts.upcoming)}; the seasonal prices screen lists
          them all.
        </p>
      )}
    </Panel>
  );
}

function DiscountPanel() {
  const discounts = useRemote((signal) => summaryApi.discounts(signal), 'discounts');
  const [params, setParams] = useSearchParams();
  const notify = useNotices();
  const editing = params.get('promotion');
  // The figures on screen stay while they are read again after a change, so the list does not jump.
  const [shown, setShown] = useState<DiscountSummary | null>(null);
  useEffect(() => {
    if (discounts.status === 'ready') setShown(discounts.data);
  }, [discounts.status, discounts.data]);
  const closeEditor = () => setParams({}, { replace: true });

  const actions = (
    <>
      <Link to="?promotion=new" className="btn-primary">
        New promotion
      </Link>
      <Link to="/Promotions" className="btn">
        Promotions
      </Link>
      <Link to="/Prices" className="btn">
        Seasonal prices
      </Link>
    </>
  );
  return (
    <AdminLayout title="Discounts" actions={actions}>
      <div className="space-y-6">
        {editing && (
          <PromotionEditor
            key={editing}
            id={editing === 'new' ? undefined : editing}
            onClose={closeEditor}
            onSaved={(saved, mode) => {
              const name = pickText(saved.name, 'en') || 'The promotion';
              notify({ tone: 'success', message: mode === 'create' ? `Created “${name}”.` : `Saved “${name}”.` });
              closeEditor();
              discounts.retry();
            }}
          />
        )}
        {!shown && discounts.status === 'loading' && (
          <div className="card p-4">
            <LoadingBlock label="Loading promotions and seasonal prices" rows={8} />
          </div>
        )}
        {discounts.status === 'error' && <ErrorNotice what="promotions and seasonal prices" message={discounts.message} onRetry={discounts.retry} />}
        {shown && (
          <div className="space-y-6" aria-busy={discounts.status === 'loading' || undefined}>
            <StatGrid label="Discounts at a glance">
              <Stat label="Running now" value={formatCount(shown.promotions.counts.running)} tone="good" />
              <Stat label="Scheduled" value={formatCount(shown.promotions.counts.scheduled)} tone="info" />
              <Stat label="Bookings with a promotion" value={formatCount(shown.promotions.bookings)} hint="Not cancelled or expired" to="/RoomReserves" />
              <Stat
                label="Discount given"
                value={formatMoney(shown.promotions.discountGiven, { whole: true })}
                hint="Discount lines of the quotes of confirmed and completed stays, whole stays"
                tone="accent"
              />
            </StatGrid>
            <Promotions data={shown} onChanged={discounts.retry} />
            <SeasonalPrices data={shown} />
            <p className="text-xs text-stone-600">States as of {formatDay(shown.today)} (UTC). End dates shown are the last day that applies.</p>
          </div>
        )}
      </div>
    </AdminLayout>
  );
}

export default function DiscountPanelPage() {
  return (
    <NoticeProvider>
      <DiscountPanel />
    </NoticeProvider>
  );
}
