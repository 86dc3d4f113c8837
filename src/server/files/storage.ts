import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';

// Where uploaded bytes live: a folder on local disk by default, an S3-compatible bucket
// when configured (s3-storage.ts, chosen by open-storage.ts). Keys are chosen by the server and
// are safe path segments.

export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
}

const FILE_NAME = '[a-z0-9][a-z0-9-]{0,80}\\.(jpg|png|gif|webp|pdf)';

/** A person's files live under this prefix (a folder on disk, a key prefix in the bucket), apart from public ones. */
export const PRIVATE_PREFIX = 'private/';

/** The last segment of every key: what the public route and the private route's address carry. */
export const FILE_NAME_PATTERN = new RegExp(`^${FILE_NAME}$`);
export const SAFE_KEY = new RegExp(`^(${PRIVATE_PREFIX})?${FILE_NAME}$`);

/** An object's bytes, whole; undefined when there is none under the key. */
export async function readObject(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export function isPrivateKey(key: string): boolean {
  return key.startsWith(PRIVATE_PREFIX);
}

/** The key without its prefix. */
export function fileNameOf(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}

export function localStorage(folder: string): FileStorage {
  const folderOf = (key: string) => {
    const name = fileNameOf(key);
    return join(folder, key.slice(0, key.length - name.length), name.slice(0, 2));
  };
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key ${key}`);
    return join(folderOf(key), fileNameOf(key));
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(folderOf(key), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      const path = pathOf(key);
      const info = await stat(path).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { body: createReadStream(path), size: info.size };
    },
    async remove(key) {
      if (SAFE_KEY.test(key)) await rm(pathOf(key), { force: true });
    },
  };
}
