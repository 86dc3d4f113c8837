import { useState, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { AccountMenu, MobileAccountLinks } from './account/AccountMenu.tsx';
import { Logo } from './Logo.tsx';

const NAV = [
  { to: '/searchproperties', label: 'Find a room' },
  { to: '/landlord', label: 'Landlords' },
  { to: '/investor', label: 'Investors' },
  { to: '/blog', label: 'Blog' },
  { to: '/help', label: 'Help' },
];

const FOOTER = [
  { to: '/aboutus', label: 'About us' },
  { to: '/advantages', label: 'Advantages' },
  { to: '/workwithus', label: 'Work with us' },
  { to: '/faq', label: 'FAQ' },
  { to: '/tyc', label: 'Terms' },
  { to: '/privacy', label: 'Privacy' },
];

const MOBILE_ITEM = 'block rounded-md px-2 py-2.5 text-stone-800 hover:bg-stone-100';

function SkipLink() {
  return (
    <a href="#content" className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50">
      Skip to content
    </a>
  );
}

export function PublicLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col">
      <SkipLink />
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
          <Logo />
          <nav aria-label="Main" className="hidden items-center gap-1 md:flex">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={({ isActive }) => `btn-ghost ${isActive ? 'text-accent-800' : ''}`}>
                {item.label}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <div className="hidden sm:block">
              <AccountMenu />
            </div>
            <button type="button" className="btn md:hidden" aria-expanded={open} aria-controls="mobile-nav" onClick={() => setOpen(!open)}>
              Menu
            </button>
          </div>
        </div>
        {open && (
          <nav id="mobile-nav" aria-label="Main" className="border-t border-stone-200 px-4 py-2 md:hidden">
            {NAV.map((item) => (
              <Link key={item.to} to={item.to} className={MOBILE_ITEM}>
                {item.label}
              </Link>
            ))}
            <div className="mt-2 border-t border-stone-200 pt-2">
              <MobileAccountLinks itemClass={MOBILE_ITEM} />
            </div>
          </nav>
        )}
      </header>
      <main id="content" className="flex-1">
        {children}
      </main>
      <footer className="border-t border-stone-200 bg-stone-50">
        <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-stone-600 sm:flex-row sm:items-center sm:justify-between">
          <p>© {new Date().getFullYear()} Habita · Rooms and flats to rent</p>
          <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER.map((item) => (
              <Link key={item.to} to={item.to} className="hover:text-stone-900 hover:underline">
                {item.label}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** A page's heading block: one h1 and a short line under it. */
export function PageIntro({ title, lead }: { title: string; lead?: string }) {
  return (
    <div className="border-b border-stone-200 bg-accent-50/60">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-lg text-stone-700">{lead}</p>}
      </div>
    </div>
  );
}
