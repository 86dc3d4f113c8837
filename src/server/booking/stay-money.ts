import { sql } from 'drizzle-orm';
import { OWED_PAYMENT_STATUSES, isLiveReservationStatus } from '../../catalog/collections/statuses.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentKind, paymentStatus } from '../db/status-literals.ts';

// What a guest has paid for a stay, read from the ledger rather than from the operations'
// statuses: money that came back (a deposit returned after the stay, a cancellation's refund)
// is not "paid", whichever payment it was tied to or none. One definition for every screen
// that shows a stay's money (My room; the ledger route's totals are the same entries).

export interface StayMoney {
  /** Money received for the stay less money paid back: what the guest has paid, net. */
  paid: number;
  /** Money paid back to the guest (deposits returned, refunds), as a positive number. */
  refunded: number;
  /** Charges still to pay while the stay is live: pending or failed, refunds aside. */
  owed: number;
  /** Refunds asked for and not yet paid out (pending): what Habita still owes the guest, such as a deposit on its way back. */
  toPayBack: number;
}

export async function stayMoney(db: Db, reservationIds: string[]): Promise<Map<string, StayMoney>> {
  const money = new Map<string, StayMoney>();
  if (reservationIds.length === 0) return money;
  const ids = sql.join(reservationIds.map((id) => sql`${id}::uuid`), sql`, `);
  const found = await rows(
    db,
    sql`select r.id, r.status,
        coalesce(sum(t.amount), 0)::bigint as net,
        coalesce(-sum(t.amount) filter (where t.amount < 0), 0)::bigint as refunded,
        (select coalesce(sum(o.amount), 0)::bigint from paymentoperations o
          where o.reservation_id = r.id and o.kind <> ${paymentKind('refund')} and o.status in ${paymentStatus.list(OWED_PAYMENT_STATUSES)} and o.deleted_at is null) as owed,
        (select coalesce(sum(o.amount), 0)::bigint from paymentoperations o
          where o.reservation_id = r.id and o.kind = ${paymentKind('refund')} and o.status = ${paymentStatus('pending')} and o.deleted_at is null) as to_pay_back
      from roomreserves r
      left join paymentoperations po on po.reservation_id = r.id
      left join transactions t on t.operation_id = po.id and t.deleted_at is null
      where r.id in (${ids})
      group by r.id, r.status`,
  );
  for (const row of found) {
    money.set(String(row.id), {
      paid: Number(row.net),
      refunded: Number(row.refunded),
      owed: isLiveReservationStatus(row.status) ? Number(row.owed) : 0,
      toPayBack: Number(row.to_pay_back),
    });
  }
  return money;
}
