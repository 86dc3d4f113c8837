import { resolve } from 'node:path';
import type { S3Settings } from './files/s3-storage.ts';

// Every setting comes from the environment, read once at start.

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  s3: S3Settings | undefined;
  logLevel: string;
  /** Load demo data into an empty database at start. */
  seedOnStart: boolean;
  /** Built web app to serve, when present. */
  webDir: string;
}

function integerSetting(name: string, fallback: number): number {
  const text = process.env[name];
  if (!text) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${text}"`);
  return value;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const bucket = env.S3_BUCKET;
  return {
    port: integerSetting('PORT', 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    s3: bucket
      ? {
          bucket,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    logLevel: env.LOG_LEVEL ?? 'info',
    seedOnStart: env.SEED_ON_START !== 'false',
    webDir: resolve(env.WEB_DIR ?? './dist/web'),
  };
}
