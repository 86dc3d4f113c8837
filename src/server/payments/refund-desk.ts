import type { RefundDesk } from '../booking/refund-desk.ts';
import type { PaymentContext } from './context.ts';
import { createRefundOperation, lockOperation, manualEventId, refundable, settleRefund } from './operation-state.ts';
import { sendRefund } from './refunds.ts';

// Refunds that another module's transaction decides (a staff cancellation): each refund is
// written inside that transaction, so none can be lost between the decision and the provider;
// the provider is asked after the commit, one refund at a time, and a refusal leaves that refund
// for staff to see in the payments panel instead of stopping the others.

export function refundDesk(ctx: PaymentContext): RefundDesk {
  return {
    async open(tx, paymentId, amount, reason, actorId) {
      const payment = await lockOperation(tx, paymentId);
      if (!payment || payment.kind === 'refund' || payment.status !== 'succeeded') return null;
      const take = Math.min(amount, await refundable(tx, payment));
      if (take <= 0) return null;
      const refund = await createRefundOperation(tx, payment, take, reason);
      // Bank transfers are returned by hand: recorded as done by whoever cancelled.
      if (payment.provider === 'bank_transfer') {
        await settleRefund(tx, payment, refund, { providerEventId: manualEventId(), occurredAt: new Date(), recordedBy: actorId });
        return { id: refund.id, sent: true };
      }
      return { id: refund.id, sent: false };
    },
    async send(refundId) {
      try {
        await sendRefund(ctx, refundId);
      } catch (error) {
        ctx.log.error({ err: error, refund: refundId }, 'a cancellation refund was not taken by the provider');
      }
    },
  };
}
