import type { FastifyInstance } from 'fastify';
import { registerRoute, resendVerificationRoute, verifyEmailRoute } from '../../contracts/auth.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../errors.ts';
import { checkNewPassword, recordOfAccount, startSession, type AccountKit } from './account-kit.ts';
import { accountByEmail, accountById, createAccount, markVerified } from './accounts.ts';
import { serveLinkByMail } from './link-by-mail.ts';
import { consumeLink, issueLink } from './one-time-links.ts';
import { hashPassword } from './passwords.ts';

// Signing up: the account is made, and its address confirmed with a mailed link that signs its
// owner in. The answer to a sign-up is the same whether the address has an account or not.

export function registrationRoutes(app: FastifyInstance, kit: AccountKit): void {
  const { db, mail } = kit;

  serveRoute(app, registerRoute, async ({ body }, request) => {
    const { email: address, name, role } = body;
    const password = checkNewPassword(body.password, address);
    await kit.limits.limitMail(request, address);
    // Hashed either way, so a known address answers as slowly as a new one.
    const passwordHash = await hashPassword(password);
    const language = body.language ?? 'es';
    mail.inBackground(async (tx) => {
      const existing = await accountByEmail(tx, address);
      if (existing) {
        return { kind: 'already-registered', to: existing.email, name: existing.name, language: existing.language, link: mail.site('/forgot') };
      }
      let userId: string;
      try {
        // A savepoint: a taken address must not spoil the transaction it runs in.
        userId = await tx.transaction((savepoint) => createAccount(savepoint as unknown as Db, { email: address, name, role, language, passwordHash }));
      } catch (error) {
        // Taken meanwhile, or by a closed account kept for the records: nothing to send.
        if (isUniqueViolation(error)) return undefined;
        throw error;
      }
      const nonce = await issueLink(tx, userId, 'verify');
      return { kind: 'verify', to: address, name, language, link: mail.link('verification', nonce, address) };
    });
    return { message: `Check your inbox: we sent a message to ${address} with what to do next.` };
  });

  serveRoute(app, verifyEmailRoute, async ({ body }, request, reply) => {
    const userId = await consumeLink(db, body.nonce, body.email, 'verify');
    await markVerified(db, userId);
    const account = (await accountById(db, userId))!;
    const viewer = { userId, role: account.role };
    if (request.viewer?.userId === userId) {
      return { message: 'Your email address is confirmed.', user: await recordOfAccount(db, userId, viewer) };
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
    await startSession(kit, request, reply, userId);
    return { message: 'Your email address is confirmed. You are logged in.', user: await recordOfAccount(db, userId, viewer) };
  });

  serveLinkByMail(app, kit, resendVerificationRoute, {
    purpose: 'verify',
    wants: (account) => !account.verified && !account.disabled,
    answer: (address) => `If ${address} has an account waiting to be confirmed, a new link is on its way.`,
  });
}
