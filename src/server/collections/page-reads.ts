import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { PREPARED_SELECT } from '../db/prepared-statements.ts';
import { rows } from '../db/rows.ts';
import { CACHED_RECORDS_PER_COLLECTION, ReadLately, RecordCache } from './record-cache.ts';

// The pages of one collection's lists, read outside transactions. A page read lately is read in
// two parts: PostgreSQL is asked only which records at which versions (and, until the list is
// known to be large, how many match up to the exact limit), and the records kept at those
// versions are not read again (record-cache.ts). A page not read lately is read whole in one
// statement and its records kept: read apart, a page nobody asked for before would cost two
// round trips instead of one.

type StoredRow = Record<string, unknown> & { _id: string };

/** A page's records as read, and the matches counted in the same statement when they were. */
export type PageRead<R extends StoredRow> = { docs: R[]; upTo?: number };

export interface PageRequest {
  /** Which page of which list (conditions, viewer scope, order, size, place). */
  page: string;
  /** The inner statement from its where clause on, over `t`. */
  rest: SQL;
  order: SQL;
  /** The fields asked for (`fields=`); every readable one when undefined. */
  fields: readonly string[] | undefined;
  /** A statement counting the matches as `n`, when the total is not known already. */
  count: SQL | undefined;
}

/** Pages remembered as read lately: as many as the records kept fill at the default page size. */
const PAGES_KEPT = CACHED_RECORDS_PER_COLLECTION / 20;

/** What one database's reads keep: records at their versions, and which pages were read lately. */
type Kept<R extends StoredRow> = { records: RecordCache<R>; pages: ReadLately<true> };

export class PageReads<R extends StoredRow> {
  /** Per database: a version (`xmin`) names a record only within one server's history. */
  private readonly kept = new WeakMap<Db, Kept<R>>();

  /** `from`: the table, quoted; `selectList`: every readable field over `t`, keyed by field name. */
  constructor(
    private readonly from: string,
    private readonly selectList: string,
  ) {}

  async read(db: Db, request: PageRequest): Promise<PageRead<R>> {
    const kept = this.keptFor(db);
    if (!kept.pages.get(request.page)) {
      kept.pages.set(request.page, true);
      return this.readWhole(db, kept.records, request);
    }
    const upTo = request.count ? sql`, (${request.count}) as "upTo"` : sql``;
    const listed = await rows<{ _id: string; version: string; upTo?: number }>(
      db,
      sql`${sql.raw(PREPARED_SELECT)}t.id as "_id", t.row_version::text as "version"${upTo} from (select t.xmin as row_version, * from ${sql.raw(this.from)} t where ${request.rest}) t order by ${request.order}`,
    );
    const records = await this.recordsAt(db, kept.records, listed);
    if (!records) return this.readWhole(db, kept.records, request);
    return { docs: listed.map(({ _id }) => answered(records.get(_id)!, request.fields)), upTo: listed[0]?.upTo };
  }

  /**
   * The listed records at their listed versions: those kept, taken before anything is awaited
   * (other requests keep records meanwhile and may push these out), and the others read and kept.
   * Undefined when one was written or deleted since it was listed.
   */
  private async recordsAt(db: Db, cache: RecordCache<R>, listed: { _id: string; version: string }[]): Promise<Map<string, R> | undefined> {
    const records = new Map<string, R>();
    const missing = new Map<string, string>();
    for (const { _id, version } of listed) {
      const kept = cache.get(_id, version);
      if (kept) records.set(_id, kept);
      else missing.set(_id, version);
    }
    if (missing.size === 0) return records;
    // Only at the listed versions: a record written since is not found, and the page is read whole.
    const ids = `{${[...missing.keys()].join(',')}}`;
    const versions = `{${[...missing.values()].join(',')}}`;
    const found = await rows<R>(
      db,
      sql`${sql.raw(PREPARED_SELECT)}${sql.raw(this.selectList)} from ${sql.raw(this.from)} t join unnest(${ids}::uuid[], ${versions}::xid[]) listed (id, version) on t.id = listed.id and t.xmin = listed.version`,
    );
    if (found.length !== missing.size) return undefined;
    for (const record of found) records.set(record._id, cache.set(record._id, missing.get(record._id)!, record));
    return records;
  }

  /** The records of a page in one statement, as they are now, each kept at the version read. */
  private async readWhole(db: Db, cache: RecordCache<R>, request: PageRequest): Promise<PageRead<R>> {
    const upTo = request.count ? sql`, (${request.count}) as "upTo"` : sql``;
    const found = await rows<R & { upTo?: number; _version?: string }>(
      db,
      sql`${sql.raw(PREPARED_SELECT)}${sql.raw(this.selectList)}${upTo}, t.row_version::text as "_version" from (select t.xmin as row_version, * from ${sql.raw(this.from)} t where ${request.rest}) t order by ${request.order}`,
    );
    const counted = found[0]?.upTo;
    const docs = found.map((row) => {
      const version = row._version!;
      // The last columns read, last first: deleting them leaves the object as fast as one read without them.
      delete row._version;
      delete row.upTo;
      return answered(cache.set(row._id, version, row), request.fields);
    });
    return { docs, upTo: counted };
  }

  private keptFor(db: Db): Kept<R> {
    let kept = this.kept.get(db);
    if (!kept) {
      kept = { records: new RecordCache<R>(), pages: new ReadLately<true>(PAGES_KEPT) };
      this.kept.set(db, kept);
    }
    return kept;
  }
}

/** What a page answers of a kept record: a copy (presenting it changes it), of the fields asked for. */
function answered<R extends StoredRow>(record: R, fields: readonly string[] | undefined): R {
  if (!fields) return { ...record };
  const answer: StoredRow = { _id: record._id, createdAt: record.createdAt, updatedAt: record.updatedAt, deletedAt: record.deletedAt };
  for (const key of fields) answer[key] = record[key];
  return answer as R;
}
