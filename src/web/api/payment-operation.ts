// A payment operation as the API answers it, apart from payments.ts: booking's answers carry
// operations too, and payments' carry reservations.

export type OperationKind = 'deposit' | 'first_month' | 'rent' | 'fee' | 'refund';
export type OperationStatus = 'pending' | 'succeeded' | 'failed' | 'refunded' | 'cancelled';
export type Provider = 'sandbox' | 'stripe' | 'bank_transfer';

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
