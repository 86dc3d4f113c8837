// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { SessionUser } from '../../api/auth.ts';
import { sessionUser } from '../../testing/session-user.ts';
import { NoticeProvider } from '../../components/ui/Notices.tsx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.ts';
import { sessionActions } from '../../store/session-slice.ts';
import { createAppStore, type AppStore } from '../../store/store.ts';
import VerificationPage from './VerificationPage.tsx';

// The page a confirmation link opens. A link works once, so it must be sent once, even under
// StrictMode (which runs effects twice); the network is a stub answering as the API does.
// The link signs its owner in, and the page takes them to their own area. Read in English.

const ana: SessionUser = sessionUser({ _id: '6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e', email: 'ana@example.com', name: 'Ana', role: 'tenant' });

let store: AppStore;
let posts: unknown[];
let answer: () => Response;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setLanguage('en');
  store = createAppStore();
  store.dispatch(sessionActions.signedIn(null));
  posts = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    posts.push(JSON.parse(String(init.body)));
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
  localStorage.clear();
});

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function openLink(nonce: string, email: string) {
  render(
    <StrictMode>
      <Provider store={store}>
        <NoticeProvider>
          <MemoryRouter initialEntries={[`/verification/${nonce}/${encodeURIComponent(email)}`]}>
            <Routes>
              <Route path="/verification/:nonce?/:email?" element={<VerificationPage />} />
              <Route path="*" element={<WhereAmI />} />
            </Routes>
          </MemoryRouter>
        </NoticeProvider>
      </Provider>
    </StrictMode>,
  );
}

describe('VerificationPage', () => {
  it('sends the link once, signs the person in and takes a tenant to their room', async () => {
    answer = () => json(200, { message: 'Your email address is confirmed. You are logged in.', user: ana });
    openLink('nonce-once', 'ana@example.com');
    expect((await screen.findByTestId('location')).textContent).toBe('/myroom');
    expect(posts).toEqual([{ nonce: 'nonce-once', email: 'ana@example.com' }]);
    expect(store.getState().session.user).toEqual(ana);
    expect(await screen.findByText('Your address is confirmed. Welcome to Habita!')).toBeTruthy();
  });

  it.each([
    ['landlord', '/dashboard'],
    ['investor', '/dashboard'],
  ] as const)('takes a %s to %s', async (role, path) => {
    answer = () => json(200, { message: 'Your email address is confirmed. You are logged in.', user: { ...ana, role } });
    openLink(`nonce-${role}`, 'ana@example.com');
    expect((await screen.findByTestId('location')).textContent).toBe(path);
  });

  it('waits for the app\'s own session check, so its older answer cannot sign the person out again', async () => {
    store = createAppStore();
    answer = () => json(200, { message: 'Your email address is confirmed. You are logged in.', user: ana });
    openLink('nonce-wait', 'ana@example.com');
    expect(await screen.findByText('Your address is confirmed')).toBeTruthy();
    expect(screen.queryByTestId('location')).toBeNull();
    act(() => {
      store.dispatch(sessionActions.signedIn(null));
    });
    expect((await screen.findByTestId('location')).textContent).toBe('/myroom');
    expect(store.getState().session.user).toEqual(ana);
  });

  it('without a session from the link (a disabled account), says the address is confirmed and offers to log in', async () => {
    answer = () => json(200, { message: 'Your email address is confirmed, but this account is disabled.', user: null });
    openLink('nonce-plain', 'ana@example.com');
    expect(await screen.findByText('Your address is confirmed')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?email=ana%40example.com');
  });

  it('someone else logged in on the browser is told, and offered to log out first', async () => {
    store.dispatch(sessionActions.signedIn({ ...ana, email: 'eva@example.com', name: 'Eva', role: 'landlord' }));
    answer = () => json(200, { message: 'Your email address is confirmed. Log out here, then log in with it.', user: null });
    openLink('nonce-other', 'ana@example.com');
    expect(await screen.findByText(/eva@example.com is logged in on this browser/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log out and log in' })).toBeTruthy();
    expect(store.getState().session.user?.email).toBe('eva@example.com');
  });

  it("shows why a link did not work, with a form for a new one holding the link's address", async () => {
    answer = () => json(400, { message: 'This link has expired: ask for a new one', field: 'nonce', status: 400 });
    openLink('nonce-old', 'luis@example.com');
    expect((await screen.findByRole('alert')).textContent).toContain('This link has expired');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('luis@example.com');
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeTruthy();
    expect(posts).toHaveLength(1);
  });
});
