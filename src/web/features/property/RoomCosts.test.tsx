// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PropertyPage } from '../../api/public.ts';
import { setLanguage } from '../../i18n/language.ts';
import { RoomCosts } from './RoomCosts.tsx';

// A cost that is not mandatory cannot be chosen in the estimate, the reserve dialog or the quote:
// the room page says it is asked for and paid apart, not that it is an option of the booking.

const costs = [
  { _id: 'agency', name: { es: 'Gastos de gestión', en: 'Management fee' }, amount: 15000, frequency: 'once', mandatory: true, room: null },
  { _id: 'checkout', name: { es: 'Limpieza de salida', en: 'Move-out cleaning' }, amount: 6000, frequency: 'once', mandatory: false, room: null },
] as unknown as PropertyPage['costs'];

afterEach(() => {
  cleanup();
  act(() => setLanguage('es'));
  localStorage.clear();
});

describe('RoomCosts', () => {
  it('lists the mandatory costs as part of the booking and the others as on request, paid separately', () => {
    render(<RoomCosts costs={costs} />);
    const included = screen.getByText('Incluidos en la reserva').parentElement!;
    expect(included.textContent).toContain('Gastos de gestión');
    expect(included.textContent).not.toContain('Limpieza de salida');
    const onRequest = screen.getByText('Bajo petición, se pagan aparte').parentElement!;
    expect(onRequest.textContent).toContain('Limpieza de salida');
    expect(onRequest.textContent).toContain('No forman parte de la reserva ni del precio estimado');
    expect(screen.queryByText(/opcional/i)).toBeNull();
  });

  it('says the same in English', () => {
    act(() => setLanguage('en'));
    render(<RoomCosts costs={costs} />);
    expect(screen.getByText('On request, paid separately').parentElement!.textContent).toContain('Move-out cleaning');
    expect(screen.queryByText(/optional/i)).toBeNull();
  });
});
