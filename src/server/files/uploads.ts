import { randomUUID } from 'node:crypto';
import { IMAGE_VARIANT_WIDTHS } from '../../catalog/image-variants.ts';
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
      const sharp = await loadSharp();
      const image = sharp(upload.bytes, { limitInputPixels: MAX_PIXELS }).rotate();
      const metadata = await image.metadata();
      const rotated = (metadata.orientation ?? 1) >= 5;
      file.width = (rotated ? metadata.height : metadata.width) ?? undefined;
      file.height = (rotated ? metadata.width : metadata.height) ?? undefined;
      file.variants = {};
      for (const [name, width] of Object.entries(IMAGE_VARIANT_WIDTHS)) {
        const variantKey = `${id}-${name}.webp`;
        const bytes = await image.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
        await storage.put(variantKey, bytes, 'image/webp');
        keys.push(variantKey);
        file.variants[name] = variantKey;
      }
    }
  } catch (error) {
    await removeKeys(storage, keys);
    throw error;
  }
  return { file, keys };
}

export async function removeKeys(storage: FileStorage, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => storage.remove(key).catch(() => undefined)));
}

export function keysOf(file: StoredFile): string[] {
  return [file.key, ...Object.values(file.variants ?? {})];
}

/** The files a file field's value holds: none, one, or a list. */
export function storedFiles(value: unknown): StoredFile[] {
  if (Array.isArray(value)) return value as StoredFile[];
  return value ? [value as StoredFile] : [];
}
