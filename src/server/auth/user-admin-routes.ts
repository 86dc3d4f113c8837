import type { FastifyInstance, FastifyRequest } from 'fastify';
import { disableUserRoute, enableUserRoute, verifyUserRoute } from '../../contracts/auth.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { admits, type Viewer } from '../collections/access.ts';
import { users } from '../../catalog/collections/people.ts';
import { accountById, markVerified, setDisabled, userRecordOf } from './accounts.ts';
import { endUserSessions } from '../sessions/sessions.ts';
import { requireViewer } from '../sessions/viewer.ts';

// What only an admin does to an account, beyond the fields the generic API lets them edit:
// confirm an address by hand, disable an account (ending its sessions) and enable it again.

function requireAdmin(request: FastifyRequest): Viewer {
  const viewer = requireViewer(request);
  if (!admits(users.access.create, viewer)) throw forbidden('Only an admin manages accounts');
  return viewer;
}

export async function userAdminRoutes(app: FastifyInstance, db: Db): Promise<void> {
  /** The account's id, once it is known to be a live account. */
  async function target(id: string): Promise<string> {
    const account = await accountById(db, id);
    if (!account) throw notFound(`No user with _id ${id}`, '_id');
    return account.id;
  }

  async function answer(id: string, request: FastifyRequest) {
    const record = await userRecordOf(db, id, requireAdmin(request));
    if (!record) throw notFound(`No user with _id ${id}`, '_id');
    return { record };
  }

  const admin = { before: requireAdmin };

  serveRoute(
    app,
    verifyUserRoute,
    async ({ params }, request) => {
      const id = await target(params._id);
      await markVerified(db, id);
      return answer(id, request);
    },
    admin,
  );

  serveRoute(
    app,
    disableUserRoute,
    async ({ params }, request) => {
      const id = await target(params._id);
      if (id === requireAdmin(request).userId) throw conflict('You cannot disable your own account', '_id');
      await setDisabled(db, id, true);
      await endUserSessions(db, id);
      return answer(id, request);
    },
    admin,
  );

  serveRoute(
    app,
    enableUserRoute,
    async ({ params }, request) => {
      const id = await target(params._id);
      await setDisabled(db, id, false);
      return answer(id, request);
    },
    admin,
  );
}
