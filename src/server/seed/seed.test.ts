import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { IMAGE_VARIANT_WIDTHS } from '../../catalog/image-variants.ts';
import { storeOf } from '../collections/store.ts';
import { openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { localStorage } from '../files/storage.ts';
import { seedDemo, seedIfEmpty, type SeedSummary } from './seed.ts';

// The demo loads into a fresh in-memory database, fills every collection, keeps its
// references whole, and is not loaded twice.

// Generous: the load takes a few seconds on an idle machine, many more on a busy shared one.
const TIMEOUT = 60_000;
const LOAD_TIMEOUT = 2 * TIMEOUT;

let database: TestDatabase;
let folder: string;
let summary: SeedSummary;

const countOf = async (name: string) => storeOf(getCollection(name)!).count(database.db);

beforeAll(async () => {
  // An in-memory PGlite cloned from the run's migrated template (see testing/global-setup.ts).
  database = await openTestDatabase('pglite');
  folder = await mkdtemp(join(tmpdir(), 'habita-seed-'));
  summary = await seedDemo(database.db, localStorage(folder), { today: new Date('2026-03-10T12:00:00Z') });
}, LOAD_TIMEOUT);

afterAll(async () => {
  await database?.dispose();
  if (folder) await rm(folder, { recursive: true, force: true });
});

describe('demo seed', { timeout: TIMEOUT }, () => {
  it('puts at least one record in each collection of the catalogue', async () => {
    expect(collections.length).toBeGreaterThanOrEqual(43);
    for (const collection of collections) {
      const count = await countOf(collection.name);
      expect(count, collection.name).toBeGreaterThan(0);
      expect(summary.counts[collection.name], collection.name).toBe(count);
    }
  });

  it('has about 30 properties and 150 rooms, each in a property that exists', async () => {
    expect(await countOf('properties')).toBeGreaterThanOrEqual(28);
    expect(await countOf('properties')).toBeLessThanOrEqual(32);
    expect(await countOf('rooms')).toBeGreaterThanOrEqual(140);
    expect(await countOf('rooms')).toBeLessThanOrEqual(160);
    const orphans = await database.db.execute(
      sql`select count(*)::int as n from rooms r left join properties p on p.id = r.property_id where p.id is null`,
    );
    expect((orphans.rows[0] as { n: number }).n).toBe(0);
  });

  it('only lets people review stays they completed', async () => {
    const wrong = await database.db.execute(sql`
      select count(*)::int as n from reviews v join roomreserves r on r.id = v.reservation_id
      where r.user_id <> v.author_id or r.status <> 'completed'`);
    expect((wrong.rows[0] as { n: number }).n).toBe(0);
  });

  it("marks on each payment what its refunds paid back, as a live refund does (else staff could refund a deposit twice)", async () => {
    const wrong = await database.db.execute(sql`
      select p.id from paymentoperations p
      join paymentoperations r on r.refund_of_id = p.id and r.kind = 'refund' and r.status = 'succeeded'
      group by p.id, p.refunded_amount
      having coalesce(p.refunded_amount, 0) <> sum(r.amount)`);
    expect(wrong.rows).toEqual([]);
    const linked = await database.db.execute(sql`select count(*)::int as n from paymentoperations where refund_of_id is not null and status = 'succeeded'`);
    expect((linked.rows[0] as { n: number }).n).toBeGreaterThan(0);
  });

  it('writes every file a record points at', async () => {
    const files = (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files.length).toBe(summary.files);
    const keys = await database.db.execute(sql`
      select p.images->0->>'key' as key from properties p
      union all select i.image->>'key' from roomimages i
      union all select n.cover->'variants'->>'sm' from noticias n where n.cover is not null`);
    const names = new Set(files.map((entry) => entry.name));
    for (const row of keys.rows as { key: string }[]) expect(names.has(row.key), row.key).toBe(true);
  });

  it('gives every demo photo the resized copies an upload makes (sm, md, lg), each written', async () => {
    const names = new Set((await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name));
    const found = await database.db.execute(sql`select i.image->'variants' as variants from roomimages i`);
    const variants = (found.rows as { variants: Record<string, string> }[]).map((row) => row.variants);
    expect(variants.length).toBeGreaterThan(0);
    for (const photo of variants) {
      expect(Object.keys(photo).sort()).toEqual(Object.keys(IMAGE_VARIANT_WIDTHS).sort());
      for (const key of Object.values(photo)) expect(names.has(key), key).toBe(true);
    }
  });

  it('keeps the demo’s CVs private: under private/, where the public address cannot reach them', async () => {
    const found = await database.db.execute(sql`select c.attachment->>'key' as key from contacts c where c.attachment is not null`);
    const keys = (found.rows as { key: string }[]).map((row) => row.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).toMatch(/^private\/[0-9a-f-]+\.pdf$/);
      expect((await localStorage(folder).get(key))?.size, key).toBeGreaterThan(0);
    }
  });

  it('does not load the demo into a database that has data', async () => {
    expect(await seedIfEmpty(database.db, localStorage(folder))).toBe(false);
    expect(await countOf('users')).toBe(summary.counts.users);
  });
});
