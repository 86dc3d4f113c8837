import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { toFormData } from '../../catalog/form-data.ts';
import { buildApp } from '../app.ts';
import { localStorage, type FileStorage } from '../files/storage.ts';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from './databases.ts';

// The real app on a cloned test database and a temporary upload folder, driven through
// `inject` with the same form-data helper the web app uses.

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  storage: FileStorage;
  uploads: string;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** POST or PUT a record as multipart form-data, built by spec §3's helper. */
  send(method: 'POST' | 'PUT', url: string, record: Record<string, unknown>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(kind: DatabaseKind): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const uploads = await mkdtemp(join(tmpdir(), 'habita-uploads-'));
  const storage = localStorage(uploads);
  const app = await buildApp({ db: database.db, storage });
  await app.ready();
  const request = (options: InjectOptions) => app.inject(options);
  return {
    app,
    database,
    storage,
    uploads,
    request,
    get: (url) => request({ method: 'GET', url }),
    send: (method, url, record) => request({ method, url, payload: toFormData(record) as never }),
    async close() {
      await app.close();
      await database.dispose();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the app before the enclosing suite's tests and closes it after them. The returned
 * object stands for the running app, so suites can use it without a variable of their own.
 */
export function useTestApp(kind: DatabaseKind): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(kind);
  });
  afterAll(async () => {
    await current?.close();
  });
  return new Proxy({} as TestApp, {
    get(_target, key) {
      if (!current) throw new Error('The test app starts in beforeAll: use it inside tests and hooks');
      return current[key as keyof TestApp];
    },
  });
}
