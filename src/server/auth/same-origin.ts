import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.ts';
import { SESSION_COOKIE } from '../sessions/sessions.ts';

// Requests from other sites (CSRF). The session cookie is SameSite=Lax, which stops other
// *sites* but not other origins of the same site: a page on another port of the same host, or
// another subdomain, could make a signed-in admin's browser create an admin account. So a request
// that changes something must say it comes from our own origin, as every browser does:
//
// - `Origin` present: it must be ours (PUBLIC_URL's origin, or the origin the request was sent
//   to: its scheme and Host, read from X-Forwarded-* when TRUST_PROXY believes them; that is
//   also what the dev web server on :5173 sends, since its /api proxy keeps the Host).
// - no `Origin`: `Sec-Fetch-Site` must be `same-origin` or `none` (typed in, a bookmark).
// - neither: not a modern browser (curl, another server, a provider). Allowed only without the
//   session cookie, so no browser can be made to ride on someone's session that way.
//
// A foreign Origin is refused even without a cookie: logging a victim into the attacker's
// account (login CSRF) needs no session. Provider webhooks are authenticated by their signature,
// not by a cookie, and are left to it.

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);
const SIGNED_BY_PROVIDER = /^\/api\/payments\/webhooks\//;
const SESSION_COOKIE_PATTERN = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE}=`);

function originOf(text: string): string | null {
  try {
    return new URL(text).origin;
  } catch {
    return null;
  }
}

function ownOrigins(request: FastifyRequest, publicOrigin: string | null): Set<string> {
  const origins = new Set<string>();
  if (publicOrigin) origins.add(publicOrigin);
  const requested = request.host ? originOf(`${request.protocol}://${request.host}`) : null;
  if (requested) origins.add(requested);
  return origins;
}

function carriesSession(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && SESSION_COOKIE_PATTERN.test(cookie);
}

/** Why the request is refused, or null when it may go on. */
export function crossSiteRefusal(request: FastifyRequest, publicOrigin: string | null): string | null {
  if (READS.has(request.method) || SIGNED_BY_PROVIDER.test(request.url)) return null;
  const origin = request.headers.origin;
  if (typeof origin === 'string') {
    return ownOrigins(request, publicOrigin).has(originOf(origin) ?? '') ? null : `This request came from another site (${origin.slice(0, 100)})`;
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (typeof fetchSite === 'string') {
    return fetchSite === 'same-origin' || fetchSite === 'none' ? null : 'This request came from another site';
  }
  return carriesSession(request) ? 'A signed-in request that changes something must say where it comes from (an Origin header)' : null;
}

/** Refuses, with 403, state-changing requests that another site made a browser send. */
export function sameOriginOnly(app: FastifyInstance, publicUrl: string): void {
  const publicOrigin = originOf(publicUrl);
  app.addHook('onRequest', async (request) => {
    const refusal = crossSiteRefusal(request, publicOrigin);
    if (refusal) throw forbidden(`${refusal}: use Habita's own pages`);
  });
}
