import { fieldLabel } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { ownerPathStarts } from '../../catalog/access.ts';
import { checkWritableFields, isStaff, reachOf, selfReferences, unreadableFields, type Operation, type Viewer } from './access.ts';
import type { Db } from '../db/database.ts';
import { badRequest, forbidden } from '../errors.ts';
import type { PageQuery } from './query.ts';
import type { IncomingBody } from './request-body.ts';
import { storeOf } from './store.ts';
import { missing } from './writes.ts';

// The catalogue's access rules at the generic routes' door: which records a list reaches,
// whether one record may be touched, which fields a write may set.

export function checkSeesRemoved(viewer: Viewer | null, param: string): void {
  if (!isStaff(viewer)) throw forbidden('Only Habita staff see and restore removed records', param);
}

/** A list or search narrowed to what the viewer may read; refuses fields they may not see. */
export function readableQuery(collection: CollectionDef, viewer: Viewer | null, query: PageQuery): PageQuery {
  const reach = reachOf(collection, 'read', viewer);
  if (query.deleted !== 'exclude') checkSeesRemoved(viewer, query.deleted === 'only' ? 'onlyDeleted' : 'includeDeleted');
  const hidden = new Set(unreadableFields(collection, viewer));
  if (hidden.size > 0) {
    for (const condition of query.conditions) {
      if ('key' in condition && hidden.has(condition.key)) {
        throw badRequest(`${condition.key}: not a field you can search ${collection.label.toLowerCase()} by`, condition.key);
      }
    }
    if (hidden.has(query.sort.key)) throw badRequest(`sort: ${query.sort.key} is not a field you can sort by`, 'sort');
    const asked = query.fields?.find((key) => hidden.has(key));
    if (asked) throw badRequest(`fields: ${asked} is not a field you may read`, 'fields');
  }
  // Visitors too may be scoped (to the public records), under a key no user id can take.
  return reach.all ? query : { ...query, scope: { owned: reach.owned, key: viewer?.userId ?? 'visitor' } };
}

/**
 * Refuses an operation on one record the viewer reaches only through ownership and does not own:
 * 404 when they may not even see it (as if it did not exist), 403 when they may see it.
 */
export async function checkReaches(
  db: Db,
  collection: CollectionDef,
  operation: Exclude<Operation, 'read' | 'create'>,
  viewer: Viewer | null,
  id: string,
  options: { includeDeleted?: boolean } = {},
): Promise<void> {
  const reach = reachOf(collection, operation, viewer);
  if (reach.all) return;
  const store = storeOf(collection);
  if (await store.findById(db, id, { ...options, owned: reach.owned })) return;
  let read;
  try {
    read = reachOf(collection, 'read', viewer);
  } catch {
    throw missing(collection, id);
  }
  const visible = await store.findById(db, id, { ...options, owned: read.all ? undefined : read.owned });
  if (!visible) throw missing(collection, id);
  throw forbidden(`Your account may not ${operation} this ${collection.singular.toLowerCase()}`);
}

/**
 * A new record's fields: none the viewer may not write, and for anyone but staff, the record's
 * own user references (`user`, `author`, `reportedBy`) are the viewer.
 */
export function checkNewRecordFields(collection: CollectionDef, body: IncomingBody, viewer: Viewer | null): void {
  checkWritableFields(collection, [...Object.keys(body.values), ...body.files.keys()], viewer);
  if (!viewer || isStaff(viewer)) return;
  for (const key of selfReferences(collection)) {
    const given = body.values[key];
    if (given === undefined) body.values[key] = viewer.userId;
    else if (typeof given !== 'string' || given.toLowerCase() !== viewer.userId) {
      throw forbidden(`${fieldLabel(key, collection.fields[key]!)}: must be you`, key);
    }
  }
}

/**
 * A change's fields: none the viewer may not write, and for anyone but staff, none of the
 * references an owner path starts from (`user`, `room`, `property`…). A record stays with the
 * people it belongs to: moving it (to another room, another author) is staff's call.
 */
export function checkChangedFields(collection: CollectionDef, body: IncomingBody, viewer: Viewer | null): void {
  const keys = [...Object.keys(body.values), ...body.files.keys()];
  checkWritableFields(collection, keys, viewer);
  if (isStaff(viewer)) return;
  const anchors = ownerPathStarts(collection);
  for (const key of keys) {
    if (anchors.has(key)) throw forbidden(`${fieldLabel(key, collection.fields[key]!)}: only Habita staff may change this`, key);
  }
}
