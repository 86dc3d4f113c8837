// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../i18n/language.ts';
import { HomeSearch } from './HomeSearch.tsx';
import { addMonths, localToday } from '../../components/public/calendar-days.ts';

// The home search box: suggestions from the neighbourhoods, problems at the field, and the
// address of the search page it leads to.

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  setLanguage('es');
  vi.stubGlobal('fetch', async () =>
    json(200, {
      neighborhoodsname: {
        docs: [
          { _id: '1', name: 'Malasaña', city: 'Madrid' },
          { _id: '2', name: 'Benimaclet', city: 'Valencia' },
        ],
        totalDocs: 2,
      },
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<HomeSearch />} />
        <Route path="*" element={<WhereAmI />} />
      </Routes>
    </MemoryRouter>,
  );
}

const change = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('HomeSearch', () => {
  it('suggests cities and neighbourhoods', async () => {
    renderSearch();
    await waitFor(() => expect(document.querySelectorAll('datalist option').length).toBe(4));
    const options = [...document.querySelectorAll('datalist option')].map((option) => [option.getAttribute('value'), option.getAttribute('label')]);
    expect(options).toEqual([
      ['Madrid', null],
      ['Valencia', null],
      ['Malasaña', 'Madrid'],
      ['Benimaclet', 'Valencia'],
    ]);
  });

  it('leads to the search page with the place and the stay', async () => {
    renderSearch();
    const moveIn = addMonths(localToday(), 1);
    change('Ciudad o barrio', 'Valencia');
    change('Fecha de entrada', moveIn);
    change('Duración de la estancia', '6');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    const location = await screen.findByTestId('location');
    expect(location.textContent).toBe(`/searchproperties?q=Valencia&from=${moveIn}&to=${addMonths(moveIn, 6)}`);
  });

  it('refuses a move-in date in the past at the date, with focus there', async () => {
    renderSearch();
    const dateInput = screen.getByLabelText('Fecha de entrada') as HTMLInputElement;
    expect(dateInput.min).toBe(localToday());
    change('Fecha de entrada', '2020-01-01');
    change('Duración de la estancia', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.getByText('La fecha de entrada no puede ser anterior a hoy.')).toBeTruthy();
    expect(dateInput.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dateInput);
    expect(screen.queryByTestId('location')).toBeNull();
  });
});
