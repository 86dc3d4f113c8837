import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import type { Field } from '../../catalog/types.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import { rows } from '../db/rows.ts';
import type { Viewer } from '../collections/access.ts';
import { updateRecord } from '../collections/writes.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createSample } from '../testing/samples.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import type { FileStorage } from './storage.ts';
import { checkUpload, imageIdOf, storeUpload } from './uploads.ts';
import { addMissingImageVariants } from './variant-backfill.ts';

// A person's PUT reads the record, then checks and stores its uploads (seconds, for photos), then
// writes: a backfill run may give a photo md in between. The PUT's read does not show that md, so
// removing the photo must still remove it (keysToRemoveOf in uploads.ts), or it is left in storage
// with nothing pointing at it.

type FileDef = Extract<Field, { kind: 'file' | 'files' }>;
const properties = getCollection('properties')!;
const imagesField = properties.fields.images as FileDef;
const admin: Viewer = { userId: '00000000-0000-4000-8000-000000000001', role: 'admin' };

const jpeg = (w: number, h: number) => sharp({ create: { width: w, height: h, channels: 3, background: { r: 9, g: 99, b: 199 } } }).jpeg().toBuffer();

async function storedBeforeMd(t: TestApp): Promise<StoredFile> {
  const { file } = await storeUpload(t.storage, await checkUpload({ field: 'images', filename: 'p.jpg', bytes: await jpeg(1600, 900) }, imagesField));
  const { md, ...older } = file.variants!;
  await t.storage.remove(md!);
  return { ...file, variants: older };
}

async function isStored(storage: FileStorage, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.body.destroy();
  return object !== undefined;
}

describe.each(databaseKinds())('backfill racing a PUT on %s', (kind) => {
  const t = useTestApp(kind);

  it('leaves no md behind when the PUT that removes a photo read it before the merge', async () => {
    const [a, b] = [await storedBeforeMd(t), await storedBeforeMd(t)];
    const property = await createSample(t, properties);
    await t.database.db.execute(sql`update properties set images = ${JSON.stringify([a, b])}::jsonb where id = ${property._id}`);
    const ctx = {
      db: t.database.db,
      storage: t.storage,
      // Runs after the PUT read the record, before it writes: the backfill merges md meanwhile.
      updateRules: { properties: async () => void (await addMissingImageVariants(t.database.db, t.storage)) },
    };
    await updateRecord(ctx, admin, properties, property._id, { values: { images: [b.key] }, files: new Map() });

    const [row] = await rows<{ images: StoredFile[] }>(t.database.db, sql`select images from properties where id = ${property._id}`);
    expect(row!.images.map((f) => f.key)).toEqual([b.key]);
    // a's original, sm and lg were removed by the PUT; its md was not, and nothing points at it.
    expect(await isStored(t.storage, a.key)).toBe(false);
    expect(await isStored(t.storage, `${imageIdOf(a.key)}-md.webp`), 'orphaned md of the removed photo').toBe(false);
  });

  it('leaves no md behind when the PUT that replaces a photo read it before the merge', async () => {
    const roomimages = getCollection('roomimages')!;
    const old = await storedBeforeMd(t);
    const record = await createSample(t, roomimages);
    await t.database.db.execute(sql`update roomimages set image = ${JSON.stringify(old)}::jsonb where id = ${record._id}`);
    const ctx = {
      db: t.database.db,
      storage: t.storage,
      updateRules: { roomimages: async () => void (await addMissingImageVariants(t.database.db, t.storage)) },
    };
    const upload = { field: 'image', filename: 'new.jpg', bytes: await jpeg(1200, 800) };
    await updateRecord(ctx, admin, roomimages, record._id, { values: {}, files: new Map([['image', [{ upload }]]]) });
    expect(await isStored(t.storage, old.key)).toBe(false);
    expect(await isStored(t.storage, `${imageIdOf(old.key)}-md.webp`), 'orphaned md of the replaced photo').toBe(false);
  });
});
