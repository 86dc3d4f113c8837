// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.ts';
import type { SessionUser } from '../../api/auth.ts';
import { sessionActions } from '../../store/session-slice.ts';
import { createAppStore, type AppStore } from '../../store/store.ts';
import PaySuccessPage from './PaySuccessPage.tsx';

// The page a payer lands on after paying, against a stub network answering as
// GET /api/payments/operations/:id does: while the provider's word has not arrived it says it
// is waiting, then shows the confirmed stay and the receipt. Read in English.

const OPERATION = '0b5f3c1e-2a4d-4c6b-9e8f-1a2b3c4d5e6f';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function detail(status: 'pending' | 'succeeded' | 'failed', reservationStatus: string) {
  return {
    operation: { _id: OPERATION, reservation: 'res-1', user: 'me', kind: 'first_month', amount: 95_500, status, dueDate: '2027-01-01', provider: 'sandbox', providerReference: 'sbx_ref', paidAt: status === 'succeeded' ? '2026-11-22T10:00:00Z' : null },
    reservation: { _id: 'res-1', room: 'room-1', user: 'me', startDate: '2027-01-01', endDate: '2027-07-01', status: reservationStatus, quote: null },
    room: { _id: 'room-1', name: { es: 'Habitación 5', en: 'Room 5' } },
    property: { _id: 'home-1', title: { es: 'Piso luminoso', en: 'Bright flat' }, city: 'Valencia' },
    transactions: status === 'succeeded' ? [{ _id: 'tx-1', operation: OPERATION, amount: 95_500, providerEventId: 'evt_1', occurredAt: '2026-11-22T10:00:00Z' }] : [],
    refunds: [],
  };
}

let store: AppStore;
let answers: unknown[];
let asked: string[];

beforeEach(() => {
  setLanguage('en');
  store = createAppStore();
  store.dispatch(sessionActions.signedIn({ _id: 'me', email: 'me@example.com', name: 'Me', role: 'tenant' } as SessionUser));
  asked = [];
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return json(200, answers.length > 1 ? answers.shift() : answers[0]);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
  localStorage.clear();
});

function land(path = `/pay/success/${OPERATION}`) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/pay/success/:ID" element={<PaySuccessPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('PaySuccessPage', () => {
  it('says it waits for the provider while the payment is pending, then shows the confirmed stay and the receipt', async () => {
    answers = [detail('pending', 'pending_payment'), detail('succeeded', 'confirmed')];
    land();
    expect(await screen.findByRole('heading', { level: 1, name: 'Confirming your payment' })).toBeTruthy();
    expect(screen.getAllByText(/waiting for the payment provider’s confirmation/).length).toBeGreaterThan(0);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your reservation is confirmed' }, { timeout: 5000 })).toBeTruthy();
    const receipt = screen.getByRole('region', { name: /^Receipt/ });
    expect(receipt.textContent).toContain('€955');
    // A reference a person can read out, and how it was paid; never the provider's session or event ids.
    expect(receipt.textContent).toContain('ReferenceHAB-0B5F3C1E');
    expect(receipt.textContent).toContain('Paid withTest card (no real money)');
    expect(receipt.textContent).not.toContain('sbx_ref');
    expect(receipt.textContent).not.toContain('evt_1');
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    expect(asked).toEqual([`/api/payments/operations/${OPERATION}`, `/api/payments/operations/${OPERATION}`]);
  });

  it('offers to pay again when the payment failed', async () => {
    answers = [detail('failed', 'pending_payment')];
    land();
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment did not go through' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try paying again' })).toBeTruthy();
  });

  it('does not ask the server about an address that names no payment', async () => {
    answers = [detail('succeeded', 'confirmed')];
    land('/pay/success/123');
    expect(await screen.findByRole('heading', { level: 1, name: 'We cannot find this payment' })).toBeTruthy();
    expect(asked).toEqual([]);
  });
});
