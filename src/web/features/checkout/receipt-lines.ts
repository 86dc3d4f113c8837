import type { Quote } from '../../../catalog/pricing.ts';
import { firstPaymentDisplay, monthDisplay, type DisplayLine } from '../../../catalog/quote-display.ts';
import type { Operation } from '../../api/payment-operation.ts';

// What a payment paid for, line by line, from the quote the reservation was made with, said as
// the reserve dialog said it: the first payment is month 1, its once-off costs and the deposit;
// a month's rent is that month. Only when those lines add up to what was charged; otherwise
// (an operation recorded by staff, a quote of older demo data) there is one line: its kind.

export type ReceiptLine = DisplayLine | { kind: 'operation'; amount: number };

/** `reservation`: booking's or payments' answer; only its quote is read, whose shape older data may not have. */
export function receiptLines(operation: Pick<Operation, 'kind' | 'amount' | 'dueDate'>, reservation: { quote?: unknown } | null): ReceiptLine[] {
  const quote = reservation?.quote as Quote | null | undefined;
  const whole: ReceiptLine[] = [{ kind: 'operation', amount: operation.amount }];
  // Reservations stored before the pricing engine (older demo data) keep a quote of another shape.
  if (!quote || !Array.isArray(quote.months) || !Array.isArray(quote.lines) || !Array.isArray(quote.firstPayment?.lines)) return whole;
  const month = operation.kind === 'rent' && operation.dueDate ? quote.months.find((candidate) => candidate.dueDate === operation.dueDate) : undefined;
  const shown = operation.kind === 'first_month' ? firstPaymentDisplay(quote) : month ? monthDisplay(quote, month) : null;
  return shown && shown.total === operation.amount ? shown.lines : whole;
}

/**
 * A payment's reference a person can read out on the phone: short, from its own id (never a
 * provider's event or session id, which mean nothing to a tenant).
 */
export function paymentReference(operationId: string): string {
  return `HAB-${operationId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}
