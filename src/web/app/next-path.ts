// Where to go after logging in comes from the address (`?next=`), so anyone can write it:
// only a path on this site is followed, never another site ("//evil.com", "https://…", "/\evil.com").

const SITE = 'https://habita.invalid';

export function safeNextPath(next: string | null | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines inside addresses, so "/\t/evil.com" would become "//evil.com".
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return null;
  let url: URL;
  try {
    url = new URL(next, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login address that brings the person back to `path` afterwards. */
export function loginPath(path: string, reason?: 'staff'): string {
  const params = new URLSearchParams({ next: path });
  if (reason) params.set('reason', reason);
  return `/login?${params.toString()}`;
}
