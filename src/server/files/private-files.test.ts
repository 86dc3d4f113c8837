import { describe, expect, it } from 'vitest';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { isPrivateFileField } from '../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import { selfReferences } from '../collections/access.ts';
import { closeAccount, setDisabled } from '../auth/accounts.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createOwnedRecord, insertAsAdmin, sampleRecordWith, type Rec } from '../testing/owned-records.ts';
import { samplePngBytes, sampleFile } from '../testing/samples.ts';
import { useTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';

// Every file field the catalogue marks private, through the real app: served at the record's
// own address to those who may read the record, never cached, 404 to everyone else, never at
// the public /files/ address, and withheld from all but staff once its person's account closes.

type FileDef = Extract<Field, { kind: 'file' | 'files' }>;

const PRIVATE_FIELDS = collections.flatMap((collection) =>
  Object.entries(collection.fields)
    .filter((entry): entry is [string, FileDef] => isPrivateFileField(entry[1]))
    .map(([key, field]) => ({ collection, key, field })),
);

const VISITOR = { cookie: '' };

/** The person the record's files belong to: the user itself, or its one-step user reference. */
function ownerReference(collection: CollectionDef): string | undefined {
  return collection.name === 'users' ? '_id' : selfReferences(collection)[0];
}

/** A record of the collection owned by `owner` (and, through longer owner paths such as room → property → landlord, by `landlord`). */
async function ownedRecord(t: TestApp, collection: CollectionDef, owner: TestUser | undefined, landlord: TestUser): Promise<Rec> {
  const reference = ownerReference(collection);
  if (reference === '_id') return createOwnedRecord(t, collection, ['_id'], owner!.id);
  const given: Record<string, unknown> = reference ? { [reference]: owner!.id } : {};
  for (const path of collection.access.read.owner ?? []) {
    const [first, ...rest] = path;
    const field = collection.fields[first!];
    if (rest.length > 0 && field?.kind === 'ref') given[first!] = (await createOwnedRecord(t, getCollection(field.to)!, rest, landlord.id))._id;
  }
  return insertAsAdmin(t, collection, await sampleRecordWith(t, collection, given));
}

interface Served {
  record: Rec;
  /** The stored key of the uploaded file and its address. */
  key: string;
  url: string;
  variantUrl: string | undefined;
}

async function uploadTo(t: TestApp, collection: CollectionDef, key: string, field: FileDef, record: Rec): Promise<Served> {
  const file = await sampleFile(field, 'private');
  const response = await t.send('PUT', `/api/${collection.name}/${record._id}`, { [key]: field.kind === 'file' ? file : [file] });
  expect(response.statusCode, response.body).toBe(200);
  const value = response.json().record[key];
  const stored = Array.isArray(value) ? value[value.length - 1] : value;
  return { record, key: stored.key, url: stored.url, variantUrl: stored.variants?.sm };
}

async function fetchAs(t: TestApp, url: string, who: TestUser | typeof VISITOR) {
  return t.request({ method: 'GET', url, headers: { cookie: who.cookie } });
}

describe.each(databaseKinds())('private files on %s', (kind) => {
  const t = useTestApp(kind);

  it('are the avatars, tenant documents, CVs and incident photos', () => {
    expect(PRIVATE_FIELDS.map(({ collection, key }) => `${collection.name}.${key}`)).toEqual([
      'users.avatar',
      'tenants.documents',
      'contacts.attachment',
      'incidents.photos',
    ]);
  });

  describe.each(PRIVATE_FIELDS.map((entry) => [`${entry.collection.name}.${entry.key}`, entry] as const))('%s', (_name, { collection, key, field }) => {
    const hasOwner = ownerReference(collection) !== undefined;
    let owner: TestUser | undefined;
    let other: TestUser;
    let landlord: TestUser;
    let staff: TestUser;
    let served: Served;

    it('is stored under a private key and given the record’s own address', async () => {
      owner = hasOwner ? await t.signIn('tenant') : undefined;
      other = await t.signIn('tenant');
      landlord = await t.signIn('landlord');
      staff = await t.signIn('staff');
      served = await uploadTo(t, collection, key, field, await ownedRecord(t, collection, owner, landlord));
      expect(served.key).toMatch(/^private\/[0-9a-f-]+\.(png|pdf)$/);
      expect(served.url).toBe(`/api/files/${collection.name}/${served.record._id}/${key}/${served.key.slice('private/'.length)}`);
      if (field.accept === 'image') expect(served.variantUrl).toMatch(new RegExp(`^/api/files/${collection.name}/${served.record._id}/${key}/[0-9a-f-]+-sm\\.webp$`));
    });

    it.runIf(hasOwner)('is served to its owner, not to be cached', async () => {
      const response = await fetchAs(t, served.url, owner!);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      if (field.accept === 'image') expect(response.rawPayload.equals(await samplePngBytes())).toBe(true);
      if (served.variantUrl) expect((await fetchAs(t, served.variantUrl, owner!)).statusCode).toBe(200);
    });

    it('is served to staff', async () => {
      const response = await fetchAs(t, served.url, staff);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    });

    it('is a 404 to visitors, to another tenant and at the public address', async () => {
      for (const who of [VISITOR, other]) {
        const response = await fetchAs(t, served.url, who);
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'No file with that name', field: 'key', status: 404, requestId: expect.any(String) });
      }
      const name = served.key.slice('private/'.length);
      for (const url of [`/files/${name}`, `/files/${encodeURIComponent(served.key)}`, `/files/private/${name}`]) {
        expect((await fetchAs(t, url, staff)).statusCode, url).toBe(404);
      }
    });

    it('is a 404 under another record, another field or a name the record does not hold', async () => {
      const name = served.key.slice('private/'.length);
      const elsewhere = await ownedRecord(t, collection, hasOwner ? other : undefined, landlord);
      const others = [
        `/api/files/${collection.name}/${elsewhere._id}/${key}/${name}`,
        `/api/files/${collection.name}/${served.record._id}/${key}/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}.${name.split('.')[1]}`,
        `/api/files/${collection.name}/${served.record._id}/nope/${name}`,
        `/api/files/rooms/${served.record._id}/${key}/${name}`,
        `/api/files/${collection.name}/not-an-id/${key}/${name}`,
        `/api/files/${collection.name}/${served.record._id}/${key}/..%2F..%2Fetc%2Fpasswd`,
      ];
      for (const url of others) expect((await fetchAs(t, url, staff)).statusCode, url).toBe(404);
    });

    it.runIf(hasOwner)('is kept for staff alone once its person’s account is closed', async () => {
      // Closing erases the avatar itself, so the account is disabled instead; its record is the owner's.
      if (collection.name === 'users') await setDisabled(t.database.db, owner!.id, true);
      else await closeAccount(t.database.db, t.storage, owner!.id);
      for (const who of [owner!, other, landlord, VISITOR]) expect((await fetchAs(t, served.url, who)).statusCode).toBe(404);
      expect((await fetchAs(t, served.url, staff)).statusCode).toBe(200);
    });
  });

  it('serves incident photos to the landlord of the room while the reporter’s account is open', async () => {
    const incidents = getCollection('incidents')!;
    const reporter = await t.signIn('tenant');
    const landlord = await t.signIn('landlord');
    const served = await uploadTo(t, incidents, 'photos', incidents.fields.photos as FileDef, await ownedRecord(t, incidents, reporter, landlord));
    expect((await fetchAs(t, served.url, landlord)).statusCode).toBe(200);
  });

  it('keeps public images public and cacheable at /files/', async () => {
    const partners = getCollection('partners')!;
    const partner = await insertAsAdmin(t, partners, await sampleRecordWith(t, partners, { logo: await sampleFile(partners.fields.logo as FileDef) }));
    const logo = partner.logo as { key: string; url: string; variants: { sm: string } };
    expect(logo.url).toBe(`/files/${logo.key}`);
    for (const url of [logo.url, logo.variants.sm]) {
      const response = await fetchAs(t, url, VISITOR);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
