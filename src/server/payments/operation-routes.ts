import type { FastifyInstance } from 'fastify';
import { bankTransferRoute, operationListRoute, refundRetryRoute, refundRoute } from '../../contracts/payment-staff.ts';
import { roomreserves } from '../../catalog/collections/stays.ts';
import { checkoutRoute, ledgerRoute, moneyMovedRoute, operationRoute } from '../../contracts/payments.ts';
import { reservationsWithPayments } from '../booking/paid-reservations.ts';
import { forbidden } from '../errors.ts';
import { requireStaff, requireViewer } from '../sessions/viewer.ts';
import { admits, type Viewer } from '../collections/access.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import { recordBankTransfer } from './bank-transfer.ts';
import { startCheckout } from './checkout.ts';
import type { PaymentContext } from './context.ts';
import { refundOperation, retryRefund, type RefundResult } from './refunds.ts';
import { listOperations } from './staff-list.ts';
import { operationView, presentOperation, reservationLedger } from './views.ts';

// The routes about one payment operation: the payer's (pay it, read it and its ledger) and
// staff's money tools (the list, a bank transfer, a refund). Who may ask is settled before the
// request is read: someone refused learns nothing of its parameters.

export async function payerRoutes(app: FastifyInstance, ctx: PaymentContext): Promise<void> {
  await app.register(async (payers) => {
    payers.addHook('onRequest', async (request) => {
      requireViewer(request);
    });
    serveRoute(payers, checkoutRoute, ({ params }, request) => startCheckout(ctx, params.id, requireViewer(request)));
    serveRoute(payers, operationRoute, ({ params }, request) => operationView(ctx.db, params.id, requireViewer(request)));
    serveRoute(payers, ledgerRoute, ({ params }, request) => reservationLedger(ctx.db, params.id, requireViewer(request)));
  });
}

function presentRefund({ refund, operation }: RefundResult, viewer: Viewer) {
  return { refund: presentOperation(refund, viewer), operation: presentOperation(operation, viewer) };
}

export async function staffRoutes(app: FastifyInstance, ctx: PaymentContext): Promise<void> {
  await app.register(async (staff) => {
    staff.addHook('onRequest', async (request) => {
      requireStaff(request);
    });
    serveRoute(staff, operationListRoute, async ({ query }, request) => ({ operations: await listOperations(ctx.db, query, requireStaff(request)) }));
    serveRoute(staff, bankTransferRoute, async ({ params, body }, request) => {
      const viewer = requireStaff(request);
      return { operation: presentOperation(await recordBankTransfer(ctx, params.id, body, viewer.userId), viewer) };
    });
    serveRoute(staff, refundRoute, async ({ params, body }, request) => {
      const viewer = requireStaff(request);
      return presentRefund(await refundOperation(ctx, params.id, body.amount, body.reason, viewer.userId), viewer);
    });
    serveRoute(staff, refundRetryRoute, async ({ params }, request) => presentRefund(await retryRefund(ctx, params.id), requireStaff(request)));
  });
}

/**
 * Which of a page of reservations money moved through, for the back-office list's Remove. Asked
 * only by whom the catalogue lets remove reservations (the generic delete route's rule, staff and
 * admins today). Anyone else is refused with 403 before the ids are read, whatever they are: the
 * answer for a tenant's own reservation, someone else's, a paid one or an unknown id is the same
 * refusal, so it tells them nothing. (An empty 200 would do that too, but would look like an
 * answer to a screen asking by mistake; their own stays' money is in their ledger.)
 */
export async function removalRoutes(app: FastifyInstance, ctx: PaymentContext): Promise<void> {
  await app.register(async (removers) => {
    removers.addHook('onRequest', async (request) => {
      if (!admits(roomreserves.access.delete, requireViewer(request))) throw forbidden('Your account may not remove reservations');
    });
    serveRoute(removers, moneyMovedRoute, async ({ query }) => ({ moved: await reservationsWithPayments(ctx.db, query.ids) }));
  });
}
