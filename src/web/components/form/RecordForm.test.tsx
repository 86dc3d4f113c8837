// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCollection } from '../../../catalog/catalog.ts';
import type { ApiRecord } from '../../api/records.ts';
import { createAppStore, selectCollection, type AppStore } from '../../store/store.ts';
import { RecordForm } from './RecordForm.tsx';

// RecordForm with the real store and thunks, and the API answered by a stub: what is sent
// for a new record and for an edit, client checks before sending, and a refusal shown at
// its field with everything typed kept.

const tags = getCollection('tags')!;
const existing: ApiRecord = {
  _id: '1f2b46bf-f669-4d04-98e3-561fef01e42a',
  name: { es: 'Barcelona', en: 'Barcelona' },
  slug: 'barcelona',
  createdAt: '2024-11-01T09:26:00.000Z',
  updatedAt: '2024-11-01T09:26:00.000Z',
  deletedAt: null,
};

interface Sent {
  url: string;
  method: string;
  fields: Record<string, string>;
}

let store: AppStore;
let sent: Sent[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  store = createAppStore();
  sent = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    const fields: Record<string, string> = {};
    if (init.body instanceof FormData) for (const [key, value] of init.body.entries()) fields[key] = String(value);
    sent.push({ url, method: init.method ?? 'GET', fields });
    return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(props: Partial<Parameters<typeof RecordForm>[0]> = {}) {
  const onSaved = vi.fn();
  render(
    <Provider store={store}>
      <RecordForm collection={tags} onSaved={onSaved} onCancel={() => {}} {...props} />
    </Provider>,
  );
  const nameGroup = screen.getByRole('group', { name: 'Name' });
  const spanish = nameGroup.querySelector<HTMLInputElement>('input[lang=es]')!;
  const english = nameGroup.querySelector<HTMLInputElement>('input[lang=en]')!;
  const slug = screen.getByRole('textbox', { name: 'Slug' }) as HTMLInputElement;
  return { onSaved, spanish, english, slug };
}

const type = (input: HTMLInputElement, value: string) => fireEvent.input(input, { target: { value } });

describe('RecordForm', () => {
  it('creates a record with every filled field, through the store', async () => {
    answer = { status: 201, body: { records: [{ ...existing, _id: 'new-id', slug: 'alquiler' }] } };
    const { onSaved, spanish, slug } = renderForm();
    type(spanish, 'Alquiler');
    type(slug, 'alquiler');
    fireEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ url: '/api/tags/', method: 'POST', fields: { name: '{"es":"Alquiler","en":null}', slug: 'alquiler' } }]);
    expect(onSaved.mock.calls[0]).toEqual([expect.objectContaining({ _id: 'new-id' }), 'create']);
    expect(selectCollection(store.getState(), 'tags').addingStatus).toBe('loaded');
  });

  it('names problems at their fields and sends nothing', async () => {
    const { onSaved, spanish, slug } = renderForm();
    type(slug, 'Not a slug');
    fireEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(spanish.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('group', { name: 'Name' }).textContent).toContain('Required');
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(slug.getAttribute('aria-describedby')!)?.textContent).toMatch(/lower-case/);
    expect(document.activeElement).toBe(spanish);
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows a refusal at its field and in a banner, and keeps what was typed', async () => {
    answer = { status: 409, body: { message: 'Slug: another record already has this value', field: 'slug', status: 409 } };
    const { onSaved, spanish, english, slug } = renderForm();
    type(spanish, 'Barcelona centro');
    type(english, 'Barcelona centre');
    type(slug, 'barcelona');
    fireEvent.click(screen.getByRole('button', { name: 'Create tag' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('another record already has this value'));
    expect(slug.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(slug.getAttribute('aria-describedby')!)?.textContent).toBe('Slug: another record already has this value');
    expect(document.activeElement).toBe(slug);
    expect([spanish.value, english.value, slug.value]).toEqual(['Barcelona centro', 'Barcelona centre', 'barcelona']);
    expect(onSaved).not.toHaveBeenCalled();
    const state = selectCollection(store.getState(), 'tags');
    expect([state.errMessage, state.errField, state.errStatus]).toEqual(['Slug: another record already has this value', 'slug', 409]);
  });

  it('sends only what changed in an edit', async () => {
    answer = { status: 200, body: { record: { ...existing, name: { es: 'Barcelona', en: 'Barcelona city' } } } };
    const { onSaved, english } = renderForm({ record: existing });
    type(english, 'Barcelona city');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([
      { url: `/api/tags/${existing._id}`, method: 'PUT', fields: { name: '{"es":"Barcelona","en":"Barcelona city"}' } },
    ]);
  });

  it('says so when an edit changes nothing', async () => {
    const { onSaved } = renderForm({ record: existing });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/Nothing has changed/));
    expect(sent).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('shows only the fields asked for, in their order', () => {
    render(
      <Provider store={store}>
        <RecordForm collection={getCollection('rooms')!} fields={['monthlyPrice', 'status']} onSaved={() => {}} />
      </Provider>,
    );
    const labels = [...document.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Monthly price*', 'Status*']);
  });
});
