// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../api/auth.ts';
import { setLanguage } from '../../i18n/language.ts';
import { sessionActions } from '../../store/session-slice.ts';
import { createAppStore, type AppStore } from '../../store/store.ts';
import PayErrorPage from './PayErrorPage.tsx';

// The page the provider sends a payer back to when a payment did not go through, against a stub
// network answering as GET /api/payments/operations/:id does. Revisited after the payment went
// through (an old tab, the browser's history), it must say what the payment is now. In English.

const OPERATION = '0b5f3c1e-2a4d-4c6b-9e8f-1a2b3c4d5e6f';
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function detail(status: 'pending' | 'succeeded' | 'failed') {
  return {
    operation: { _id: OPERATION, reservation: 'res-1', user: 'me', kind: 'first_month', amount: 95_500, status, dueDate: '2027-01-01', provider: 'sandbox', paidAt: null },
    reservation: { _id: 'res-1', room: 'room-1', user: 'me', startDate: '2027-01-01', endDate: '2027-07-01', status: 'confirmed', quote: null },
    room: { _id: 'room-1', name: { es: 'Habitación 5', en: 'Room 5' } },
    property: { _id: 'home-1', title: { es: 'Piso luminoso', en: 'Bright flat' }, city: 'Valencia' },
    transactions: [],
    refunds: [],
  };
}

let store: AppStore;
let answer: unknown;

beforeEach(() => {
  setLanguage('en');
  store = createAppStore();
  store.dispatch(sessionActions.signedIn({ _id: 'me', email: 'me@example.com', name: 'Me', role: 'tenant' } as SessionUser));
  vi.stubGlobal('fetch', async () => json(200, answer));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
  localStorage.clear();
});

function land() {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[`/pay/error?operation=${OPERATION}&reason=declined`]}>
        <Routes>
          <Route path="/pay/error" element={<PayErrorPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('PayErrorPage', () => {
  it('says the bank declined a payment that is still owed, and offers to try again', async () => {
    answer = detail('failed');
    land();
    expect(await screen.findByText('Payment due: €955 · Room 5, Bright flat')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Your bank declined the payment' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('revisited after the payment went through, says it is paid and links to the receipt and My room, not that the bank refused', async () => {
    answer = detail('succeeded');
    land();
    expect(await screen.findByRole('heading', { level: 1, name: 'This payment has been made' })).toBeTruthy();
    expect(screen.queryByText(/declined/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the receipt' }).getAttribute('href')).toBe(`/pay/success/${OPERATION}?view=receipt`);
    expect(screen.getByRole('link', { name: 'Go to My room' }).getAttribute('href')).toBe('/myroom');
  });
});
