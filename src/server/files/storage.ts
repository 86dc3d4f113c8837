import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

// Where uploaded bytes live: a folder on local disk by default, an S3-compatible bucket
// when configured. Keys are chosen by the server and are safe path segments.

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

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  return {
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key }));
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if ((error as { name?: string }).name === 'NoSuchKey') return undefined;
        throw error;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key }));
    },
  };
}
