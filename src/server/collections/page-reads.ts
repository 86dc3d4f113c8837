import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import { PREPARED_SELECT } from '../db/prepared-statements.ts';
import { rows } from '../db/rows.ts';
import { statementOf, type TextPiece, type ValueWriter } from '../db/statement-text.ts';
import { ReadMemories, type RecordCache } from './record-cache.ts';

// How the pages of one collection's lists are read. A page of whole records read lately is read
// in two parts: PostgreSQL is asked only which records at which versions (and, while the list's
// size is unknown, how many match up to the exact limit), and the records kept at those versions
// are not read again (record-cache.ts). A page not read lately is read in one statement and its
// records kept: read apart, a page nobody asked for before would cost two round trips, not one.
// Projections (`fields=`) and reads inside a transaction are read in one statement and not kept.

type StoredRow = Record<string, unknown> & { _id: string };

/** A page's records as read, and the matches counted in the same statement when they were. */
export type PageRead<R extends StoredRow> = { docs: R[]; countedMatches?: number };

export interface PageRequest {
  /** Which page of which list (conditions, viewer scope, order, size, place). */
  key: string;
  /** The inner statement from its where clause on, over `t`. */
  rest: TextPiece;
  order: string;
  /** The fields asked for (`fields=`); every readable one when undefined. */
  fields: readonly string[] | undefined;
  /** A statement counting the matches as `n`, when the total is not known already. */
  count: TextPiece | undefined;
  /** The inner statement passes rows over in the list's order index alone: the page's ids are chosen there first. */
  passesOver?: boolean;
  /** `rest` reads backwards from an anchor, nearest rows first: they are put back in `order`. */
  reversed?: boolean;
}

/**
 * What the keys of the pages remembered as read lately may take, per collection and database, in
 * characters: a list's key (its conditions, scope, order and place) is 100–300 characters for most.
 */
const PAGE_KEYS_REMEMBERED = 50_000;

export class PageReads<R extends StoredRow> {
  private readonly memories = new ReadMemories<R>(PAGE_KEYS_REMEMBERED);

  /** `from`: the table, quoted; `selectListOf`: the select list over `t` of the fields asked for (all when undefined). */
  constructor(
    private readonly from: string,
    private readonly selectListOf: (fields: readonly string[] | undefined) => string,
  ) {}

  async read(db: Db, request: PageRequest): Promise<PageRead<R>> {
    // Inside a transaction a record may be read between two of its writes, which share a version;
    // a projection reads only its fields, which make no record to keep.
    if (db instanceof PgTransaction || request.fields) return this.readOnce(db, request);
    const memory = this.memories.of(db);
    if (!memory.readLately(request.key)) return this.readKeeping(db, memory.records, request);
    const listed = await rows<{ _id: string; version: string; server: string; countedMatches?: number }>(db, statementOf(this.listed(request)));
    memory.answeredBy(listed[0]?.server);
    const records = await this.recordsAt(db, memory.records, listed);
    if (!records) return this.readKeeping(db, memory.records, request);
    return { docs: listed.map(({ _id }) => ({ ...records.get(_id)! })), countedMatches: listed[0]?.countedMatches };
  }

  /** The page's rows, in its order, each with its version as `row_version`: all a statement needs after its select list. */
  private pageOf(request: PageRequest, value: ValueWriter): string {
    const from = this.from;
    if (!request.passesOver) return `from (select t.xmin as row_version, * from ${from} t where ${request.rest(value)}) t order by ${request.order}`;
    // Only the ids of the rows passed over are read, from the list's order index, which holds the
    // columns access tests (list-order-index.ts): page 50 reads 1,000 index entries, not 1,000
    // rows (0.12 ms, not 0.25). `= any (array(…))` plans in 0.07 ms, a join in 0.10.
    return `from (select t.xmin as row_version, * from ${from} t where t.id = any (array(select t.id from ${from} t where ${request.rest(value)}))) t order by ${request.order}`;
  }

  /**
   * Which records at which versions: `pageOf`'s rows, but read without its subquery where the
   * rows come in the page's order. The subquery spares the rows passed over a record's select list;
   * ids and versions cost nothing to produce, and planning and running the subquery cost a search
   * planned for its call 0.03 ms of its 0.22 (EXPLAIN ANALYZE, warm, 100,000 rooms, mean of 54).
   */
  private listed(request: PageRequest): TextPiece {
    return (value) => {
      const inOrder = request.passesOver || request.reversed;
      const head = `${PREPARED_SELECT}t.id as "_id", ${inOrder ? 't.row_version' : 't.xmin'}::text as "version", (select pg_postmaster_start_time()::text) as "server"${this.counting(request, value)}`;
      return inOrder ? `${head} ${this.pageOf(request, value)}` : `${head} from ${this.from} t where ${request.rest(value)}`;
    };
  }

  private counting(request: PageRequest, value: ValueWriter): string {
    return request.count ? `, (${request.count(value)}) as "countedMatches"` : '';
  }

  /**
   * The listed records at their listed versions: those kept, taken before anything is awaited
   * (other requests keep records meanwhile and may push these out), and the others read and kept.
   * Undefined when one was written or deleted since it was listed.
   */
  private async recordsAt(db: Db, cache: RecordCache<R>, listed: { _id: string; version: string }[]): Promise<Map<string, R> | undefined> {
    const { kept: records, missing } = cache.take(listed);
    if (missing.size === 0) return records;
    // Only at the listed versions: a record written since is not found, and the page is read again.
    const ids = `{${[...missing.keys()].join(',')}}`;
    const versions = `{${[...missing.values()].join(',')}}`;
    const found = await rows<R>(
      db,
      statementOf(
        (value) =>
          `${PREPARED_SELECT}${this.selectListOf(undefined)} from ${this.from} t join unnest(${value(ids)}::uuid[], ${value(versions)}::xid[]) listed (id, version) on t.id = listed.id and t.xmin = listed.version`,
      ),
    );
    if (found.length !== missing.size) return undefined;
    for (const record of found) records.set(record._id, cache.set(record._id, missing.get(record._id)!, record));
    return records;
  }

  /**
   * The page in one statement, as it is now, each record kept at the version read in `cache`: the
   * records kept when the read began (were another server to answer meanwhile, these go elsewhere).
   */
  private async readKeeping(db: Db, cache: RecordCache<R>, request: PageRequest): Promise<PageRead<R>> {
    const found = await rows<R & { countedMatches?: number; _version?: string }>(
      db,
      statementOf((value) => `${PREPARED_SELECT}${this.selectListOf(undefined)}${this.counting(request, value)}, t.row_version::text as "_version" ${this.pageOf(request, value)}`),
    );
    const countedMatches = found[0]?.countedMatches;
    const docs = found.map((row) => {
      const version = row._version!;
      // The last columns read, last first: deleting them leaves the object as fast as one read without them.
      delete row._version;
      delete row.countedMatches;
      return { ...cache.set(row._id, version, row) };
    });
    return { docs, countedMatches };
  }

  /** The page in one statement, as it is now, of the fields asked for; nothing kept. */
  private async readOnce(db: Db, request: PageRequest): Promise<PageRead<R>> {
    const found = await rows<R & { countedMatches?: number }>(
      db,
      statementOf((value) => `${PREPARED_SELECT}${this.selectListOf(request.fields)}${this.counting(request, value)} ${this.pageOf(request, value)}`),
    );
    const countedMatches = found[0]?.countedMatches;
    if (request.count) for (const row of found) delete row.countedMatches;
    return { docs: found, countedMatches };
  }
}
