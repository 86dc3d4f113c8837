import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_NAMES, IMAGE_VARIANT_WIDTHS, type ImageVariant } from '../../catalog/image-variants.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { FileField, FilesField } from '../../catalog/types.ts';
import { HttpError } from '../errors.ts';
import { loadSharp } from './sharp.ts';
import { accepts, describeAccept, sniffFileType } from './sniff.ts';
import { PRIVATE_PREFIX, type FileStorage } from './storage.ts';

// An upload becomes a stored file only after its bytes prove what it is: the type is
// sniffed, the size checked, and images must decode. Images get resized WebP variants
// (IMAGE_VARIANT_WIDTHS: sm, md, lg) so pages never ship a phone a 4000-pixel photo.

export interface Upload {
  field: string;
  filename: string;
  bytes: Buffer;
}

const MAX_PIXELS = 50_000_000;

export interface CheckedUpload extends Upload {
  contentType: string;
  extension: string;
  isImage: boolean;
  /** Stored apart from public files: the field says it is a person's file. */
  isPrivate: boolean;
}

/** Checks an upload against its field without storing anything. */
export async function checkUpload(upload: Upload, field: FileField | FilesField): Promise<CheckedUpload> {
  if (upload.bytes.length > field.maxBytes) {
    const megabytes = Math.round(field.maxBytes / 1024 / 1024);
    throw new HttpError(413, `${upload.field}: the file is larger than ${megabytes} MB`, upload.field);
  }
  const type = sniffFileType(upload.bytes);
  if (!type || !accepts(field.accept, type)) {
    throw new HttpError(415, `${upload.field}: the file must be ${describeAccept(field.accept)}`, upload.field);
  }
  if (type.isImage) {
    const sharp = await loadSharp();
    const metadata = await sharp(upload.bytes, { limitInputPixels: MAX_PIXELS })
      .metadata()
      .catch(() => undefined);
    if (!metadata?.width || !metadata.height) {
      throw new HttpError(415, `${upload.field}: the image cannot be read`, upload.field);
    }
  }
  return { ...upload, ...type, isPrivate: field.private === true };
}

export function originalName(filename: string): string {
  // Kept for display only (downloads use the server's key); control characters dropped.
  const clean = filename.replace(/[\p{Cc}/\\]/gu, '').trim();
  return clean.slice(-255) || 'file';
}

/** Stores a checked upload and its variants; returns the keys written so a failed write can undo them. */
export async function storeUpload(storage: FileStorage, upload: CheckedUpload): Promise<{ file: StoredFile; keys: string[] }> {
  const id = `${upload.isPrivate ? PRIVATE_PREFIX : ''}${randomUUID()}`;
  const key = `${id}.${upload.extension}`;
  const keys: string[] = [];
  const file: StoredFile = { key, name: originalName(upload.filename), contentType: upload.contentType, size: upload.bytes.length };
  try {
    await storage.put(key, upload.bytes, upload.contentType);
    keys.push(key);
    if (upload.isImage) {
      Object.assign(file, await uprightSize(upload.bytes));
      file.variants = await makeVariants(storage, id, upload.bytes);
      keys.push(...Object.values(file.variants));
    }
  } catch (error) {
    await removeKeys(storage, keys);
    throw error;
  }
  return { file, keys };
}

const VARIANT_QUALITY = 78;

/** An image decoder turned upright by its EXIF orientation, so variants are drawn as people took the photo. */
async function upright(bytes: Buffer) {
  const sharp = await loadSharp();
  return sharp(bytes, { limitInputPixels: MAX_PIXELS }).rotate();
}

/** The width and height an upright image is shown at (metadata tells the stored ones, before any turn). */
async function uprightSize(bytes: Buffer): Promise<{ width?: number; height?: number }> {
  const metadata = await (await upright(bytes)).metadata();
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? undefined;
  const height = (turned ? metadata.width : metadata.height) ?? undefined;
  return { width, height };
}

/** Where variant `name` of the image stored as `${id}.${extension}` goes: beside it, under the same prefix. */
function variantKey(id: string, name: string): string {
  return `${id}-${name}.webp`;
}

/** The `id` a stored image's variants are named after: its key without the extension (any prefix kept). */
export function imageIdOf(key: string): string {
  const dot = key.lastIndexOf('.');
  return dot > 0 ? key.slice(0, dot) : key;
}

/**
 * Writes the named variants of an image (all unless told) and answers their keys by name. The one
 * place variants are made: uploads use it, and so does the backfill of images stored before a
 * variant existed (variant-backfill.ts), so a copy made later is the copy an upload makes. Every
 * variant is drawn before any is written, so an image that cannot be decoded writes nothing; a
 * failed write removes the ones written before it.
 */
export async function makeVariants(
  storage: FileStorage,
  id: string,
  bytes: Buffer,
  names: readonly ImageVariant[] = IMAGE_VARIANT_NAMES,
): Promise<Record<string, string>> {
  const image = await upright(bytes);
  // One at a time: sharp already spreads each across the cores, and requests share them.
  const drawn: { name: ImageVariant; bytes: Buffer }[] = [];
  for (const name of names) {
    const resized = image.clone().resize({ width: IMAGE_VARIANT_WIDTHS[name], withoutEnlargement: true });
    drawn.push({ name, bytes: await resized.webp({ quality: VARIANT_QUALITY }).toBuffer() });
  }
  const variants: Record<string, string> = {};
  try {
    for (const variant of drawn) {
      const key = variantKey(id, variant.name);
      await storage.put(key, variant.bytes, 'image/webp');
      variants[variant.name] = key;
    }
  } catch (error) {
    await removeKeys(storage, Object.values(variants));
    throw error;
  }
  return variants;
}

export async function removeKeys(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

export function keysOf(file: StoredFile): string[] {
  return [file.key, ...Object.values(file.variants ?? {})];
}

/**
 * The keys to remove with a stored file: its own and, for an image, every variant key it may have
 * been given since the copy in hand was read. The variant backfill (variant-backfill.ts) adds them
 * under the row's lock, which a write that read the record before does not see; a variant's key is
 * derived from the original's, and removing a key never stored is harmless.
 */
export function keysToRemoveOf(file: StoredFile): string[] {
  if (!file.variants) return keysOf(file);
  const id = imageIdOf(file.key);
  return [...new Set([...keysOf(file), ...IMAGE_VARIANT_NAMES.map((name) => variantKey(id, name))])];
}

/** The files a file field's value holds: none, one, or a list. */
export function storedFiles(value: unknown): StoredFile[] {
  if (Array.isArray(value)) return value as StoredFile[];
  return value ? [value as StoredFile] : [];
}
