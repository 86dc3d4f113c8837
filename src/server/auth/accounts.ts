import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { collections } from '../../catalog/catalog.ts';
import { users } from '../../catalog/collections/people.ts';
import { userRecord, type AccountExport, type UserRecord } from '../../contracts/auth.ts';
import type { Role } from '../../catalog/types.ts';
import { presentRecord } from '../collections/present.ts';
import { storedAs } from '../contracts/stored-as.ts';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { keysToRemoveOf, removeKeys } from '../files/uploads.ts';
import type { FileStorage } from '../files/storage.ts';
import { ownerCondition, selfReferences, type Viewer } from '../collections/access.ts';
import { hashPassword } from './passwords.ts';

// Accounts in the users table: what the account routes read and change beyond the generic API
// (password hashes, verification, closing an account, exporting one's data).

export interface Account {
  id: string;
  email: string;
  name: string;
  role: Role;
  language: 'es' | 'en';
  passwordHash: string | null;
  verified: boolean;
  disabled: boolean;
}

function toAccount(row: Record<string, unknown>): Account {
  return {
    id: row.id as string,
    email: row.email as string,
    name: row.name as string,
    role: row.role as Role,
    language: row.language === 'en' ? 'en' : 'es',
    passwordHash: (row.password_hash as string | null) ?? null,
    verified: row.email_verified_at !== null,
    disabled: row.disabled_at !== null,
  };
}

const ACCOUNT_COLUMNS = sql.raw('id, email, name, role, language, password_hash, email_verified_at, disabled_at');

/** The live account with this address, compared without regard to case. */
export async function accountByEmail(db: Db, email: string): Promise<Account | undefined> {
  const [row] = await rows(db, sql`select ${ACCOUNT_COLUMNS} from users where lower(email) = lower(${email.trim()}) and deleted_at is null`);
  return row ? toAccount(row) : undefined;
}

export async function accountById(db: Db, id: string): Promise<Account | undefined> {
  const [row] = await rows(db, sql`select ${ACCOUNT_COLUMNS} from users where id = ${id} and deleted_at is null`);
  return row ? toAccount(row) : undefined;
}

export async function createAccount(
  db: Db,
  values: { email: string; name: string; role: Role; language: string; passwordHash: string | null; verified?: boolean },
): Promise<string> {
  const [row] = await rows(
    db,
    sql`insert into users (email, name, role, language, password_hash, email_verified_at)
        values (${values.email.trim()}, ${values.name}, ${values.role}, ${values.language}, ${values.passwordHash},
                ${values.verified ? sql`now()` : sql`null`})
        returning id`,
  );
  return row!.id as string;
}

export async function setPassword(db: Db, userId: string, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.execute(sql`update users set password_hash = ${hash}, updated_at = now() where id = ${userId}`);
}

export async function markVerified(db: Db, userId: string): Promise<void> {
  await db.execute(sql`update users set email_verified_at = coalesce(email_verified_at, now()), updated_at = now() where id = ${userId}`);
}

export async function setDisabled(db: Db, userId: string, disabled: boolean): Promise<void> {
  await db.execute(
    sql`update users set disabled_at = ${disabled ? sql`coalesce(disabled_at, now())` : sql`null`}, updated_at = now() where id = ${userId}`,
  );
}

/** The user's record as the account routes show it to that viewer (the contract's `userRecord`). */
export async function userRecordOf(db: Db, userId: string, viewer: Viewer | null): Promise<UserRecord | undefined> {
  const row = await storeOf(users).findById(db, userId);
  return row ? storedAs(userRecord, presentRecord(users, row, viewer)) : undefined;
}

/**
 * Closes an account: personal data erased (the avatar file too), sign-in impossible, the record
 * soft-removed. Reservations, payments and contracts keep pointing at it, as the law asks.
 */
export async function closeAccount(db: Db, storage: FileStorage, userId: string): Promise<void> {
  const before = await storeOf(users).findById(db, userId, { includeDeleted: true });
  await db.execute(sql`update users set
      email = ${`closed-${userId}@habita.invalid`}, password_hash = null, name = 'Closed account', surname = null,
      phone = null, avatar = null, gender_id = null, id_type_id = null, id_number = null, birth_date = null,
      nationality = null, disabled_at = coalesce(disabled_at, now()), deleted_at = coalesce(deleted_at, now()), updated_at = now()
    where id = ${userId}`);
  const avatar = before?.avatar;
  if (avatar) await removeKeys(storage, keysToRemoveOf(avatar));
}

/**
 * Everything that is the user's own: their account, and per collection the records whose
 * one-step owner reference in any rule (`user`, `author`, `reportedBy`, `landlord`) is them.
 */
/** As many records of one collection as a copy of one's data holds. */
export const MAX_EXPORTED_PER_COLLECTION = 10_000;

export async function exportData(db: Db, viewer: Viewer): Promise<AccountExport> {
  const records: Record<string, Row[]> = {};
  for (const collection of collections) {
    if (collection.name === 'users') continue;
    const keys = selfReferences(collection);
    if (keys.length === 0) continue;
    const conditions = keys.map((key) => ownerCondition(collection, [key], viewer.userId));
    const found = await storeOf(collection).matching(db, sql.join(conditions, sql` or `), MAX_EXPORTED_PER_COLLECTION);
    if (found.length > 0) records[collection.name] = found.map((row) => presentRecord(collection, row, viewer));
  }
  return { ...records, exportedAt: new Date().toISOString(), account: (await userRecordOf(db, viewer.userId, viewer))! };
}

export function generatedPassword(): string {
  return randomBytes(12).toString('base64url');
}
