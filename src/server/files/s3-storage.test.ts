import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, HeadObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import type { Field } from '../../catalog/types.ts';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { sampleRecordWith } from '../testing/owned-records.ts';
import { startS3Server, type RunningS3Server } from '../testing/s3-server.ts';
import { SAMPLE_PDF, sampleFile, samplePngBytes } from '../testing/samples.ts';
import { startTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';
import { isMissingObject, limitConcurrency } from './s3-storage.ts';
import { openStorage } from './open-storage.ts';

// Uploads on S3-compatible storage, against a real server (s3rver on 127.0.0.1) through the
// app: stored, served back byte for byte, replaced and deleted with their objects, private
// files kept private, and an object gone from the bucket a 404.

type FileDef = Extract<Field, { kind: 'file' | 'files' }>;
type Stored = { key: string; url: string; variants?: Record<string, string> };

const partners = getCollection('partners')!;
const tenants = getCollection('tenants')!;
const VISITOR = { cookie: '' };

describe('a missing object', () => {
  it('is told by its 404 whatever the server names it', () => {
    expect(isMissingObject({ name: 'NoSuchKey' })).toBe(true);
    expect(isMissingObject({ name: 'NotFound', $metadata: { httpStatusCode: 404 } })).toBe(true);
    expect(isMissingObject({ name: 'UnknownError', $metadata: { httpStatusCode: 404 } })).toBe(true);
    expect(isMissingObject({ name: 'AccessDenied', $metadata: { httpStatusCode: 403 } })).toBe(false);
    expect(isMissingObject(new Error('socket hang up'))).toBe(false);
  });
});

describe('requests to the bucket', () => {
  it('run a few at a time, however many are asked at once, and each gets its own answer', async () => {
    // The demo seed asks for thousands of writes at once; all sent together, they timed out.
    const limited = limitConcurrency(4);
    let inFlight = 0;
    let most = 0;
    const release: (() => void)[] = [];
    const answers = Array.from({ length: 50 }, (_, index) =>
      limited(async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise<void>((resolve) => release.push(resolve));
        inFlight -= 1;
        return index;
      }),
    );
    while (release.length > 0 || inFlight > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      release.splice(0).forEach((resolve) => resolve());
    }
    expect(await Promise.all(answers)).toEqual(Array.from({ length: 50 }, (_, index) => index));
    expect(most).toBe(4);
  });

  it('go on after a failed one', async () => {
    const limited = limitConcurrency(1);
    await expect(limited(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await limited(async () => 'next')).toBe('next');
  });
});

describe.each(databaseKinds())('uploads on S3 storage on %s', (kind) => {
  let folder: string;
  let s3: RunningS3Server;
  let t: TestApp;

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'habita-s3-'));
    s3 = await startS3Server({ dir: folder, bucket: 'habita-test' });
    // The way the server opens it: the SDK loaded only now, because S3 is configured.
    const storage = await openStorage({ s3: s3.settings, dataDir: folder });
    t = await startTestApp(kind, { storage });
  });

  afterAll(async () => {
    await t?.close();
    await s3?.stop();
    await rm(folder, { recursive: true, force: true });
  });

  async function inBucket(key: string): Promise<boolean> {
    try {
      await s3.client.send(new HeadObjectCommand({ Bucket: s3.settings.bucket, Key: key }));
      return true;
    } catch (error) {
      if (isMissingObject(error)) return false;
      throw error;
    }
  }

  const keysOf = (file: Stored & { variants?: Record<string, string> }, variantKeys: string[]) => [file.key, ...variantKeys];

  async function createPartner(): Promise<{ id: string; logo: Stored; keys: string[] }> {
    const response = await t.send('POST', '/api/partners/', await sampleRecordWith(t, partners, { logo: await sampleFile(partners.fields.logo as FileDef) }));
    expect(response.statusCode, response.body).toBe(201);
    const record = response.json().records[0];
    const stored = await storedLogo(record._id);
    return { id: record._id, logo: record.logo, keys: keysOf(stored, Object.values(stored.variants ?? {})) };
  }

  /** The logo as stored (variant keys, not addresses). */
  async function storedLogo(id: string): Promise<Stored> {
    const [row] = await rows(t.database.db, sql`select logo from partners where id = ${id}`);
    return row!.logo as Stored;
  }

  it('stores an upload in the bucket and serves it back byte for byte', async () => {
    const { logo, keys } = await createPartner();
    for (const key of keys) expect(await inBucket(key), key).toBe(true);
    const response = await t.request({ method: 'GET', url: logo.url, headers: VISITOR });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(await samplePngBytes())).toBe(true);
  });

  it('removes the old objects when a file is replaced, and all of them when the record is deleted', async () => {
    const { id, keys: before } = await createPartner();
    const replaced = await t.send('PUT', `/api/partners/${id}`, { logo: await sampleFile(partners.fields.logo as FileDef, 'new-logo') });
    expect(replaced.statusCode, replaced.body).toBe(200);
    for (const key of before) expect(await inBucket(key), key).toBe(false);
    const now = await storedLogo(id);
    const after = keysOf(now, Object.values(now.variants ?? {}));
    for (const key of after) expect(await inBucket(key), key).toBe(true);
    expect((await t.request({ method: 'GET', url: replaced.json().record.logo.url, headers: VISITOR })).statusCode).toBe(200);

    expect((await t.request({ method: 'DELETE', url: `/api/partners/${id}` })).statusCode).toBe(204);
    for (const key of after) expect(await inBucket(key), key).toBe(false);
  });

  it('answers 404, not 500, for a file whose object is gone from the bucket', async () => {
    const { logo, keys } = await createPartner();
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: keys[0]! }));
    const response = await t.request({ method: 'GET', url: logo.url, headers: VISITOR });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ status: 404 });
  });

  describe('a private file', () => {
    let owner: TestUser;
    let document: Stored;
    let recordId: string;

    beforeAll(async () => {
      owner = await t.signIn('tenant');
      const response = await t.send('POST', '/api/tenants/', {
        ...(await sampleRecordWith(t, tenants, { user: owner.id })),
        documents: [await sampleFile(tenants.fields.documents as FileDef, 'passport')],
      });
      expect(response.statusCode, response.body).toBe(201);
      recordId = response.json().records[0]._id;
      document = response.json().records[0].documents[0];
    });

    it('is stored under private/ in the bucket', async () => {
      expect(document.key).toMatch(/^private\/[0-9a-f-]+\.pdf$/);
      expect(await inBucket(document.key)).toBe(true);
    });

    it('is served to its owner and staff, never cached, and to nobody else', async () => {
      const staff = await t.signIn('staff');
      for (const who of [owner, staff]) {
        const response = await t.request({ method: 'GET', url: document.url, headers: { cookie: who.cookie } });
        expect(response.statusCode).toBe(200);
        expect(response.headers['cache-control']).toBe('private, no-store');
        expect(response.rawPayload.equals(SAMPLE_PDF)).toBe(true);
      }
      const other = await t.signIn('tenant');
      for (const who of [VISITOR, other]) expect((await t.request({ method: 'GET', url: document.url, headers: who })).statusCode).toBe(404);
      const name = document.key.slice('private/'.length);
      for (const url of [`/files/${name}`, `/files/${encodeURIComponent(document.key)}`]) {
        expect((await t.request({ method: 'GET', url, headers: VISITOR })).statusCode, url).toBe(404);
      }
    });

    it('answers 404 once its object is gone from the bucket', async () => {
      await s3.client.send(new DeleteObjectCommand({ Bucket: s3.settings.bucket, Key: document.key }));
      expect((await t.request({ method: 'GET', url: document.url, headers: { cookie: owner.cookie } })).statusCode).toBe(404);
      expect((await t.request({ method: 'DELETE', url: `/api/tenants/${recordId}` })).statusCode).toBe(204);
    });
  });
});
