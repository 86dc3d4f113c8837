import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import type { Viewer } from './access.ts';
import { rows } from '../db/rows.ts';
import { localStorage } from '../files/storage.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import type { Row } from './store.ts';
import { createRecord, updateRecord, type AfterWrite, type WriteContext } from './writes.ts';

// A collection's after-write hook runs in the write's own transaction: what it writes (a mail
// into the outbox) is kept with the record, and a hook that fails takes the record's write
// back with it, so a mail never goes out about a change that did not happen.

const types = getCollection('incidenttypes')!;
const admin: Viewer = { userId: '00000000-0000-4000-8000-000000000001', role: 'admin' };
const body = (values: Record<string, unknown>) => ({ values, files: new Map() });

describe.each(databaseKinds())('after-write hooks on %s', (kind) => {
  let database: TestDatabase;
  let uploads: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    uploads = await mkdtemp(join(tmpdir(), 'habita-after-writes-'));
  });
  afterAll(async () => {
    await database.dispose();
    await rm(uploads, { recursive: true, force: true });
  });

  const context = (after: AfterWrite): WriteContext => ({ db: database.db, storage: localStorage(uploads), afterWrites: { incidenttypes: after } });
  const mailsTo = async (to: string) => Number((await rows(database.db, sql`select count(*)::int as n from outbox where payload->>'to' = ${to}`))[0]?.n);
  const typesNamed = async (name: string) => Number((await rows(database.db, sql`select count(*)::int as n from incidenttypes where name->>'en' = ${name}`))[0]?.n);
  const mail = (to: string) => ({ kind: 'verify' as const, to, name: '', language: 'en' as const, link: 'http://habita.test/' });

  it('sees the record as it was and as it is, and what it writes is kept with the record', async () => {
    const seen: { before: Row | undefined; after: Row }[] = [];
    const ctx = context(async (tx, change) => {
      seen.push({ before: change.before, after: change.after });
      await enqueueMail(tx, mail('kept@test.habita'));
    });
    const created = await createRecord(ctx, admin, types, body({ name: { es: 'Ruido', en: 'Noise' }, responseTimeHours: 48 }));
    await updateRecord(ctx, admin, types, created._id, body({ responseTimeHours: 12 }));
    expect(seen.map(({ before, after }) => [before?.responseTimeHours, after.responseTimeHours])).toEqual([
      [undefined, 48],
      [48, 12],
    ]);
    expect(await mailsTo('kept@test.habita')).toBe(2);
  });

  it('takes the write back, and what it wrote, when it fails', async () => {
    const failing = context(async (tx) => {
      await enqueueMail(tx, mail('never@test.habita'));
      throw new Error('the hook failed');
    });
    await expect(createRecord(failing, admin, types, body({ name: { es: 'Humedad', en: 'Damp' }, responseTimeHours: 72 }))).rejects.toThrow('the hook failed');
    expect(await typesNamed('Damp')).toBe(0);

    const existing = await createRecord(context(async () => undefined), admin, types, body({ name: { es: 'Llaves', en: 'Keys' }, responseTimeHours: 4 }));
    await expect(updateRecord(failing, admin, types, existing._id, body({ responseTimeHours: 1 }))).rejects.toThrow('the hook failed');
    const [row] = await rows(database.db, sql`select response_time_hours from incidenttypes where id = ${existing._id}`);
    expect(row?.response_time_hours).toBe(4);
    expect(await mailsTo('never@test.habita')).toBe(0);
  });
});
