import type { ComponentType } from 'react';
import type { CollectionDef } from '../../../../catalog/types.ts';
import type { ApiRecord } from '../../../api/records.ts';

// The shapes of what some collections add to the generic screen (record-actions.ts and
// record-rules.ts list them by collection), apart from those lists, which import the additions.

export interface RecordActionsProps {
  collection: CollectionDef;
  record: ApiRecord;
  /** The record as the server answered after the action. */
  onChanged: (record: ApiRecord) => void;
  placement: 'row' | 'form';
}

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
  /**
   * A hook, for what the record alone does not say: whether Remove is offered (false until known).
   * Used instead of `removable`; `asked` is false for someone who may not remove, who reads nothing.
   * `load` stands for the list's load the record came with (a new one after every load and write):
   * what the hook reads from the server is kept for that load only.
   */
  useRemovable?: (record: ApiRecord, asked: boolean, load: object) => boolean;
  /** A hook: what of this record is locked now. */
  useLock?: (record: ApiRecord | undefined) => RecordLock;
  /** Read-only views of fields, by field name. */
  views?: Record<string, ComponentType<{ value: unknown }>>;
}
