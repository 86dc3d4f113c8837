import { sql, type SQL } from 'drizzle-orm';
import { collections } from '../../catalog/catalog.ts';
import { IMAGE_VARIANT_NAMES, type ImageVariant } from '../../catalog/image-variants.ts';
import { columnName, isFileField } from '../../catalog/naming.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { Db } from '../db/database.ts';
import { ident, rows } from '../db/rows.ts';
import { isPrivateKey, readObject, type FileStorage } from './storage.ts';
import { imageIdOf, makeVariants, removeKeys, storedFiles } from './uploads.ts';

// Images stored before a variant existed lack it (every photo uploaded before md has sm and lg
// only, so phones download lg). A scheduled job (jobs.ts) gives them what they lack, a few at a
// time since sharp is heavy: each image field of each collection is walked by id, soft-deleted
// records included; an image's original is read, the missing variants made by the uploads' own
// makeVariants and stored, and then, under the row's lock, merged into the file if the field
// still holds that file and it still lacks them. Otherwise nothing points at what was written and
// it is removed. Variant keys are derived from the original's, so a run cut short, or two at once,
// write the same keys again rather than leaving new ones behind. `updated_at` is left alone:
// nobody changed the record.

const BATCH = 100;
/** Images drawn in one run: each costs sharp a decode of the original, up to a second of a core. */
const MAX_IMAGES = 50;
/** Images tried in one run, failures included: reading a broken original costs too. */
const MAX_ATTEMPTS = 100;
/** How long an image that failed is passed over, so a broken file is tried once a day, not once a run. */
const RETRY_FAILED_AFTER_MS = 24 * 60 * 60_000;

export interface VariantBackfillOptions {
  maxImages?: number;
  maxAttempts?: number;
  batchSize?: number;
  /**
   * Originals that failed, by key, with when (ms): passed over for a day. The job keeps it from one
   * run to the next, so a run starting at the same broken files as the last one gets past them.
   */
  failedLately?: Map<string, number>;
  onError?: (message: string) => void;
}

export interface VariantBackfill {
  /** Images given the variants they lacked. */
  images: number;
  /** Images that could not be given them (no original, an undecodable one); each was reported. */
  failed: number;
  /** False when a cap stopped the run before it had looked at every image: the next run goes on. */
  complete: boolean;
  /** Images of private fields passed over until they are moved under private/ (move-private.ts). */
  waiting: number;
}

/** An image field as stored: a jsonb column of one file, or of a list of them. */
interface ImageColumn {
  collection: string;
  field: string;
  table: SQL;
  column: SQL;
  list: boolean;
  isPrivate: boolean;
}

/** Every image field of every collection, from the catalogue. */
const IMAGE_COLUMNS: ImageColumn[] = collections.flatMap((collection) =>
  Object.entries(collection.fields).flatMap(([key, field]) =>
    isFileField(field) && field.accept === 'image'
      ? [
          {
            collection: collection.name,
            field: key,
            table: sql.raw(ident(collection.name)),
            column: sql.raw(ident(columnName(key, field))),
            list: field.kind === 'files',
            isPrivate: field.private === true,
          },
        ]
      : [],
  ),
);

const variantNames = sql`array[${sql.join(
  IMAGE_VARIANT_NAMES.map((name) => sql`${name}`),
  sql`, `,
)}]::text[]`;

/** A stored file object (jsonb) whose `variants` lack one of the declared names. */
const lacksVariant = (file: SQL) => sql`jsonb_typeof(${file}) = 'object' and not (coalesce(${file}->'variants', '{}'::jsonb) ?& ${variantNames})`;

function holdsImageLackingVariant(target: ImageColumn): SQL {
  if (!target.list) return lacksVariant(target.column);
  return sql`jsonb_typeof(${target.column}) = 'array' and exists (select 1 from jsonb_array_elements(${target.column}) f where ${lacksVariant(sql`f`)})`;
}

/** One page of records holding an image that lacks a variant, after `afterId` (id order). */
async function lackingBatch(db: Db, target: ImageColumn, afterId: string | null, size: number) {
  const after = afterId === null ? sql`true` : sql`id > ${afterId}`;
  return rows<{ id: string; value: unknown }>(
    db,
    sql`select id, ${target.column} as value from ${target.table} where ${holdsImageLackingVariant(target)} and ${after} order by id limit ${size}`,
  );
}

function missingNames(file: StoredFile): ImageVariant[] {
  return IMAGE_VARIANT_NAMES.filter((name) => !file.variants?.[name]);
}

/** The files of a field's value that lack a variant. */
function filesLackingVariants(value: unknown): StoredFile[] {
  return storedFiles(value).filter((file) => typeof file?.key === 'string' && missingNames(file).length > 0);
}

/** A private field's file still under a public key waits for move-private.ts, so its copies are never public. */
const waitsToBeMoved = (target: ImageColumn, file: StoredFile) => target.isPrivate && !isPrivateKey(file.key);

/**
 * Under the row's lock: merges the variants made into the file if the field still holds it (same
 * key), for the names it still lacks; answers whether it did, and the keys written that nothing
 * points at now (the file was replaced or removed, or another run gave it those names first).
 */
async function mergeVariants(
  db: Db,
  target: ImageColumn,
  recordId: string,
  fileKey: string,
  made: Record<string, string>,
): Promise<{ merged: boolean; unused: string[] }> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await rows(tx, sql`select ${target.column} as value from ${target.table} where id = ${recordId} for update`);
    const files = storedFiles(row?.value);
    const file = files.find((candidate) => candidate?.key === fileKey);
    if (!file) return { merged: false, unused: Object.values(made) };
    const added = Object.fromEntries(Object.entries(made).filter(([name]) => !file.variants?.[name]));
    const variants = { ...file.variants, ...added };
    const referenced = new Set(Object.values(variants));
    const unused = Object.values(made).filter((key) => !referenced.has(key));
    if (Object.keys(added).length === 0) return { merged: false, unused };
    const updated = files.map((candidate) => (candidate?.key === fileKey ? { ...candidate, variants } : candidate));
    const value = target.list ? updated : updated[0];
    await tx.execute(sql`update ${target.table} set ${target.column} = ${JSON.stringify(value)}::jsonb where id = ${recordId}`);
    return { merged: true, unused };
  });
}

/** Makes and stores the variants one image lacks; whether the record took them. */
async function giveMissingVariants(db: Db, storage: FileStorage, target: ImageColumn, recordId: string, file: StoredFile): Promise<boolean> {
  const original = await readObject(storage, file.key);
  if (!original) throw new Error('the original is missing from storage');
  const made = await makeVariants(storage, imageIdOf(file.key), original, missingNames(file));
  const { merged, unused } = await mergeVariants(db, target, recordId, file.key, made);
  await removeKeys(storage, unused);
  return merged;
}

function forgetOldFailures(failedLately: Map<string, number>, now: number): void {
  for (const [key, failedAt] of failedLately) if (now - failedAt >= RETRY_FAILED_AFTER_MS) failedLately.delete(key);
}

/** Every stored image lacking a variant, field by field, each field's records in id order, read a batch at a time. */
async function* imagesLackingVariants(db: Db, size: number): AsyncGenerator<{ target: ImageColumn; recordId: string; file: StoredFile }> {
  for (const target of IMAGE_COLUMNS) {
    let afterId: string | null = null;
    for (;;) {
      const batch = await lackingBatch(db, target, afterId, size);
      for (const row of batch) {
        for (const file of filesLackingVariants(row.value)) yield { target, recordId: row.id, file };
      }
      if (batch.length < size) break;
      afterId = batch.at(-1)!.id;
    }
  }
}

/**
 * Gives stored images the variants declared since they were stored, up to the caps per run; safe
 * to run twice or on two servers. A file that fails is reported and passed over; the run goes on.
 */
export async function addMissingImageVariants(db: Db, storage: FileStorage, options: VariantBackfillOptions = {}): Promise<VariantBackfill> {
  const maxImages = options.maxImages ?? MAX_IMAGES;
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const failedLately = options.failedLately ?? new Map<string, number>();
  forgetOldFailures(failedLately, Date.now());
  const run: VariantBackfill = { images: 0, failed: 0, complete: true, waiting: 0 };
  let drawn = 0;
  for await (const { target, recordId, file } of imagesLackingVariants(db, options.batchSize ?? BATCH)) {
    if (failedLately.has(file.key)) continue;
    if (waitsToBeMoved(target, file)) {
      run.waiting += 1;
      continue;
    }
    if (drawn >= maxImages || drawn + run.failed >= maxAttempts) return { ...run, complete: false };
    try {
      const merged = await giveMissingVariants(db, storage, target, recordId, file);
      drawn += 1;
      if (merged) run.images += 1;
    } catch (error) {
      failedLately.set(file.key, Date.now());
      run.failed += 1;
      options.onError?.(`Variants of ${target.collection} ${recordId} ${target.field} (${file.key}) not made: ${(error as Error).message}`);
    }
  }
  return run;
}
