import type { QuoteLine } from '../../../../catalog/pricing.ts';
import type { Reservation } from '../../../api/booking.ts';
import type { Operation } from '../../../api/payments.ts';

// What a payment paid for, line by line, from the quote the reservation was made with: the
// first payment has its own lines; a month's rent is that month's rent, costs, extras and
// discount. Without a quote (an operation recorded by staff) there is one line: its kind.

export type ReceiptLine = QuoteLine | { kind: 'operation'; ref: null; name: null; frequency: null; amount: number };

export function receiptLines(operation: Operation, reservation: Reservation | null): ReceiptLine[] {
  const quote = reservation?.quote;
  const whole: ReceiptLine[] = [{ kind: 'operation', ref: null, name: null, frequency: null, amount: operation.amount }];
  // Reservations stored before the pricing engine (older demo data) keep a quote of another shape.
  if (!quote || !Array.isArray(quote.months) || !Array.isArray(quote.firstPayment?.lines)) return whole;
  if (operation.kind === 'first_month') {
    const lines = quote.firstPayment.lines;
    return lines.reduce((sum, line) => sum + line.amount, 0) === operation.amount ? lines : whole;
  }
  if (operation.kind === 'rent' && operation.dueDate) {
    const month = quote.months.find((candidate) => candidate.dueDate === operation.dueDate);
    if (!month || month.total !== operation.amount) return whole;
    const lines: QuoteLine[] = [
      { kind: 'rent', ref: null, name: null, frequency: 'monthly', amount: month.rent },
      ...(month.costs ? [{ kind: 'cost' as const, ref: null, name: null, frequency: 'monthly' as const, amount: month.costs }] : []),
      ...(month.extras ? [{ kind: 'extra' as const, ref: null, name: null, frequency: 'monthly' as const, amount: month.extras }] : []),
      ...(month.discount ? [{ kind: 'discount' as const, ref: null, name: null, frequency: 'monthly' as const, amount: -month.discount }] : []),
    ];
    return lines;
  }
  return whole;
}
