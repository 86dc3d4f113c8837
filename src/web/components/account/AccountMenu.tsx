import { useEffect, useId, useRef } from 'react';
import { Link, useLocation } from 'react-router';
import type { SessionUser } from '../../api/auth.ts';
import { AREA_PATHS, areasOf, isAccountPage } from './areas.ts';
import { defineMessages, useT, type Translate } from '../../i18n/messages.ts';
import { useSession } from '../../store/hooks.ts';
import { useHeaderMenu } from '../layout/header-menu.tsx';
import { useLogOut } from './use-log-out.ts';

// The header's account corner: "Log in" / "Sign up" for visitors, the person's name and a
// small menu once signed in: their own area first (a tenant's room and dashboard, a landlord's
// or investor's dashboard, the back-office for staff), then the profile, then log out.

const messages = defineMessages({
  es: {
    myRoom: 'Mi habitación',
    dashboard: 'Mi panel',
    profile: 'Mi perfil',
    backOffice: 'Back-office',
    loggedInAs: 'Sesión iniciada como',
    logOut: 'Cerrar sesión',
    loggingOut: 'Cerrando sesión…',
    logIn: 'Entrar',
    signUp: 'Regístrate',
    accountMenu: ': menú de la cuenta',
  },
  en: {
    myRoom: 'My room',
    dashboard: 'My dashboard',
    profile: 'My profile',
    backOffice: 'Back-office',
    loggedInAs: 'Logged in as',
    logOut: 'Log out',
    loggingOut: 'Logging out…',
    logIn: 'Log in',
    signUp: 'Sign up',
    accountMenu: ': account menu',
  },
});

type Key = keyof (typeof messages)['en'];

/** The login link, bringing the person back to the page they were on. */
export function useLoginLink(): string {
  const { pathname, search } = useLocation();
  if (pathname === '/' || isAccountPage(pathname)) return '/login';
  return `/login?${new URLSearchParams({ next: `${pathname}${search}` }).toString()}`;
}

export function initials(user: SessionUser): string {
  const letters = [user.name, user.surname].map((part) => (typeof part === 'string' ? part.trim().charAt(0) : '')).join('');
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function Avatar({ user }: { user: SessionUser }) {
  return (
    <span aria-hidden="true" className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-accent-100 text-xs font-semibold text-accent-800">
      {initials(user)}
    </span>
  );
}

export interface AccountLink {
  to: string;
  label: string;
}

export function accountLinks(user: SessionUser, t: Translate<Key>): AccountLink[] {
  const areas = areasOf(user.role).map((area) => ({ to: AREA_PATHS[area], label: t(area) }));
  return [...areas, { to: '/profile', label: t('profile') }];
}

function SignedInMenu({ user }: { user: SessionUser }) {
  const [open, setOpen] = useHeaderMenu('account');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { logOut, leaving } = useLogOut();
  const t = useT(messages);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('keydown', closeOnEscape);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('keydown', closeOnEscape);
    };
  }, [open, setOpen]);

  const itemClass = 'block w-full rounded-md px-3 py-2 text-left text-sm text-stone-800 hover:bg-stone-100';
  return (
    <div ref={root} className="relative">
      <button
        ref={button}
        type="button"
        className="btn-ghost gap-2 pl-1.5"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
      >
        <Avatar user={user} />
        <span className="max-w-32 truncate">{user.name}</span>
        <span className="sr-only">{t('accountMenu')}</span>
      </button>
      {open && (
        <div id={menuId} className="card absolute right-0 z-40 mt-2 w-60 p-1.5 shadow-lg">
          <p className="truncate px-3 pb-2 pt-1.5 text-xs text-stone-600">
            {t('loggedInAs')} <span className="font-medium text-stone-900">{user.email}</span>
          </p>
          <ul className="border-t border-stone-200 pt-1">
            {accountLinks(user, t).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={itemClass}>
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button type="button" className={itemClass} disabled={leaving} onClick={() => void logOut()}>
                {leaving ? t('loggingOut') : t('logOut')}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

/** The header corner at wider screens (the phone menu lists the same links). */
export function AccountMenu() {
  const { status, user } = useSession();
  const loginLink = useLoginLink();
  const t = useT(messages);
  if (user) return <SignedInMenu user={user} />;
  // Until the session is known the links hold their place, unseen, so nothing jumps.
  const unknown = status === 'unknown' || status === 'loading';
  return (
    <div className={`flex items-center gap-2 ${unknown ? 'invisible' : ''}`} aria-hidden={unknown || undefined}>
      <Link to={loginLink} className="btn-ghost" tabIndex={unknown ? -1 : undefined}>
        {t('logIn')}
      </Link>
      <Link to="/register" className="btn-primary" tabIndex={unknown ? -1 : undefined}>
        {t('signUp')}
      </Link>
    </div>
  );
}

/** The account part of the phone menu. */
export function MobileAccountLinks({ itemClass }: { itemClass: string }) {
  const { user } = useSession();
  const loginLink = useLoginLink();
  const { logOut, leaving } = useLogOut();
  const t = useT(messages);
  if (!user) {
    return (
      <>
        <Link to={loginLink} className={itemClass}>
          {t('logIn')}
        </Link>
        <Link to="/register" className={itemClass}>
          {t('signUp')}
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="flex items-center gap-2 px-2 pb-1 pt-3 text-sm text-stone-600">
        <Avatar user={user} />
        <span className="min-w-0 truncate">
          <span className="font-medium text-stone-900">{user.name}</span> · {user.email}
        </span>
      </p>
      {accountLinks(user, t).map((link) => (
        <Link key={link.to} to={link.to} className={itemClass}>
          {link.label}
        </Link>
      ))}
      <button type="button" className={`${itemClass} w-full text-left`} disabled={leaving} onClick={() => void logOut()}>
        {leaving ? t('loggingOut') : t('logOut')}
      </button>
    </>
  );
}
