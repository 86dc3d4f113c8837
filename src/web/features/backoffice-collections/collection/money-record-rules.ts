import { isPaidPaymentStatus, isPaidReservationStatus } from '../../../../catalog/collections/statuses.ts';
import { PAID_RESERVATION_FIELDS } from '../../../../catalog/collections/stays.ts';
import { useMoneyMoved } from '../../../api/money-moved.ts';
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
 * or lapsed) only once the server says no money moved through it, as a cancelled stay may have
 * been paid and refunded, and the server keeps those (booking/paid-reservations.ts). The rows of
 * one load of the list ask together, in one request, and a load after a write asks again.
 */
function useReservationRemovable(record: ApiRecord, asked: boolean, load: object): boolean {
  const mayHaveNoMoney = asked && !isPaidReservationStatus(record.status);
  const moved = useMoneyMoved(mayHaveNoMoney ? record._id : null, load);
  // Unknown (asking, or the server could not say): not offered; the form's Remove stays.
  return mayHaveNoMoney && moved === false;
}

export const reservationRules: RecordRules = {
  useRemovable: useReservationRemovable,
  useLock: useReservationLock,
  views: { quote: QuoteBreakdown },
};

export const paymentOperationRules: RecordRules = {
  removable: (record) => !isPaidPaymentStatus(record.status),
};
