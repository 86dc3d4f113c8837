import { useEffect, useSyncExternalStore } from 'react';
import { collectionApi } from '../../api/collections.ts';
import type { ApiRecord } from '../../api/records.ts';

// Records other records point to, read once each to show their titles: a table of 20 rooms
// on the same property asks for that property once. Kept for the session; screens that
// change a record put the new version in (`rememberRecord`) so titles do not go stale.

export type ReferencedRecord =
  | { status: 'loading' }
  | { status: 'loaded'; record: ApiRecord }
  /** Gone, soft-removed or unreadable: the screen shows the id instead. */
  | { status: 'missing' };

const entries = new Map<string, ReferencedRecord>();
const listeners = new Set<() => void>();

const keyOf = (collection: string, id: string) => `${collection}/${id}`;

function emit(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function request(collection: string, id: string): void {
  const key = keyOf(collection, id);
  if (entries.has(key)) return;
  entries.set(key, { status: 'loading' });
  emit();
  collectionApi(collection)
    .view(id)
    .then(
      (record) => entries.set(key, { status: 'loaded', record }),
      () => entries.set(key, { status: 'missing' }),
    )
    .finally(emit);
}

/** Puts a record the screen already holds (a picked or saved one) in the cache. */
export function rememberRecord(collection: string, record: ApiRecord): void {
  entries.set(keyOf(collection, record._id), { status: 'loaded', record });
  emit();
}

/** The record `id` of `collection`, read on first use; undefined when there is no id. */
export function useReferencedRecord(collection: string, id: string | null | undefined): ReferencedRecord | undefined {
  const entry = useSyncExternalStore(subscribe, () => (id ? entries.get(keyOf(collection, id)) : undefined));
  useEffect(() => {
    if (id) request(collection, id);
  }, [collection, id]);
  return id ? (entry ?? { status: 'loading' }) : undefined;
}
