import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Role } from '../../catalog/types.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { forgetUserEverywhere, type ActiveSession, type SessionCache } from './session-cache.ts';

// Server-side sessions. The browser holds a random token; the database holds its SHA-256,
// the user, when it was last used and when it ends for good. A request on a session that
// has been idle too long, outlived its maximum or whose account is closed finds nothing.

export const SESSION_COOKIE = 'habita_session';

export interface SessionSettings {
  idleMinutes: number;
  maxDays: number;
}

/** A new secret and the hash kept of it (hex, decoded to bytes in SQL: one path for both drivers). */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** Only well-formed tokens reach the database. */
export function isSecretShaped(text: unknown): text is string {
  return typeof text === 'string' && /^[A-Za-z0-9_-]{43}$/.test(text);
}

// last_seen_at is written at most this often: a busy session costs a write a minute, not one a request.
const TOUCH_EVERY_SECONDS = 60;

export async function createSession(
  db: Db,
  userId: string,
  settings: SessionSettings,
  client: { ip?: string; userAgent?: string },
): Promise<string> {
  const { secret, hash } = newSecret();
  await db.execute(sql`insert into auth_sessions (token_hash, user_id, expires_at, ip, user_agent)
    values (decode(${hash}, 'hex'), ${userId}, now() + make_interval(days => ${settings.maxDays}),
            ${client.ip?.slice(0, 100) ?? null}, ${client.userAgent?.slice(0, 300) ?? null})`);
  return secret;
}

/**
 * The session a cookie names: active, `'replaced'` by a later login in the same browser (a visitor
 * now, but the browser already holds the new cookie, which must not be cleared), or none.
 */
export async function resolveSession(
  db: Db,
  secret: string,
  settings: SessionSettings,
  cache?: SessionCache,
): Promise<ActiveSession | 'replaced' | undefined> {
  const hash = hashSecret(secret);
  const remembered = cache?.lookup(hash);
  if (remembered) return remembered;
  const askedAt = Date.now();
  const [found] = await rows(
    db,
    sql`select s.id as "sessionId", u.id as "userId", u.role, s.replaced_at is not null as replaced,
          (extract(epoch from least(s.expires_at, s.last_seen_at + make_interval(mins => ${settings.idleMinutes}))) * 1000)::float8 as "endsAt",
          (s.expires_at <= now() or s.last_seen_at <= now() - make_interval(mins => ${settings.idleMinutes})
            or u.disabled_at is not null or u.deleted_at is not null) as ended,
          s.last_seen_at <= now() - make_interval(secs => ${TOUCH_EVERY_SECONDS}) as stale
        from auth_sessions s join users u on u.id = s.user_id
        where s.token_hash = decode(${hash}, 'hex')`,
  );
  if (!found) return undefined;
  if (found.replaced) return 'replaced';
  if (found.ended) {
    await db.execute(sql`delete from auth_sessions where id = ${found.sessionId as string}`);
    return undefined;
  }
  const session = { sessionId: found.sessionId as string, userId: found.userId as string, role: found.role as Role };
  if (found.stale) {
    const touched = await rows(db, sql`update auth_sessions set last_seen_at = now() where id = ${session.sessionId} returning id`);
    // Ended between the lookup and the touch: this request had it, nobody remembers it.
    if (touched.length === 0) return session;
  }
  cache?.remember(hash, session, askedAt, Number(found.endsAt));
  return session;
}

/**
 * Ends the session a browser held when it logs in again. Kept, marked, for a while: a request the
 * browser sent before the login may arrive after it, and clearing its cookie then would log the
 * person out of the session just begun.
 */
export async function replaceSession(db: Db, sessionId: string): Promise<void> {
  const changed = await rows(db, sql`update auth_sessions set replaced_at = now() where id = ${sessionId} and replaced_at is null returning user_id as "userId"`);
  for (const { userId } of changed) forgetUserEverywhere(userId as string);
}

/** Replaced sessions may be forgotten after this long (no request takes that long to arrive); the daily housekeeping does it. */
const KEEP_REPLACED_MINUTES = 10;

/** Forgets sessions that can no longer be used; returns how many. */
export async function pruneSessions(db: Db, settings: SessionSettings): Promise<number> {
  const gone = await rows(
    db,
    sql`delete from auth_sessions
        where expires_at <= now()
           or last_seen_at <= now() - make_interval(mins => ${settings.idleMinutes})
           or replaced_at <= now() - make_interval(mins => ${KEEP_REPLACED_MINUTES})
        returning id`,
  );
  return gone.length;
}

// Ending sessions here also drops them from this server's cache at once; other servers hear it
// from the database (migration 0009).

export async function endSession(db: Db, sessionId: string): Promise<void> {
  const ended = await rows(db, sql`delete from auth_sessions where id = ${sessionId} returning user_id as "userId"`);
  for (const { userId } of ended) forgetUserEverywhere(userId as string);
}

/** Ends every session of a user, but the one given (the request that changed the password). */
export async function endUserSessions(db: Db, userId: string, except?: string): Promise<void> {
  if (except) await db.execute(sql`delete from auth_sessions where user_id = ${userId} and id <> ${except}`);
  else await db.execute(sql`delete from auth_sessions where user_id = ${userId}`);
  forgetUserEverywhere(userId);
}
