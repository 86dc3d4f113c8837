import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { recordJsonSchema } from '../collections/json-schemas.ts';
import type { Db } from '../db/database.ts';
import { badRequest, conflict, errorBodySchema, forbidden, notFound } from '../errors.ts';
import { accountById, markVerified, setDisabled, userRecord, users } from './accounts.ts';
import { admits } from '../collections/access.ts';
import { endUserSessions } from './sessions.ts';
import { requireViewer } from './viewer.ts';

// What only an admin does to an account, beyond the fields the generic API lets them edit:
// confirm an address by hand, disable an account (ending its sessions) and enable it again.

const errors = Object.fromEntries([400, 401, 403, 404, 409].map((status) => [status, errorBodySchema]));
const answer = { type: 'object', required: ['record'], properties: { record: recordJsonSchema(users) } };
const params = { type: 'object', required: ['_id'], properties: { _id: { type: 'string', format: 'uuid' } } };

export async function userAdminRoutes(app: FastifyInstance, db: Db): Promise<void> {
  async function target(request: FastifyRequest): Promise<string> {
    const viewer = requireViewer(request);
    if (!admits(users.access.create, viewer)) throw forbidden('Only an admin manages accounts');
    const id = (request.params as { _id?: string })._id ?? '';
    if (!ID_PATTERN.test(id)) throw badRequest(`_id: "${id.slice(0, 60)}" is not a valid id`, '_id');
    const account = await accountById(db, id.toLowerCase());
    if (!account) throw notFound(`No user with _id ${id}`, '_id');
    return account.id;
  }

  const schema = (summary: string) => ({ tags: ['Accounts'], summary, params, response: { 200: answer, ...errors } });

  app.post('/api/auth/users/:_id/verify', { schema: schema("Admin: mark a user's address as confirmed") }, async (request) => {
    const id = await target(request);
    await markVerified(db, id);
    return { record: await userRecord(db, id, request.viewer) };
  });

  app.post('/api/auth/users/:_id/disable', { schema: schema('Admin: disable an account and end its sessions') }, async (request) => {
    const id = await target(request);
    if (id === request.viewer!.userId) throw conflict('You cannot disable your own account', '_id');
    await setDisabled(db, id, true);
    await endUserSessions(db, id);
    return { record: await userRecord(db, id, request.viewer) };
  });

  app.post('/api/auth/users/:_id/enable', { schema: schema('Admin: enable a disabled account') }, async (request) => {
    const id = await target(request);
    await setDisabled(db, id, false);
    return { record: await userRecord(db, id, request.viewer) };
  });
}
