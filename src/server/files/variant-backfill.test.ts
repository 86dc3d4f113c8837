import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { columnName } from '../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import { ident, rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createSample, sampleFile } from '../testing/samples.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { scheduleFileJobs } from './jobs.ts';
import { fileNameOf, readObject, type FileStorage } from './storage.ts';
import { checkUpload, imageIdOf, keysOf, storeUpload } from './uploads.ts';
import { addMissingImageVariants, type VariantBackfillOptions } from './variant-backfill.ts';

// Images stored before md existed have sm and lg only. The backfill gives them md as an upload
// would have made it (read back here with sharp), in lists only to the photos lacking it, under
// private/ for a person's files; it leaves a file replaced meanwhile alone, passes over broken
// originals without stopping, stops at its caps, and finds nothing to do the second time.

type FileDef = Extract<Field, { kind: 'file' | 'files' }>;

const roomimages = getCollection('roomimages')!;
const properties = getCollection('properties')!;
const users = getCollection('users')!;
const roomImageField = roomimages.fields.image as FileDef;

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg()
    .toBuffer();
}

async function storedImage(t: TestApp, field: FileDef, bytes: Buffer): Promise<StoredFile> {
  return (await storeUpload(t.storage, await checkUpload({ field: 'image', filename: 'photo.jpg', bytes }, field))).file;
}

/** An image as it was stored before md existed: its original, sm and lg. */
async function storedBeforeMd(t: TestApp, field: FileDef, bytes: Buffer): Promise<StoredFile> {
  const file = await storedImage(t, field, bytes);
  const { md, ...older } = file.variants!;
  await t.storage.remove(md!);
  return { ...file, variants: older };
}

const table = (collection: CollectionDef) => sql.raw(ident(collection.name));
const column = (collection: CollectionDef, key: string) => sql.raw(ident(columnName(key, collection.fields[key])));

async function setField(t: TestApp, collection: CollectionDef, key: string, id: string, value: unknown): Promise<void> {
  await t.database.db.execute(sql`update ${table(collection)} set ${column(collection, key)} = ${JSON.stringify(value)}::jsonb where id = ${id}`);
}

async function rowOf(t: TestApp, collection: CollectionDef, key: string, id: string) {
  const [row] = await rows<{ value: unknown; updatedAt: unknown; version: string }>(
    t.database.db,
    sql`select ${column(collection, key)} as value, updated_at::text as "updatedAt", xmin::text as version from ${table(collection)} where id = ${id}`,
  );
  return row!;
}

const fieldOf = async (t: TestApp, collection: CollectionDef, key: string, id: string) => (await rowOf(t, collection, key, id)).value;

async function isStored(storage: FileStorage, key: string): Promise<boolean> {
  const object = await storage.get(key);
  object?.body.destroy();
  return object !== undefined;
}

async function pictureOf(t: TestApp, key: string) {
  const { width, height, format } = await sharp(await readObject(t.storage, key)).metadata();
  return { width, height, format };
}

/** A room photo holding `file`, as records stored before md hold theirs. */
async function roomImageWith(t: TestApp, file: StoredFile): Promise<string> {
  const record = await createSample(t, roomimages);
  await setField(t, roomimages, 'image', record._id, file);
  return record._id;
}

const runBackfill = (t: TestApp, options: VariantBackfillOptions = {}) =>
  addMissingImageVariants(t.database.db, t.storage, options);

describe.each(databaseKinds())('giving stored images the variants declared since on %s', (kind) => {
  const t = useTestApp(kind);

  it('makes md 800 px wide for a large original and no wider than a small one, soft-deleted records too, and leaves updated_at alone', async () => {
    const large = await storedBeforeMd(t, roomImageField, await jpeg(2000, 1500));
    const small = await storedBeforeMd(t, roomImageField, await jpeg(600, 400));
    const largeId = await roomImageWith(t, large);
    const smallId = await roomImageWith(t, small);
    await t.database.db.execute(sql`update roomimages set deleted_at = now() where id = ${smallId}`);
    const before = await rowOf(t, roomimages, 'image', largeId);

    expect(await runBackfill(t)).toEqual({ images: 2, failed: 0, complete: true, waiting: 0 });

    const after = await rowOf(t, roomimages, 'image', largeId);
    const md = `${imageIdOf(large.key)}-md.webp`;
    expect(after.value).toEqual({ ...large, variants: { ...large.variants, md } });
    expect(await pictureOf(t, md)).toEqual({ width: 800, height: 600, format: 'webp' });
    expect(after.updatedAt).toBe(before.updatedAt);
    const smallMd = ((await fieldOf(t, roomimages, 'image', smallId)) as StoredFile).variants!.md!;
    expect(await pictureOf(t, smallMd)).toEqual({ width: 600, height: 400, format: 'webp' });

    // A second run (or another server's) finds nothing to do and writes no row.
    expect(await runBackfill(t)).toEqual({ images: 0, failed: 0, complete: true, waiting: 0 });
    expect((await rowOf(t, roomimages, 'image', largeId)).version).toBe(after.version);
  });

  it('gives md only to the photos of a list that lack it, and keeps a private image’s copies under private/', async () => {
    const imagesField = properties.fields.images as FileDef;
    const photos = [
      await storedBeforeMd(t, imagesField, await jpeg(1600, 900)),
      await storedImage(t, imagesField, await jpeg(1600, 900)),
      await storedBeforeMd(t, imagesField, await jpeg(1600, 900)),
    ];
    const property = await createSample(t, properties);
    await setField(t, properties, 'images', property._id, photos);
    const avatar = await storedBeforeMd(t, users.fields.avatar as FileDef, await jpeg(900, 900));
    expect(avatar.key.startsWith('private/')).toBe(true);
    await setField(t, users, 'avatar', t.user!.id, avatar);

    expect(await runBackfill(t)).toEqual({ images: 3, failed: 0, complete: true, waiting: 0 });

    const listed = (await fieldOf(t, properties, 'images', property._id)) as StoredFile[];
    expect(listed[1]).toEqual(photos[1]);
    for (const index of [0, 2]) {
      const md = `${imageIdOf(photos[index]!.key)}-md.webp`;
      expect(listed[index]).toEqual({ ...photos[index], variants: { ...photos[index]!.variants, md } });
      expect(await pictureOf(t, md)).toEqual({ width: 800, height: 450, format: 'webp' });
    }
    const avatarMd = ((await fieldOf(t, users, 'avatar', t.user!.id)) as StoredFile).variants!.md!;
    expect(avatarMd).toBe(`${imageIdOf(avatar.key)}-md.webp`);
    expect(avatarMd.startsWith('private/')).toBe(true);
    expect(await isStored(t.storage, avatarMd)).toBe(true);
    expect(await isStored(t.storage, fileNameOf(avatarMd))).toBe(false);
  });

  it('leaves a file replaced while its md was being made untouched, and removes the md it wrote for the old one', async () => {
    const old = await storedBeforeMd(t, roomImageField, await jpeg(1400, 1000));
    const id = await roomImageWith(t, old);
    const oldMd = `${imageIdOf(old.key)}-md.webp`;
    let replacement: unknown;
    // The person replaces the photo between the backfill's reading and its writing.
    const replacedMeanwhile: FileStorage = {
      ...t.storage,
      async put(key, bytes, contentType) {
        await t.storage.put(key, bytes, contentType);
        if (key !== oldMd || replacement) return;
        const response = await t.send('PUT', `/api/roomimages/${id}`, { image: await sampleFile(roomImageField, 'new-photo') });
        expect(response.statusCode, response.body).toBe(200);
        replacement = await fieldOf(t, roomimages, 'image', id);
      },
    };

    expect(await addMissingImageVariants(t.database.db, replacedMeanwhile)).toEqual({ images: 0, failed: 0, complete: true, waiting: 0 });

    expect(replacement).toMatchObject({ variants: { sm: expect.any(String), md: expect.any(String), lg: expect.any(String) } });
    expect(await fieldOf(t, roomimages, 'image', id)).toEqual(replacement);
    for (const key of keysOf(replacement as StoredFile)) expect(await isStored(t.storage, key), key).toBe(true);
    // The old photo's objects are all gone: the update removed its own, the backfill the md nothing points at.
    for (const key of [...keysOf(old), oldMd]) expect(await isStored(t.storage, key), key).toBe(false);
  });

  it('passes over an image whose original is missing or cannot be decoded, reports each, and finishes the others', async () => {
    const missing = await storedBeforeMd(t, roomImageField, await jpeg(1000, 800));
    await t.storage.remove(missing.key);
    const garbled = await storedBeforeMd(t, roomImageField, await jpeg(1000, 800));
    await t.storage.put(garbled.key, Buffer.from('not an image at all'), garbled.contentType);
    const good = await storedBeforeMd(t, roomImageField, await jpeg(1000, 800));
    const ids = [await roomImageWith(t, missing), await roomImageWith(t, garbled), await roomImageWith(t, good)];
    const errors: string[] = [];

    expect(await runBackfill(t, { onError: (message) => errors.push(message) })).toEqual({ images: 1, failed: 2, complete: true, waiting: 0 });

    expect(errors).toHaveLength(2);
    expect(errors.find((message) => message.includes(missing.key))).toMatch(/original is missing/);
    expect(errors.find((message) => message.includes(garbled.key))).toBeDefined();
    expect(await fieldOf(t, roomimages, 'image', ids[0]!)).toEqual(missing);
    expect(await fieldOf(t, roomimages, 'image', ids[1]!)).toEqual(garbled);
    expect(await isStored(t.storage, `${imageIdOf(garbled.key)}-md.webp`)).toBe(false);
    expect(((await fieldOf(t, roomimages, 'image', ids[2]!)) as StoredFile).variants).toHaveProperty('md');

    await t.database.db.execute(sql`delete from roomimages where id in (${ids[0]!}, ${ids[1]!})`);
  });

  it('makes no more than its cap per run, and the next run gets past files that keep failing', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) ids.push(await roomImageWith(t, await storedBeforeMd(t, roomImageField, await jpeg(1000, 700))));
    expect(await runBackfill(t, { maxImages: 2 })).toEqual({ images: 2, failed: 0, complete: false, waiting: 0 });
    expect(await runBackfill(t, { maxImages: 2 })).toEqual({ images: 1, failed: 0, complete: true, waiting: 0 });
    for (const id of ids) expect(((await fieldOf(t, roomimages, 'image', id)) as StoredFile).variants).toHaveProperty('md');

    // Two photos whose originals are gone come first in id order, before one that can be done.
    const records = [await createSample(t, roomimages), await createSample(t, roomimages), await createSample(t, roomimages)].map((r) => r._id).sort();
    const [firstBroken, secondBroken, last] = records as [string, string, string];
    for (const id of [firstBroken, secondBroken]) {
      const file = await storedBeforeMd(t, roomImageField, await jpeg(1000, 700));
      await t.storage.remove(file.key);
      await setField(t, roomimages, 'image', id, file);
    }
    await setField(t, roomimages, 'image', last, await storedBeforeMd(t, roomImageField, await jpeg(1000, 700)));
    const failedLately = new Map<string, number>();
    const options = { maxAttempts: 2, failedLately, onError: () => {} };

    expect(await runBackfill(t, options)).toEqual({ images: 0, failed: 2, complete: false, waiting: 0 });
    expect(await runBackfill(t, options)).toEqual({ images: 1, failed: 0, complete: true, waiting: 0 });
    expect(((await fieldOf(t, roomimages, 'image', last)) as StoredFile).variants).toHaveProperty('md');
    // Within a day the broken ones are not tried again.
    expect(await runBackfill(t, options)).toEqual({ images: 0, failed: 0, complete: true, waiting: 0 });

    await t.database.db.execute(sql`delete from roomimages where id in (${firstBroken}, ${secondBroken})`);
  });

  it('passes over a private field’s image still under a public key, and says it waits', async () => {
    const publicAvatar = await storedBeforeMd(t, roomImageField, await jpeg(900, 900));
    expect(publicAvatar.key.startsWith('private/')).toBe(false);
    await setField(t, users, 'avatar', t.user!.id, publicAvatar);
    try {
      expect(await runBackfill(t)).toEqual({ images: 0, failed: 0, complete: true, waiting: 1 });
      expect(await fieldOf(t, users, 'avatar', t.user!.id)).toEqual(publicAvatar);
      expect(await isStored(t.storage, `${imageIdOf(publicAvatar.key)}-md.webp`)).toBe(false);
    } finally {
      await setField(t, users, 'avatar', t.user!.id, null);
    }
  });

  it('is a job of the cluster’s scheduler every five minutes, first run after a delay, which logs what it did', async () => {
    const id = await roomImageWith(t, await storedBeforeMd(t, roomImageField, await jpeg(1000, 700)));
    const jobs = new Map<string, { intervalMs: number; task: () => Promise<unknown>; firstDelayMs?: number }>();
    const scheduler = {
      every: (name: string, intervalMs: number, task: () => Promise<unknown>, options?: { firstDelayMs?: number }) =>
        void jobs.set(name, { intervalMs, task, firstDelayMs: options?.firstDelayMs }),
      stop: async () => {},
    };
    const logged: string[] = [];
    scheduleFileJobs(scheduler, { db: t.database.db, storage: t.storage, log: { info: (m) => logged.push(m), error: (m) => logged.push(m) } });

    const job = jobs.get('files.add-missing-image-variants')!;
    expect(job.intervalMs).toBe(5 * 60_000);
    expect(job.firstDelayMs).toBeGreaterThan(0);
    await job.task();
    expect(logged).toEqual(['Gave 1 stored image(s) the variants they lacked']);
    expect(((await fieldOf(t, roomimages, 'image', id)) as StoredFile).variants).toHaveProperty('md');

    // A run that finds nothing left makes this server stop looking for six hours; then it looks again.
    await job.task();
    const later = await roomImageWith(t, await storedBeforeMd(t, roomImageField, await jpeg(1000, 700)));
    await job.task();
    expect(((await fieldOf(t, roomimages, 'image', later)) as StoredFile).variants).not.toHaveProperty('md');
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 6 * 60 * 60_000 + 1000 });
    try {
      await job.task();
    } finally {
      vi.useRealTimers();
    }
    expect(((await fieldOf(t, roomimages, 'image', later)) as StoredFile).variants).toHaveProperty('md');
  });
});
