// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../api/auth.ts';
import { sessionUser } from '../../testing/session-user.ts';
import { setLanguage } from '../../i18n/language.ts';
import { sessionActions } from '../../store/session-slice.ts';
import { createAppStore, type AppStore } from '../../store/store.ts';
import LoginPage from './LoginPage.tsx';

// The login page with the real store; the network is a stub answering as the accounts API
// does (src/server/auth/README.md). What is typed stays after a refusal, the message shows
// at its field, and `next` only ever leads to a page of this site. The page is read in English
// here, but for the test of both languages.

const tenant: SessionUser = sessionUser({ _id: '6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e', email: 'ana@example.com', name: 'Ana', role: 'tenant' });
const staff: SessionUser = { ...tenant, _id: '0b5f8a52-3c1e-4f8e-9a55-2f1e6c7d8e90', email: 'eva@habita.test', name: 'Eva', role: 'staff' };

interface Sent {
  url: string;
  method: string;
  body: unknown;
}

let store: AppStore;
let sent: Sent[];
let answers: (() => Response | Promise<Response>)[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setLanguage('en');
  store = createAppStore();
  store.dispatch(sessionActions.signedIn(null));
  sent = [];
  answers = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    sent.push({ url, method: init.method ?? 'GET', body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body });
    const answer = answers.shift();
    if (!answer) throw new Error(`No answer prepared for ${url}`);
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
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderLogin(path = '/login') {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
  return {
    email: screen.getByLabelText('Email') as HTMLInputElement,
    password: screen.getByLabelText('Password') as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement,
  };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });

async function logInAs(path: string, user: SessionUser): Promise<string> {
  answers.push(() => json(200, { user }));
  const { email, password, submit } = renderLogin(path);
  type(email, user.email);
  type(password, 'Correct-Horse-9');
  fireEvent.click(submit);
  return (await screen.findByTestId('location')).textContent!;
}

describe('LoginPage', () => {
  it('sends the email and password as JSON and keeps the user in the session', async () => {
    expect(await logInAs('/login', tenant)).toBe('/myroom');
    expect(sent).toEqual([{ url: '/api/auth/login', method: 'POST', body: { email: tenant.email, password: 'Correct-Horse-9' } }]);
    expect(store.getState().session.user).toEqual(tenant);
  });

  it('takes staff to the back-office by default', async () => {
    expect(await logInAs('/login', staff)).toBe('/admin');
  });

  it.each(['landlord', 'investor'] as const)('takes a %s to their dashboard by default', async (role) => {
    expect(await logInAs('/login', { ...tenant, role })).toBe('/dashboard');
  });

  it('goes back to `next` when it is a page of this site', async () => {
    expect(await logInAs('/login?next=%2FUsers%3Fq%3Dana', staff)).toBe('/Users?q=ana');
  });

  it.each(['//evil.com', 'https://evil.com', '/\\evil.com'])('refuses next=%s and goes to the default page instead', async (next) => {
    expect(await logInAs(`/login?${new URLSearchParams({ next })}`, tenant)).toBe('/myroom');
  });

  it('keeps what was typed after a refusal and shows the message in a banner', async () => {
    answers.push(() => json(401, { message: 'The email or the password is not right', status: 401 }));
    const { email, password, submit } = renderLogin();
    type(email, 'ana@example.com');
    type(password, 'wrong-password');
    fireEvent.click(submit);
    expect(submit.disabled, 'no second press while the first is on its way').toBe(true);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The email or the password is not right');
    expect([email.value, password.value]).toEqual(['ana@example.com', 'wrong-password']);
    expect(submit.disabled).toBe(false);
    expect(store.getState().session.user).toBeNull();
  });

  it('shows a refusal at the field it names, with focus there, and offers a new link for an unconfirmed address', async () => {
    const message = 'Confirm your email address first: follow the link we sent you, or ask for a new one.';
    answers.push(() => json(403, { message, field: 'email', status: 403 }));
    const { email, password, submit } = renderLogin();
    type(email, 'new@example.com');
    type(password, 'Correct-Horse-9');
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(email.getAttribute('aria-describedby')!)?.textContent).toBe(message);
    expect(screen.getByRole('alert').textContent).toContain(message);

    answers.push(() => json(202, { message: 'If new@example.com has an account waiting to be confirmed, a new link is on its way.' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect((await screen.findByText(/a new link is on its way/)).textContent).toContain('new@example.com');
    expect(sent.at(-1)).toEqual({ url: '/api/auth/verification/resend', method: 'POST', body: { email: 'new@example.com' } });
  });

  it('shows the wait asked for after too many attempts', async () => {
    answers.push(() => json(429, { message: 'Too many attempts: wait a few minutes before trying again', status: 429 }));
    const { email, password, submit } = renderLogin();
    type(email, 'ana@example.com');
    type(password, 'guess');
    fireEvent.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Too many attempts');
    await waitFor(() => expect(document.activeElement).toBe(alert.parentElement));
  });

  it('asks for the email before sending anything', async () => {
    const { email, submit } = renderLogin();
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(email));
    expect(screen.getByRole('alert').textContent).toContain('Enter your email address.');
    expect(sent).toEqual([]);
  });

  it('tells a signed-in tenant sent here from the back-office that it is for staff', () => {
    act(() => {
      store.dispatch(sessionActions.signedIn(tenant));
    });
    renderLogin('/login?next=%2Fadmin&reason=staff');
    expect(screen.getByText(/That page is for Habita staff; log in with a staff account\./)).toBeTruthy();
    expect(screen.getByText(/You are logged in as ana@example.com/)).toBeTruthy();
  });

  it('sends someone already logged in straight on', async () => {
    store.dispatch(sessionActions.signedIn(tenant));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/login?next=%2Fprofile']}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="*" element={<WhereAmI />} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect((await screen.findByTestId('location')).textContent).toBe('/profile');
  });

  it('uses the autocomplete names password managers look for', () => {
    const { email, password } = renderLogin();
    expect([email.type, email.autocomplete, password.type, password.autocomplete]).toEqual(['email', 'username', 'password', 'current-password']);
  });
});

describe('LoginPage in both languages', () => {
  it('reads in Spanish, turns English the moment the language changes, and shows the server\'s words as they are', async () => {
    setLanguage('es');
    answers.push(() => json(401, { message: 'The email or the password is not right', status: 401 }));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/login']}>
          <LoginPage />
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Inicia sesión');
    await waitFor(() => expect(document.title).toBe('Inicia sesión · Habita'));
    const email = screen.getByLabelText('Correo electrónico') as HTMLInputElement;
    const submit = screen.getByRole('button', { name: 'Entrar' });
    expect(screen.getByRole('link', { name: '¿La has olvidado?' }).getAttribute('href')).toBe('/forgot');

    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toContain('Escribe tu correo electrónico.');
    type(email, 'ana@example.com');
    fireEvent.click(submit);
    expect(screen.getByRole('alert').textContent).toContain('Escribe tu contraseña.');
    type(screen.getByLabelText('Contraseña') as HTMLInputElement, 'wrong-password');
    fireEvent.click(submit);
    const refusal = await screen.findByText('The email or the password is not right');
    expect(refusal.closest('[role="alert"]')?.textContent).toContain('No hemos podido iniciar tu sesión');

    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Log in');
    await waitFor(() => expect(document.title).toBe('Log in · Habita'));
    const alert = screen.getByRole('alert');
    expect([alert.querySelector('p')?.textContent, alert.textContent?.includes('The email or the password is not right')]).toEqual(['Could not log you in', true]);
    expect((screen.getByLabelText('Email') as HTMLInputElement).value, 'what was typed stays').toBe('ana@example.com');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password');
    expect(screen.getByRole('button', { name: 'Log in' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });
});
