// A payment operation as the API answers it, apart from payments.ts: booking's answers carry
// operations too, and payments' carry reservations.

import type { OptionsOf } from '../../catalog/record-types.ts';

export type OperationKind = OptionsOf<'paymentoperations', 'kind'>;
export type OperationStatus = OptionsOf<'paymentoperations', 'status'>;
export type Provider = OptionsOf<'paymentoperations', 'provider'>;

export interface Operation {
  _id: string;
  reservation: string;
  user: string;
  kind: OperationKind;
  /** Cents, always positive (a refund's too). */
  amount: number;
  status: OperationStatus;
  dueDate: string | null;
  provider: Provider;
  providerReference?: string | null;
  refundOf?: string | null;
  refundedAmount?: number | null;
  paidAt?: string | null;
  createdAt?: string;
}
