// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.ts';
import { createAppStore } from '../../store/store.ts';
import SandboxCheckoutPage from './SandboxCheckoutPage.tsx';

// The sandbox checkout says what is paid in its reader's language, from the session alone: no
// sign-in, no second question to the server, never the catalogue's English name on a Spanish page.

const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const session = {
  reference: 'sbx_ref',
  operation: '0b5f3c1e-2a4d-4c6b-9e8f-1a2b3c4d5e6f',
  amount: 95_500,
  description: 'First month · Blue room · 2027-01-01 to 2027-04-01',
  kind: 'first_month',
  room: { es: 'Habitación azul', en: 'Blue room' },
  property: { es: 'Casa del río', en: 'River house' },
  startDate: '2027-01-01',
  endDate: '2027-04-01',
  status: 'open',
};

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string) => (String(url).includes('/api/payments/sandbox/') ? json({ session }) : new Response('{}', { status: 401 })));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
  localStorage.clear();
});

function land() {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/checkout/sandbox/sbx_ref']}>
        <Routes>
          <Route path="/checkout/sandbox/:reference" element={<SandboxCheckoutPage />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

describe('SandboxCheckoutPage', () => {
  it('names the room and home in Spanish on the Spanish page', async () => {
    setLanguage('es');
    land();
    expect(await screen.findByText('Primer pago · Habitación azul, Casa del río · 1 ene 2027 – 1 abr 2027')).toBeTruthy();
    expect(screen.queryByText(/Blue room/)).toBeNull();
  });

  it('and in English on the English one', async () => {
    setLanguage('en');
    land();
    expect(await screen.findByText('First payment · Blue room, River house · 1 Jan 2027 – 1 Apr 2027')).toBeTruthy();
  });
});
