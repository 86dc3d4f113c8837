import { collections, getCollection } from '../../catalog/catalog.ts';
import { storeOf } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { removeKeys } from '../files/uploads.ts';
import type { FileStorage } from '../files/storage.ts';
import { addDays } from '../../catalog/days.ts';
import { anchorOf, at } from './dates.ts';
import { imagePool } from './images.ts';
import { Loader } from './loader.ts';
import { planDemo } from './plan.ts';
import { mulberry32 } from './random.ts';
import { loadContent } from './steps/content.ts';
import { loadMoneySetup } from './steps/money.ts';
import { loadPeople } from './steps/people.ts';
import { loadPlaces, loadRoomImages } from './steps/places.ts';
import { loadReference } from './steps/reference.ts';
import { loadStays } from './steps/stays.ts';
import { loadUnwritten } from './steps/unwritten.ts';

// Demo data for an empty database: every collection filled with realistic Spanish/English
// content, valid against the catalogue, loaded in one transaction (a failed load leaves no
// rows, and the files it wrote are removed again).

export interface SeedSummary {
  /** Records inserted per collection. */
  counts: Record<string, number>;
  records: number;
  files: number;
  /** The first day of the month every demo date is relative to. */
  anchor: string;
  durationMs: number;
  /** Milliseconds per step, in load order. */
  steps: Record<string, number>;
}

export interface SeedOptions {
  /** "Today" for the demo's dates; the same month gives the same data. */
  today?: Date;
}

const SEED = 0x4a617461;

export async function seedDemo(db: Db, storage: FileStorage, options: SeedOptions = {}): Promise<SeedSummary> {
  const started = performance.now();
  const anchor = anchorOf(options.today ?? new Date());
  // One stream per step, so changing one step's content does not reshuffle the others.
  const plan = planDemo(mulberry32(SEED), anchor);
  void imagePool().catch(() => undefined);
  let loader: Loader | undefined;
  const steps: Record<string, number> = {};
  const step = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
    const begun = performance.now();
    const result = await work();
    steps[name] = Math.round(performance.now() - begun);
    return result;
  };
  try {
    await db.transaction(async (tx) => {
      const load = new Loader(tx as unknown as Db, storage, at(addDays(anchor, -730), 8));
      loader = load;
      const reference = await step('reference', () => loadReference(load, anchor));
      const people = await step('people', () => loadPeople(load, mulberry32(SEED + 1), anchor, reference, plan));
      await step('places', () => loadPlaces(load, plan, reference, people));
      const pricing = await step('pricing', () => loadMoneySetup(load, anchor, plan));
      await step('stays', () => loadStays(load, mulberry32(SEED + 2), anchor, plan, reference, people, pricing));
      await step('room images', () => loadRoomImages(load, plan));
      await step('content', () => loadContent(load, anchor, reference, people.staff));
      await step('unwritten', () => loadUnwritten(load));
    });
  } catch (error) {
    if (loader) await removeKeys(storage, loader.written);
    throw error;
  }
  const counts = loader!.counts;
  return {
    counts,
    records: Object.values(counts).reduce((sum, n) => sum + n, 0),
    files: loader!.filesWritten,
    anchor,
    durationMs: Math.round(performance.now() - started),
    steps,
  };
}

const countOf = (db: Db, name: string) => storeOf(getCollection(name)!).count(db);

/** How much is there: users, rooms, and records over every collection. */
export async function demoCounts(db: Db): Promise<{ users: number; rooms: number; records: number }> {
  let records = 0;
  for (const collection of collections) records += await countOf(db, collection.name);
  return { users: await countOf(db, 'users'), rooms: await countOf(db, 'rooms'), records };
}

/** Loads the demo when there are neither users nor rooms; answers whether it did. */
export async function seedIfEmpty(db: Db, storage: FileStorage): Promise<boolean> {
  if ((await countOf(db, 'users')) > 0 || (await countOf(db, 'rooms')) > 0) return false;
  await seedDemo(db, storage);
  return true;
}
