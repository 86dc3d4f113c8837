import { EXACT_TOTAL_UP_TO, type CollectionPage } from '../../contracts/shapes.ts';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { columnName, isReadable } from '../../catalog/naming.ts';
import type { CollectionName, RecordOf, ServedFile } from '../../catalog/record-types.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { Db } from '../db/database.ts';
import { ident, plannedRows, rows } from '../db/rows.ts';
import { joinTableOf, searchColumnName, tableOf, type AnyTable } from '../db/tables.ts';
import type { Condition, PageQuery } from './query.ts';
import { rowCountText, rowOffsetText, samePlanRowOffsetText } from '../db/plain-sql.ts';
import { closedSetText } from '../db/status-literals.ts';
import { PREPARED_SELECT } from '../db/prepared-statements.ts';
import { statementOf, type TextPiece, type ValueWriter } from '../db/statement-text.ts';
import { containsPatternText } from '../db/term-pattern.ts';
import { PageReads, type PageRead, type PageRequest } from './page-reads.ts';

// The SQL behind the generic API, for one collection. Reads use one select list built once
// per collection (rows come back keyed by field name) and are written as text (statement-text.ts),
// as every visitor's list makes several statements; writes go through drizzle's builder.
// A `refs` list is written twice in one transaction: as an array on the record, which reads
// use, and as join rows, whose foreign keys keep every id pointing at a real record.

export type Row = Record<string, unknown> & { _id: string };

/**
 * What a write may set: the collection's own fields (a declaration from the catalogue names
 * them, so a misspelt key does not compile) and the record's times.
 */
export type WriteValues<C extends CollectionDef = CollectionDef> = {
  readonly [K in (keyof C['fields'] & string) | 'createdAt' | 'updatedAt']?: unknown;
};

/** A file as stored: the addresses it is served from are added when it is answered (present.ts). */
type Unserved<T> = T extends ServedFile ? StoredFile : T extends ServedFile[] ? StoredFile[] : T;

/**
 * A record as the store reads it: for one of the catalogue's collections, the shape its
 * declaration gives (RecordOf, files not yet served), so a misspelt field or status does not
 * compile; for a collection known only at run time, a Row.
 */
export type StoredRecord<C extends CollectionDef> = C['name'] extends CollectionName
  ? { [K in keyof RecordOf<C['name']>]: Unserved<RecordOf<C['name']>[K]> }
  : Row;

export type Page = CollectionPage<Row>;

type Read = PageRead<Row>;

/** A large total as the planner estimated it, reused a while. */
type Estimate = { total: number; expires: number; writes: number };

export const EXACT_COUNT_LIMIT = EXACT_TOTAL_UP_TO;
/** How long an estimated total is reused for the same conditions, unless this process writes. */
const ESTIMATE_TTL_MS = 30_000;

const ISO_INSTANT = `'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`;
const instant = (column: string) => `to_char(${column} at time zone 'UTC', ${ISO_INSTANT})`;

function selectExpression(key: string, field: Field): string {
  const column = `t.${ident(columnName(key, field))}`;
  switch (field.kind) {
    case 'refs':
      return `array_to_json(${column})`;
    case 'date':
      return `${column}::text`;
    case 'datetime':
      return instant(column);
    default:
      return column;
  }
}

export class CollectionStore<C extends CollectionDef = CollectionDef> {
  readonly table: AnyTable;
  private readonly from: string;
  private readonly selectList: string;
  private readonly selectItems: ReadonlyMap<string, string>;
  /** Select lists of the projections asked for (`fields=`), built once each. */
  private readonly projections = new Map<string, string>();
  /** Estimated totals of large result sets, by conditions: estimating is cheap, but not free. */
  private readonly estimates = new WeakMap<Db, Map<string, Estimate>>();
  private readonly estimateKeys = new WeakMap<PageQuery, string>();
  /** Writes through this store so far: an estimate made before the last one is not reused. */
  private writes = 0;
  private readonly reads: PageReads<Row>;

  constructor(readonly collection: C) {
    this.table = tableOf(collection);
    this.from = ident(collection.name);
    const items = new Map([
      ['_id', `t.id as "_id"`],
      ['createdAt', `${instant('t.created_at')} as "createdAt"`],
      ['updatedAt', `${instant('t.updated_at')} as "updatedAt"`],
      ['deletedAt', `${instant('t.deleted_at')} as "deletedAt"`],
    ]);
    for (const [key, field] of Object.entries(collection.fields)) {
      if (isReadable(field)) items.set(key, `${selectExpression(key, field)} as ${ident(key)}`);
    }
    this.selectItems = items;
    this.selectList = [...items.values()].join(', ');
    this.reads = new PageReads(this.from, (fields) => this.selectListOf(fields));
  }

  /** The select list of a projection: the system fields and the ones asked for (checked by the query's parser). */
  private selectListOf(fields: readonly string[] | undefined): string {
    if (!fields) return this.selectList;
    const key = fields.join(',');
    let list = this.projections.get(key);
    if (list === undefined) {
      const keys = ['_id', 'createdAt', 'updatedAt', 'deletedAt', ...fields];
      list = keys
        .map((name) => {
          const item = this.selectItems.get(name);
          if (item === undefined) throw new Error(`${this.collection.name} has no readable field ${name}`);
          return item;
        })
        .join(', ');
      // Clients ask for a handful of shapes; a caller inventing new ones each time must not grow this forever.
      if (this.projections.size >= 200) this.projections.clear();
      this.projections.set(key, list);
    }
    return list;
  }

  private column(key: string): string {
    const field = this.collection.fields[key];
    const name = key === '_id' ? 'id' : field ? columnName(key, field) : columnName(key);
    return `t.${ident(name)}`;
  }

  private conditionText(condition: Condition, value: ValueWriter): string {
    switch (condition.kind) {
      case 'id':
        return condition.value === null ? 'false' : `t.id = ${value(condition.value)}`;
      case 'contains':
        return `t.${ident(searchColumnName(condition.key, condition.field))} like ${containsPatternText(condition.text)}`;
      case 'equals': {
        const column = this.column(condition.key);
        if (condition.value === '') return `${column} is null`;
        if (condition.field.kind === 'date') return `${column} = ${value(condition.value)}::date`;
        if (condition.field.kind === 'datetime') return `${column} = ${value(condition.value)}::timestamptz`;
        // Checked against the field's options or true/false (query.ts).
        if (condition.field.kind === 'select' || condition.field.kind === 'boolean') return `${column} = ${closedSetText(condition.value as string | boolean)}`;
        return `${column} = ${value(condition.value)}`;
      }
      case 'day':
        return `(${this.column(condition.key)} at time zone 'UTC')::date = ${value(condition.day)}::date`;
      case 'includes':
        return condition.id === null ? 'false' : `${this.column(condition.key)} @> array[${value(condition.id)}]::uuid[]`;
    }
  }

  /** Which records a list holds, on `t`: written into each statement that needs it, its values that statement's. */
  private where(query: Pick<PageQuery, 'conditions' | 'deleted' | 'scope'>): TextPiece {
    return (value) => {
      const parts = query.conditions.map((c) => this.conditionText(c, value));
      if (query.scope) parts.push(query.scope.owned(value));
      if (query.deleted === 'exclude') parts.push('t.deleted_at is null');
      if (query.deleted === 'only') parts.push('t.deleted_at is not null');
      return parts.length ? parts.join(' and ') : 'true';
    };
  }

  /** What a list is ordered by: the column, or the Spanish text of a text in two languages. */
  private sortTarget(key: string): string {
    const field = this.collection.fields[key];
    const column = this.column(key);
    return field?.kind === 'text' && field.localized ? `${column}->>'es'` : column;
  }

  /** Whether the sort key can be empty, which row comparisons cannot order. */
  private sortNullable(key: string): boolean {
    if (key === '_id' || key === 'createdAt' || key === 'updatedAt') return false;
    const field = this.collection.fields[key];
    if (field?.kind === 'text' && field.localized) return true;
    return !(this.table[key] as { notNull?: boolean } | undefined)?.notNull;
  }

  private orderBy(sort: PageQuery['sort']): string {
    const target = this.sortTarget(sort.key);
    const direction = sort.descending ? 'desc' : 'asc';
    return sort.key === '_id' ? `${target} ${direction}` : `${target} ${direction}, t.id ${direction}`;
  }

  async page(db: Db, pageQuery: PageQuery): Promise<Page> {
    const where = this.where(pageQuery);
    if (!pageQuery.anchor) return this.numberedPage(db, pageQuery, where);
    const anchored = await this.anchoredPage(db, pageQuery, pageQuery.anchor, where);
    return anchored ?? this.numberedPage(db, { ...pageQuery, anchor: undefined }, where);
  }

  /** The page by its number: `(page - 1) × limit` records are passed over. */
  private async numberedPage(db: Db, pageQuery: PageQuery, where: TextPiece): Promise<Page> {
    const order = this.orderBy(pageQuery.sort);
    const { limit, page } = pageQuery;
    const offset = (page - 1) * limit;
    // A list without filters, newest first or last, passes over rows in its order index alone,
    // which holds what access tests (list-order-index.ts): its ids are chosen there first, and one
    // plan serves every page. A filter or another order reads the rows it passes over anyway, and
    // how far it passes over may decide its plan (sorting a common value's matches, or walking the
    // order to them): planned for its offset each call, as one statement.
    const inOrderIndex = offset > 0 && pageQuery.conditions.length === 0 && pageQuery.sort.key === 'createdAt';
    const passOver = inOrderIndex ? samePlanRowOffsetText : rowOffsetText;
    // One row more than the page says for certain whether another page follows.
    const rest: TextPiece = (value) => `${where(value)} order by ${order} limit ${rowCountText(limit + 1)} offset ${passOver(offset, value)}`;
    const { docs: found, countedMatches } = await this.read(db, pageQuery, rest, order, where, { passesOver: inOrderIndex });
    const hasNextPage = found.length > limit;
    const docs = hasNextPage ? found.slice(0, limit) : found;
    const counted = hasNextPage || (docs.length === 0 && offset > 0);
    return this.withTotals(db, pageQuery, where, { docs, hasNextPage, hasPrevPage: page > 1, counted, countedMatches });
  }

  /** The records of a page, in `order`: `rest` is the inner statement from its where clause on (page-reads.ts). */
  private read(db: Db, pageQuery: PageQuery, rest: TextPiece, order: string, where: TextPiece, how: Pick<PageRequest, 'passesOver' | 'reversed'> = {}): Promise<Read> {
    const count = this.cachedEstimate(db, pageQuery) === undefined ? this.counting(where) : undefined;
    return this.reads.read(db, { key: this.pageKey(pageQuery), rest, order, fields: pageQuery.fields, count, ...how });
  }

  /** Which page of which list: its conditions, viewer scope, order, size and place. */
  private pageKey(pageQuery: PageQuery): string {
    const { sort, limit, page, anchor } = pageQuery;
    return `${this.estimateKey(pageQuery)}${JSON.stringify([sort.key, sort.descending, limit, anchor ?? page])}`;
  }

  /**
   * The page after (or before) a record of the list, read from it through the list's index: page
   * 5,000 costs what page 2 does. Undefined when the record is no longer in the list (the page is
   * then read by its number); the head of the list reached backwards is read as page 1.
   */
  private async anchoredPage(db: Db, pageQuery: PageQuery, anchor: NonNullable<PageQuery['anchor']>, where: TextPiece): Promise<Page | undefined> {
    const { limit, sort } = pageQuery;
    const forward = anchor.side === 'after';
    // Backwards, the rows nearest the anchor are read first, then put back in the list's order.
    const readSort = { key: sort.key, descending: forward ? sort.descending : !sort.descending };
    const rest: TextPiece = (value) => `${where(value)} and ${this.beyond(readSort, anchor.id, where, value)} order by ${this.orderBy(readSort)} limit ${rowCountText(limit + 1)}`;
    const { docs: found, countedMatches } = await this.read(db, pageQuery, rest, this.orderBy(sort), where, { reversed: !forward });
    if (forward) {
      if (found.length === 0 && !(await this.inList(db, anchor.id, where))) return undefined;
      const hasNextPage = found.length > limit;
      return this.withTotals(db, pageQuery, where, { docs: hasNextPage ? found.slice(0, limit) : found, hasNextPage, hasPrevPage: true, counted: true, countedMatches });
    }
    if (found.length <= limit) {
      if (found.length === 0 && !(await this.inList(db, anchor.id, where))) return undefined;
      return this.numberedPage(db, { ...pageQuery, anchor: undefined, page: 1 }, where);
    }
    return this.withTotals(db, pageQuery, where, { docs: found.slice(1), hasNextPage: true, hasPrevPage: true, counted: true, countedMatches });
  }

  /**
   * The records that come after the anchor in `sort` (ascending puts empty values last, descending
   * first, as PostgreSQL orders them). The anchor's key is read in the statement, from the anchor
   * as the list holds it, so one it does not hold bounds nothing and matches nothing.
   */
  private beyond(sort: PageQuery['sort'], id: string, where: TextPiece, value: ValueWriter): string {
    const from = this.from;
    const target = this.sortTarget(sort.key);
    const op = sort.descending ? '<' : '>';
    const anchor = value(id);
    if (sort.key === '_id') return `t.id ${op} (select t.id from ${from} t where t.id = ${anchor} and ${where(value)})`;
    if (!this.sortNullable(sort.key)) {
      return `(${target}, t.id) ${op} (select ${target}, t.id from ${from} t where t.id = ${anchor} and ${where(value)})`;
    }
    const key = `(select ${target} from ${from} t where t.id = ${anchor})`;
    const afterEmpty = sort.descending ? `(${target} is not null or t.id < ${anchor})` : `(${target} is null and t.id > ${anchor})`;
    const afterValue = sort.descending ? `(${target}, t.id) < (${key}, ${anchor})` : `((${target}, t.id) > (${key}, ${anchor}) or ${target} is null)`;
    return `exists (select 1 from ${from} t where t.id = ${anchor} and ${where(value)}) and case when ${key} is null then ${afterEmpty} else ${afterValue} end`;
  }

  private async inList(db: Db, id: string, where: TextPiece): Promise<boolean> {
    return (await rows(db, statementOf((value) => `select 1 from ${this.from} t where t.id = ${value(id)} and ${where(value)}`))).length > 0;
  }

  /**
   * The page's numbers. Its total is counted (or estimated) when more pages may exist or the
   * page was read from a record; otherwise it is what the pages so far hold.
   */
  private async withTotals(
    db: Db,
    pageQuery: PageQuery,
    where: TextPiece,
    read: Read & { hasNextPage: boolean; hasPrevPage: boolean; counted: boolean },
  ): Promise<Page> {
    const { limit, page } = pageQuery;
    const { docs, hasNextPage } = read;
    // Read from a record, the page's number is the caller's word: it proves nothing about the total.
    const offset = pageQuery.anchor ? 0 : (page - 1) * limit;
    let totalDocs = offset + docs.length;
    let totalDocsExact = true;
    if (!read.counted && read.countedMatches !== undefined && read.countedMatches > EXACT_COUNT_LIMIT) {
      // Not needed by this page (the last one), but known to be large: estimated once and kept,
      // the next pages of this list need not count.
      await this.total(db, where, pageQuery, read.countedMatches);
    }
    if (read.counted) {
      const counted = await this.total(db, where, pageQuery, read.countedMatches);
      totalDocs = counted.exact ? counted.total : Math.max(counted.total, offset + docs.length + (hasNextPage ? 1 : 0));
      totalDocsExact = counted.exact;
    }
    const totalPages = Math.max(1, Math.ceil(totalDocs / limit));
    return { docs, totalDocs, totalDocsExact, page, limit, totalPages, hasNextPage, hasPrevPage: read.hasPrevPage };
  }

  /** Exactly how many records there are, soft-removed ones included: for checks, not for pages. */
  async count(db: Db): Promise<number> {
    const [row] = await rows(db, sql`select count(*)::int as n from ${sql.raw(this.from)}`);
    return Number(row?.n ?? 0);
  }

  /**
   * How many records match: counted when at most EXACT_COUNT_LIMIT do, else the planner's
   * estimate, kept a while per set of conditions (a count that would pass the limit is not
   * worth repeating on every page). `countedMatches`: the matches already counted up to one past the limit.
   */
  private async total(db: Db, where: TextPiece, pageQuery: PageQuery, countedMatches: number | undefined): Promise<{ total: number; exact: boolean }> {
    const cached = this.cachedEstimate(db, pageQuery);
    if (cached !== undefined) return { total: cached, exact: false };
    const counted = countedMatches ?? Number((await rows(db, statementOf(this.counting(where))))[0]?.n ?? 0);
    if (counted <= EXACT_COUNT_LIMIT) return { total: counted, exact: true };
    const total = Math.max(await this.estimate(db, where), EXACT_COUNT_LIMIT + 1);
    let estimates = this.estimates.get(db);
    if (!estimates || estimates.size > 500) this.estimates.set(db, (estimates = new Map()));
    estimates.set(this.estimateKey(pageQuery), { total, expires: Date.now() + ESTIMATE_TTL_MS, writes: this.writes });
    return { total, exact: false };
  }

  /** The estimated total kept for these conditions on this database, while it is fresh and nothing was written since. */
  private cachedEstimate(db: Db, pageQuery: PageQuery): number | undefined {
    const cached = this.estimates.get(db)?.get(this.estimateKey(pageQuery));
    return cached && cached.expires > Date.now() && cached.writes === this.writes ? cached.total : undefined;
  }

  /** Which conditions, for which viewer scope: worked out once per request, asked up to three times. */
  private estimateKey(pageQuery: PageQuery): string {
    let key = this.estimateKeys.get(pageQuery);
    if (key === undefined) this.estimateKeys.set(pageQuery, (key = this.conditionsKey(pageQuery)));
    return key;
  }

  private conditionsKey(pageQuery: PageQuery): string {
    return JSON.stringify([
      pageQuery.scope?.key ?? '',
      pageQuery.deleted,
      pageQuery.conditions.map((c) => [c.kind, 'key' in c ? c.key : '', 'text' in c ? c.text : 'value' in c ? c.value : 'day' in c ? c.day : c.id]),
    ]);
  }

  /** Counts matches as `n`, stopping one past the exact limit: the cost stays bounded on any table. */
  private counting(where: TextPiece): TextPiece {
    return (value) => `${PREPARED_SELECT}count(*)::int as n from (select 1 from ${this.from} t where ${where(value)} limit ${rowCountText(EXACT_COUNT_LIMIT + 1)}) c`;
  }

  /** The planner's estimate of the matches, from table statistics. */
  private estimate(db: Db, where: TextPiece): Promise<number> {
    return plannedRows(db, statementOf((value) => `select 1 from ${this.from} t where ${where(value)}`));
  }

  /**
   * One record; `owned` narrows it to those a viewer reaches through ownership; `lock` holds its
   * row until the caller's transaction ends, so a write after it starts from what this read saw.
   */
  async findById(db: Db, id: string, options: { includeDeleted?: boolean; owned?: TextPiece; lock?: boolean } = {}): Promise<StoredRecord<C> | undefined> {
    const { includeDeleted, owned, lock } = options;
    const [row] = await rows(
      db,
      statementOf(
        (value) =>
          `select ${this.selectList} from ${this.from} t where t.id = ${value(id)}${includeDeleted ? '' : ' and t.deleted_at is null'}${owned ? ` and ${owned(value)}` : ''}${lock ? ' for update of t' : ''}`,
      ),
    );
    return row as StoredRecord<C> | undefined;
  }

  /** Live records matching a condition on alias `t`, oldest first, at most `max`: for exports, not pages. */
  async matching(db: Db, condition: SQL, max: number): Promise<StoredRecord<C>[]> {
    return (await rows(
      db,
      sql`select ${sql.raw(this.selectList)} from ${sql.raw(this.from)} t where t.deleted_at is null and (${condition}) order by t.created_at, t.id limit ${max}`,
    )) as StoredRecord<C>[];
  }

  private splitValues(values: WriteValues<C>): { columns: Record<string, unknown>; refs: [string, string[]][] } {
    const columns: Record<string, unknown> = {};
    const refs: [string, string[]][] = [];
    for (const [key, value] of Object.entries(values)) {
      const field = this.collection.fields[key];
      if (field?.kind === 'refs') {
        const ids = (value as string[] | null) ?? [];
        refs.push([key, ids]);
        columns[key] = ids;
      } else if (field?.kind === 'datetime' && typeof value === 'string') columns[key] = new Date(value);
      else columns[key] = value;
    }
    return { columns, refs };
  }

  private async writeRefs(db: Db, id: string, refs: [string, string[]][], replace: boolean): Promise<void> {
    for (const [key, ids] of refs) {
      const join = joinTableOf(this.collection, key);
      if (replace) await db.delete(join).where(eq(join.ownerId, id));
      if (ids.length > 0) {
        await db.insert(join).values(ids.map((targetId, position) => ({ ownerId: id, targetId, position })));
      }
    }
  }

  /** Inserts one record and its references (in one transaction when it has any); returns its id. */
  async insertId(db: Db, values: WriteValues<C>): Promise<string> {
    this.writes++;
    const { columns, refs } = this.splitValues(values);
    const insertRow = async (target: Db) => {
      const [inserted] = await target.insert(this.table).values(columns).returning({ _id: this.table._id });
      return (inserted as { _id: string })._id;
    };
    if (refs.every(([, ids]) => ids.length === 0)) return insertRow(db);
    return db.transaction(async (tx) => {
      const id = await insertRow(tx as unknown as Db);
      await this.writeRefs(tx as unknown as Db, id, refs, false);
      return id;
    });
  }

  async insert(db: Db, values: WriteValues<C>): Promise<Row> {
    return (await this.findById(db, await this.insertId(db, values)))!;
  }

  /** Applies a partial update to a live record; undefined when there is none. */
  async update(db: Db, id: string, values: WriteValues<C>): Promise<Row | undefined> {
    this.writes++;
    const { columns, refs } = this.splitValues(values);
    const found = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(this.table)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(this.table._id, id), isNull(this.table.deletedAt)))
        .returning({ _id: this.table._id });
      if (!updated) return false;
      await this.writeRefs(tx as unknown as Db, id, refs, true);
      return true;
    });
    return found ? this.findById(db, id) : undefined;
  }

  async setDeleted(db: Db, id: string, deleted: boolean): Promise<Row | undefined> {
    this.writes++;
    const [updated] = await db
      .update(this.table)
      .set({ deletedAt: deleted ? sql`coalesce(${this.table.deletedAt}, now())` : null })
      .where(eq(this.table._id, id))
      .returning({ _id: this.table._id });
    return updated ? this.findById(db, id, { includeDeleted: true }) : undefined;
  }

  async remove(db: Db, id: string): Promise<boolean> {
    this.writes++;
    const removed = await db.delete(this.table).where(eq(this.table._id, id)).returning({ _id: this.table._id });
    return removed.length > 0;
  }
}

const stores = new Map<string, CollectionStore>();

export function storeOf<C extends CollectionDef>(collection: C): CollectionStore<C> {
  let store = stores.get(collection.name);
  if (!store) {
    store = new CollectionStore(collection);
    stores.set(collection.name, store);
  }
  // One store per collection name, made for this very declaration.
  return store as CollectionStore<C>;
}
