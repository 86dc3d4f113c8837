import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

// Which menu of the header is open (the phone menu, the account menu). While a screen loads,
// the loading screen draws the header, and then the screen draws its own: the state lives above
// both, so a menu opened during the wait is still open when the screen arrives. It belongs to
// the visit of the page it was opened on: any navigation closes it, and coming back (a link,
// "back", a new login) finds it closed.

interface OpenMenu {
  id: string;
  /** The location's key: every navigation makes a new one, also to the same path. */
  visit: string;
}

type MenuState = [OpenMenu | null, (menu: OpenMenu | null) => void];

const HeaderMenuContext = createContext<MenuState | null>(null);

/** A menu left open on a visit that is over is forgotten, so no later visit finds it open. */
function useMenuState(): MenuState {
  const { key } = useLocation();
  const state = useState<OpenMenu | null>(null);
  const [menu, setMenu] = state;
  if (menu && menu.visit !== key) setMenu(null);
  return state;
}

export function HeaderMenuProvider({ children }: { children: ReactNode }) {
  const state = useMenuState();
  return <HeaderMenuContext.Provider value={state}>{children}</HeaderMenuContext.Provider>;
}

/** Whether the header's menu `id` is open here, and the way to open or close it. Without a provider, a header keeps its own. */
export function useHeaderMenu(id: string): [boolean, (open: boolean) => void] {
  const { key } = useLocation();
  const shared = useContext(HeaderMenuContext);
  const own = useMenuState();
  const [menu, setMenu] = shared ?? own;
  const open = menu?.id === id && menu.visit === key;
  // The same function until the visit changes, so effects that close the menu need not rerun.
  const setOpen = useCallback((next: boolean) => setMenu(next ? { id, visit: key } : null), [setMenu, id, key]);
  return [open, setOpen];
}
