import type { cancellationPreviewRoute } from '../../contracts/booking.ts';
import type { bankTransferRoute, operationListRoute, OperationPage, OperationRow, refundRoute } from '../../contracts/payment-staff.ts';
import type { OperationSort } from '../../contracts/payment-values.ts';
import type { ledgerRoute, ReservationLedger } from '../../contracts/payments.ts';
import type { BodyOf, ResponseOf } from '../../contracts/route.ts';
import { apiUrl, request } from './http.ts';
import type { Operation, OperationKind, OperationStatus, Provider } from './payment-operation.ts';

// Staff's side of payments (src/server/payments, src/server/booking): every operation with
// filters, a bank transfer recorded by hand, a refund through the provider, a reservation's
// ledger, and what cancelling a reservation would pay back. Failures are ApiErrors with the
// server's { message, field, status }. Amounts are integer cents. The answers' types are the
// contracts' (src/contracts/payments.ts, payment-staff.ts; types only).

/** Overdue, due in the next days, or due in a month (`YYYY-MM`). */
export type DueFilter = 'overdue' | 'soon' | string;

export interface OperationQuery {
  status?: OperationStatus;
  kind?: OperationKind;
  provider?: Provider;
  property?: string;
  due?: DueFilter;
  q?: string;
  page?: number;
  limit?: number;
  sort?: OperationSort;
}

export type { OperationPage, OperationRow };

export async function listOperations(query: OperationQuery, signal?: AbortSignal): Promise<OperationPage> {
  const body = await request<ResponseOf<typeof operationListRoute>>(apiUrl('/api/payments/operations', { ...query, q: query.q || undefined }), { signal });
  return body.operations;
}

export type BankTransferInput = BodyOf<typeof bankTransferRoute>;

export async function recordBankTransfer(operationId: string, input: BankTransferInput): Promise<Operation> {
  const body = await request<ResponseOf<typeof bankTransferRoute>>(apiUrl(`/api/payments/operations/${encodeURIComponent(operationId)}/bank-transfer`), {
    method: 'POST',
    json: { ...input, reference: input.reference || undefined, note: input.note || undefined },
  });
  return body.operation;
}

export type RefundInput = BodyOf<typeof refundRoute>;

export function refundOperation(operationId: string, input: RefundInput): Promise<ResponseOf<typeof refundRoute>> {
  return request(apiUrl(`/api/payments/operations/${encodeURIComponent(operationId)}/refund`), {
    method: 'POST',
    json: { amount: input.amount, reason: input.reason || undefined },
  });
}

export type Ledger = ReservationLedger;

export function getLedger(reservationId: string, signal?: AbortSignal): Promise<Ledger> {
  return request<ResponseOf<typeof ledgerRoute>>(apiUrl(`/api/payments/reservations/${encodeURIComponent(reservationId)}/ledger`), { signal });
}

/** The refund rule that applies, in words, and what it would pay back today. */
export type CancellationPreview = ResponseOf<typeof cancellationPreviewRoute>;

export function getCancellationPreview(reservationId: string, signal?: AbortSignal): Promise<CancellationPreview> {
  return request<CancellationPreview>(apiUrl(`/api/booking/reservations/${encodeURIComponent(reservationId)}/cancellation`), { signal });
}

export interface PropertyChoice {
  _id: string;
  title: unknown;
  city: string | null;
}

/** The properties a filter offers: the first 100 by title, which covers Habita's homes today. */
export async function listPropertyChoices(signal?: AbortSignal): Promise<PropertyChoice[]> {
  const body = await request<{ properties: { docs: PropertyChoice[] } }>(apiUrl('/api/properties/', { limit: 100, sort: 'title' }), { signal });
  return body.properties.docs;
}
