import { Link } from 'react-router';
import { getCollection } from '../../../../catalog/catalog.ts';
import { fieldLabel } from '../../../../catalog/naming.ts';
import type { RecentChange } from '../../../../contracts/backoffice.ts';
import type { RecordChange as Change } from '../../../../contracts/backoffice-values.ts';
import { formatAgo, formatDay, formatInstant } from '../../../components/backoffice/format.ts';
import { formatValue } from '../../../components/ui/format.ts';
import { collectionRoute, editLink } from './links.ts';
import { Badge, EmptyNotice, type Tone } from '../../../components/backoffice/ui.tsx';

// A list of changes across collections, newest first: what, which record, when.

const CHANGE_TONE: Record<Change, Tone> = { created: 'good', updated: 'info', removed: 'bad' };
const CHANGE_LABEL: Record<Change, string> = { created: 'Created', updated: 'Updated', removed: 'Removed' };

/** Titles arrive as the title field's raw text: option values and dates read better formatted. */
function readableTitle(item: RecentChange): string {
  const text = item.title?.trim();
  if (!text) return 'Untitled';
  const collection = getCollection(item.collection);
  const field = collection?.fields[collection.titleField];
  if (field?.kind === 'select') return formatValue(field, text) ?? text;
  if (field?.kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)) return `${fieldLabel(collection!.titleField, field)}: ${formatDay(text)}`;
  return text;
}

function ChangeRow({ item, now }: { item: RecentChange; now: number }) {
  const collection = getCollection(item.collection);
  const singular = collection?.singular ?? item.collection;
  const title = readableTitle(item);
  // A removed record has no edit form; its collection's screen lists removed records.
  const to = item.change === 'removed' ? collectionRoute(item.collection) : editLink(item.collection, item._id);
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p className="text-xs font-medium uppercase tracking-wide text-stone-600">{singular}</p>
        <Link
          to={to}
          className="mt-0.5 block truncate font-medium text-stone-900 underline-offset-2 hover:text-accent-800 hover:underline"
          title={title}
        >
          {title}
        </Link>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        <Badge tone={CHANGE_TONE[item.change]}>{CHANGE_LABEL[item.change]}</Badge>
        <time dateTime={item.changedAt} title={formatInstant(item.changedAt)} className="text-xs text-stone-600">
          {formatAgo(item.changedAt, now)}
        </time>
      </div>
    </li>
  );
}

export function RecentChanges({ items, emptyText = 'Nothing has changed yet.' }: { items: RecentChange[]; emptyText?: string }) {
  if (items.length === 0) {
    return (
      <div className="p-4">
        <EmptyNotice>{emptyText}</EmptyNotice>
      </div>
    );
  }
  const now = Date.now();
  return (
    <ul className="divide-y divide-stone-100" aria-label="Recent changes">
      {items.map((item) => (
        <ChangeRow key={`${item.collection}:${item._id}`} item={item} now={now} />
      ))}
    </ul>
  );
}
