import { sql } from 'drizzle-orm';
import { INCIDENT_PHOTOS } from '../../catalog/policies.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import type { FileStorage } from '../files/storage.ts';
import { keysOf, storedFiles } from '../files/uploads.ts';

// The privacy policy promises that the photos attached to an incident are deleted some months
// after it is closed (INCIDENT_PHOTOS, which the policy text renders its number from). Incidents
// have no "closed at": the last change of a closed incident is when it was closed or later, so
// `updated_at` never deletes a photo before its time. The bytes go first and the field is
// emptied after, only if it still holds what was read: a failed removal leaves the record to be
// tried again the next day, and a photo is never left in storage without the record that names it.
// Soft-deleted incidents keep their files until then too, so they are included.

const BATCH = 100;

export interface PhotoSweep {
  /** Incidents whose photos were deleted. */
  incidents: number;
  /** Stored objects removed (each photo and its resized copies). */
  files: number;
}

/** One page of closed incidents past the deadline with photos, after `afterId` (id order). */
async function expiredBatch(db: Db, now: Date, afterId: string | null, size: number) {
  const deadline = sql`${now.toISOString()}::timestamptz - make_interval(months => ${INCIDENT_PHOTOS.deleteMonthsAfterClosed})`;
  const after = afterId === null ? sql`true` : sql`id > ${afterId}::uuid`;
  return rows(
    db,
    sql`select id, photos from incidents
        where status = 'closed' and updated_at < ${deadline} and photos <> '[]'::jsonb and ${after}
        order by id limit ${size}`,
  );
}

async function deleteOne(db: Db, storage: FileStorage, row: Record<string, unknown>): Promise<number> {
  const keys = storedFiles(row.photos).flatMap(keysOf);
  await Promise.all(keys.map((key) => storage.remove(key)));
  // updated_at is left alone: emptying the field is not a change anyone made to the incident.
  await db.execute(sql`update incidents set photos = '[]'::jsonb where id = ${row.id} and photos = ${JSON.stringify(row.photos)}::jsonb`);
  return keys.length;
}

/** Deletes the photos of incidents closed longer than the policy says, in batches; safe to run twice or on two servers. */
export async function deleteExpiredIncidentPhotos(
  db: Db,
  storage: FileStorage,
  options: { now?: Date; batchSize?: number; onError?: (message: string) => void } = {},
): Promise<PhotoSweep> {
  const now = options.now ?? new Date();
  const size = options.batchSize ?? BATCH;
  const sweep: PhotoSweep = { incidents: 0, files: 0 };
  let afterId: string | null = null;
  for (;;) {
    const batch = await expiredBatch(db, now, afterId, size);
    for (const row of batch) {
      try {
        sweep.files += await deleteOne(db, storage, row);
        sweep.incidents += 1;
      } catch (error) {
        options.onError?.(`Photos of incident ${String(row.id)} not deleted: ${(error as Error).message}`);
      }
    }
    if (batch.length < size) return sweep;
    afterId = String(batch.at(-1)!.id);
  }
}
