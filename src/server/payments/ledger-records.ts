import { sql } from 'drizzle-orm';
import { fieldLabel } from '../../catalog/naming.ts';
import { paymentoperations } from '../../catalog/collections/money.ts';
import type { DeleteRule, UpdateRule } from '../collections/writes.ts';
import { rows } from '../db/rows.ts';
import { conflict } from '../errors.ts';

// The ledger is append-only (README.md): a payment money moved through and its entries are
// history, corrected by new entries (a refund, a reversal), never by editing or removing them
// through the generic back-office routes. Registered on those routes in app.ts.

/** What a paid operation says about the money: changing any of these would rewrite it. */
const PAID_OPERATION_FIELDS = ['amount', 'kind', 'reservation', 'user', 'provider'] as const;

async function hasLedgerEntries(db: Parameters<DeleteRule>[0], operationId: string): Promise<boolean> {
  const [found] = await rows(db, sql`select 1 from transactions where operation_id = ${operationId} limit 1`);
  return !!found;
}

export const checkPaidOperationChange: UpdateRule = async (db, _viewer, existing, changes) => {
  const changed = PAID_OPERATION_FIELDS.filter((key) => Object.hasOwn(changes, key) && String(changes[key] ?? '').toLowerCase() !== String(existing[key] ?? '').toLowerCase());
  if (changed.length === 0 || !(await hasLedgerEntries(db, existing._id))) return;
  const key = changed[0]!;
  throw conflict(`${fieldLabel(key, paymentoperations.fields[key]!)}: money moved through this payment, so it cannot be changed; refund it instead`, key);
};

export const checkPaidOperationRemoval: DeleteRule = async (db, _viewer, existing) => {
  if (await hasLedgerEntries(db, existing._id)) {
    throw conflict('This payment has ledger entries: it stays on the books; refund it instead', 'transactions.operation');
  }
};

export const refuseLedgerEntryRemoval: DeleteRule = async () => {
  throw conflict('Ledger entries are never removed: money paid back is a refund, a mistake is corrected by a new entry', '_id');
};
