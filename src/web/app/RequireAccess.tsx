import { useRef, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppDispatch, useSession } from '../store/hooks.ts';
import { isStaffUser, loadSession } from '../store/session-slice.ts';
import { LoadingScreen } from './Loading.tsx';
import { loginPath } from '../components/account/next-path.ts';

// Screens for signed-in people only. The server refuses their data anyway; this sends the
// person to log in first, and back here afterwards. Someone who logs out (or closes their
// account) from such a screen goes to the home page instead: they are leaving, not arriving.

/** Who may open a screen: anyone signed in, or Habita staff (roles admin and staff). */
export type ScreenAccess = 'signedIn' | 'staff';

export function RequireAccess({ access, children }: { access: ScreenAccess; children: ReactNode }) {
  const { status, user, error } = useSession();
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const admitted = useRef(false);

  // A refresh of a known session (after confirming an address) keeps the screen where it is.
  if ((status === 'unknown' || status === 'loading') && !user) return <LoadingScreen frame={access === 'staff' ? 'backOffice' : 'site'} />;
  if (status === 'failed' && !user) {
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <p className="font-semibold text-stone-900">Could not check who is logged in</p>
        <p className="mt-1 text-sm text-stone-700">{error}</p>
        <button type="button" className="btn mt-4" onClick={() => void dispatch(loadSession({ force: true }))}>
          Try again
        </button>
      </div>
    );
  }
  const here = `${pathname}${search}`;
  if (!user) return <Navigate to={admitted.current ? '/' : loginPath(here)} replace />;
  if (access === 'staff' && !isStaffUser(user)) return <Navigate to={loginPath(here, 'staff')} replace />;
  admitted.current = true;
  return children;
}
