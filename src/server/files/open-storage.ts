import { join } from 'node:path';
import type { S3Settings } from './s3-storage.ts';
import { localStorage, type FileStorage } from './storage.ts';

// Apart from storage.ts, which the S3 module builds on: the S3 module is loaded only here, and
// only when a bucket is configured.

/** The storage the settings ask for: the S3 bucket when one is configured, else `DATA_DIR/uploads`. */
export async function openStorage(config: { s3: S3Settings | undefined; dataDir: string }): Promise<FileStorage> {
  if (!config.s3) return localStorage(join(config.dataDir, 'uploads'));
  const { s3Storage } = await import('./s3-storage.ts');
  return s3Storage(config.s3);
}
