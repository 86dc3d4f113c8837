// @vitest-environment happy-dom
import { act, Suspense, useEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BrowserRenderData, ServerRenderData } from '../api/server-data.ts';
import { AccountMenu } from '../components/account/AccountMenu.tsx';
import { createAppStore, type AppStore } from '../store/store.ts';
import { sessionActions } from '../store/session-slice.ts';
import { AppRoot } from './AppRoot.tsx';
import { hydrate } from './hydrate.ts';

// The app's root hydrates first and runs its effects (the session is asked for there); the screen,
// inside a Suspense boundary, hydrates in a later pass. A session that has come back by then must
// still show in the header, whose HTML the server drew before anyone was known.

/** As the app does: the session's answer, once the root has committed. */
function SessionComesBack({ store }: { store: AppStore }) {
  useEffect(() => {
    store.dispatch(sessionActions.signedIn(null));
  }, [store]);
  return null;
}

function Page({ store, browser }: { store: AppStore; browser: boolean }) {
  return (
    <AppRoot store={store} data={browser ? new BrowserRenderData() : new ServerRenderData()} language="es">
      <MemoryRouter>
        {browser && <SessionComesBack store={store} />}
        <Suspense fallback={null}>
          <header>
            <AccountMenu />
          </header>
        </Suspense>
      </MemoryRouter>
    </AppRoot>
  );
}

// act() flushes the root and then the boundary's own hydration pass before the assertions.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a page hydrated after the session came back', () => {
  it('shows the sign-in links it drew hidden, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page store={createAppStore()} browser={false} />);
    document.body.append(container);
    const corner = () => container.querySelector('header > div')!;
    expect(corner().className).toContain('invisible');

    const store = createAppStore();
    const recoverable = vi.fn();
    await act(async () => {
      // As main.tsx does (act() runs the work at once, so nothing is sliced here).
      hydrate(container, <Page store={store} browser />, { onRecoverableError: recoverable });
    });

    expect(store.getState().session.status).toBe('ready');
    expect(corner().className).not.toContain('invisible');
    expect(corner().getAttribute('aria-hidden')).toBeNull();
    expect(container.querySelector('a[href^="/login"]')!.getAttribute('tabindex')).toBeNull();
    expect(recoverable).not.toHaveBeenCalled();
  });
});
