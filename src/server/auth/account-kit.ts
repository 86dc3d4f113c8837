import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { UserRecord } from '../../contracts/auth.ts';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import type { FileStorage } from '../files/storage.ts';
import { accountMail, type AccountMail } from './account-mail.ts';
import type { Viewer } from '../collections/access.ts';
import { userRecordOf } from './accounts.ts';
import { accountLimits, type AccountLimits } from './login-limits.ts';
import { passwordProblem } from './passwords.ts';
import type { RateLimiter } from '../rate-limit/rate-limit.ts';
import { createSession, replaceSession } from '../sessions/sessions.ts';
import type { AuthSettings } from './settings.ts';
import { setSessionCookie } from '../sessions/viewer.ts';

// What every account route works with: the database, the settings, the mails it sends after its
// answer and the limits on password checks and mails. Made once per app.

export interface AccountContext {
  db: Db;
  storage: FileStorage;
  settings: AuthSettings;
  limiter: RateLimiter;
}

export interface AccountKit extends AccountContext {
  mail: AccountMail;
  limits: AccountLimits;
}

export function accountKit(app: FastifyInstance, ctx: AccountContext): AccountKit {
  const mail = accountMail(app, ctx.db, ctx.settings.publicUrl);
  return { ...ctx, mail, limits: accountLimits(ctx.limiter, ctx.settings, mail) };
}

/** Signs the browser in to the account with a fresh session id: whatever session it held before ends here. */
export async function startSession(kit: AccountKit, request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
  if (request.sessionId) await replaceSession(kit.db, request.sessionId);
  const secret = await createSession(kit.db, userId, kit.settings.session, { ip: request.ip, userAgent: request.headers['user-agent'] });
  setSessionCookie(request, reply, secret, kit.settings.session, kit.settings.publicUrl.startsWith('https:'));
}

/**
 * The rules the contract cannot check (it holds no list of common passwords): the new password
 * is refused with the same words and field as a too short one.
 */
export function checkNewPassword(password: string, email: string): string {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest(`password: ${problem}`, 'password');
  return password;
}

/** The record of an account the route has just found or changed. */
export async function recordOfAccount(db: Db, userId: string, viewer: Viewer): Promise<UserRecord> {
  const record = await userRecordOf(db, userId, viewer);
  if (!record) throw new Error(`account ${userId} vanished while its route ran`);
  return record;
}
