// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HeaderMenuProvider, useHeaderMenu } from './header-menu.tsx';

// A header drawn first by the loading screen and then by the screen itself is two components:
// the menu opened in the first must still be open in the second, and close on navigation.

afterEach(cleanup);

function Header({ drawnBy }: { drawnBy: string }) {
  const [open, setOpen] = useHeaderMenu('site-nav');
  return (
    <button type="button" aria-expanded={open} onClick={() => setOpen(!open)}>
      Menu of the {drawnBy}
    </button>
  );
}

function Page() {
  const [loaded, setLoaded] = useState(false);
  const navigate = useNavigate();
  return (
    <>
      {/* Different keys: the screen's header is a new component, as when a lazy screen arrives. */}
      {loaded ? <Header key="screen" drawnBy="screen" /> : <Header key="loading" drawnBy="loading screen" />}
      <button type="button" onClick={() => setLoaded(true)}>arrive</button>
      <button type="button" onClick={() => navigate('/elsewhere')}>navigate</button>
      <button type="button" onClick={() => navigate(-1)}>back</button>
    </>
  );
}

const menuButton = () => screen.getByRole('button', { name: /^Menu of the/ });

describe('useHeaderMenu', () => {
  it('keeps a menu opened while the screen loads open when the screen arrives, and closes it on navigation', () => {
    render(
      <MemoryRouter>
        <HeaderMenuProvider>
          <Page />
        </HeaderMenuProvider>
      </MemoryRouter>,
    );
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'arrive' }));
    expect(menuButton().textContent).toBe('Menu of the screen');
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('does not open again on coming back to the page it was open on', async () => {
    render(
      <MemoryRouter initialEntries={['/myroom']}>
        <HeaderMenuProvider>
          <Page />
        </HeaderMenuProvider>
      </MemoryRouter>,
    );
    fireEvent.click(menuButton());
    fireEvent.click(screen.getByRole('button', { name: 'navigate' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'back' }));
    });
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });

  it('without a provider, a header keeps its own state', () => {
    render(
      <MemoryRouter>
        <Header drawnBy="screen" />
      </MemoryRouter>,
    );
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(menuButton());
    expect(menuButton().getAttribute('aria-expanded')).toBe('false');
  });
});
