import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from './database.ts';
import { rows } from './rows.ts';

// Secrets Habita makes for itself, made once and kept in `app_secrets`, so every server of a
// cluster (and every restart) signs and checks with the same key. The first server to write one
// wins; the others read what it wrote.

export async function keptSecret(db: Db, name: string, make: () => string = () => randomBytes(32).toString('hex')): Promise<string> {
  await db.execute(sql`insert into app_secrets (name, value) values (${name}, ${make()}) on conflict (name) do nothing`);
  const [kept] = await rows(db, sql`select value from app_secrets where name = ${name}`);
  return String(kept!.value);
}
