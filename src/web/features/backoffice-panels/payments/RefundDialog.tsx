import { useState, type FormEvent } from 'react';
import type { Operation } from '../../../api/payment-operation.ts';
import { refundOperation, type OperationRow } from '../../../api/staff-payments.ts';
import { FormBanner, TextField, useServerForm } from '../../../components/form/server-form.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { formatMoney, paymentKindLabel } from '../../../components/backoffice/format.ts';
import { centsToText, parseEuros } from './euros.ts';
import { describeRow } from './row-text.ts';

// Money paid back through the provider that took it: all that is left of the payment, or part
// of it. The server has the last word (the provider may refuse); its message shows at the
// field it names, and what was typed stays.

/** What is left to pay back of a paid operation. */
export function refundable(row: Pick<Operation, 'amount' | 'refundedAmount'>): number {
  return Math.max(0, row.amount - (row.refundedAmount ?? 0));
}

export function RefundDialog({ row, onClose, onDone }: { row: OperationRow; onClose: () => void; onDone: (result: { refund: Operation; operation: Operation }) => void }) {
  const form = useServerForm();
  const left = refundable(row);
  const [scope, setScope] = useState<'full' | 'part'>('full');
  const [amount, setAmount] = useState(() => centsToText(left));
  const [reason, setReason] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = scope === 'full' ? left : parseEuros(amount);
    if (cents === null || cents <= 0) return form.fail('Enter the amount to pay back in euros, like 120 or 120.50.', 'amount');
    if (cents > left) return form.fail(`At most ${formatMoney(left)} is left to pay back.`, 'amount');
    const result = await form.submit(() => refundOperation(row._id, { amount: cents, reason: reason.trim() }));
    if (result) onDone(result);
  };

  return (
    <Dialog open title="Refund a payment" onClose={() => !form.sending && onClose()}>
      <p>
        {paymentKindLabel(row.kind)} of {formatMoney(row.amount)}
        {row.refundedAmount ? `, ${formatMoney(row.refundedAmount)} already paid back` : ''} · {describeRow(row)}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormBanner form={form} title="Nothing was refunded" />
        <fieldset>
          <legend className="label">How much</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" name="scope" value="full" checked={scope === 'full'} onChange={() => setScope('full')} data-autofocus />
              All that is left ({formatMoney(left)})
            </label>
            <label className="flex items-center gap-2 text-sm text-stone-800">
              <input type="radio" name="scope" value="part" checked={scope === 'part'} onChange={() => setScope('part')} />
              Part of it
            </label>
          </div>
        </fieldset>
        {scope === 'part' && (
          <TextField form={form} name="amount" label="Amount to pay back (€)" inputMode="decimal" required value={amount} onValue={setAmount} hint={`At most ${formatMoney(left)}`} />
        )}
        {scope === 'full' && form.errorAt('amount') && <p className="field-error">{form.errorAt('amount')}</p>}
        <TextField form={form} name="reason" label="Reason" maxLength={500} value={reason} onValue={setReason} hint="Kept with the refund; the tenant does not see it" />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <button type="button" className="btn" onClick={onClose} disabled={form.sending}>
            Cancel
          </button>
          <button type="submit" className="btn-danger" disabled={form.sending}>
            {form.sending ? 'Refunding…' : 'Refund'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
