import type { FastifyInstance } from 'fastify';
import { closeAccountRoute, exportAccountRoute } from '../../contracts/auth.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import { badRequest } from '../errors.ts';
import type { AccountKit } from './account-kit.ts';
import { accountById, closeAccount, exportData, MAX_EXPORTED_PER_COLLECTION } from './accounts.ts';
import { enquiriesOf } from './investor-enquiries.ts';
import { verifyPassword } from './passwords.ts';
import { endUserSessions } from '../sessions/sessions.ts';
import { clearSessionCookie, requireViewer } from '../sessions/viewer.ts';

// The person's own data: a copy of all of it, and closing the account (personal data erased).


export function accountDataRoutes(app: FastifyInstance, kit: AccountKit): void {
  const { db, mail } = kit;

  serveRoute(
    app,
    exportAccountRoute,
    async (_input, request, reply) => {
      const viewer = requireViewer(request);
      const data = await exportData(db, viewer);
      // Enquiries from the investor page carry no account: they are the person's by the address
      // they confirmed, as their area shows them.
      const account = await accountById(db, viewer.userId);
      const enquiries = account?.verified ? await enquiriesOf(db, account.email, MAX_EXPORTED_PER_COLLECTION) : [];
      const day = new Date().toISOString().slice(0, 10);
      void reply.header('content-disposition', `attachment; filename="habita-my-data-${day}.json"`).header('cache-control', 'no-store');
      return enquiries.length > 0 ? { ...data, investors: enquiries } : data;
    },
    { before: requireViewer },
  );

  serveRoute(
    app,
    closeAccountRoute,
    async ({ body }, request, reply) => {
      const viewer = requireViewer(request);
      const account = (await accountById(db, viewer.userId))!;
      if (!(await kit.limits.passwordCheck(request, account.email, account, () => verifyPassword(account.passwordHash, body.password)))) {
        throw badRequest('password: this is not your password', 'password');
      }
      await endUserSessions(db, account.id);
      await closeAccount(db, kit.storage, account.id);
      mail.deliver({ kind: 'account-deleted', to: account.email, name: account.name, language: account.language, link: mail.site() });
      clearSessionCookie(reply);
      return null;
    },
    { before: requireViewer },
  );
}
