import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Settings } from './s3-storage.ts';

// Where uploaded bytes live: a folder on local disk by default, an S3-compatible bucket
// when configured (s3-storage.ts). Keys are chosen by the server and are safe path segments.

export interface StoredObject {
  body: Readable;
  size: number | undefined;
}

export interface FileStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  remove(key: string): Promise<void>;
}

export const SAFE_KEY = /^[a-z0-9][a-z0-9-]{0,80}\.(jpg|png|gif|webp|pdf)$/;

export function localStorage(folder: string): FileStorage {
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key ${key}`);
    return join(folder, key.slice(0, 2), key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(join(folder, key.slice(0, 2)), { recursive: true });
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

/** The storage the settings ask for: the S3 bucket when one is configured, else `DATA_DIR/uploads`. */
export async function openStorage(config: { s3: S3Settings | undefined; dataDir: string }): Promise<FileStorage> {
  if (!config.s3) return localStorage(join(config.dataDir, 'uploads'));
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.s3);
}
