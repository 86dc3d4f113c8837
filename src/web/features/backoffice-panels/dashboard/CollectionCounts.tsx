import { useId } from 'react';
import { Link } from 'react-router';
import type { CollectionGroup } from '../../../../catalog/types.ts';
import type { CollectionCounts as Counts } from '../../../../contracts/backoffice.ts';
import { formatCount } from '../../../components/backoffice/format.ts';
import { collectionsOf, GROUP_ORDER } from './links.ts';

// Records per collection, grouped as the catalogue groups them; each links to its screen.

export function countText(counts: Counts, name: string): string {
  const value = counts.counts[name] ?? 0;
  return counts.estimated.includes(name) ? `≈ ${formatCount(value)}` : formatCount(value);
}

export function groupTotal(counts: Counts, names: string[]): string {
  const total = names.reduce((sum, name) => sum + (counts.counts[name] ?? 0), 0);
  return names.some((name) => counts.estimated.includes(name)) ? `≈ ${formatCount(total)}` : formatCount(total);
}

function GroupCounts({ counts, group, compact }: { counts: Counts; group: CollectionGroup; compact: boolean }) {
  const members = collectionsOf(group);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={compact ? '' : 'card'}>
      <h3
        id={headingId}
        className={`flex items-baseline justify-between gap-2 text-sm font-semibold text-stone-900 ${compact ? 'mb-1 px-2' : 'border-b border-stone-200 px-4 py-2.5'}`}
      >
        <span>{group}</span>{' '}
        <span className="text-xs font-medium tabular-nums text-stone-600">{groupTotal(counts, members.map((c) => c.name))} records</span>
      </h3>
      <ul className={compact ? '' : 'px-2 py-2'}>
        {members.map((collection) => (
          <li key={collection.name}>
            <Link
              to={collection.route}
              className="flex items-baseline justify-between gap-3 rounded-md px-2 py-1 text-sm text-stone-700 hover:bg-stone-100 hover:text-stone-900"
            >
              <span className="min-w-0 truncate">{collection.label}</span>
              <span className="font-medium tabular-nums text-stone-900">{countText(counts, collection.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CollectionCounts({ counts, compact = false }: { counts: Counts; compact?: boolean }) {
  return (
    <div className={compact ? 'space-y-5' : 'gap-4 sm:columns-2 xl:columns-3 [&>*]:mb-4 [&>*]:break-inside-avoid'}>
      {GROUP_ORDER.map((group) => (
        <GroupCounts key={group} counts={counts} group={group} compact={compact} />
      ))}
    </div>
  );
}
