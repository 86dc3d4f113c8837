import type { FastifyInstance } from 'fastify';
import { loginRoute, logoutEverywhereRoute, logoutRoute, sessionRoute } from '../../contracts/auth.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { recordOfAccount, startSession, type AccountKit } from './account-kit.ts';
import { accountByEmail, userRecordOf } from './accounts.ts';
import { verifyPassword } from './passwords.ts';
import { endSession, endUserSessions } from '../sessions/sessions.ts';
import { clearSessionCookie, requireViewer } from '../sessions/viewer.ts';

// Who is signed in, logging in, and logging out here or everywhere.

export function sessionRoutes(app: FastifyInstance, kit: AccountKit): void {
  const { db } = kit;

  serveRoute(app, sessionRoute, async (_input, request, reply) => {
    void reply.header('cache-control', 'no-store');
    return { user: request.viewer ? ((await userRecordOf(db, request.viewer.userId, request.viewer)) ?? null) : null };
  });

  serveRoute(app, loginRoute, async ({ body }, request, reply) => {
    const account = await accountByEmail(db, body.email);
    const matches = await kit.limits.passwordCheck(request, body.email, account, () => verifyPassword(account?.passwordHash, body.password));
    if (!account || !matches) throw unauthorized('The email or the password is not right');
    if (account.disabled) throw forbidden('This account is disabled. Write to us if you think it is a mistake.');
    if (!account.verified) {
      throw forbidden('Confirm your email address first: follow the link we sent you, or ask for a new one.', 'email');
    }
    await startSession(kit, request, reply, account.id);
    return { user: await recordOfAccount(db, account.id, { userId: account.id, role: account.role }) };
  });

  serveRoute(app, logoutRoute, async (_input, request, reply) => {
    if (request.sessionId) await endSession(db, request.sessionId);
    clearSessionCookie(reply);
    return null;
  });

  serveRoute(
    app,
    logoutEverywhereRoute,
    async (_input, request, reply) => {
      await endUserSessions(db, requireViewer(request).userId);
      clearSessionCookie(reply);
      return null;
    },
    { before: requireViewer },
  );
}
