import { z } from 'zod';
import { getCollection } from '../../catalog/catalog.ts';
import { isWritable } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { firstIssue, recordSchema, type StoredFile } from '../../catalog/validation.ts';
import type { Db } from '../db/database.ts';
import { storeOf } from '../collections/store.ts';
import type { FileStorage } from '../files/storage.ts';
import { copyPooled, imagePool, type ImagePool, type PooledImage, type Scene } from './images.ts';

// Every demo record goes through the same create schema a client's record does, then through
// the generic store. Only fields clients may never send (serverOnly) are added after
// validation, and the loader refuses anything else there, so the demo cannot drift from the
// catalogue.

export interface InsertOptions {
  /** serverOnly fields, set after validation the way the server's own modules would. */
  server?: Record<string, unknown>;
  /** When the record came to exist (ISO 8601); the demo's history, not the time of the load. */
  createdAt?: string;
}

export class Loader {
  readonly counts: Record<string, number> = {};
  /** Keys of every file written, so a failed load can remove them again. */
  readonly written: string[] = [];
  private readonly schemas = new Map<string, z.ZodObject>();
  private readonly pool: Promise<ImagePool>;
  /** Records without a date of their own are created a minute apart from here, in load order. */
  private clock: number;

  constructor(
    readonly db: Db,
    readonly storage: FileStorage,
    /** Creation time of the first record without a date of its own. */
    start: string,
  ) {
    // Start rendering now: the pictures are drawn while the reference data is inserted.
    this.pool = imagePool();
    this.pool.catch(() => undefined);
    this.clock = Date.parse(start);
  }

  private collection(name: string): CollectionDef {
    const collection = getCollection(name);
    if (!collection) throw new Error(`Unknown collection ${name}`);
    return collection;
  }

  private schema(collection: CollectionDef): z.ZodObject {
    let schema = this.schemas.get(collection.name);
    if (!schema) {
      schema = recordSchema(collection, 'create');
      this.schemas.set(collection.name, schema);
    }
    return schema;
  }

  /**
   * Validates, inserts and returns the new record's id. The whole load runs in one transaction,
   * where now() never moves, so creation times are given explicitly: lists sorted by creation
   * show the demo's history in a stable order.
   */
  async insert(name: string, values: Record<string, unknown>, options: InsertOptions = {}): Promise<string> {
    const collection = this.collection(name);
    const result = this.schema(collection).safeParse(values);
    if (!result.success) {
      const issue = firstIssue(collection, result.error, values);
      throw new Error(`Demo ${collection.singular.toLowerCase()} is invalid: ${issue.message}`);
    }
    const server = options.server ?? {};
    for (const key of Object.keys(server)) {
      const field = collection.fields[key];
      if (!field || isWritable(field)) throw new Error(`${name}.${key} is not a server-only field; send it through validation`);
    }
    const createdAt = options.createdAt ? new Date(options.createdAt) : new Date((this.clock += 60_000));
    const id = await storeOf(collection).insertId(this.db, { ...result.data, ...server, createdAt, updatedAt: createdAt });
    this.counts[name] = (this.counts[name] ?? 0) + 1;
    return id;
  }

  /** Inserts records one after another (the transaction is one connection), returning their ids. */
  async insertAll<T>(name: string, items: readonly T[], values: (item: T, index: number) => Record<string, unknown>): Promise<string[]> {
    const ids: string[] = [];
    for (const [index, item] of items.entries()) ids.push(await this.insert(name, values(item, index)));
    return ids;
  }

  /** A fresh copy of the pool's `index`-th picture of a scene, owned by one record. */
  async image(scene: Scene, index: number): Promise<StoredFile> {
    const pool = await this.pool;
    const images = pool[scene];
    return copyPooled(this.storage, images[index % images.length]!, this.written);
  }

  /** Copies of several pictures at once (written in parallel). */
  images(wanted: readonly (readonly [Scene, number])[]): Promise<StoredFile[]> {
    return Promise.all(wanted.map(([scene, index]) => this.image(scene, index)));
  }

  async copy(source: PooledImage): Promise<StoredFile> {
    return copyPooled(this.storage, source, this.written);
  }

  get filesWritten(): number {
    return this.written.length;
  }
}
