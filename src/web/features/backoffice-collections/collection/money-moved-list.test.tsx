// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { roomreserves } from '../../../../catalog/collections/stays.ts';
import { setApiFetch } from '../../../api/http.ts';
import { NoticeProvider } from '../../../components/ui/Notices.tsx';
import { sessionUser } from '../../../testing/session-user.ts';
import { sessionActions } from '../../../store/session-slice.ts';
import { createAppStore } from '../../../store/store.ts';
import { ListScreen } from './ListScreen.tsx';
import { readScreenState } from './screen-state.ts';

// The reservations list's Remove, by what the server says of money: a screen opened again shows
// the rows it kept while it loads them afresh, and asks again whether money moved through them
// rather than trusting what it was told the last time the list was open.

const HOLD = '6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e';
const hold = { _id: HOLD, status: 'hold', startDate: '2026-01-01', endDate: '2026-02-01', createdAt: '2025-12-01T00:00:00.000Z', updatedAt: '2025-12-01T00:00:00.000Z' };

afterEach(() => {
  cleanup();
  setApiFetch((input, init) => fetch(input, init));
});

describe('the reservations list and money moved', () => {
  it('asks again when the screen is opened again, before the list is loaded afresh', async () => {
    const store = createAppStore();
    store.dispatch(sessionActions.signedIn(sessionUser({ _id: '0d9c8b7a-6f5e-4d3c-8b2a-190817161514', email: 'staff@example.com', name: 'Staff', role: 'staff' })));
    let moved: string[] = [];
    let listAnswers = true;
    const asked: string[] = [];
    setApiFetch(async (input) => {
      const url = new URL(String(input), 'http://habita.test');
      asked.push(url.pathname);
      if (url.pathname === '/api/payments/reservations/money-moved') return Response.json({ moved });
      if (url.pathname.startsWith('/api/roomreserves')) {
        // The second time, the list is slow: the rows kept from the first visit stay on screen.
        if (!listAnswers) return new Promise<Response>(() => undefined);
        return Response.json({ roomreserves: { docs: [hold], totalDocs: 1 } });
      }
      return Response.json({});
    });
    const open = () =>
      render(
        <Provider store={store}>
          <NoticeProvider>
            <MemoryRouter initialEntries={['/RoomReserves']}>
              <ListScreen collection={roomreserves} state={readScreenState(roomreserves, new URLSearchParams())} go={() => undefined} />
            </MemoryRouter>
          </NoticeProvider>
        </Provider>,
      );
    const remove = () => within(screen.getByRole('table')).queryByRole('button', { name: /^Remove/ });

    const first = open();
    expect(await within(await screen.findByRole('table')).findByRole('button', { name: /^Remove/ })).toBeTruthy();
    first.unmount();

    // Meanwhile money moved through the hold (a bank transfer recorded on the payments screen).
    moved = [HOLD];
    listAnswers = false;
    asked.length = 0;
    open();
    await screen.findByRole('table');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(asked).toContain('/api/payments/reservations/money-moved');
    expect(remove()).toBeNull();
  });
});
