import type { CollectionDef } from '../../../../catalog/types.ts';
import { paymentOperationRules, reservationRules } from './money-record-rules.ts';
import type { ApiRecord } from '../../../api/records.ts';
import type { RecordLock, RecordRules } from './record-extensions.ts';

// What some collections' records allow beyond their collection's access rules, so the generic
// screen does not offer what the server would refuse for this record (a paid reservation keeps
// its dates, and is never removed), and readable views of fields stored as data (a quote).
// The server still decides: these only follow its rules.

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

/**
 * Whether the list offers Remove for this record: the collection's hook when it has one, else its
 * rule (a collection's rules never change, so the hooks called stay the same). `asked` is false
 * for someone who may not remove anything, so a hook that reads the server reads nothing for them;
 * `load` is the list's load the record came with.
 */
export function useRemovable(rules: RecordRules, record: ApiRecord, asked: boolean, load: object): boolean {
  const useRule = rules.useRemovable ?? useRemovableByRule;
  return useRule(record, asked, load, rules);
}

function useRemovableByRule(record: ApiRecord, asked: boolean, _load: object, rules?: RecordRules): boolean {
  return asked && (rules?.removable?.(record) ?? true);
}
