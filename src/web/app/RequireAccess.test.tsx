// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../api/auth.ts';
import { collections } from '../../catalog/catalog.ts';
import { sessionUser } from '../testing/session-user.ts';
import { collectionRouteTable } from '../../catalog/routes.ts';
import { sessionActions } from '../store/session-slice.ts';
import { createAppStore, type AppStore } from '../store/store.ts';
import { RequireAccess, type ScreenAccess } from './RequireAccess.tsx';

// The guard in front of the back-office and the profile: it waits for the session, sends
// visitors to log in with the way back in `next`, and tells a non-staff account why.

const person = (role: SessionUser['role']): SessionUser =>
  sessionUser({
    _id: '6f1c1d2e-7a0b-4c35-9d1e-2f3a4b5c6d7e',
    email: `${role}@example.com`,
    name: role,
    role,
  });

let store: AppStore;

beforeEach(() => {
  store = createAppStore();
});

afterEach(cleanup);

function WhereAmI() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

function renderAt(path: string, access: ScreenAccess) {
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<WhereAmI />} />
          <Route
            path="*"
            element={
              <RequireAccess access={access}>
                <h1>The guarded screen</h1>
              </RequireAccess>
            }
          />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const location = () => new URL(screen.getByTestId('location').textContent!, 'http://habita.test');

describe('RequireAccess', () => {
  it('shows the loading state while the session is not known yet, and then decides', () => {
    renderAt('/Users', 'staff');
    expect(screen.getByRole('status').textContent).toBe('Loading');
    expect(screen.queryByRole('heading')).toBeNull();
    act(() => {
      store.dispatch(sessionActions.signedIn(person('staff')));
    });
    expect(screen.getByRole('heading').textContent).toBe('The guarded screen');
  });

  it('waits inside the frame the screen will have, never on a bare page', () => {
    renderAt('/Users', 'staff');
    expect(within(screen.getByRole('banner')).getByText('Back-office')).toBeTruthy();
    cleanup();
    renderAt('/profile', 'signedIn');
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Habita' })).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('sends an anonymous visitor to log in, with the page and its query as `next`', () => {
    store.dispatch(sessionActions.signedIn(null));
    renderAt('/Users?q=ana&page=2', 'staff');
    expect(screen.queryByRole('heading')).toBeNull();
    const url = location();
    expect(url.pathname).toBe('/login');
    expect(url.searchParams.get('next')).toBe('/Users?q=ana&page=2');
    expect(url.searchParams.get('reason')).toBeNull();
  });

  it('sends a signed-in tenant away from the back-office, saying it is for staff', () => {
    store.dispatch(sessionActions.signedIn(person('tenant')));
    renderAt('/admin', 'staff');
    const url = location();
    expect([url.pathname, url.searchParams.get('next'), url.searchParams.get('reason')]).toEqual(['/login', '/admin', 'staff']);
  });

  it.each(['admin', 'staff'] as const)('lets %s into the back-office', (role) => {
    store.dispatch(sessionActions.signedIn(person(role)));
    renderAt('/PaymentOperations', 'staff');
    expect(screen.getByRole('heading').textContent).toBe('The guarded screen');
  });

  it('lets any signed-in person into a signed-in screen, and sends a visitor to log in', () => {
    store.dispatch(sessionActions.signedIn(person('investor')));
    renderAt('/profile', 'signedIn');
    expect(screen.getByRole('heading').textContent).toBe('The guarded screen');
    cleanup();
    store.dispatch(sessionActions.signedOut());
    renderAt('/profile', 'signedIn');
    expect(location().searchParams.get('next')).toBe('/profile');
  });

  it('sends someone who logs out from a guarded screen home, not to the login page', () => {
    store.dispatch(sessionActions.signedIn(person('staff')));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/" element={<WhereAmI />} />
            <Route path="/login" element={<WhereAmI />} />
            <Route
              path="/admin"
              element={
                <RequireAccess access="staff">
                  <h1>The guarded screen</h1>
                </RequireAccess>
              }
            />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(screen.getByRole('heading').textContent).toBe('The guarded screen');
    act(() => {
      store.dispatch(sessionActions.signedOut());
    });
    expect(location().pathname + location().search).toBe('/');
  });

  it('offers to try again when the session could not be checked', () => {
    store.dispatch(sessionActions.loadingFailed('Could not reach Habita.'));
    renderAt('/admin', 'staff');
    expect(screen.getByRole('alert').textContent).toContain('Could not reach Habita.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});

describe('the routes', () => {
  let routes: typeof import('./routes.tsx');
  beforeAll(async () => {
    // Vite defines this table at build time (vite.config.ts).
    vi.stubGlobal('__COLLECTION_ROUTES__', collectionRouteTable());
    routes = await import('./routes.tsx');
  });

  it('put every back-office screen (panels, editors, every collection) behind the staff check', () => {
    expect(routes.adminRoutes).toHaveLength(9 + collections.length);
    for (const route of routes.adminRoutes) expect(route.access, route.path).toBe('staff');
  });

  it('put the profile behind the signed-in check and leave public and account pages open', () => {
    const access = Object.fromEntries([...routes.publicRoutes, ...routes.accountRoutes].map((route) => [route.path, route.access]));
    expect(access['/profile']).toBe('signedIn');
    for (const path of ['/', '/login', '/register', '/forgot/:nonce?/:email?', '/verification/:nonce?/:email?', '/searchproperties']) {
      expect(access[path], path).toBeUndefined();
    }
  });

  it('frame their loading screens: the back-office\'s for its routes, the site\'s for the rest', async () => {
    const { frameOf } = await import('./App.tsx');
    for (const path of ['/admin', '/Users', '/users', '/manageroom/42', '/deliveries-panel']) expect(frameOf(path), path).toBe('backOffice');
    for (const path of ['/', '/aboutus', '/myroom', '/login', '/admin/extra', '/no-such-page']) expect(frameOf(path), path).toBe('site');
  });

  it('do not load a guarded screen for a visitor who may not see it', async () => {
    const { routeElement } = await import('./App.tsx');
    const load = vi.fn(() => new Promise<never>(() => {}));
    const { lazyScreen } = await import('./lazy-screen.ts');
    store.dispatch(sessionActions.signedIn(null));
    render(
      <Provider store={store}>
        <MemoryRouter initialEntries={['/admin']}>
          <Routes>
            <Route path="/login" element={<WhereAmI />} />
            <Route path="/admin" element={routeElement({ path: '/admin', chunk: 'admin', Screen: lazyScreen('admin', load), access: 'staff' })} />
          </Routes>
        </MemoryRouter>
      </Provider>,
    );
    expect(location().pathname).toBe('/login');
    expect(load).not.toHaveBeenCalled();
  });
});
