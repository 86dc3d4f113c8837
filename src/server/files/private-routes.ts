import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getCollection } from '../../catalog/catalog.ts';
import { isPrivateFileField } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { isStaff, reachOf, selfReferences, unreadableFields, type Reach, type Viewer } from '../collections/access.ts';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { errorBodySchema, HttpError } from '../errors.ts';
import { noSuchFile, sendStoredObject } from './routes.ts';
import { FILE_NAME_PATTERN, fileNameOf, type FileStorage } from './storage.ts';
import { keysOf, storedFiles } from './uploads.ts';

// A person's files (the catalogue's `private` file fields), served only to those who may read
// the record that holds them, through the same access rules as `GET /api/{c}/{_id}`. Whatever
// the reason a viewer may not have one (no session, someone else's, a closed account, no such
// file), the answer is the same 404: the address confirms nothing.

interface PrivateFileParams {
  collection: string;
  _id: string;
  field: string;
  name: string;
}

/** The reach of a read, or undefined where the rule refuses the viewer (401/403 elsewhere, 404 here). */
function readReach(collection: CollectionDef, viewer: Viewer | null): Reach | undefined {
  try {
    return reachOf(collection, 'read', viewer);
  } catch (error) {
    if (error instanceof HttpError) return undefined;
    throw error;
  }
}

/** The people the record's files belong to: the user itself, or its one-step owner references (`user`, `reportedBy`). */
function personsOf(collection: CollectionDef, row: Row): string[] {
  if (collection.name === 'users') return [String(row._id)];
  return selfReferences(collection)
    .map((key) => row[key])
    .filter((id): id is string => typeof id === 'string');
}

/** Whether any of those people closed their account or had it disabled: their files are then kept for staff alone. */
async function belongsToClosedAccount(db: Db, collection: CollectionDef, row: Row): Promise<boolean> {
  const persons = personsOf(collection, row);
  if (persons.length === 0) return false;
  const found = await rows(
    db,
    sql`select 1 from users where id in (${sql.join(
      persons.map((id) => sql`${id}`),
      sql`, `,
    )}) and (disabled_at is not null or deleted_at is not null) limit 1`,
  );
  return found.length > 0;
}

/** The storage key of the file the address names, when this viewer may read it. */
export async function readablePrivateKey(db: Db, viewer: Viewer | null, params: PrivateFileParams): Promise<string | undefined> {
  const collection = getCollection(params.collection);
  if (!collection || !isPrivateFileField(collection.fields[params.field])) return undefined;
  if (!ID_PATTERN.test(params._id) || !FILE_NAME_PATTERN.test(params.name)) return undefined;
  const reach = readReach(collection, viewer);
  if (!reach || unreadableFields(collection, viewer).includes(params.field)) return undefined;
  const staff = isStaff(viewer);
  const row = await storeOf(collection).findById(db, params._id.toLowerCase(), {
    includeDeleted: staff,
    owned: reach.all ? undefined : reach.owned,
  });
  if (!row) return undefined;
  const key = storedFiles(row[params.field])
    .flatMap(keysOf)
    .find((candidate) => fileNameOf(candidate) === params.name);
  if (!key || (!staff && (await belongsToClosedAccount(db, collection, row)))) return undefined;
  return key;
}

export async function privateFileRoutes(app: FastifyInstance, ctx: { db: Db; storage: FileStorage }): Promise<void> {
  app.get<{ Params: PrivateFileParams }>(
    '/api/files/:collection/:_id/:field/:name',
    {
      schema: {
        tags: ['Files'],
        summary: 'A private file',
        description:
          'A file of a field the catalogue marks private (ID documents, CVs, incident photos), served to those who may read its record. Any refusal is a 404.',
        params: {
          type: 'object',
          required: ['collection', '_id', 'field', 'name'],
          properties: {
            collection: { type: 'string' },
            _id: { type: 'string', format: 'uuid' },
            field: { type: 'string' },
            name: { type: 'string' },
          },
        },
        response: {
          200: { description: 'The file’s bytes, with its content type; never cached', type: 'string', format: 'binary' },
          404: { description: 'No such file, or not one this viewer may read (never told apart)', ...errorBodySchema },
        },
      },
    },
    async (request, reply) => {
      const key = await readablePrivateKey(ctx.db, request.viewer, request.params);
      const object = key ? await ctx.storage.get(key) : undefined;
      if (!key || !object) throw noSuchFile();
      return sendStoredObject(reply, key, object, 'private, no-store');
    },
  );
}
