import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { isStaff, type Viewer } from '../collections/access.ts';
import { SessionCache } from './session-cache.ts';
import { listenForSessionChanges } from './session-notices.ts';
import { isSecretShaped, resolveSession, SESSION_COOKIE, type SessionSettings } from './sessions.ts';

// Who is asking: resolved once per request from the session cookie, before any route runs.
// Requests without the cookie cost nothing.

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions remembered between their notices; null when every request looks its session up. */
    sessionCache: SessionCache | null;
  }
  interface FastifyRequest {
    viewer: Viewer | null;
    sessionId: string | null;
  }
}

export async function viewerPlugin(app: FastifyInstance, db: Db, settings: SessionSettings, noticesUrl?: string): Promise<void> {
  await app.register(cookie);
  const cache = noticesUrl ? new SessionCache() : undefined;
  app.decorate('sessionCache', cache ?? null);
  if (cache && noticesUrl) {
    const notices = listenForSessionChanges(noticesUrl, cache, app.log);
    app.addHook('onClose', () => notices.close());
  }
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request, reply) => {
    const secret = request.cookies[SESSION_COOKIE];
    if (secret === undefined) return;
    const session = isSecretShaped(secret) ? await resolveSession(db, secret, settings, cache) : undefined;
    // The browser logged in again after sending this request: its cookie is the new one already.
    if (session === 'replaced') return;
    if (!session) {
      // An ended or forged session: forget the cookie, carry on as a visitor.
      clearSessionCookie(reply);
      return;
    }
    request.viewer = { userId: session.userId, role: session.role };
    request.sessionId = session.sessionId;
  });
}

export function requireViewer(request: FastifyRequest): Viewer {
  if (!request.viewer) throw unauthorized();
  return request.viewer;
}

export function requireStaff(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!isStaff(viewer)) throw forbidden('This is for Habita staff');
  return viewer;
}

/** `httpsSite`: the site is served over HTTPS (PUBLIC_URL), even when a proxy talks plain HTTP to us. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, secret: string, settings: SessionSettings, httpsSite: boolean): void {
  void reply.setCookie(SESSION_COOKIE, secret, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: httpsSite || request.protocol === 'https',
    maxAge: settings.maxDays * 86_400,
  });
}

export function clearSessionCookie(reply: FastifyReply): void {
  void reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
}
