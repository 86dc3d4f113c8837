import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { randomUUID } from 'node:crypto';
import { toFormData } from '../../catalog/form-data.ts';
import type { Role } from '../../catalog/types.ts';
import { buildApp } from '../app.ts';
import { createAccount } from '../auth/accounts.ts';
import { createSession, SESSION_COOKIE } from '../sessions/sessions.ts';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from '../auth/settings.ts';
import type { BookingSettings } from '../booking/settings.ts';
import { localStorage, type FileStorage } from '../files/storage.ts';
import { createMailer, type MailSettings } from '../mail/mailer.ts';
import { startOutboxWorker, type OutboxWorker, type OutboxWorkerOptions } from '../outbox/worker.ts';
import type { PublicSiteSettings } from '../public/settings.ts';
import { readReplica, type ReadReplica, type ReadReplicaOptions } from '../db/replica.ts';
import { openReplicaOf, openTestDatabase, serverUrlOf, type DatabaseKind, type TestDatabase } from './databases.ts';

// The real app on a cloned test database and a temporary upload folder, driven through
// `inject` with the same form-data helper the web app uses. Requests carry the session of
// a signed-in user of the role asked for (an admin unless told otherwise), so suites about
// the generic API test it with access control on, not bypassed.

export interface TestUser {
  id: string;
  email: string;
  role: Role;
  /** The Cookie header of a session of this user. */
  cookie: string;
}

export interface TestAppOptions {
  /** Whose session requests carry by default; null for a visitor. */
  as?: Role | null;
  auth?: Partial<AuthSettings>;
  /** Send mail through this SMTP server instead of the outbox folder. */
  smtpUrl?: string;
  trustProxy?: string | false;
  booking?: Partial<BookingSettings>;
  /** The team's contact address and the like; the documented defaults where not given. */
  publicSite?: Partial<PublicSiteSettings>;
  /** Where uploads go; a temporary folder when not given. */
  storage?: FileStorage;
  /** The outbox worker's timing, e.g. a longer backoff; false runs no worker. */
  worker?: Partial<OutboxWorkerOptions> | false;
  /** On the PostgreSQL server: reads that may lag go to the replica of TEST_DATABASE_READ_URL. */
  readReplica?: Partial<ReadReplicaOptions>;
}

/** Retries in milliseconds rather than minutes, so a suite sees a retried delivery land. */
export const TEST_WORKER: Partial<OutboxWorkerOptions> = { pollMs: 50, backoff: { baseMs: 20, capMs: 200 } };

/** The outbox worker of a test app, as main.ts starts it for a server, with test timing. */
export function startTestWorker(app: FastifyInstance, db: TestDatabase['db'], options: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  return startOutboxWorker({ db, topics: app.outboxTopics, log: { info: () => undefined, error: () => undefined }, ...TEST_WORKER, ...options });
}

/** Limits high enough that suites never meet them unless they lower them on purpose. */
const TEST_LIMITS: AuthSettings['limits'] = {
  loginPerEmail: { max: 1000, windowSeconds: 60 },
  loginPerIp: { max: 100_000, windowSeconds: 60 },
  mailPerEmail: { max: 1000, windowSeconds: 60 },
  mailPerIp: { max: 100_000, windowSeconds: 60 },
};

/** A signed-in user of the given role, made directly in the database: for tests. */
export async function makeTestUser(database: TestDatabase, role: Role, settings: AuthSettings = DEFAULT_AUTH_SETTINGS): Promise<TestUser> {
  const email = `${role}-${randomUUID().slice(0, 8)}@test.habita`;
  const id = await createAccount(database.db, { email, name: `Test ${role}`, role, language: 'en', passwordHash: 'not-a-login', verified: true });
  const secret = await createSession(database.db, id, settings.session, {});
  return { id, email, role, cookie: `${SESSION_COOKIE}=${secret}` };
}

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  /** The replica the app reads from, when `readReplica` was asked for. */
  replica: ReadReplica | undefined;
  storage: FileStorage;
  uploads: string;
  /** Where mails land as .eml files (when no SMTP server was given). */
  outbox: string;
  /** The user whose session requests carry by default; undefined for a visitor. */
  user: TestUser | undefined;
  /** Another signed-in user, for tests about roles and ownership. */
  signIn(role: Role): Promise<TestUser>;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  get(url: string): Promise<LightMyRequestResponse>;
  /** POST or PUT a record as multipart form-data, built by spec §3's helper. */
  send(method: 'POST' | 'PUT', url: string, record: Record<string, unknown>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTestApp(kind: DatabaseKind, options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase(kind);
  const uploads = await mkdtemp(join(tmpdir(), 'habita-uploads-'));
  const storage = options.storage ?? localStorage(uploads);
  const outbox = join(uploads, '.outbox');
  const auth: AuthSettings = { ...DEFAULT_AUTH_SETTINGS, limits: TEST_LIMITS, publicUrl: 'http://habita.test', ...options.auth };
  const mail: MailSettings = { smtpUrl: options.smtpUrl, from: 'Habita <no-reply@habita.test>', outboxDir: outbox };
  const mailer = createMailer(mail, { info: () => undefined, error: () => undefined });
  const replica = options.readReplica ? readReplica(database.db, await openReplicaOf(database), options.readReplica) : undefined;
  const app = await buildApp({
    db: database.db,
    storage,
    mailer,
    auth,
    trustProxy: options.trustProxy,
    booking: options.booking,
    publicSite: options.publicSite,
    readReplica: replica,
    sessionNoticesUrl: serverUrlOf(database),
  });
  await app.ready();
  const worker = options.worker === false ? undefined : startTestWorker(app, database.db, options.worker);
  const role = options.as === undefined ? 'admin' : options.as;
  const user = role ? await makeTestUser(database, role, auth) : undefined;
  const request = (inject: InjectOptions) => {
    const headers = { ...(inject.headers ?? {}) } as Record<string, string>;
    if (user && !('cookie' in headers)) headers.cookie = user.cookie;
    // As the site's own pages send them: signed-in writes from elsewhere are refused (auth/same-origin.ts).
    if (!('origin' in headers) && !('sec-fetch-site' in headers)) headers.origin = auth.publicUrl;
    return app.inject({ ...inject, headers });
  };
  return {
    app,
    database,
    replica,
    storage,
    uploads,
    outbox,
    user,
    signIn: (other) => makeTestUser(database, other, auth),
    request,
    get: (url) => request({ method: 'GET', url }),
    send: (method, url, record) => request({ method, url, payload: toFormData(record) as never }),
    async close() {
      await worker?.stop();
      await app.close();
      await replica?.close();
      await database.dispose();
      await rm(uploads, { recursive: true, force: true });
    },
  };
}

/**
 * Starts the app before the enclosing suite's tests and closes it after them. The returned
 * object stands for the running app, so suites can use it without a variable of their own.
 */
export function useTestApp(kind: DatabaseKind, options: TestAppOptions = {}): TestApp {
  let current: TestApp | undefined;
  beforeAll(async () => {
    current = await startTestApp(kind, options);
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
