import { sql, type SQL } from 'drizzle-orm';
import { collections } from '../../catalog/catalog.ts';
import { columnName, isPrivateFileField } from '../../catalog/naming.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { Db } from '../db/database.ts';
import { ident, rows } from '../db/rows.ts';
import { contentTypeOf } from './routes.ts';
import { isPrivateKey, PRIVATE_PREFIX, readObject, type FileStorage } from './storage.ts';
import { keysOf, removeKeys, storedFiles } from './uploads.ts';

// Files uploaded before their field was private (or before files could be) still sit under
// public keys, where /files/ would serve them to anyone. At start each is copied under
// `private/`, its record pointed at the copy, and the public object removed. A record changed
// meanwhile is left for the next start; running twice, or on two servers at once, is harmless.

function privateCopy(file: StoredFile): StoredFile {
  if (isPrivateKey(file.key)) return file;
  const { url: _url, ...stored } = file;
  return {
    ...stored,
    key: PRIVATE_PREFIX + file.key,
    ...(file.variants
      ? { variants: Object.fromEntries(Object.entries(file.variants).map(([name, key]) => [name, isPrivateKey(key) ? key : PRIVATE_PREFIX + key])) }
      : {}),
  };
}

/** Copies the public objects of files to their private keys; a missing object is skipped (it 404s either way). */
async function copyObjects(storage: FileStorage, before: StoredFile[], after: StoredFile[]): Promise<string[]> {
  const publicKeys: string[] = [];
  for (const [index, file] of before.entries()) {
    const from = keysOf(file);
    const to = keysOf(after[index]!);
    for (const [position, key] of from.entries()) {
      if (isPrivateKey(key)) continue;
      const bytes = await readObject(storage, key);
      if (bytes) await storage.put(to[position]!, bytes, contentTypeOf(key));
      publicKeys.push(key);
    }
  }
  return publicKeys;
}

/** Moves every private field's files still under public keys; answers how many records changed. */
export async function movePrivateFiles(db: Db, storage: FileStorage): Promise<number> {
  let moved = 0;
  for (const collection of collections) {
    for (const [key, field] of Object.entries(collection.fields)) {
      if (!isPrivateFileField(field)) continue;
      const table = sql.raw(ident(collection.name));
      const column = sql.raw(ident(columnName(key, field)));
      const publicOne: SQL =
        field.kind === 'file'
          ? sql`${column}->>'key' not like 'private/%'`
          : sql`exists (select 1 from jsonb_array_elements(${column}) f where f->>'key' not like 'private/%')`;
      const found = await rows(db, sql`select id, ${column} as value from ${table} where ${column} is not null and ${publicOne}`);
      for (const row of found) {
        const before = storedFiles(row.value);
        const after = before.map(privateCopy);
        const publicKeys = await copyObjects(storage, before, after);
        const value = field.kind === 'file' ? after[0] : after;
        const updated = await rows(
          db,
          sql`update ${table} set ${column} = ${JSON.stringify(value)}::jsonb where id = ${row.id} and ${column} = ${JSON.stringify(row.value)}::jsonb returning id`,
        );
        if (updated.length === 0) continue;
        await removeKeys(storage, publicKeys);
        moved += 1;
      }
    }
  }
  return moved;
}
