import type { LocalizedText } from '../i18n/format.ts';
import type { Reservation } from './booking.ts';
import type { Operation, OperationKind } from './payment-operation.ts';
import { ApiError, apiUrl, request } from './http.ts';
import { isCheckoutAddress } from './safe-redirect.ts';

// The payer's side of payments (src/server/payments): one operation and its ledger, starting a
// checkout for it, and Habita's own sandbox checkout. Failures are ApiErrors.

export interface Transaction {
  _id: string;
  operation: string;
  /** Signed cents: positive money in, negative money paid back. */
  amount: number;
  providerEventId: string | null;
  occurredAt: string;
  note?: string | null;
}

export interface OperationDetail {
  operation: Operation;
  reservation: Reservation;
  room: { _id: string; name: LocalizedText };
  property: { _id: string; title: LocalizedText; city: string };
  transactions: Transaction[];
  refunds: Operation[];
}

export function getOperation(id: string, signal?: AbortSignal): Promise<OperationDetail> {
  return request<OperationDetail>(apiUrl(`/api/payments/operations/${encodeURIComponent(id)}`), { signal });
}

/** Where to send the payer to pay this operation; 409 when it is paid or its dates are gone. */
export async function startCheckout(operationId: string): Promise<string> {
  const body = await request<{ checkoutUrl: string }>(apiUrl(`/api/payments/operations/${encodeURIComponent(operationId)}/checkout`), {
    method: 'POST',
    json: {},
  });
  if (!isCheckoutAddress(body.checkoutUrl)) throw new ApiError({ message: 'The payment page address is not one Habita sends people to', status: null, field: null });
  return body.checkoutUrl;
}

export type SandboxStatus = 'open' | 'paid' | 'failed' | 'requires_action';

export interface SandboxSession {
  reference: string;
  operation: string;
  amount: number;
  description: string;
  kind: OperationKind;
  room: LocalizedText | null;
  property: LocalizedText | null;
  startDate: string | null;
  endDate: string | null;
  status: SandboxStatus;
}

export interface SandboxOutcome {
  outcome: 'succeeded' | 'failed' | 'requires_action';
  /** Where the payer goes next (the return pages); null while another step is needed. */
  redirect: string | null;
  message: string;
}

const sandboxPath = (reference: string, action = '') => `/api/payments/sandbox/${encodeURIComponent(reference)}${action}`;

export async function getSandboxSession(reference: string, signal?: AbortSignal): Promise<SandboxSession> {
  const body = await request<{ session: SandboxSession }>(apiUrl(sandboxPath(reference)), { signal });
  return body.session;
}

export function paySandbox(reference: string, card: { card: string; name: string }): Promise<SandboxOutcome> {
  return request<SandboxOutcome>(apiUrl(sandboxPath(reference, '/pay')), { method: 'POST', json: card });
}

export function confirmSandbox(reference: string, approve: boolean): Promise<SandboxOutcome> {
  return request<SandboxOutcome>(apiUrl(sandboxPath(reference, '/confirm')), { method: 'POST', json: { approve } });
}
