// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.ts';
import { createAppStore } from '../../store/store.ts';
import RegisterPage from './RegisterPage.tsx';

// The sign-up form in both languages: its words follow the interface, and the language of
// our mails starts as the one the visitor is reading until they pick another.

let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit = {}) => {
    sent.push(JSON.parse(String(init.body)));
    return new Response(JSON.stringify({ message: 'Check your inbox: we sent a message to you.' }), { status: 202, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
  localStorage.clear();
});

function renderRegister() {
  render(
    <Provider store={createAppStore()}>
      <MemoryRouter initialEntries={['/register']}>
        <RegisterPage />
      </MemoryRouter>
    </Provider>,
  );
}

const mailLanguage = () => screen.getByRole('combobox') as HTMLSelectElement;
const optionNames = (select: HTMLSelectElement) => [...select.options].map((option) => option.textContent);

describe('RegisterPage', () => {
  it('asks in Spanish, with the roles and languages named in Spanish and our mails in Spanish', () => {
    renderRegister();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Crea tu cuenta');
    expect(within(screen.getByRole('group', { name: 'Me registro como' })).getAllByRole('radio')).toHaveLength(3);
    expect(screen.getByRole('radio', { name: /Inquilino/ })).toHaveProperty('checked', true);
    expect([mailLanguage().value, optionNames(mailLanguage())]).toEqual(['es', ['Español', 'Inglés']]);

    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(screen.getByRole('alert').textContent).toContain('Dinos tu nombre.');
    expect(sent).toEqual([]);
  });

  it('follows a switch of the interface language until the visitor picks a mail language', () => {
    renderRegister();
    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Create your account');
    expect([mailLanguage().value, optionNames(mailLanguage())]).toEqual(['en', ['Spanish', 'English']]);

    fireEvent.change(mailLanguage(), { target: { value: 'es' } });
    act(() => setLanguage('es'));
    act(() => setLanguage('en'));
    expect(mailLanguage().value, 'a choice made stays').toBe('es');
  });

  it('sends the interface language as the mail language when nobody picked one', async () => {
    setLanguage('en');
    renderRegister();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ana' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct-Horse-9' } });
    fireEvent.click(screen.getByRole('radio', { name: /Landlord/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Almost there' })).toBeTruthy();
    expect(sent).toEqual([{ name: 'Ana', email: 'ana@example.com', password: 'Correct-Horse-9', role: 'landlord', language: 'en' }]);
  });
});
