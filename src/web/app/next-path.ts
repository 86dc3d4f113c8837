import { sitePath } from '../api/safe-redirect.ts';

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
