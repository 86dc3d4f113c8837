import type { cancellationPreviewRoute } from '../../contracts/booking.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import type { Reservation } from './booking.ts';
import { apiUrl, request } from './http.ts';
import type { Transaction } from './payments.ts';
import type { Operation, OperationKind, OperationStatus, Provider } from './payment-operation.ts';

// Staff's side of payments (src/server/payments, src/server/booking): every operation with
// filters, a bank transfer recorded by hand, a refund through the provider, a reservation's
// ledger, and what cancelling a reservation would pay back. Failures are ApiErrors with the
// server's { message, field, status }. Amounts are integer cents.

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
  /** `dueDate` or `-dueDate`. */
  sort?: string;
}

export interface OperationRow extends Operation {
  userName: string | null;
  userEmail: string | null;
  /** Text, or `{ es, en }` as stored. */
  roomName: unknown;
  propertyTitle: unknown;
  property: string | null;
  overdue: boolean;
  note?: string | null;
}

export interface OperationPage {
  docs: OperationRow[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

export async function listOperations(query: OperationQuery, signal?: AbortSignal): Promise<OperationPage> {
  const body = await request<{ operations: OperationPage }>(apiUrl('/api/payments/operations', { ...query, q: query.q || undefined }), { signal });
  return body.operations;
}

export interface BankTransferInput {
  /** Cents received. */
  amount: number;
  /** `YYYY-MM-DD` */
  receivedOn: string;
  reference?: string;
  note?: string;
}

export async function recordBankTransfer(operationId: string, input: BankTransferInput): Promise<Operation> {
  const body = await request<{ operation: Operation }>(apiUrl(`/api/payments/operations/${encodeURIComponent(operationId)}/bank-transfer`), {
    method: 'POST',
    json: { ...input, reference: input.reference || undefined, note: input.note || undefined },
  });
  return body.operation;
}

export interface RefundInput {
  /** Cents to pay back, at most what is left of the payment. */
  amount: number;
  reason?: string;
}

export function refundOperation(operationId: string, input: RefundInput): Promise<{ refund: Operation; operation: Operation }> {
  return request(apiUrl(`/api/payments/operations/${encodeURIComponent(operationId)}/refund`), {
    method: 'POST',
    json: { amount: input.amount, reason: input.reason || undefined },
  });
}

export interface Ledger {
  reservation: Reservation;
  operations: Operation[];
  transactions: Transaction[];
  totals: { charged: number; paid: number; refunded: number; outstanding: number };
}

export function getLedger(reservationId: string, signal?: AbortSignal): Promise<Ledger> {
  return request<Ledger>(apiUrl(`/api/payments/reservations/${encodeURIComponent(reservationId)}/ledger`), { signal });
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
