import { getCollection } from '../../catalog/catalog.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { storeOf } from '../collections/store.ts';
import { creatableThroughApi, sampleRecord } from './samples.ts';
import type { TestApp } from './test-app.ts';

// Records that belong to a given user through one of the catalogue's owner paths, made as the
// admin (the default session of a test app), for tests about who may touch whose records.

export type Rec = Record<string, unknown> & { _id: string };

/**
 * Sample values for a new record with some fields given. The given references are left out of
 * the sampling, so no throw-away record is made for them.
 */
export async function sampleRecordWith(
  t: TestApp,
  collection: CollectionDef,
  given: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const fields = Object.fromEntries(Object.entries(collection.fields).filter(([key]) => !(key in given)));
  return { ...(await sampleRecord(t, { ...collection, fields })), ...given };
}

/** Creates a record as the admin: through the API, or through its store where only a module writes it (the ledger). */
export async function insertAsAdmin(t: TestApp, collection: CollectionDef, values: Record<string, unknown>): Promise<Rec> {
  if (!creatableThroughApi(collection)) return storeOf(collection).insert(t.database.db, values);
  const response = await t.send('POST', `/api/${collection.name}/`, values);
  if (response.statusCode !== 201) {
    throw new Error(`Could not create a ${collection.name}: ${response.statusCode} ${response.body}`);
  }
  return response.json().records[0];
}

/**
 * A record `userId` owns through `path`, a chain of references ending at a user: the last
 * reference is the user, the records in between are made for the chain. `['_id']` is the
 * user's own record.
 */
export async function createOwnedRecord(t: TestApp, collection: CollectionDef, path: readonly string[], userId: string): Promise<Rec> {
  const [first, ...rest] = path;
  if (first === '_id') {
    const response = await t.get(`/api/${collection.name}/${userId}`);
    if (response.statusCode !== 200) throw new Error(`No ${collection.name} ${userId}: ${response.body}`);
    return response.json().record;
  }
  const field = first === undefined ? undefined : collection.fields[first];
  if (field?.kind !== 'ref') throw new Error(`${collection.name}.${String(first)} is not a reference`);
  const owner = rest.length === 0 ? userId : (await createOwnedRecord(t, getCollection(field.to)!, rest, userId))._id;
  return insertAsAdmin(t, collection, await sampleRecordWith(t, collection, { [first!]: owner }));
}
