import { useState, type FormEvent } from 'react';
import { recordBankTransfer, type OperationRow } from '../../../api/staff-payments.ts';
import type { Operation } from '../../../api/payment-operation.ts';
import { FormBanner, TextField, useServerForm } from '../../../components/form/server-form.tsx';
import { Dialog } from '../../../components/ui/Dialog.tsx';
import { formatMoney, paymentKindLabel } from '../../../components/backoffice/format.ts';
import { centsToText, parseEuros } from './euros.ts';
import { describeRow } from './row-text.ts';

// Money that reached Habita's bank account for a payment, recorded by hand: the amount starts
// at what is owed, the day it arrived at today. A refusal shows at the field the server names,
// and what was typed stays.

const today = () => new Date().toISOString().slice(0, 10);

export function BankTransferDialog({ row, onClose, onDone }: { row: OperationRow; onClose: () => void; onDone: (operation: Operation) => void }) {
  const form = useServerForm();
  const [amount, setAmount] = useState(() => centsToText(row.amount));
  const [receivedOn, setReceivedOn] = useState(today);
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEuros(amount);
    if (cents === null || cents <= 0) return form.fail('Enter the amount received in euros, like 450 or 450.50.', 'amount');
    if (!receivedOn) return form.fail('Enter the day the money arrived.', 'receivedOn');
    const operation = await form.submit(() => recordBankTransfer(row._id, { amount: cents, receivedOn, reference: reference.trim(), note: note.trim() }));
    if (operation) onDone(operation);
  };

  return (
    <Dialog open title="Record a bank transfer" onClose={() => !form.sending && onClose()}>
      <p>
        {paymentKindLabel(row.kind)} of {formatMoney(row.amount)} · {describeRow(row)}
      </p>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-4">
        <FormBanner form={form} title="The transfer was not recorded" />
        <TextField form={form} name="amount" label="Amount received (€)" inputMode="decimal" required value={amount} onValue={setAmount} hint={`Owed: ${formatMoney(row.amount)}`} data-autofocus />
        <TextField form={form} name="receivedOn" label="Received on" type="date" required max={today()} value={receivedOn} onValue={setReceivedOn} />
        <TextField form={form} name="reference" label="Bank reference" maxLength={200} value={reference} onValue={setReference} hint="As it shows on the bank statement" />
        <TextField form={form} name="note" label="Note" maxLength={500} value={note} onValue={setNote} />
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          <button type="button" className="btn" onClick={onClose} disabled={form.sending}>
            Cancel
          </button>
          <button type="submit" className="btn-primary" disabled={form.sending}>
            {form.sending ? 'Recording…' : 'Record transfer'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
