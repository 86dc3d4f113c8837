import { isLiveReservationStatus } from '../../../catalog/collections/statuses.ts';
import type { Reservation, Stay } from '../../api/booking.ts';

// How My room orders a tenant's stays and their payments. Pure, so it is tested on its own.

/** A payment as the guest's stay carries it. */
type Operation = Stay['payments'][number];

export type Day = string;

export interface ScheduleEntry {
  operation: Operation;
  /** Refunds paying back (some of) this payment. */
  refunds: Operation[];
  /** Pay now (owed and the stay still live), see the receipt (paid), or nothing (no longer owed). */
  action: 'pay' | 'receipt' | null;
  /** Owed and its due day has gone by. */
  overdue: boolean;
}

export function isLive(reservation: Reservation): boolean {
  return isLiveReservationStatus(reservation.status);
}

/** A reservation held but not paid yet: the tenant pays to confirm it, or cancels it. */
export function isUnpaidHold(reservation: Reservation): boolean {
  return reservation.status === 'hold' || reservation.status === 'pending_payment';
}

function byDueDate(a: Operation, b: Operation): number {
  return (a.dueDate ?? '9999-12-31').localeCompare(b.dueDate ?? '9999-12-31');
}

/**
 * The payments of one stay, oldest due first, each with the refunds of it; a refund whose
 * payment is not in the list shows on its own.
 */
export function paymentSchedule(payments: Operation[], reservation: Reservation, today: Day): ScheduleEntry[] {
  const charges = payments.filter((operation) => operation.kind !== 'refund');
  const ids = new Set(charges.map((operation) => operation._id));
  const refundsOf = new Map<string, Operation[]>();
  const loose: Operation[] = [];
  for (const refund of payments.filter((operation) => operation.kind === 'refund')) {
    if (refund.refundOf && ids.has(refund.refundOf)) refundsOf.set(refund.refundOf, [...(refundsOf.get(refund.refundOf) ?? []), refund]);
    else loose.push(refund);
  }
  const live = isLive(reservation);
  const entry = (operation: Operation): ScheduleEntry => {
    const owed = operation.status === 'pending' || operation.status === 'failed';
    const paid = operation.status === 'succeeded' || operation.status === 'refunded';
    return {
      operation,
      refunds: refundsOf.get(operation._id) ?? [],
      action: owed && live && operation.kind !== 'refund' ? 'pay' : paid ? 'receipt' : null,
      overdue: owed && live && !!operation.dueDate && operation.dueDate < today,
    };
  };
  return [...charges, ...loose].sort(byDueDate).map(entry);
}

export interface StayGroups {
  /** Living there now. */
  current: Stay[];
  /** Reserved (held or confirmed) for later. */
  upcoming: Stay[];
  /** Over, expired or cancelled: shown collapsed. */
  past: Stay[];
}

export function groupStays(stays: Stay[], today: Day): StayGroups {
  const groups: StayGroups = { current: [], upcoming: [], past: [] };
  for (const stay of stays) {
    const { status, startDate, endDate } = stay.reservation;
    if (!isLive(stay.reservation) || endDate <= today) groups.past.push(stay);
    else if (status === 'confirmed' && startDate <= today) groups.current.push(stay);
    else groups.upcoming.push(stay);
  }
  const byStart = (a: Stay, b: Stay) => a.reservation.startDate.localeCompare(b.reservation.startDate);
  groups.current.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.past.sort((a, b) => -byStart(a, b));
  return groups;
}
