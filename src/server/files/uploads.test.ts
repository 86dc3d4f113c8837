import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { IMAGE_VARIANT_WIDTHS } from '../../catalog/image-variants.ts';
import type { FileField, FilesField } from '../../catalog/types.ts';
import { checkUpload, keysOf, storeUpload } from './uploads.ts';
import type { FileStorage } from './storage.ts';

// An uploaded image is stored with one resized WebP copy per declared width (sm, md, lg), each
// read back here with sharp: the width asked for, the proportions kept, never enlarged.

const field = getCollection('roomimages')!.fields.image as FileField | FilesField;

function memoryStorage() {
  const objects = new Map<string, { bytes: Uint8Array; contentType: string }>();
  const storage: FileStorage = {
    async put(key, bytes, contentType) {
      objects.set(key, { bytes, contentType });
    },
    async get() {
      return undefined;
    },
    async remove(key) {
      objects.delete(key);
    },
  };
  return { storage, objects };
}

async function jpeg(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } })
    .jpeg()
    .toBuffer();
}

async function upload(bytes: Buffer) {
  const { storage, objects } = memoryStorage();
  const { file, keys } = await storeUpload(storage, await checkUpload({ field: 'image', filename: 'room.jpg', bytes }, field));
  const sizes = Object.fromEntries(
    await Promise.all(
      Object.entries(file.variants ?? {}).map(async ([name, key]) => {
        const object = objects.get(key)!;
        const { width, height, format } = await sharp(object.bytes).metadata();
        return [name, { width, height, format, contentType: object.contentType }] as const;
      }),
    ),
  );
  return { file, keys, objects, sizes };
}

describe('storing an uploaded image', () => {
  it('writes the original and a WebP copy at each declared width: sm 480, md 800, lg 1280', async () => {
    const { file, keys, objects, sizes } = await upload(await jpeg(2000, 1500));
    expect(Object.keys(IMAGE_VARIANT_WIDTHS)).toEqual(['sm', 'md', 'lg']);
    expect(sizes).toEqual({
      sm: { width: 480, height: 360, format: 'webp', contentType: 'image/webp' },
      md: { width: 800, height: 600, format: 'webp', contentType: 'image/webp' },
      lg: { width: 1280, height: 960, format: 'webp', contentType: 'image/webp' },
    });
    expect(file).toMatchObject({ width: 2000, height: 1500, contentType: 'image/jpeg' });
    for (const name of ['sm', 'md', 'lg']) expect(file.variants![name]).toMatch(new RegExp(`^[0-9a-f-]{36}-${name}\\.webp$`));
    // Everything written is known, so a failed save removes it and a deleted record leaves nothing.
    expect(new Set(keys)).toEqual(new Set(objects.keys()));
    expect(new Set(keysOf(file))).toEqual(new Set(keys));
    expect(keys).toHaveLength(4);
  });

  it('never enlarges: a 600 px original keeps its width in md and lg', async () => {
    const { sizes } = await upload(await jpeg(600, 400));
    expect(sizes.sm).toMatchObject({ width: 480, height: 320 });
    expect(sizes.md).toMatchObject({ width: 600, height: 400 });
    expect(sizes.lg).toMatchObject({ width: 600, height: 400 });
  });
});
