// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../../i18n/language.ts';
import { sessionActions } from '../../../store/session-slice.ts';
import { createAppStore } from '../../../store/store.ts';
import InvestorPage from '../InvestorPage.tsx';
import LandlordPage from '../LandlordPage.tsx';
import WorkWithUsPage from '../WorkWithUsPage.tsx';

// The three public forms as a visitor uses them, with the network stubbed the way the generic
// collection routes answer: problems at their field with focus there, what was typed kept after
// any refusal, the confirmation in place of the form, and exactly the visitor's fields sent.

interface Posted {
  url: string;
  fields: Record<string, string | File>;
}

let posted: Posted[];
let postAnswers: (() => Response)[];

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const page = (docs: unknown[], totalDocs = docs.length) => ({ docs, totalDocs, totalDocsExact: true, page: 1, limit: 1, totalPages: 1, hasNextPage: false, hasPrevPage: false });

function answerGet(url: string): Response {
  const collection = /\/api\/([a-z]+)\//.exec(url)?.[1] ?? '';
  if (collection === 'properties') return json(200, { properties: page([], 28) });
  if (collection === 'rooms') return json(200, { rooms: page([], 138) });
  if (collection === 'neighborhoodsname') {
    return json(200, { neighborhoodsname: page([{ _id: '1', name: 'Malasaña', city: 'Madrid' }, { _id: '2', name: 'Gràcia', city: 'Barcelona' }]) });
  }
  return json(200, { [collection]: page([]) });
}

beforeEach(() => {
  setLanguage('es');
  posted = [];
  postAnswers = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if ((init.method ?? 'GET') === 'GET') return answerGet(url);
    const fields: Record<string, string | File> = {};
    for (const [key, value] of (init.body as FormData).entries()) fields[key] = value;
    posted.push({ url, fields });
    const answer = postAnswers.shift();
    if (!answer) throw new Error(`No answer prepared for POST ${url}`);
    return answer();
  });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPage(element: React.ReactElement) {
  const store = createAppStore();
  store.dispatch(sessionActions.signedIn(null));
  render(
    <Provider store={store}>
      <MemoryRouter>{element}</MemoryRouter>
    </Provider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });
const send = (name: RegExp | string) => fireEvent.click(screen.getByRole('button', { name }));
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;

describe('the landlord form', () => {
  it('shows every problem at its field before sending anything, and moves focus to the first', async () => {
    renderPage(<LandlordPage />);
    type(/^Teléfono/, 'llámame');
    type(/^Número de habitaciones/, 'tres');
    send('Enviar');
    await waitFor(() => expect(document.activeElement).toBe(field(/^Nombre y apellidos/)));
    expect(errorOf(field(/^Nombre y apellidos/))).toBe('Este campo es obligatorio.');
    expect(errorOf(field(/^Correo electrónico/))).toBe('Este campo es obligatorio.');
    expect(errorOf(field(/^Teléfono/))).toBe('Escribe un teléfono con números; puede empezar por +.');
    expect(errorOf(field(/^Número de habitaciones/))).toBe('Escribe un número entero.');
    expect(field(/^Correo electrónico/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^Teléfono/).value).toBe('llámame');
    expect(posted).toEqual([]);
  });

  it('puts the server’s refusal at its field, keeps what was typed, then confirms a good send', async () => {
    renderPage(<LandlordPage />);
    type(/^Nombre y apellidos/, 'Lucía Gómez');
    type(/^Correo electrónico/, 'lucia@example.com');
    type(/^Número de habitaciones/, '4');
    type(/^Mensaje/, 'Piso en Chamberí,\nlibre en enero.');
    postAnswers.push(() => json(400, { message: 'Email: This address cannot receive mail', status: 400, field: 'email' }));
    send('Enviar');
    await waitFor(() => expect(errorOf(field(/^Correo electrónico/))).toBe('This address cannot receive mail'));
    await waitFor(() => expect(document.activeElement).toBe(field(/^Correo electrónico/)));
    expect(field(/^Nombre y apellidos/).value).toBe('Lucía Gómez');
    expect(field(/^Mensaje/).value).toBe('Piso en Chamberí,\nlibre en enero.');

    postAnswers.push(() => json(201, { records: [{ _id: 'x' }] }));
    type(/^Correo electrónico/, ' lucia.gomez@example.com ');
    expect(errorOf(field(/^Correo electrónico/)), 'the corrected field stops showing the old problem').toBeUndefined();
    send('Enviar');
    const confirmation = await screen.findByRole('status');
    expect(confirmation.textContent).toContain('¡Gracias, Lucía!');
    expect(confirmation.textContent).toContain('lucia.gomez@example.com');
    // Focus moves in an effect after the confirmation is drawn: on a busy machine, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(confirmation));
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
    expect(posted[1]).toEqual({
      url: '/api/landlordcontacts/',
      fields: { name: 'Lucía Gómez', email: 'lucia.gomez@example.com', roomCount: '4', message: 'Piso en Chamberí,\nlibre en enero.' },
    });
  });

  it('says when there were too many sends, keeping the form as it was', async () => {
    renderPage(<LandlordPage />);
    type(/^Nombre y apellidos/, 'Lucía');
    type(/^Correo electrónico/, 'lucia@example.com');
    postAnswers.push(() => json(429, { message: 'Too many messages from this address: try again in an hour', status: 429 }));
    send('Enviar');
    const alert = await screen.findByText(/Hemos recibido muchos mensajes desde esta conexión/);
    expect(alert.closest('[role="alert"]')?.textContent).toContain('Demasiados envíos seguidos');
    expect(field(/^Nombre y apellidos/).value).toBe('Lucía');
  });

  it('shows real figures read from the data', async () => {
    renderPage(<LandlordPage />);
    const figures = await screen.findByLabelText('Habita en cifras');
    await waitFor(() => expect(figures.textContent).toContain('viviendas publicadas28'));
    const pairs = [...figures.querySelectorAll('dt')].map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['viviendas publicadas: 28', 'habitaciones publicadas: 138', 'ciudades: 2']);
  });
});

describe('the investor form', () => {
  it('sends the chosen budget bracket as the two amounts in cents', async () => {
    renderPage(<InvestorPage />);
    type(/^Nombre y apellidos/, 'Jorge Martín');
    type(/^Correo electrónico/, 'jorge@example.com');
    fireEvent.change(screen.getByLabelText(/^Presupuesto/), { target: { value: '250k-500k' } });
    postAnswers.push(() => json(201, { records: [{ _id: 'x' }] }));
    send('Enviar');
    await screen.findByRole('status');
    expect(posted[0]!.fields).toEqual({ name: 'Jorge Martín', email: 'jorge@example.com', budgetMin: '25000000', budgetMax: '50000000' });
  });
});

describe('the work-with-us form', () => {
  const pick = (file: File) => fireEvent.change(screen.getByLabelText(/^CV/), { target: { files: [file] } });

  it('refuses a Word file as soon as it is picked, and takes it out on request', async () => {
    renderPage(<WorkWithUsPage />);
    pick(new File(['x'], 'cv.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(await screen.findByText(/Este tipo de archivo no se admite/)).toBeTruthy();
    expect(screen.getByText('cv.docx')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar cv.docx' }));
    expect(screen.queryByText('cv.docx')).toBeNull();
    expect(screen.queryByText(/Este tipo de archivo no se admite/)).toBeNull();
    expect(screen.getByText('Ningún archivo elegido')).toBeTruthy();
  });

  it('sends the application with the CV, subject filled in for the person', async () => {
    renderPage(<WorkWithUsPage />);
    expect(field(/^Asunto/).value).toBe('Candidatura para trabajar en Habita');
    type(/^Nombre y apellidos/, 'Marta Ruiz');
    type(/^Correo electrónico/, 'marta@example.com');
    type(/^Preséntate/, 'Llevo cinco años en atención al cliente.');
    const cv = new File(['%PDF-1.4 a CV'], 'marta-cv.pdf', { type: 'application/pdf' });
    pick(cv);
    expect(screen.getByText('marta-cv.pdf')).toBeTruthy();
    expect(screen.getByText('13 B')).toBeTruthy();
    postAnswers.push(() => json(201, { records: [{ _id: 'x' }] }));
    send('Enviar candidatura');
    await screen.findByRole('status');
    const sentFields = posted[0]!.fields;
    expect(sentFields.subject).toBe('Candidatura para trabajar en Habita');
    expect((sentFields.attachment as File).name).toBe('marta-cv.pdf');
    expect(Object.keys(sentFields).sort()).toEqual(['attachment', 'email', 'message', 'name', 'subject']);
  });

  it('follows the language switch with an untouched subject', async () => {
    renderPage(<WorkWithUsPage />);
    act(() => setLanguage('en'));
    await waitFor(() => expect(field(/^Subject/).value).toBe('Application to work at Habita'));
  });
});
