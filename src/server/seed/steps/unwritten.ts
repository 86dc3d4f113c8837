import { sql } from 'drizzle-orm';
import { collections, getCollection } from '../../../catalog/catalog.ts';
import { isWritable } from '../../../catalog/naming.ts';
import { publicValue, sampleValue } from '../../../catalog/sample-values.ts';
import type { CollectionDef } from '../../../catalog/types.ts';
import { storeOf } from '../../collections/store.ts';
import type { Loader } from '../loader.ts';

// A collection added to the catalogue is in the demo before anyone writes demo content for it:
// each collection the steps before left empty gets a few records made from its declaration
// alone, pointing at records the demo already has. Hand-written content replaces them by
// becoming a step of its own.

const RECORDS_EACH = 3;

async function someIds(loader: Loader, name: string): Promise<string[]> {
  const found = await storeOf(getCollection(name)!).matching(loader.db, sql`true`, RECORDS_EACH);
  return found.map((record) => record._id);
}

/** Values for the n-th record, or undefined while a collection it must point at is still empty. */
async function declaredRecord(
  loader: Loader,
  collection: CollectionDef,
  n: number,
): Promise<{ values: Record<string, unknown>; server: Record<string, unknown> } | undefined> {
  const values: Record<string, unknown> = {};
  const server: Record<string, unknown> = {};
  let datePosition = 0;
  for (const [key, field] of Object.entries(collection.fields)) {
    if (field.kind === 'secret' || field.hidden) continue;
    const position = field.kind === 'date' || field.kind === 'datetime' ? datePosition++ : 0;
    if (!field.required) continue;
    const into = isWritable(field) ? values : server;
    if (field.kind === 'ref' || field.kind === 'refs') {
      const ids = await someIds(loader, field.to);
      if (ids.length === 0) return undefined;
      const id = ids[n % ids.length]!;
      into[key] = field.kind === 'ref' ? id : [id];
    } else if (field.kind === 'file' || field.kind === 'files') {
      if (field.accept !== 'image') throw new Error(`The demo has no documents for ${collection.name}.${key}: write its content in a step`);
      const image = await loader.image('room', n);
      into[key] = field.kind === 'file' ? image : [image];
    } else {
      into[key] = sampleValue(key, field, n, position);
    }
  }
  const when = collection.publicWhen;
  const publicField = when && collection.fields[when.field];
  if (when && publicField && (when.equals !== undefined || when.notAfterNow)) {
    (isWritable(publicField) ? values : server)[when.field] = publicValue(when);
  }
  return { values, server };
}

export async function loadUnwritten(loader: Loader): Promise<string[]> {
  let waiting: CollectionDef[] = [];
  for (const collection of collections) {
    if ((await storeOf(collection).count(loader.db)) === 0) waiting.push(collection);
  }
  const loaded: string[] = [];
  // Empty collections may point at each other: each round loads those whose targets have records.
  while (waiting.length > 0) {
    const blocked: CollectionDef[] = [];
    for (const collection of waiting) {
      const first = await declaredRecord(loader, collection, 1);
      if (!first) {
        blocked.push(collection);
        continue;
      }
      await loader.insert(collection.name, first.values, { server: first.server });
      for (let n = 2; n <= RECORDS_EACH; n++) {
        const next = (await declaredRecord(loader, collection, n))!;
        await loader.insert(collection.name, next.values, { server: next.server });
      }
      loaded.push(collection.name);
    }
    if (blocked.length === waiting.length) {
      throw new Error(`The demo cannot fill ${blocked.map((c) => c.name).join(', ')}: required references to empty collections`);
    }
    waiting = blocked;
  }
  return loaded;
}
