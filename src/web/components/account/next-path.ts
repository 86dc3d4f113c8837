import type { Role } from '../../../catalog/types.ts';
import { sitePath } from '../../api/safe-redirect.ts';
import { areaPath, isAccountPage } from './areas.ts';

// Where to go after logging in comes from the address (`?next=`), so anyone can write it:
// only a path on this site is followed, never another site ("//evil.com", "https://…", "/\evil.com",
// "/.//evil.com"), and it is followed in the form the browser would resolve it to.

export function safeNextPath(next: string | null | undefined): string | null {
  return next ? sitePath(next) : null;
}

/** The login address that brings the person back to `path` afterwards. */
export function loginPath(path: string, reason?: 'staff'): string {
  const params = new URLSearchParams({ next: path });
  if (reason) params.set('reason', reason);
  return `/login?${params.toString()}`;
}

/** After logging in: the page the person was heading for when it is on this site, else their own area. */
export function destinationAfterLogin(next: string | null | undefined, user: { role: Role }): string {
  const path = safeNextPath(next);
  return path && !isAccountPage(path) ? path : areaPath(user.role);
}
