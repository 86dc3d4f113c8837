import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { recordSchema, firstIssue } from '../../catalog/validation.ts';
import { recordJsonSchema } from '../collections/json-schemas.ts';
import type { Db } from '../db/database.ts';
import { badRequest, errorBodySchema, forbidden, isUniqueViolation, unauthorized } from '../errors.ts';
import type { FileStorage } from '../files/storage.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { Mail } from '../mail/templates.ts';
import {
  type Account,
  accountByEmail,
  accountById,
  closeAccount,
  createAccount,
  exportData,
  markVerified,
  setPassword,
  userRecord,
  users,
} from './accounts.ts';
import { consumeLink, issueLink } from './one-time-links.ts';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.ts';
import { loginSlowdown } from './login-slowdown.ts';
import type { Limit, RateLimiter } from './rate-limit.ts';
import { createSession, endSession, endUserSessions } from './sessions.ts';
import type { AuthSettings } from './settings.ts';
import { clearSessionCookie, requireViewer, setSessionCookie } from './viewer.ts';

// The account routes of README.md: register, verify, log in and out, forgotten and changed
// passwords, export and close. Mails are written to the outbox in the background, with the change
// that causes them, so an answer takes as long whether the address has an account or not.

export interface AccountContext {
  db: Db;
  storage: FileStorage;
  settings: AuthSettings;
  limiter: RateLimiter;
}

const SELF_SERVICE_ROLES = ['tenant', 'landlord', 'investor'] as const;

const messageSchema = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } };
const errors = (...statuses: number[]) => Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
const userSchema = recordJsonSchema(users);
const sessionSchema = { type: 'object', required: ['user'], properties: { user: { ...userSchema, nullable: true } } };
const verifiedSchema = { type: 'object', required: ['message', 'user'], properties: { message: { type: 'string' }, user: { ...userSchema, nullable: true } } };

function jsonBody(properties: Record<string, object>, required: string[]) {
  return { type: 'object', required, properties, additionalProperties: false };
}
const emailProp = { type: 'string', format: 'email', maxLength: 254 };
const passwordProp = { type: 'string', minLength: 8, maxLength: 128 };
const nonceProp = { type: 'string', description: 'The nonce from the link' };

function bodyOf(request: FastifyRequest): Record<string, unknown> {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw badRequest('Send a JSON object');
  return body as Record<string, unknown>;
}

function text(body: Record<string, unknown>, name: string, max = 254): string {
  const value = body[name];
  if (typeof value !== 'string' || value.trim() === '') throw badRequest(`${name}: Required`, name);
  if (value.length > max) throw badRequest(`${name}: at most ${max} characters`, name);
  return value;
}

function checkPassword(password: unknown, email?: string): string {
  const problem = passwordProblem(password, email);
  if (problem) throw badRequest(`password: ${problem}`, 'password');
  return password as string;
}

const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function email(body: Record<string, unknown>): string {
  const value = text(body, 'email').trim();
  if (!EMAIL_FORMAT.test(value)) throw badRequest('email: Enter an email address like name@example.com', 'email');
  return value;
}

export async function accountRoutes(app: FastifyInstance, ctx: AccountContext): Promise<void> {
  const { db, settings, limiter } = ctx;
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  const link = (path: string, nonce: string, address: string) =>
    `${settings.publicUrl.replace(/\/$/, '')}/${path}/${nonce}/${encodeURIComponent(address)}`;
  const site = (path = '/') => `${settings.publicUrl.replace(/\/$/, '')}${path}`;

  function deliver(mail: Mail): void {
    inBackground(async () => mail);
  }

  /**
   * Work whose cost would tell whether an address has an account (looking it up, making a link,
   * writing the mail) runs after the answer has gone, the same answer either way. What it changes
   * and the mail it sends are one transaction: no link without its mail, no mail without its link.
   */
  function inBackground(prepare: (tx: Db) => Promise<Mail | undefined>): void {
    const work = db
      .transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const mail = await prepare(tx);
        if (mail) await enqueueMail(tx, mail);
      })
      // Sending failures are the outbox's to retry; this is the database failing. The person can ask again.
      .catch((error: unknown) => app.log.error({ err: error }, 'account mail work failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
  }

  async function limitMail(request: FastifyRequest, address: string): Promise<void> {
    await limiter.take(
      [
        { key: `mail:email:${address.trim().toLowerCase()}`, limit: settings.limits.mailPerEmail },
        { key: `mail:ip:${request.ip}`, limit: settings.limits.mailPerIp },
      ],
      'Too many mails asked for: wait a while before asking again',
    );
  }

  // Someone guessing an account's password must not lock its owner out. So the wall (429) is per
  // client address, and per account *and* address; across all addresses, failures past the limit
  // only slow every try on the account down, and the owner is told by mail. Only failed tries
  // count against the account, so the owner's own logins never use up its tries.
  const loginKeys = (request: FastifyRequest, address: string) => {
    const account = address.trim().toLowerCase();
    return {
      walls: [
        { key: `login:ip:${request.ip}`, limit: settings.limits.loginPerIp },
        { key: `login:pair:${account}:${request.ip}`, limit: settings.limits.loginPerEmail },
      ],
      pair: [{ key: `login:pair:${account}:${request.ip}`, limit: settings.limits.loginPerEmail }],
      account: { key: `login:email:${account}`, limit: settings.limits.loginPerEmail },
      warned: { key: `login:warned:${account}`, limit: { max: 1, windowSeconds: settings.limits.loginPerEmail.windowSeconds } },
    };
  };
  const TOO_MANY_TRIES = 'Too many attempts: wait a few minutes before trying again';

  /** Tells the owner once per window that wrong passwords keep coming. */
  async function warnOfLoginAttempts(account: Account, attempts: number, warned: { key: string; limit: Limit }): Promise<void> {
    const first = (await limiter.count([warned])).get(warned.key)?.count === 1;
    if (!first) return;
    const minutes = Math.round(settings.limits.loginPerEmail.windowSeconds / 60);
    deliver({ kind: 'login-attempts', to: account.email, name: account.name, language: account.language, link: site('/forgot'), attempts, minutes });
  }

  /**
   * Runs a password check under the login limits. The try is counted before the (slow) check,
   * so parallel guesses all count; a right password gives the account's count back. Past the
   * account's limit every try waits first, right or wrong, so the wait tells nothing.
   */
  async function limitedPasswordCheck(request: FastifyRequest, address: string, account: Account | undefined, check: () => Promise<boolean>): Promise<boolean> {
    const keys = loginKeys(request, address);
    await limiter.take(keys.walls, TOO_MANY_TRIES);
    const tries = (await limiter.count([keys.account])).get(keys.account.key)?.count ?? 0;
    await loginSlowdown(tries - keys.account.limit.max);
    const passed = await check();
    if (passed) await limiter.refund([...keys.pair, keys.account]);
    else if (account && tries > keys.account.limit.max) await warnOfLoginAttempts(account, tries, keys.warned);
    return passed;
  }

  async function startSession(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    // A fresh id at every login: whatever session the browser held before ends here.
    if (request.sessionId) await endSession(db, request.sessionId);
    const secret = await createSession(db, userId, settings.session, { ip: request.ip, userAgent: request.headers['user-agent'] });
    setSessionCookie(request, reply, secret, settings.session, settings.publicUrl.startsWith('https:'));
  }

  const tags = ['Accounts'];

  app.get(
    '/api/auth/session',
    { schema: { tags, summary: 'Who is signed in', response: { 200: sessionSchema } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return { user: request.viewer ? ((await userRecord(db, request.viewer.userId, request.viewer)) ?? null) : null };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account; a verification link goes by mail',
        body: jsonBody(
          { email: emailProp, password: passwordProp, name: { type: 'string', maxLength: 100 }, role: { type: 'string', enum: SELF_SERVICE_ROLES }, language: { type: 'string', enum: ['es', 'en'] } },
          ['email', 'password', 'name', 'role'],
        ),
        response: { 202: messageSchema, ...errors(400, 429) },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const address = email(body);
      const role = body.role;
      if (!SELF_SERVICE_ROLES.includes(role as never)) {
        throw badRequest('role: choose tenant, landlord or investor (staff accounts are made by an admin)', 'role');
      }
      const parsed = recordSchema(users, 'create')
        .pick({ name: true, language: true })
        .safeParse({ name: body.name, ...(body.language === undefined ? {} : { language: body.language }) });
      if (!parsed.success) {
        const issue = firstIssue(users, parsed.error, body);
        throw badRequest(issue.message, issue.field);
      }
      const password = checkPassword(body.password, address);
      await limitMail(request, address);
      // Hashed either way, so a known address answers as slowly as a new one.
      const passwordHash = await hashPassword(password);
      const language = (parsed.data.language as 'es' | 'en' | undefined) ?? 'es';
      const name = String(parsed.data.name).trim();
      inBackground(async (tx) => {
        const existing = await accountByEmail(tx, address);
        if (existing) {
          return { kind: 'already-registered', to: existing.email, name: existing.name, language: existing.language, link: site('/forgot') };
        }
        let userId: string;
        try {
          // A savepoint: a taken address must not spoil the transaction it runs in.
          userId = await tx.transaction((savepoint) => createAccount(savepoint as unknown as Db, { email: address, name, role: role as 'tenant', language, passwordHash }));
        } catch (error) {
          // Taken meanwhile, or by a closed account kept for the records: nothing to send.
          if (isUniqueViolation(error)) return undefined;
          throw error;
        }
        const nonce = await issueLink(tx, userId, 'verify');
        return { kind: 'verify', to: address, name, language, link: link('verification', nonce, address) };
      });
      void reply.status(202);
      return { message: `Check your inbox: we sent a message to ${address} with what to do next.` };
    },
  );

  app.post(
    '/api/auth/verification',
    {
      schema: {
        tags,
        summary: 'Confirm an address with the link from the mail; it signs its owner in',
        body: jsonBody({ nonce: nonceProp, email: emailProp }, ['nonce', 'email']),
        response: { 200: verifiedSchema, ...errors(400) },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const userId = await consumeLink(db, body.nonce, body.email, 'verify');
      await markVerified(db, userId);
      const account = (await accountById(db, userId))!;
      const viewer = { userId, role: account.role };
      if (request.viewer?.userId === userId) {
        return { message: 'Your email address is confirmed.', user: await userRecord(db, userId, viewer) };
      }
      // Someone else signed in on this browser keeps their session: a link must not switch the
      // account under them (and a link an attacker sent cannot take over a signed-in browser).
      if (request.viewer) {
        return { message: 'Your email address is confirmed. Log out here, then log in with it.', user: null };
      }
      if (account.disabled) {
        return { message: 'Your email address is confirmed, but this account is disabled. Write to us if you think it is a mistake.', user: null };
      }
      // The unused, unexpired link just proved the address, as a password would: the person is in.
      await startSession(request, reply, userId);
      return { message: 'Your email address is confirmed. You are logged in.', user: await userRecord(db, userId, viewer) };
    },
  );

  /**
   * A route that mails a one-time link to an account that may have one: always the same 202,
   * whatever the address, with the look-up and the mail after the answer.
   */
  function linkByMail(path: string, summary: string, purpose: 'verify' | 'reset', wants: (account: Account) => boolean, answer: (address: string) => string): void {
    app.post(
      path,
      { schema: { tags, summary, body: jsonBody({ email: emailProp }, ['email']), response: { 202: messageSchema, ...errors(400, 429) } } },
      async (request, reply) => {
        const address = email(bodyOf(request));
        await limitMail(request, address);
        inBackground(async (tx) => {
          const account = await accountByEmail(tx, address);
          if (!account || !wants(account)) return undefined;
          const nonce = await issueLink(tx, account.id, purpose);
          const page = purpose === 'verify' ? 'verification' : 'forgot';
          return { kind: purpose, to: account.email, name: account.name, language: account.language, link: link(page, nonce, account.email) };
        });
        void reply.status(202);
        return { message: answer(address) };
      },
    );
  }

  linkByMail(
    '/api/auth/verification/resend',
    'Send a new verification link',
    'verify',
    (account) => !account.verified && !account.disabled,
    (address) => `If ${address} has an account waiting to be confirmed, a new link is on its way.`,
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Log in: sets the session cookie',
        body: jsonBody({ email: emailProp, password: { type: 'string', maxLength: 1024 } }, ['email', 'password']),
        response: { 200: sessionSchema, ...errors(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const body = bodyOf(request);
      const address = text(body, 'email');
      const password = text(body, 'password', 1024);
      const account = await accountByEmail(db, address);
      const matches = await limitedPasswordCheck(request, address, account, () => verifyPassword(account?.passwordHash, password));
      if (!account || !matches) throw unauthorized('The email or the password is not right');
      if (account.disabled) throw forbidden('This account is disabled. Write to us if you think it is a mistake.');
      if (!account.verified) {
        throw forbidden('Confirm your email address first: follow the link we sent you, or ask for a new one.', 'email');
      }
      await startSession(request, reply, account.id);
      const viewer = { userId: account.id, role: account.role };
      return { user: await userRecord(db, account.id, viewer) };
    },
  );

  app.post(
    '/api/auth/logout',
    { schema: { tags, summary: 'Log out: ends this session', response: { 204: { type: 'null' } } } },
    async (request, reply) => {
      if (request.sessionId) await endSession(db, request.sessionId);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/auth/logout-everywhere',
    { schema: { tags, summary: 'End every session of this account', response: { 204: { type: 'null' }, ...errors(401) } } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      await endUserSessions(db, viewer.userId);
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );

  linkByMail(
    '/api/auth/forgot',
    'Send a link to choose a new password',
    'reset',
    (account) => !account.disabled,
    (address) => `If ${address} has an account, a link to choose a new password is on its way. It works for one hour.`,
  );

  app.post(
    '/api/auth/reset',
    {
      schema: {
        tags,
        summary: 'Choose a new password with the link from the mail; every session ends',
        body: jsonBody({ nonce: nonceProp, email: emailProp, password: passwordProp }, ['nonce', 'email', 'password']),
        response: { 200: messageSchema, ...errors(400) },
      },
    },
    async (request) => {
      const body = bodyOf(request);
      const address = text(body, 'email');
      // The password is checked before the link is spent: a refused password leaves the link usable.
      const password = checkPassword(body.password, address);
      const userId = await consumeLink(db, body.nonce, address, 'reset');
      await setPassword(db, userId, password);
      await markVerified(db, userId);
      await endUserSessions(db, userId);
      return { message: 'Your new password is set. Log in with it now.' };
    },
  );

  app.put(
    '/api/auth/password',
    {
      schema: {
        tags,
        summary: 'Change the password; other sessions end',
        body: jsonBody({ currentPassword: { type: 'string', maxLength: 1024 }, password: passwordProp }, ['currentPassword', 'password']),
        response: { 200: sessionSchema, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = bodyOf(request);
      const account = (await accountById(db, viewer.userId))!;
      const current = typeof body.currentPassword === 'string' ? body.currentPassword : '';
      if (!(await limitedPasswordCheck(request, account.email, account, () => verifyPassword(account.passwordHash, current)))) {
        throw badRequest('currentPassword: this is not your current password', 'currentPassword');
      }
      const password = checkPassword(body.password, account.email);
      await setPassword(db, account.id, password);
      await endUserSessions(db, account.id);
      request.sessionId = null;
      await startSession(request, reply, account.id);
      deliver({ kind: 'password-changed', to: account.email, name: account.name, language: account.language, link: site('/forgot') });
      return { user: await userRecord(db, account.id, viewer) };
    },
  );

  app.get(
    '/api/auth/export',
    { schema: { tags, summary: 'Download everything Habita holds that is yours, as JSON', response: errors(401) } },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const data = await exportData(db, viewer);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="habita-my-data-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    '/api/auth/account',
    {
      schema: {
        tags,
        summary: 'Close my account: personal data erased, every session ends',
        body: jsonBody({ password: { type: 'string', maxLength: 1024 } }, ['password']),
        response: { 204: { type: 'null' }, ...errors(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const viewer = requireViewer(request);
      const body = bodyOf(request);
      const account = (await accountById(db, viewer.userId))!;
      const given = typeof body.password === 'string' ? body.password : '';
      if (!(await limitedPasswordCheck(request, account.email, account, () => verifyPassword(account.passwordHash, given)))) {
        throw badRequest('password: this is not your password', 'password');
      }
      await endUserSessions(db, account.id);
      await closeAccount(db, ctx.storage, account.id);
      deliver({ kind: 'account-deleted', to: account.email, name: account.name, language: account.language, link: site() });
      clearSessionCookie(reply);
      return reply.status(204).send();
    },
  );
}
