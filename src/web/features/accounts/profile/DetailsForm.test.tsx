// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../../api/auth.ts';
import { sessionUser } from '../../../testing/session-user.ts';
import { setLanguage } from '../../../i18n/language.ts';
import { changedDetails, DetailsForm, detailsOf } from './DetailsForm.tsx';

// The profile's details form: in the reader's language, with the reference lists named in it,
// sending only what changed (as the collection route takes it: multipart, empty for none).

const user: SessionUser = sessionUser({
  _id: '6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e',
  email: 'ana@example.com',
  name: 'Ana',
  surname: null,
  role: 'tenant',
  language: 'es',
  phone: '+34 600 000 000',
  birthDate: '1999-04-02',
  gender: null,
});

const GENDER = { _id: 'b1f0c3a2-1111-4c35-9d1e-2f3a4b5c6d7e', name: { es: 'Mujer', en: 'Woman' } };

interface Sent {
  url: string;
  method: string;
  body: Record<string, FormDataEntryValue> | null;
}

let sent: Sent[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    sent.push({ url, method, body: init.body instanceof FormData ? Object.fromEntries(init.body.entries()) : null });
    if (url.startsWith('/api/genders/')) return json(200, { genders: { docs: [GENDER] } });
    if (url.startsWith('/api/ids/')) return json(200, { ids: { docs: [] } });
    if (method === 'PUT') return json(200, { record: { ...user, surname: 'Gómez', gender: GENDER._id, phone: null } });
    throw new Error(`No answer for ${method} ${url}`);
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setLanguage('es');
  localStorage.clear();
});

describe('DetailsForm', () => {
  it('sends only the changed fields, with an emptied one as empty, and starts again from the saved record', async () => {
    const onSaved = vi.fn();
    render(<DetailsForm user={user} onSaved={onSaved} />);
    const gender = screen.getByLabelText('Género') as HTMLSelectElement;
    await waitFor(() => expect([...gender.options].map((option) => option.textContent)).toEqual(['Sin indicar', 'Mujer']));
    expect((screen.getByLabelText('Fecha de nacimiento') as HTMLInputElement).value).toBe('1999-04-02');

    fireEvent.change(screen.getByLabelText('Apellidos'), { target: { value: ' Gómez ' } });
    fireEvent.change(screen.getByLabelText('Teléfono'), { target: { value: '' } });
    fireEvent.change(gender, { target: { value: GENDER._id } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los datos' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([
      { url: `/api/users/${user._id}`, method: 'PUT', body: { surname: 'Gómez', phone: '', gender: GENDER._id } },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Guardar los datos' }));
    expect((await screen.findByRole('status')).textContent).toBe('No has cambiado nada, así que no hay nada que guardar.');
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(1);
  });

  it('reads in English, and checks the name before sending', async () => {
    setLanguage('en');
    render(<DetailsForm user={user} onSaved={() => {}} />);
    await waitFor(() => expect((screen.getByLabelText('Gender') as HTMLSelectElement).options[1]?.textContent).toBe('Woman'));
    const name = screen.getByLabelText('Name') as HTMLInputElement;
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(screen.getByRole('alert').textContent).toContain('Tell us your name.');
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(sent.some((request) => request.method === 'PUT')).toBe(false);
  });
});

describe('changedDetails', () => {
  it('compares trimmed text and turns an emptied field into null', () => {
    const before = detailsOf(user);
    expect(before.language).toBe('es');
    expect(changedDetails(before, { ...before, name: ' Ana ', nationality: 'Española', phone: ' ' })).toEqual({ nationality: 'Española', phone: null });
  });
});
