import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { accountByEmail, createAccount, generatedPassword } from './accounts.ts';
import { hashPassword, passwordProblem } from './passwords.ts';

/** ADMIN_EMAIL / ADMIN_PASSWORD cannot be used as they are: the start stops with this message. */
export class AdminSettingError extends Error {
  override name = 'AdminSettingError';
}

// The first admin. Until an admin can log in, nobody can make accounts staff: at start, one
// is made (or the demo admin given a password) from ADMIN_EMAIL / ADMIN_PASSWORD, or with a
// generated password printed once.

export const DEFAULT_ADMIN_EMAIL = 'admin@habita.local';

export interface FirstAdminLog {
  info(message: string): void;
  warn(message: string): void;
}

export async function ensureFirstAdmin(db: Db, given: { email?: string; password?: string }, log: FirstAdminLog): Promise<void> {
  const admins = await rows(
    db,
    sql`select email, password_hash is not null as "canLogIn" from users
        where role = 'admin' and deleted_at is null and disabled_at is null order by created_at`,
  );
  if (admins.some((admin) => admin.canLogIn)) return;
  // Demo data brings an admin without a password: that one gets it, unless another address is given.
  const email = given.email?.trim() || (admins[0]?.email as string | undefined) || DEFAULT_ADMIN_EMAIL;
  const password = given.password || generatedPassword();
  const problem = passwordProblem(password, email);
  if (problem) throw new AdminSettingError(`ADMIN_PASSWORD is refused: ${problem}`);
  const hash = await hashPassword(password);
  const existing = await accountByEmail(db, email);
  if (existing) {
    await db.execute(sql`update users set role = 'admin', password_hash = ${hash}, email_verified_at = coalesce(email_verified_at, now()),
      disabled_at = null, updated_at = now() where id = ${existing.id}`);
  } else {
    await createAccount(db, { email, name: 'Admin', role: 'admin', language: 'en', passwordHash: hash, verified: true });
  }
  if (given.password) log.info(`First admin account ready: ${email} (password from ADMIN_PASSWORD)`);
  else log.warn(`First admin account created: ${email} with password ${password}. It is shown only this once: log in and change it.`);
}
