import type { ComponentType } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import type { ApiRecord } from '../../../store/collection-slice.ts';
import { paymentOperationRules, reservationRules } from './money-record-rules.ts';

// What some collections' records allow beyond their collection's access rules, so the generic
// screen does not offer what the server would refuse for this record (a paid reservation keeps
// its dates, and is never removed), and readable views of fields stored as data (a quote).
// The server still decides: these only follow its rules.

export interface RecordLock {
  /** Shown read-only on this record's form. */
  fields: readonly string[];
  /** Why, shown above the form; null when nothing is locked. */
  note: string | null;
  /** False while it is being found out: the form waits, so nothing is typed that cannot be saved. */
  ready: boolean;
}

export interface RecordRules {
  /** Whether the list offers Remove for this record. */
  removable?: (record: ApiRecord) => boolean;
  /** A hook: what of this record is locked now. */
  useLock?: (record: ApiRecord | undefined) => RecordLock;
  /** Read-only views of fields, by field name. */
  views?: Record<string, ComponentType<{ value: unknown }>>;
}

const byCollection: Partial<Record<string, RecordRules>> = {
  roomreserves: reservationRules,
  paymentoperations: paymentOperationRules,
};

export function recordRulesFor(collection: CollectionDef): RecordRules {
  return byCollection[collection.name] ?? {};
}

const NOTHING_LOCKED: RecordLock = { fields: [], note: null, ready: true };

export function useNoLock(): RecordLock {
  return NOTHING_LOCKED;
}
