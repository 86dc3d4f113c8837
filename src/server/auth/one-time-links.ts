import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { badRequest } from '../errors.ts';
import { hashSecret, isSecretShaped, newSecret } from '../sessions/sessions.ts';

// The nonces of verification and password-reset links: random, kept as their SHA-256,
// used once, short-lived. A new link voids the older ones of the same purpose.

export type LinkPurpose = 'verify' | 'reset';

export const LINK_LIFETIME_MINUTES: Record<LinkPurpose, number> = { verify: 48 * 60, reset: 60 };

export async function issueLink(db: Db, userId: string, purpose: LinkPurpose): Promise<string> {
  const { secret, hash } = newSecret();
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`update auth_tokens set expires_at = least(expires_at, now()) where user_id = ${userId} and purpose = ${purpose} and used_at is null`,
    );
    await tx.execute(sql`insert into auth_tokens (token_hash, user_id, purpose, expires_at)
      values (decode(${hash}, 'hex'), ${userId}, ${purpose}, now() + make_interval(mins => ${LINK_LIFETIME_MINUTES[purpose]}))`);
  });
  return secret;
}

const MESSAGES = {
  invalid: 'This link is not valid: check that you copied all of it, or ask for a new one',
  used: 'This link has already been used: ask for a new one if you still need it',
  expired: 'This link has expired: ask for a new one',
};

/**
 * Marks the link used and returns its user, in one statement so two clicks cannot both succeed.
 * The email must be the account's: a link copied to another address opens nothing.
 */
export async function consumeLink(db: Db, nonce: unknown, email: unknown, purpose: LinkPurpose): Promise<string> {
  if (!isSecretShaped(nonce) || typeof email !== 'string') throw badRequest(MESSAGES.invalid, 'nonce');
  const hash = hashSecret(nonce);
  const [used] = await rows(
    db,
    sql`update auth_tokens t set used_at = now()
        from users u
        where t.token_hash = decode(${hash}, 'hex') and t.purpose = ${purpose} and t.used_at is null
          and t.expires_at > now() and u.id = t.user_id and lower(u.email) = lower(${email.trim()}) and u.deleted_at is null
        returning t.user_id as "userId"`,
  );
  if (used) return used.userId as string;
  const [found] = await rows(
    db,
    sql`select t.used_at is not null as used, t.expires_at <= now() as expired
        from auth_tokens t join users u on u.id = t.user_id
        where t.token_hash = decode(${hash}, 'hex') and t.purpose = ${purpose} and lower(u.email) = lower(${email.trim()})`,
  );
  if (found?.used) throw badRequest(MESSAGES.used, 'nonce');
  if (found?.expired) throw badRequest(MESSAGES.expired, 'nonce');
  throw badRequest(MESSAGES.invalid, 'nonce');
}
