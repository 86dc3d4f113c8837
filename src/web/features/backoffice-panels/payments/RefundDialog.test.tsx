// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OperationRow } from '../../../api/staff-payments.ts';
import { RefundDialog } from './RefundDialog.tsx';

// The refund dialog with the API answered by a stub: what is sent for a part refund, a check
// before sending, and the server's refusal shown at its field with what was typed kept.

const paid: OperationRow = {
  _id: '1f2b46bf-f669-4d04-98e3-561fef01e42a',
  reservation: '2f2b46bf-f669-4d04-98e3-561fef01e42a',
  user: '3f2b46bf-f669-4d04-98e3-561fef01e42a',
  kind: 'first_month',
  amount: 120_000,
  refundedAmount: 20_000,
  status: 'succeeded',
  dueDate: '2030-06-01',
  provider: 'sandbox',
  providerReference: 'sbx_1f2b46bff6694d04',
  refundOf: null,
  paidAt: '2030-05-20T10:00:00.000Z',
  remindedAt: null,
  createdAt: '2030-05-20T09:00:00.000Z',
  updatedAt: '2030-05-20T10:00:00.000Z',
  deletedAt: null,
  userName: 'Lucía',
  userEmail: 'lucia@example.com',
  roomName: 'Room 2',
  propertyTitle: 'Piso Ruzafa',
  property: '4f2b46bf-f669-4d04-98e3-561fef01e42a',
  overdue: false,
};

let sent: { url: string; body: unknown }[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  // happy-dom's <dialog> has no showModal in every version: an open attribute is enough here.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RefundDialog', () => {
  it('offers what is left, and sends a part refund in cents with its reason', async () => {
    const onDone = vi.fn();
    answer = { status: 200, body: { refund: { ...paid, _id: 'r', kind: 'refund', amount: 30_050 }, operation: paid } };
    render(<RefundDialog row={paid} onClose={() => {}} onDone={onDone} />);
    expect(screen.getByRole('radio', { name: /All that is left \(€1,000\.00\)/ })).toBeTruthy();
    expect(screen.getByText(/First payment of €1,200\.00/)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Part of it' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to pay back (€)' }), { target: { value: '300,50' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Broken heating' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([{ url: `/api/payments/operations/${paid._id}/refund`, body: { amount: 30_050, reason: 'Broken heating' } }]);
  });

  it('refuses more than is left before sending anything', async () => {
    render(<RefundDialog row={paid} onClose={() => {}} onDone={() => {}} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Part of it' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Amount to pay back (€)' }), { target: { value: '1000.01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(screen.getAllByText('At most €1,000.00 is left to pay back.').length).toBeGreaterThan(0));
    expect(sent).toEqual([]);
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    const onDone = vi.fn();
    answer = { status: 400, body: { status: 400, field: 'amount', message: 'amount: the provider refused this refund' } };
    render(<RefundDialog row={paid} onClose={() => {}} onDone={onDone} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Part of it' }));
    const amount = screen.getByRole('textbox', { name: 'Amount to pay back (€)' }) as HTMLInputElement;
    fireEvent.change(amount, { target: { value: '250' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Reason' }), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByRole('button', { name: 'Refund' }));
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(amount.getAttribute('aria-describedby')!.split(' ').at(-1)!)?.textContent).toBe('The provider refused this refund');
    expect(amount.value).toBe('250');
    expect((screen.getByRole('textbox', { name: 'Reason' }) as HTMLInputElement).value).toBe('Goodwill');
    expect(onDone).not.toHaveBeenCalled();
  });
});
