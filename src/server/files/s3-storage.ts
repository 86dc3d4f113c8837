import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { SAFE_KEY, type FileStorage } from './storage.ts';

// Uploads in an S3-compatible bucket. Its own module, loaded only when S3 is configured:
// the SDK is heavy and most installations keep files on disk.

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
}

/**
 * A missing object. AWS names it `NoSuchKey`; other S3-compatible servers name it otherwise
 * (or, for a HEAD, not at all), but all answer HTTP 404.
 */
export function isMissingObject(error: unknown): boolean {
  const failure = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return failure.name === 'NoSuchKey' || failure.name === 'NotFound' || failure.$metadata?.httpStatusCode === 404;
}

/**
 * At most `max` tasks at once, the rest queued in order. The demo seed writes a few thousand
 * objects at once; sent all together they starve the connection pool and time out.
 */
export function limitConcurrency(max: number): <T>(task: () => Promise<T>) => Promise<T> {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async (task) => {
    if (active < max) active += 1;
    // A finishing task hands its slot straight to the next in line.
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else active -= 1;
    }
  };
}

const REQUESTS_AT_ONCE = 16;

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.accessKeyId && settings.secretAccessKey
      ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
      : {}),
  });
  const limited = limitConcurrency(REQUESTS_AT_ONCE);
  return {
    async put(key, bytes, contentType) {
      if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key ${key}`);
      await limited(() => client.send(new PutObjectCommand({ Bucket: settings.bucket, Key: key, Body: bytes, ContentType: contentType })));
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return undefined;
      try {
        const object = await limited(() => client.send(new GetObjectCommand({ Bucket: settings.bucket, Key: key })));
        return { body: object.Body as Readable, size: object.ContentLength };
      } catch (error) {
        if (isMissingObject(error)) return undefined;
        throw error;
      }
    },
    async remove(key) {
      if (!SAFE_KEY.test(key)) return;
      await limited(() => client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key: key })));
    },
  };
}
