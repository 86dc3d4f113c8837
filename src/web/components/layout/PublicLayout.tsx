import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { defineMessages, useT } from '../../i18n/messages.ts';
import { AccountMenu, MobileAccountLinks } from '../account/AccountMenu.tsx';
import { useHeaderMenu } from './header-menu.tsx';
import { Logo } from './Logo.tsx';
import { LanguageSwitch } from '../public/LanguageSwitch.tsx';

const messages = defineMessages({
  es: {
    findRoom: 'Buscar habitación',
    landlords: 'Propietarios',
    investors: 'Inversores',
    blog: 'Blog',
    help: 'Ayuda',
    aboutUs: 'Quiénes somos',
    advantages: 'Ventajas',
    workWithUs: 'Trabaja con nosotros',
    faq: 'Preguntas frecuentes',
    terms: 'Condiciones',
    privacy: 'Privacidad',
    menu: 'Menú',
    mainNav: 'Principal',
    footerNav: 'Pie de página',
    skip: 'Saltar al contenido',
    tagline: 'Habitaciones y pisos en alquiler',
  },
  en: {
    findRoom: 'Find a room',
    landlords: 'Landlords',
    investors: 'Investors',
    blog: 'Blog',
    help: 'Help',
    aboutUs: 'About us',
    advantages: 'Advantages',
    workWithUs: 'Work with us',
    faq: 'FAQ',
    terms: 'Terms',
    privacy: 'Privacy',
    menu: 'Menu',
    mainNav: 'Main',
    footerNav: 'Footer',
    skip: 'Skip to content',
    tagline: 'Rooms and flats to rent',
  },
});

type Key = keyof (typeof messages)['en'];

const NAV: { to: string; label: Key }[] = [
  { to: '/searchproperties', label: 'findRoom' },
  { to: '/landlord', label: 'landlords' },
  { to: '/investor', label: 'investors' },
  { to: '/blog', label: 'blog' },
  { to: '/help', label: 'help' },
];

const FOOTER: { to: string; label: Key }[] = [
  { to: '/aboutus', label: 'aboutUs' },
  { to: '/advantages', label: 'advantages' },
  { to: '/workwithus', label: 'workWithUs' },
  { to: '/faq', label: 'faq' },
  { to: '/tyc', label: 'terms' },
  { to: '/privacy', label: 'privacy' },
];

const MOBILE_ITEM = 'block rounded-md px-2 py-2.5 text-stone-800 hover:bg-stone-100';

export function PublicLayout({ children }: { children: ReactNode }) {
  const [open, setOpen] = useHeaderMenu('site-nav');
  const t = useT(messages);
  return (
    <div className="flex min-h-dvh flex-col">
      <a href="#content" className="sr-only rounded bg-white px-3 py-2 focus:not-sr-only focus:absolute focus:left-3 focus:top-3 focus:z-50">
        {t('skip')}
      </a>
      <header className="sticky top-0 z-[1100] border-b border-stone-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
          <Logo />
          <nav aria-label={t('mainNav')} className="hidden items-center gap-1 lg:flex">
            {NAV.map((item) => (
              <NavLink key={item.to} to={item.to} className={({ isActive }) => `btn-ghost ${isActive ? 'text-accent-800' : ''}`}>
                {t(item.label)}
              </NavLink>
            ))}
          </nav>
          <div className="flex items-center gap-2">
            <LanguageSwitch />
            <div className="hidden sm:block">
              <AccountMenu />
            </div>
            <button type="button" className="btn lg:hidden" aria-expanded={open} aria-controls="mobile-nav" onClick={() => setOpen(!open)}>
              {t('menu')}
            </button>
          </div>
        </div>
        {open && (
          <nav id="mobile-nav" aria-label={t('mainNav')} className="border-t border-stone-200 px-4 py-2 lg:hidden">
            {NAV.map((item) => (
              <Link key={item.to} to={item.to} className={MOBILE_ITEM}>
                {t(item.label)}
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
          <p>
            © {new Date().getFullYear()} Habita · {t('tagline')}
          </p>
          <nav aria-label={t('footerNav')} className="flex flex-wrap gap-x-4 gap-y-2">
            {FOOTER.map((item) => (
              <Link key={item.to} to={item.to} className="hover:text-stone-900 hover:underline">
                {t(item.label)}
              </Link>
            ))}
          </nav>
        </div>
      </footer>
    </div>
  );
}

/** A page's heading block: one h1 and a short line under it. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-stone-200 bg-accent-50/60">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-3xl font-semibold tracking-tight text-stone-900 sm:text-4xl">{title}</h1>
        {lead && <p className="mt-3 max-w-2xl text-lg text-stone-700">{lead}</p>}
        {children}
      </div>
    </div>
  );
}
