import type { PayAnswer, SandboxSession, sandboxPayRoute, sandboxSessionRoute } from '../../contracts/payment-sandbox.ts';
import type { checkoutRoute, LedgerEntry, OperationDetail } from '../../contracts/payments.ts';
import type { BodyOf, ResponseOf } from '../../contracts/route.ts';
import { ApiError, apiUrl, request } from './http.ts';
import { isCheckoutAddress } from './safe-redirect.ts';

// The payer's side of payments (src/server/payments): one operation and its ledger, starting a
// checkout for it, and Habita's own sandbox checkout. Failures are ApiErrors. The answers' types
// are the contracts' (src/contracts/payments.ts, payment-sandbox.ts; types only).

export type { OperationDetail, SandboxSession };
/** A ledger entry. Signed cents: positive money in, negative money paid back. */
export type Transaction = LedgerEntry;
export type SandboxStatus = SandboxSession['status'];
export type SandboxOutcome = PayAnswer;

export function getOperation(id: string, signal?: AbortSignal): Promise<OperationDetail> {
  return request<OperationDetail>(apiUrl(`/api/payments/operations/${encodeURIComponent(id)}`), { signal });
}

/** Where to send the payer to pay this operation; 409 when it is paid or its dates are gone. */
export async function startCheckout(operationId: string): Promise<string> {
  const body = await request<ResponseOf<typeof checkoutRoute>>(apiUrl(`/api/payments/operations/${encodeURIComponent(operationId)}/checkout`), {
    method: 'POST',
    json: {},
  });
  if (!isCheckoutAddress(body.checkoutUrl)) throw new ApiError({ message: 'The payment page address is not one Habita sends people to', status: null, field: null });
  return body.checkoutUrl;
}

const sandboxPath = (reference: string, action = '') => `/api/payments/sandbox/${encodeURIComponent(reference)}${action}`;

export async function getSandboxSession(reference: string, signal?: AbortSignal): Promise<SandboxSession> {
  const body = await request<ResponseOf<typeof sandboxSessionRoute>>(apiUrl(sandboxPath(reference)), { signal });
  return body.session;
}

export function paySandbox(reference: string, card: BodyOf<typeof sandboxPayRoute>): Promise<SandboxOutcome> {
  return request<SandboxOutcome>(apiUrl(sandboxPath(reference, '/pay')), { method: 'POST', json: card });
}

export function confirmSandbox(reference: string, approve: boolean): Promise<SandboxOutcome> {
  return request<SandboxOutcome>(apiUrl(sandboxPath(reference, '/confirm')), { method: 'POST', json: { approve } });
}
