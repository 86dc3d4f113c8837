import { isPaidPaymentStatus, isPaidReservationStatus } from '../../../../catalog/collections/statuses.ts';
import { PAID_RESERVATION_FIELDS } from '../../../../catalog/collections/stays.ts';
import { getLedger } from '../../../api/staff-payments.ts';
import { useRemote } from '../../../api/use-remote.ts';
import type { ApiRecord } from '../../../api/records.ts';
import { QuoteBreakdown } from './QuoteBreakdown.tsx';
import type { RecordLock, RecordRules } from './record-extensions.ts';

// Records money moved through (server: booking/paid-reservations.ts, payments/ledger-records.ts):
// a paid reservation's guest, room, dates, price and status change only through Cancel
// reservation, and neither it nor a paid payment is removed.

const PAID_NOTE =
  'This reservation has payments: its guest, room, dates, price and status are kept as they were paid. To end it, use Cancel reservation, which refunds by the refund rule.';

function useReservationLock(record: ApiRecord | undefined): RecordLock {
  const id = record?._id;
  // The ledger says whether money moved, also for a cancelled stay that was paid and refunded.
  const ledger = useRemote((signal) => (id ? getLedger(id, signal) : Promise.resolve(null)), `ledger:${id ?? 'new'}`);
  if (!id) return { fields: [], note: null, ready: true };
  if (ledger.status === 'loading') return { fields: [], note: null, ready: false };
  const paid = ledger.status === 'error' ? isPaidReservationStatus(record?.status) : (ledger.data?.transactions.length ?? 0) > 0;
  return paid ? { fields: PAID_RESERVATION_FIELDS, note: PAID_NOTE, ready: true } : { fields: [], note: null, ready: true };
}

/**
 * Remove for a reservation: never while it is paid for; otherwise (a hold, or a stay cancelled
 * or lapsed) only once its ledger says no money moved, as a cancelled stay may have been paid
 * and refunded, and the server keeps those (booking/paid-reservations.ts).
 */
function useReservationRemovable(record: ApiRecord, asked: boolean): boolean {
  const mayHaveNoMoney = asked && !isPaidReservationStatus(record.status);
  const id = record._id;
  const ledger = useRemote((signal) => (mayHaveNoMoney ? getLedger(id, signal) : Promise.resolve(null)), `ledger:${mayHaveNoMoney ? id : 'paid'}`);
  if (!mayHaveNoMoney) return false;
  // Unknown (loading, or the ledger could not be read): not offered; the form's Remove stays.
  return ledger.status === 'ready' && (ledger.data?.transactions.length ?? 0) === 0;
}

export const reservationRules: RecordRules = {
  useRemovable: useReservationRemovable,
  useLock: useReservationLock,
  views: { quote: QuoteBreakdown },
};

export const paymentOperationRules: RecordRules = {
  removable: (record) => !isPaidPaymentStatus(record.status),
};
