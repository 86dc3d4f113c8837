import { useState, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { collections } from '../../../catalog/catalog.ts';
import type { CollectionGroup } from '../../../catalog/types.ts';
import { Avatar } from '../account/AccountMenu.tsx';
import { BackOfficeHeader } from './BackOfficeHeader.tsx';
import { useLogOut } from '../account/use-log-out.ts';
import { useSession } from '../../store/hooks.ts';

// The back-office frame: every collection, grouped as the catalogue groups them, and the panels.

const GROUPS: CollectionGroup[] = ['Places', 'Stays', 'Money', 'People', 'Content', 'Reference'];

const PANELS = [
  { to: '/admin', label: 'Dashboard' },
  { to: '/adminmain', label: 'Activity' },
  { to: '/admintables', label: 'All collections' },
  { to: '/payment-control-panel', label: 'Payments' },
  { to: '/discountPanel', label: 'Discounts' },
  { to: '/deliveries-panel', label: 'Deliveries' },
];

const EDITORS = [
  { to: '/manageroom', label: 'New room' },
  { to: '/manageproperty', label: 'New property' },
  { to: '/managenew', label: 'New article' },
];

function linkClass({ isActive }: { isActive: boolean }): string {
  return `block rounded-md px-2.5 py-1.5 text-sm ${isActive ? 'bg-accent-50 font-semibold text-accent-800' : 'text-stone-700 hover:bg-stone-100 hover:text-stone-900'}`;
}

interface NavItem {
  to: string;
  label: string;
}

function NavSection({ title, items }: { title: string; items: readonly NavItem[] }) {
  return (
    <div>
      <h2 className="px-2.5 text-xs font-semibold uppercase tracking-wide text-stone-600">{title}</h2>
      <ul className="mt-1 space-y-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Navigation() {
  return (
    <nav aria-label="Back-office" className="space-y-6 pb-10">
      <NavSection title="Panels" items={PANELS} />
      <NavSection title="Editors" items={EDITORS} />
      {GROUPS.map((group) => (
        <NavSection
          key={group}
          title={group}
          items={collections.filter((c) => c.group === group).map((c) => ({ to: c.route, label: c.label }))}
        />
      ))}
    </nav>
  );
}

/** Who is working, and the way out. */
function SignedInUser({ compact }: { compact?: boolean }) {
  const { user } = useSession();
  const { logOut, leaving } = useLogOut();
  if (!user) return null;
  return (
    <div className={`flex min-w-0 items-center gap-2 ${compact ? '' : 'justify-between'}`}>
      <span className="flex min-w-0 items-center gap-2 text-sm text-stone-700" title={user.email}>
        <Avatar user={user} />
        <span className="min-w-0 truncate">
          <span className="sr-only">Logged in as </span>
          <span className="font-medium text-stone-900">{user.name}</span>
          <span className="text-stone-600"> · {user.role}</span>
        </span>
      </span>
      <button type="button" className="btn-ghost" disabled={leaving} onClick={() => void logOut()}>
        {leaving ? 'Logging out…' : 'Log out'}
      </button>
    </div>
  );
}

export function AdminLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <div className="min-h-dvh bg-stone-50">
      <a href="#admin-content" className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50">
        Skip to content
      </a>
      <BackOfficeHeader>
        <div className="flex min-w-0 items-center gap-2">
          <Link to="/" className="btn-ghost hidden sm:inline-flex">
            View site
          </Link>
          <div className="hidden min-w-0 border-l border-stone-200 pl-2 md:block">
            <SignedInUser compact />
          </div>
          <button
            type="button"
            className="btn lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="admin-menu"
            onClick={() => setMenuOpen(!menuOpen)}
          >
            Menu
          </button>
        </div>
      </BackOfficeHeader>
      <div className="lg:grid lg:grid-cols-[15rem_1fr]">
        <aside className="hidden border-r border-stone-200 bg-white lg:block">
          <div className="sticky top-14 max-h-[calc(100dvh-3.5rem)] overflow-y-auto px-3 py-4">
            <Navigation />
          </div>
        </aside>
        {menuOpen && (
          <div id="admin-menu" className="border-b border-stone-200 bg-white px-3 py-4 lg:hidden" key={pathname}>
            <div className="mb-5 border-b border-stone-200 pb-3 pl-2.5 md:hidden">
              <SignedInUser />
            </div>
            <Navigation />
          </div>
        )}
        <main id="admin-content" className="min-w-0 px-4 py-6 lg:px-8">
          <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
            <h1 className="text-2xl font-semibold tracking-tight text-stone-900">{title}</h1>
            {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
          </div>
          {children}
        </main>
      </div>
    </div>
  );
}
