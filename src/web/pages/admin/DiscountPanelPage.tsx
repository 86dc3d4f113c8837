import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PROMOTION_STATES, summaryApi, type DiscountSummary, type PromotionState, type PromotionUsage } from '../../api/summary.ts';
import { AdminLayout } from './AdminLayout.tsx';
import { formatCount, formatDay, formatMoney } from './dashboard/format.ts';
import { editLink } from './dashboard/links.ts';
import { Badge, EmptyNotice, ErrorNotice, LoadingBlock, Meter, Panel, Stat, StatGrid, type Tone } from './dashboard/ui.tsx';
import { useRemote } from '../../api/use-remote.ts';

// /discountPanel: the promotions and where each stands today (running, scheduled, paused,
// used up, ended), how much each was used and what it gave away, and the seasonal prices in
// force or coming. Editing happens on /Promotions and /Prices, which every row links to.

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

function PromotionRow({ promotion }: { promotion: PromotionUsage }) {
  const name = promotion.name?.en || promotion.name?.es || 'Unnamed promotion';
  return (
    <li className="gap-4 px-4 py-3 lg:grid lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <Link to={editLink('promotions', promotion._id)} className="font-semibold text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline">
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
    </li>
  );
}

function Promotions({ data }: { data: DiscountSummary }) {
  const [state, setState] = useState<PromotionState | 'all'>('all');
  const { counts, items, total } = data.promotions;
  const shown = state === 'all' ? items : items.filter((p) => p.state === state);
  const choices: { value: PromotionState | 'all'; label: string; count: number }[] = [
    { value: 'all', label: 'All', count: total },
    ...PROMOTION_STATES.map((s) => ({ value: s, label: STATE_LABEL[s], count: counts[s] })),
  ];
  return (
    <Panel title="Promotions" action={{ to: '/Promotions', label: 'Manage promotions' }} bodyClassName="">
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
                No promotions yet. <Link to="/Promotions" className="font-medium text-accent-700 underline underline-offset-2">Create one on the promotions screen</Link>.
              </>
            ) : (
              `No ${STATE_LABEL[state as PromotionState].toLowerCase()} promotions.`
            )}
          </EmptyNotice>
        </div>
      ) : (
        <ul className="divide-y divide-stone-100" aria-label="Promotions">
          {shown.map((promotion) => (
            <PromotionRow key={promotion._id} promotion={promotion} />
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

export default function DiscountPanelPage() {
  const discounts = useRemote((signal) => summaryApi.discounts(signal), 'discounts');
  const actions = (
    <>
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
      {discounts.status === 'loading' && (
        <div className="card p-4">
          <LoadingBlock label="Loading promotions and seasonal prices" rows={8} />
        </div>
      )}
      {discounts.status === 'error' && <ErrorNotice what="promotions and seasonal prices" message={discounts.message} onRetry={discounts.retry} />}
      {discounts.status === 'ready' && (
        <div className="space-y-6">
          <StatGrid label="Discounts at a glance">
            <Stat label="Running now" value={formatCount(discounts.data.promotions.counts.running)} tone="good" to="/Promotions" />
            <Stat label="Scheduled" value={formatCount(discounts.data.promotions.counts.scheduled)} tone="info" to="/Promotions" />
            <Stat
              label="Bookings with a promotion"
              value={formatCount(discounts.data.promotions.bookings)}
              hint="Not cancelled or expired"
              to="/RoomReserves"
            />
            <Stat
              label="Discount given"
              value={formatMoney(discounts.data.promotions.discountGiven, { whole: true })}
              hint="On confirmed and completed stays"
              tone="accent"
            />
          </StatGrid>
          <Promotions data={discounts.data} />
          <SeasonalPrices data={discounts.data} />
          <p className="text-xs text-stone-600">States as of {formatDay(discounts.data.today)} (UTC). End dates shown are the last day that applies.</p>
        </div>
      )}
    </AdminLayout>
  );
}
