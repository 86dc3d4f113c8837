import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createOwnedRecord } from '../testing/owned-records.ts';
import { SAMPLE_PDF, samplePngBytes } from '../testing/samples.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { movePrivateFiles } from './move-private.ts';
import { checkUpload, keysOf, storeUpload } from './uploads.ts';

// Files stored before their field was private sit under public keys: at start they move
// under private/, their records follow, and the public address stops serving them.

type FileDef = Extract<Field, { kind: 'file' | 'files' }>;
const tenants = getCollection('tenants')!;
const incidents = getCollection('incidents')!;
const VISITOR = { cookie: '' };

/** A file stored the way it was before the field was private. */
async function publicUpload(t: TestApp, collection: CollectionDef, key: string, bytes: Buffer, filename: string): Promise<StoredFile> {
  const field = { ...(collection.fields[key] as FileDef), private: false };
  const { file } = await storeUpload(t.storage, await checkUpload({ field: key, filename, bytes }, field));
  return file;
}

describe.each(databaseKinds())('moving private files out of public keys on %s', (kind) => {
  const t = useTestApp(kind);

  it('moves old uploads under private/, serves them at the record’s address and no longer at /files/', async () => {
    const owner = await t.signIn('tenant');
    const tenant = await createOwnedRecord(t, tenants, ['user'], owner.id);
    const incident = await createOwnedRecord(t, incidents, ['reportedBy'], owner.id);
    const document = await publicUpload(t, tenants, 'documents', SAMPLE_PDF, 'id.pdf');
    const photo = await publicUpload(t, incidents, 'photos', await samplePngBytes(), 'leak.png');
    await rows(t.database.db, sql`update tenants set documents = ${JSON.stringify([document])}::jsonb where id = ${tenant._id}`);
    await rows(t.database.db, sql`update incidents set photos = ${JSON.stringify([photo])}::jsonb where id = ${incident._id}`);
    for (const key of [...keysOf(document), ...keysOf(photo)]) {
      expect((await t.request({ method: 'GET', url: `/files/${key}`, headers: VISITOR })).statusCode, key).toBe(200);
    }

    expect(await movePrivateFiles(t.database.db, t.storage)).toBe(2);

    for (const key of [...keysOf(document), ...keysOf(photo)]) {
      expect((await t.request({ method: 'GET', url: `/files/${key}`, headers: VISITOR })).statusCode, key).toBe(404);
    }
    const movedDocument = (await t.get(`/api/tenants/${tenant._id}`)).json().record.documents[0];
    expect(movedDocument.key).toBe(`private/${document.key}`);
    const served = await t.request({ method: 'GET', url: movedDocument.url, headers: { cookie: owner.cookie } });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(SAMPLE_PDF)).toBe(true);
    const movedPhoto = (await t.get(`/api/incidents/${incident._id}`)).json().record.photos[0];
    expect(movedPhoto.key).toBe(`private/${photo.key}`);
    for (const url of [movedPhoto.url, ...Object.values(movedPhoto.variants as Record<string, string>)]) {
      expect((await t.request({ method: 'GET', url, headers: { cookie: owner.cookie } })).statusCode, url).toBe(200);
      expect((await t.request({ method: 'GET', url, headers: VISITOR })).statusCode, url).toBe(404);
    }

    expect(await movePrivateFiles(t.database.db, t.storage)).toBe(0);
  });
});
