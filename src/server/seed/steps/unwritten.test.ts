import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, getCollection } from '../../../catalog/catalog.ts';
import { storeOf } from '../../collections/store.ts';
import type { Db } from '../../db/database.ts';
import { localStorage } from '../../files/storage.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../../testing/databases.ts';
import { Loader } from '../loader.ts';
import { loadUnwritten } from './unwritten.ts';

// A collection nobody has written demo content for is filled from its declaration: on an empty
// database that is every collection, so this is what a 44th one gets, whatever it declares.

const TIMEOUT = 120_000;

describe.each(databaseKinds())('demo records from declarations alone, on %s', { timeout: TIMEOUT }, (kind) => {
  let database: TestDatabase;
  let folder: string;
  let loaded: string[];

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    folder = await mkdtemp(join(tmpdir(), 'habita-unwritten-'));
    loaded = await database.db.transaction(async (tx) =>
      loadUnwritten(new Loader(tx as unknown as Db, localStorage(folder), '2026-01-01T08:00:00.000Z')),
    );
  }, TIMEOUT);

  afterAll(async () => {
    await database?.dispose();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('fills every empty collection, references first', async () => {
    expect([...loaded].sort()).toEqual(collections.map((c) => c.name).sort());
    for (const collection of collections) {
      expect(await storeOf(collection).count(database.db), collection.name).toBeGreaterThan(0);
    }
  });

  it('leaves alone a collection that already has its demo records', async () => {
    const before = await storeOf(getCollection('tags')!).count(database.db);
    const again = await database.db.transaction(async (tx) =>
      loadUnwritten(new Loader(tx as unknown as Db, localStorage(folder), '2026-01-01T08:00:00.000Z')),
    );
    expect(again).toEqual([]);
    expect(await storeOf(getCollection('tags')!).count(database.db)).toBe(before);
  });
});
