// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { filterControls } from './filter-model.ts';
import { FilterPanel } from './FilterPanel.tsx';
import type { SearchChange } from './search-params.ts';

// The panel turns what a person does into changes of the address: euros typed become cents,
// half-typed or wrong values change nothing, a stay needs both days.

const TYPES = ['6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e', '0b5f8a52-3c1e-4f8e-9a55-2f1e6c7d8e90'];

const controls = filterControls([
  { label: { es: 'Precio al mes', en: 'Monthly price' }, key: 'monthlyPrice', kind: 'range', order: 0, options: [{ min: 35000, max: 100000 }] },
  { label: { es: 'Disponible entre', en: 'Available between' }, key: 'availableFrom', kind: 'range', order: 1, options: [{ type: 'date' }] },
  {
    label: { es: 'Tipo de habitación', en: 'Room type' },
    key: 'type',
    kind: 'select',
    order: 2,
    options: [
      { value: TYPES[0], label: { es: 'Individual', en: 'Single' } },
      { value: TYPES[1], label: { es: 'Doble', en: 'Double' } },
    ],
  },
  { label: { es: 'Gastos incluidos', en: 'Bills included' }, key: 'billsIncluded', kind: 'boolean', order: 3 },
]);

function renderPanel(address = '', complaint: { field: string; message: string } | null = null) {
  const onChange = vi.fn<(change: SearchChange) => void>();
  render(<FilterPanel controls={{ status: 'ready', data: controls, retry: () => undefined }} params={new URLSearchParams(address)} onChange={onChange} complaint={complaint} />);
  return onChange;
}

afterEach(cleanup);

describe('the filter panel', () => {
  it('sends the maximum price in cents when Enter is pressed', () => {
    const onChange = renderPanel();
    const max = screen.getByLabelText('Máximo');
    fireEvent.change(max, { target: { value: '450' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onChange).toHaveBeenCalledWith({ monthlyPriceMin: undefined, monthlyPriceMax: '45000' });
  });

  it('shows the address’s cents as euros and refuses text that is not an amount', () => {
    const onChange = renderPanel('monthlyPriceMin=40050');
    expect(screen.getByLabelText('Mínimo')).toHaveProperty('value', '400,50');
    const max = screen.getByLabelText('Máximo');
    fireEvent.change(max, { target: { value: 'mucho' } });
    fireEvent.keyDown(max, { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Escribe una cantidad en euros, por ejemplo 450.')).toBeTruthy();
    expect(max.getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a minimum above the maximum', () => {
    const onChange = renderPanel();
    fireEvent.change(screen.getByLabelText('Mínimo'), { target: { value: '600' } });
    fireEvent.change(screen.getByLabelText('Máximo'), { target: { value: '400' } });
    fireEvent.keyDown(screen.getByLabelText('Máximo'), { key: 'Enter' });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('El mínimo no puede ser mayor que el máximo.')).toBeTruthy();
  });

  it('waits for both days of a stay, and refuses a move-out before the move-in', () => {
    const onChange = renderPanel();
    fireEvent.change(screen.getByLabelText('Entrada'), { target: { value: '2027-03-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Elige las dos fechas para ver lo que está libre.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Salida'), { target: { value: '2027-02-01' } });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('La salida tiene que ser posterior a la entrada.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Salida'), { target: { value: '2027-09-01' } });
    expect(onChange).toHaveBeenCalledWith({ from: '2027-03-01', to: '2027-09-01' });
  });

  it('adds and removes choices of a list, and sets a yes/no filter', () => {
    const onChange = renderPanel(`type=${TYPES[0]}`);
    fireEvent.click(screen.getByLabelText('Doble'));
    expect(onChange).toHaveBeenLastCalledWith({ type: [TYPES[0], TYPES[1]] });
    fireEvent.click(screen.getByLabelText('Individual'));
    expect(onChange).toHaveBeenLastCalledWith({ type: [] });
    fireEvent.click(screen.getByLabelText('Gastos incluidos'));
    expect(onChange).toHaveBeenLastCalledWith({ billsIncluded: 'true' });
  });

  it('shows a refusal from the server at the filter it names', () => {
    renderPanel('monthlyPriceMin=abc', { field: 'monthlyPriceMin', message: 'monthlyPriceMin: must be a whole number' });
    expect(screen.getByLabelText('Mínimo')).toHaveProperty('value', 'abc');
    expect(screen.getByLabelText('Mínimo').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Escribe una cantidad en euros, por ejemplo 450.')).toBeTruthy();
  });
});
