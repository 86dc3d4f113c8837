// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.ts';
import { sessionActions } from '../../store/session-slice.ts';
import { createAppStore, type AppStore } from '../../store/store.ts';
import VerificationPage from './VerificationPage.tsx';

// The page a confirmation link opens. A link works once, so it must be sent once, even under
// StrictMode (which runs effects twice); the network is a stub answering as the API does.
// The page is read in English.

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

function openLink(nonce: string, email: string) {
  render(
    <StrictMode>
      <Provider store={store}>
        <MemoryRouter initialEntries={[`/verification/${nonce}/${encodeURIComponent(email)}`]}>
          <Routes>
            <Route path="/verification/:nonce?/:email?" element={<VerificationPage />} />
          </Routes>
        </MemoryRouter>
      </Provider>
    </StrictMode>,
  );
}

describe('VerificationPage', () => {
  it('sends the link once, and then says the address is confirmed', async () => {
    answer = () => json(200, { message: 'Your email address is confirmed. You can log in now.' });
    openLink('nonce-once', 'ana@example.com');
    expect(await screen.findByText('Your address is confirmed')).toBeTruthy();
    expect(posts).toEqual([{ nonce: 'nonce-once', email: 'ana@example.com' }]);
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?email=ana%40example.com');
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
