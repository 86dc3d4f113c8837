import { paymentoperations } from '../../catalog/collections/money.ts';
import { sql } from 'drizzle-orm';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import type { BankTransfer } from '../../contracts/payment-staff.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { PaymentContext } from './context.ts';
import { enqueueReservationConfirmed } from '../booking/booking-mails.ts';
import { recordPayment } from './events.ts';
import { lockOperation, manualEventId } from './operation-state.ts';
import { euros } from './refunds.ts';

// Money that arrived by bank transfer, recorded by staff: the operation is paid with a ledger
// entry signed by who recorded it. A first payment confirms its stay, unless the nights were
// taken meanwhile; then nothing is recorded and staff return the transfer.

export async function recordBankTransfer(ctx: PaymentContext, operationId: string, transfer: BankTransfer, actorId: string): Promise<Row> {
  await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const operation = await lockOperation(tx, operationId);
    if (!operation) throw notFound(`No payment operation with _id ${operationId.slice(0, 60)}`, '_id');
    if (operation.kind === 'refund') throw badRequest('This is a refund: record the transfer on the payment', '_id');
    if (operation.status === 'succeeded' || operation.status === 'refunded') throw conflict('This payment has already been made', 'status');
    if (transfer.amount !== operation.amount) {
      throw badRequest(`amount: this payment is ${operation.amount} cents (${euros(operation.amount)} EUR); record the transfer when all of it has arrived`, 'amount');
    }
    const { mustRefund, confirmed } = await recordPayment(tx, operation, {
      provider: 'bank_transfer',
      providerEventId: manualEventId(),
      occurredAt: new Date(`${transfer.receivedOn}T12:00:00Z`),
      reference: transfer.reference,
      recordedBy: actorId,
      note: transfer.note,
    });
    if (mustRefund) {
      // Throwing rolls the whole record back: staff return the transfer instead.
      throw conflict(
        operation.kind === 'first_month'
          ? 'The room is no longer free for those dates, so this transfer cannot confirm the stay: return it to the guest'
          : 'This payment is no longer owed: return the transfer to the guest',
        operation.kind === 'first_month' ? 'startDate' : 'status',
      );
    }
    if (transfer.note) await tx.execute(sql`update paymentoperations set note = ${transfer.note} where id = ${operation.id}`);
    if (confirmed) await enqueueReservationConfirmed(tx, ctx.settings.publicUrl, operation.reservationId);
  });
  return (await storeOf(paymentoperations).findById(ctx.db, operationId))!;
}
