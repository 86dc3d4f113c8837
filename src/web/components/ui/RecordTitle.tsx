import { getCollection } from '../../../catalog/catalog.ts';
import type { CollectionDef } from '../../../catalog/types.ts';
import type { ApiRecord } from '../../api/records.ts';
import { formatValue, shortId } from './format.ts';
import { useReferencedRecord } from './referenced-records.ts';

// What a record is called on screen: its title field, read the way the field's kind reads.
// A title that is itself a reference (a tenant is named by their user) is followed once.

/** The title as text when it needs no look-up; undefined when the title field is a reference. */
export function titleText(collection: CollectionDef, record: ApiRecord): string | undefined {
  const key = collection.titleField;
  const field = collection.fields[key];
  if (!field) return String(record[key] ?? shortId(record._id));
  if (field.kind === 'ref') return undefined;
  const text = formatValue(field, record[key]);
  return text && text.trim() ? text : `${collection.singular} ${shortId(record._id)}`;
}

/** A one-line title for confirmations and notices, where a look-up is not worth waiting for. */
export function plainTitle(collection: CollectionDef, record: ApiRecord): string {
  return titleText(collection, record) ?? `${collection.singular} ${shortId(record._id)}`;
}

export function RecordTitle({ collection, record, depth = 0 }: { collection: CollectionDef; record: ApiRecord; depth?: number }) {
  const text = titleText(collection, record);
  if (text !== undefined) return <>{text}</>;
  const field = collection.fields[collection.titleField];
  const id = record[collection.titleField];
  if (field?.kind !== 'ref' || typeof id !== 'string' || depth > 1) return <>{plainTitle(collection, record)}</>;
  return <RefTitle to={field.to} id={id} depth={depth + 1} />;
}

/** The title of the record `id` of collection `to`; its short id while it loads or when it is gone. */
export function RefTitle({ to, id, depth = 0 }: { to: string; id: string; depth?: number }) {
  const entry = useReferencedRecord(to, id);
  const target = getCollection(to);
  if (entry?.status === 'loaded' && target) return <RecordTitle collection={target} record={entry.record} depth={depth} />;
  return (
    <span className="font-mono text-xs text-stone-600" title={entry?.status === 'missing' ? `${id} (not found)` : id}>
      {shortId(id)}
      {entry?.status === 'missing' && <span className="sr-only"> (not found)</span>}
    </span>
  );
}
