import type { OperationKind, OperationStatus, PaymentOperation, PaymentProvider } from '../../contracts/payments.ts';

// A payment operation as the API answers it (src/contracts/payments.ts), apart from
// payments.ts: booking's answers carry operations too, and payments' carry reservations.

export type Operation = PaymentOperation;
export type { OperationKind, OperationStatus };
export type Provider = PaymentProvider;
