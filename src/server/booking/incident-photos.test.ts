import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import type { Field } from '../../catalog/types.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import { rows } from '../db/rows.ts';
import { checkUpload, keysOf, storeUpload } from '../files/uploads.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createOwnedRecord } from '../testing/owned-records.ts';
import { samplePngBytes } from '../testing/samples.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { deleteExpiredIncidentPhotos } from './incident-photos.ts';
import { scheduleBookingJobs } from './jobs.ts';
import type { BookingSettings } from './settings.ts';

// The privacy policy says incident photos are deleted six months (INCIDENT_PHOTOS) after the
// incident is closed: the daily job deletes the stored files and empties the field, and leaves
// the photos of incidents closed more recently, or not closed at all, however old.

const incidents = getCollection('incidents')!;
const NOW = new Date('2026-11-26T06:00:00Z');
const monthsAgo = (months: number) => new Date(Date.UTC(2026, 10 - months, 26, 6)).toISOString();

async function incidentWithPhotos(t: TestApp, ownerId: string, status: string, updatedAt: string): Promise<{ id: string; photos: StoredFile[] }> {
  const incident = await createOwnedRecord(t, incidents, ['reportedBy'], ownerId);
  const field = incidents.fields.photos as Extract<Field, { kind: 'files' }>;
  const photos: StoredFile[] = [];
  for (const name of ['leak.png', 'wall.png']) {
    photos.push((await storeUpload(t.storage, await checkUpload({ field: 'photos', filename: name, bytes: await samplePngBytes() }, field))).file);
  }
  await rows(
    t.database.db,
    sql`update incidents set photos = ${JSON.stringify(photos)}::jsonb, status = ${status}, updated_at = ${updatedAt}::timestamptz where id = ${incident._id}`,
  );
  return { id: incident._id, photos };
}

const stored = async (t: TestApp, photos: StoredFile[]) =>
  Promise.all(photos.flatMap(keysOf).map(async (key) => (await t.storage.get(key)) !== undefined));

const photosOf = async (t: TestApp, id: string) =>
  (await rows<{ photos: StoredFile[] }>(t.database.db, sql`select photos from incidents where id = ${id}`))[0]!.photos;

describe.each(databaseKinds())('deleting the photos of long-closed incidents on %s', (kind) => {
  const t = useTestApp(kind);

  it('deletes the files and empties the field of incidents resolved or closed 7 months ago, and keeps the rest', async () => {
    const owner = await t.signIn('tenant');
    const old = await incidentWithPhotos(t, owner.id, 'closed', monthsAgo(7));
    const resolved = await incidentWithPhotos(t, owner.id, 'resolved', monthsAgo(7));
    const recent = await incidentWithPhotos(t, owner.id, 'closed', monthsAgo(5));
    const open = await incidentWithPhotos(t, owner.id, 'open', monthsAgo(24));
    const inProgress = await incidentWithPhotos(t, owner.id, 'in_progress', monthsAgo(12));
    expect(await stored(t, old.photos)).not.toContain(false);
    const keys = old.photos.flatMap(keysOf);
    expect(keys.every((key) => key.startsWith('private/'))).toBe(true);

    const resolvedKeys = resolved.photos.flatMap(keysOf);
    expect(await deleteExpiredIncidentPhotos(t.database.db, t.storage, { now: NOW })).toEqual({ incidents: 2, files: keys.length + resolvedKeys.length });

    expect(await stored(t, old.photos)).toEqual(keys.map(() => false));
    expect(await photosOf(t, old.id)).toEqual([]);
    expect(await stored(t, resolved.photos)).toEqual(resolvedKeys.map(() => false));
    expect(await photosOf(t, resolved.id)).toEqual([]);
    for (const kept of [recent, open, inProgress]) {
      expect(await stored(t, kept.photos)).not.toContain(false);
      expect(await photosOf(t, kept.id)).toEqual(kept.photos);
    }
    // Idempotent: a second run (or another server's) finds nothing left to do.
    expect(await deleteExpiredIncidentPhotos(t.database.db, t.storage, { now: NOW })).toEqual({ incidents: 0, files: 0 });
  });

  it('is a daily job of the booking’s clock, which main.ts starts', async () => {
    const owner = await t.signIn('tenant');
    const old = await incidentWithPhotos(t, owner.id, 'closed', new Date(Date.now() - 400 * 86_400_000).toISOString());
    const jobs = new Map<string, { intervalMs: number; task: () => Promise<unknown> }>();
    const scheduler = { every: (name: string, intervalMs: number, task: () => Promise<unknown>) => void jobs.set(name, { intervalMs, task }), stop: async () => {} };
    const log = { info: () => {}, error: () => {} };
    scheduleBookingJobs(scheduler, { db: t.database.db, storage: t.storage, publicUrl: 'http://habita.test', settings: {} as BookingSettings, log });
    const job = jobs.get('booking.delete-old-incident-photos')!;
    expect(job.intervalMs).toBe(24 * 60 * 60_000);
    await job.task();
    expect(await photosOf(t, old.id)).toEqual([]);
    expect(await stored(t, old.photos)).not.toContain(true);
  });

  it('works through more incidents than one batch, and leaves the record for the next day when storage fails', async () => {
    const owner = await t.signIn('tenant');
    const many = [];
    for (let i = 0; i < 3; i += 1) many.push(await incidentWithPhotos(t, owner.id, 'closed', monthsAgo(8)));
    const failing = { ...t.storage, remove: () => Promise.reject(new Error('bucket unreachable')) };
    const errors: string[] = [];
    expect(await deleteExpiredIncidentPhotos(t.database.db, failing, { now: NOW, batchSize: 2, onError: (m) => errors.push(m) })).toEqual({ incidents: 0, files: 0 });
    expect(errors).toHaveLength(3);
    for (const incident of many) expect(await photosOf(t, incident.id)).toEqual(incident.photos);

    const sweep = await deleteExpiredIncidentPhotos(t.database.db, t.storage, { now: NOW, batchSize: 2 });
    expect(sweep.incidents).toBe(3);
    for (const incident of many) {
      expect(await photosOf(t, incident.id)).toEqual([]);
      expect(await stored(t, incident.photos)).not.toContain(true);
    }
  });
});
