import { fieldLabel, isFileField } from '../../catalog/naming.ts';
import { firstIssue, recordSchema, storedFileSchema, type StoredFile } from '../../catalog/validation.ts';
import type { CollectionDef, FileField, FilesField } from '../../catalog/types.ts';
import type { Viewer } from './access.ts';
import type { Db } from '../db/database.ts';
import { badRequest, notFound } from '../errors.ts';
import { checkUpload, keysToRemoveOf, removeKeys, storedFiles, storeUpload, type CheckedUpload } from '../files/uploads.ts';
import type { FileStorage } from '../files/storage.ts';
import type { FileSlot, IncomingBody } from './request-body.ts';
import { storeOf, type Row } from './store.ts';

// Create and update in three steps, so a refused write changes nothing: check everything
// (values, files' bytes), store the files, then write the row in one transaction; if the
// database refuses, the files just stored are removed again.

export interface WriteContext {
  db: Db;
  storage: FileStorage;
  /**
   * Domain rules a new record of a collection must meet beyond its fields and access rule (who
   * may report an incident for a room), asked before anything is stored. Keyed by collection name.
   */
  createRules?: Partial<Record<string, CreateRule>>;
  /**
   * Rules a change to a record must meet beyond its fields and access rule (a paid reservation's
   * dates move only through its own actions), asked with the stored record and the checked
   * values before anything is stored. Keyed by collection name.
   */
  updateRules?: Partial<Record<string, UpdateRule>>;
  /** Rules a removal (soft or for good) must meet: a record money moved through is not removed. */
  deleteRules?: Partial<Record<string, DeleteRule>>;
  /**
   * What must happen with a create or update or not at all (the mails it causes, into the
   * outbox), run in the write's own transaction once the row is stored. Keyed by collection name.
   */
  afterWrites?: Partial<Record<string, AfterWrite>>;
  /**
   * What this server must do once a change to a record has been committed (a user changed or
   * removed: their sessions dropped from its cache), keyed by collection name. Run after updates,
   * removals and restores, never inside their transaction: what runs before the commit may be
   * undone by a request that reads the old row in between.
   */
  afterCommit?: Partial<Record<string, (id: string) => void>>;
}

export type CreateRule = (db: Db, viewer: Viewer | null, values: Record<string, unknown>) => Promise<void>;
/** Throws (409 naming the field) to refuse; `changes` holds only the checked values sent. */
export type UpdateRule = (db: Db, viewer: Viewer | null, existing: Row, changes: Record<string, unknown>) => Promise<void>;
export type DeleteRule = (db: Db, viewer: Viewer | null, existing: Row) => Promise<void>;
/**
 * `before` is the record as the write found it, read under a row lock in the same transaction
 * (undefined for a new one), so two writes at once each see the other's result, not the same old row.
 */
export type AfterWrite = (tx: Db, change: { viewer: Viewer | null; before: Row | undefined; after: Row }) => Promise<void>;

type FileFieldDef = FileField | FilesField;
type CheckedSlot = { upload: CheckedUpload } | { kept: StoredFile };

function slotsFromValue(key: string, field: FileFieldDef, value: unknown): FileSlot[] {
  if (value === null) return [];
  if (field.kind === 'file') return [{ kept: value }];
  if (!Array.isArray(value)) throw badRequest(`${fieldLabel(key, field)}: must be a list of files`, key);
  return value.map((kept) => ({ kept }));
}

function currentFiles(existing: Row | undefined, key: string): StoredFile[] {
  return storedFiles(existing?.[key]);
}

async function checkFileFields(
  collection: CollectionDef,
  body: IncomingBody,
  existing: Row | undefined,
): Promise<Map<string, CheckedSlot[]>> {
  const checked = new Map<string, CheckedSlot[]>();
  for (const [key, field] of Object.entries(collection.fields)) {
    if (!isFileField(field)) continue;
    const fromParts = body.files.get(key);
    const inValues = Object.hasOwn(body.values, key);
    if (fromParts && inValues) throw badRequest(`${key}: sent both whole and as indexed parts`, key);
    const slots = fromParts ?? (inValues ? slotsFromValue(key, field, body.values[key]) : undefined);
    delete body.values[key];
    if (!slots) {
      if (!existing && field.required) throw badRequest(`${fieldLabel(key, field)}: Required`, key);
      continue;
    }
    const limit = field.kind === 'file' ? 1 : field.maxFiles;
    if (slots.length > limit) throw badRequest(`${fieldLabel(key, field)}: at most ${limit} file${limit > 1 ? 's' : ''}`, key);
    if (field.required && slots.length === 0) throw badRequest(`${fieldLabel(key, field)}: Required`, key);

    const owned = new Map(currentFiles(existing, key).map((file) => [file.key, file]));
    const result: CheckedSlot[] = [];
    for (const slot of slots) {
      if ('upload' in slot) {
        result.push({ upload: await checkUpload(slot.upload, field) });
        continue;
      }
      const parsed = storedFileSchema.safeParse(slot.kept);
      const keptKey = typeof slot.kept === 'string' ? slot.kept : parsed.success ? parsed.data.key : undefined;
      const file = keptKey ? owned.get(keptKey) : undefined;
      if (!file) throw badRequest(`${fieldLabel(key, field)}: upload a file, or send back one this record already has`, key);
      result.push({ kept: file });
    }
    checked.set(key, result);
  }
  return checked;
}

async function storeFiles(
  storage: FileStorage,
  collection: CollectionDef,
  checked: Map<string, CheckedSlot[]>,
  written: string[],
): Promise<Record<string, StoredFile | StoredFile[] | null>> {
  const values: Record<string, StoredFile | StoredFile[] | null> = {};
  for (const [key, slots] of checked) {
    const files: StoredFile[] = [];
    for (const slot of slots) {
      if ('kept' in slot) {
        files.push(slot.kept);
        continue;
      }
      const { file, keys } = await storeUpload(storage, slot.upload);
      written.push(...keys);
      files.push(file);
    }
    values[key] = collection.fields[key]?.kind === 'file' ? (files[0] ?? null) : files;
  }
  return values;
}

function validate(collection: CollectionDef, values: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const parsed = recordSchema(collection, mode).safeParse(values);
  if (!parsed.success) {
    const { field, message } = firstIssue(collection, parsed.error, values);
    throw badRequest(message, field);
  }
  return parsed.data;
}

function droppedKeys(collection: CollectionDef, before: Row, after: Row | undefined): string[] {
  const kept = new Set<string>();
  const dropped: string[] = [];
  for (const [key, field] of Object.entries(collection.fields)) {
    if (!isFileField(field)) continue;
    for (const file of currentFiles(after, key)) keysToRemoveOf(file).forEach((k) => kept.add(k));
    for (const file of currentFiles(before, key)) dropped.push(...keysToRemoveOf(file));
  }
  return dropped.filter((key) => !kept.has(key));
}

async function write(
  ctx: WriteContext,
  viewer: Viewer | null,
  collection: CollectionDef,
  body: IncomingBody,
  existing: Row | undefined,
  persist: (values: Record<string, unknown>) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  const checkedFiles = await checkFileFields(collection, body, existing);
  const values = validate(collection, body.values, existing ? 'update' : 'create');
  if (existing) await ctx.updateRules?.[collection.name]?.(ctx.db, viewer, existing, values);
  const written: string[] = [];
  try {
    Object.assign(values, await storeFiles(ctx.storage, collection, checkedFiles, written));
    const row = await persist(values);
    if (!row) await removeKeys(ctx.storage, written);
    return row;
  } catch (error) {
    await removeKeys(ctx.storage, written);
    throw error;
  }
}

/**
 * Writes the row: a new one, or the changes to record `id`. When the collection has an
 * after-write hook, the hook runs in the same transaction, given the record as it was, read
 * under a row lock first.
 */
function persistRow(ctx: WriteContext, viewer: Viewer | null, collection: CollectionDef, id: string | undefined, values: Record<string, unknown>) {
  const store = storeOf(collection);
  const stored = (db: Db) => (id ? store.update(db, id, values) : store.insert(db, values));
  const after = ctx.afterWrites?.[collection.name];
  if (!after) return stored(ctx.db);
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const before = id ? await store.findById(tx, id, { lock: true }) : undefined;
    if (id && !before) return undefined;
    const row = await stored(tx);
    if (row) await after(tx, { viewer, before, after: row });
    return row;
  });
}

export async function createRecord(ctx: WriteContext, viewer: Viewer | null, collection: CollectionDef, body: IncomingBody): Promise<Row> {
  return (await write(ctx, viewer, collection, body, undefined, (values) => persistRow(ctx, viewer, collection, undefined, values)))!;
}

export async function updateRecord(ctx: WriteContext, viewer: Viewer | null, collection: CollectionDef, id: string, body: IncomingBody): Promise<Row> {
  const store = storeOf(collection);
  const existing = await store.findById(ctx.db, id);
  if (!existing) throw missing(collection, id);
  const row = await write(ctx, viewer, collection, body, existing, (values) => persistRow(ctx, viewer, collection, id, values));
  if (!row) throw missing(collection, id);
  await removeKeys(ctx.storage, droppedKeys(collection, existing, row));
  return row;
}

/** Asks the collection's delete rule about a record before it is removed, softly or for good. */
export async function checkRemoval(ctx: WriteContext, viewer: Viewer | null, collection: CollectionDef, id: string): Promise<void> {
  const rule = ctx.deleteRules?.[collection.name];
  if (!rule) return;
  const existing = await storeOf(collection).findById(ctx.db, id, { includeDeleted: true });
  if (existing) await rule(ctx.db, viewer, existing);
}

export async function removeRecord(ctx: WriteContext, viewer: Viewer | null, collection: CollectionDef, id: string): Promise<void> {
  const store = storeOf(collection);
  const existing = await store.findById(ctx.db, id, { includeDeleted: true });
  if (!existing) throw missing(collection, id);
  await ctx.deleteRules?.[collection.name]?.(ctx.db, viewer, existing);
  if (!(await store.remove(ctx.db, id))) throw missing(collection, id);
  await removeKeys(ctx.storage, droppedKeys(collection, existing, undefined));
}

export function missing(collection: CollectionDef, id: string) {
  return notFound(`No ${collection.singular.toLowerCase()} with _id ${id}`, '_id');
}
