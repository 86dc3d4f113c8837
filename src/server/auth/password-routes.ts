import type { FastifyInstance } from 'fastify';
import { changePasswordRoute, forgotPasswordRoute, resetPasswordRoute } from '../../contracts/auth.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import { badRequest } from '../errors.ts';
import { checkNewPassword, recordOfAccount, startSession, type AccountKit } from './account-kit.ts';
import { accountById, markVerified, setPassword } from './accounts.ts';
import { serveLinkByMail } from './link-by-mail.ts';
import { consumeLink } from './one-time-links.ts';
import { verifyPassword } from './passwords.ts';
import { endUserSessions } from '../sessions/sessions.ts';
import { requireViewer } from '../sessions/viewer.ts';

// A forgotten password (a mailed link to choose a new one) and a changed one. Either way every
// other session of the account ends.

export function passwordRoutes(app: FastifyInstance, kit: AccountKit): void {
  const { db, mail } = kit;

  serveLinkByMail(app, kit, forgotPasswordRoute, {
    purpose: 'reset',
    wants: (account) => !account.disabled,
    answer: (address) => `If ${address} has an account, a link to choose a new password is on its way. It works for one hour.`,
  });

  serveRoute(app, resetPasswordRoute, async ({ body }) => {
    // The password is checked before the link is spent: a refused password leaves the link usable.
    const password = checkNewPassword(body.password, body.email);
    const userId = await consumeLink(db, body.nonce, body.email, 'reset');
    await setPassword(db, userId, password);
    await markVerified(db, userId);
    await endUserSessions(db, userId);
    return { message: 'Your new password is set. Log in with it now.' };
  });

  serveRoute(
    app,
    changePasswordRoute,
    async ({ body }, request, reply) => {
      const viewer = requireViewer(request);
      const account = (await accountById(db, viewer.userId))!;
      if (!(await kit.limits.passwordCheck(request, account.email, account, () => verifyPassword(account.passwordHash, body.currentPassword)))) {
        throw badRequest('currentPassword: this is not your current password', 'currentPassword');
      }
      const password = checkNewPassword(body.password, account.email);
      await setPassword(db, account.id, password);
      await endUserSessions(db, account.id);
      request.sessionId = null;
      await startSession(kit, request, reply, account.id);
      mail.deliver({ kind: 'password-changed', to: account.email, name: account.name, language: account.language, link: mail.site('/forgot') });
      return { user: await recordOfAccount(db, account.id, viewer) };
    },
    { before: requireViewer },
  );
}
