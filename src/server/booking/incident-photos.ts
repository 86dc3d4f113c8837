import { sql } from 'drizzle-orm';
import { INCIDENT_PHOTOS } from '../../catalog/policies.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import type { FileStorage } from '../files/storage.ts';
import { keysOf, storedFiles } from '../files/uploads.ts';

// The privacy policy promises that the photos attached to an incident are deleted some months
// after it is resolved or closed (INCIDENT_PHOTOS, which the policy text renders its number
// from). Incidents have no "closed at": the last change of a finished incident is when it was
// finished or later, so `updated_at` never deletes a photo before its time. Each incident is
// done in a transaction that first locks it, checked again (staff may have reopened it, or its
// reporter changed the photos, since the batch was read): the bytes go, then the field is
// emptied; a failed removal rolls back and leaves the record to be tried again the next day.
// Soft-deleted incidents keep their files until then too, so they are included.

const BATCH = 100;

export interface PhotoSweep {
  /** Incidents whose photos were deleted. */
  incidents: number;
  /** Stored objects removed (each photo and its resized copies). */
  files: number;
}

/** Finished past the deadline, with photos: the condition both the batch and each incident's lock check. */
function expired(now: Date) {
  const deadline = sql`${now.toISOString()}::timestamptz - make_interval(months => ${INCIDENT_PHOTOS.deleteMonthsAfterClosed})`;
  const finished = sql.join(INCIDENT_PHOTOS.finishedStatuses.map((status) => sql`${status}`), sql`, `);
  return sql`status in (${finished}) and updated_at < ${deadline} and photos <> '[]'::jsonb`;
}

/** One page of incidents whose photos are due, after `afterId` (id order). */
async function expiredBatch(db: Db, now: Date, afterId: string | null, size: number) {
  const after = afterId === null ? sql`true` : sql`id > ${afterId}::uuid`;
  return rows(db, sql`select id from incidents where ${expired(now)} and ${after} order by id limit ${size}`);
}

/** Deletes one incident's photos if they are still due; the number of stored objects removed. */
async function deleteOne(db: Db, storage: FileStorage, id: string, now: Date): Promise<number | undefined> {
  return db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const [row] = await rows(tx, sql`select photos from incidents where id = ${id} and ${expired(now)} for update`);
    if (!row) return undefined;
    const keys = storedFiles(row.photos).flatMap(keysOf);
    await Promise.all(keys.map((key) => storage.remove(key)));
    // updated_at is left alone: emptying the field is not a change anyone made to the incident.
    await tx.execute(sql`update incidents set photos = '[]'::jsonb where id = ${id}`);
    return keys.length;
  });
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
        const removed = await deleteOne(db, storage, String(row.id), now);
        if (removed === undefined) continue;
        sweep.files += removed;
        sweep.incidents += 1;
      } catch (error) {
        options.onError?.(`Photos of incident ${String(row.id)} not deleted: ${(error as Error).message}`);
      }
    }
    if (batch.length < size) return sweep;
    afterId = String(batch.at(-1)!.id);
  }
}
