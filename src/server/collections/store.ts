import { and, asc, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { isReadable } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import type { Db } from '../db/database.ts';
import { foldedText, joinTableOf, tableOf, type AnyTable } from '../db/tables.ts';
import type { Condition, PageQuery } from './query.ts';

// The SQL behind the generic API, for one collection. Rows come back keyed by field name,
// with `refs` fields gathered from their join tables in the same query.

export type Row = Record<string, unknown> & { _id: string };

export interface Page {
  docs: Row[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export class CollectionStore {
  readonly table: AnyTable;
  private readonly refsKeys: string[];
  private readonly selection: Record<string, AnyPgColumn | SQL.Aliased>;

  constructor(readonly collection: CollectionDef) {
    this.table = tableOf(collection);
    this.refsKeys = Object.entries(collection.fields)
      .filter(([, field]) => field.kind === 'refs')
      .map(([key]) => key);
    this.selection = { _id: this.table._id, createdAt: this.table.createdAt, updatedAt: this.table.updatedAt, deletedAt: this.table.deletedAt };
    for (const [key, field] of Object.entries(collection.fields)) {
      if (!isReadable(field)) continue;
      if (field.kind === 'refs') {
        const join = joinTableOf(collection, key);
        this.selection[key] = sql`coalesce((select json_agg(${join.targetId} order by ${join.position}) from ${join} where ${join.ownerId} = ${this.table._id}), '[]'::json)`.as(key);
      } else {
        this.selection[key] = this.table[key] as AnyPgColumn;
      }
    }
  }

  private column(key: string): AnyPgColumn {
    return this.table[key] as AnyPgColumn;
  }

  private conditionSql(condition: Condition): SQL {
    switch (condition.kind) {
      case 'id':
        return condition.value === null ? sql`false` : eq(this.table._id, condition.value);
      case 'contains':
        return sql`${foldedText(this.column(condition.key), condition.field)} like '%' || habita_fold(${escapeLike(condition.text)}) || '%'`;
      case 'equals':
        return condition.value === '' ? isNull(this.column(condition.key)) : eq(this.column(condition.key), condition.value);
      case 'day':
        return sql`(${this.column(condition.key)} at time zone 'UTC')::date = ${condition.day}::date`;
      case 'includes': {
        if (condition.id === null) return sql`false`;
        const join = joinTableOf(this.collection, condition.key);
        return sql`exists (select 1 from ${join} where ${join.ownerId} = ${this.table._id} and ${join.targetId} = ${condition.id})`;
      }
    }
  }

  private where(query: Pick<PageQuery, 'conditions' | 'deleted'>): SQL | undefined {
    const parts = query.conditions.map((c) => this.conditionSql(c));
    if (query.deleted === 'exclude') parts.push(isNull(this.table.deletedAt));
    if (query.deleted === 'only') parts.push(isNotNull(this.table.deletedAt));
    return and(...parts);
  }

  private orderBy(query: PageQuery): SQL[] {
    const field = this.collection.fields[query.sort.key];
    const column = this.column(query.sort.key);
    const target = field?.kind === 'text' && field.localized ? sql`${column}->>'es'` : column;
    const direction = query.sort.descending ? desc : asc;
    return query.sort.key === '_id' ? [direction(target)] : [direction(target), direction(this.table._id)];
  }

  async page(db: Db, query: PageQuery): Promise<Page> {
    const where = this.where(query);
    const offset = (query.page - 1) * query.limit;
    const [docs, totalDocs] = await Promise.all([
      db.select(this.selection).from(this.table).where(where).orderBy(...this.orderBy(query)).limit(query.limit).offset(offset),
      this.count(db, where),
    ]);
    const totalPages = Math.max(1, Math.ceil(totalDocs / query.limit));
    return {
      docs: docs as Row[],
      totalDocs,
      page: query.page,
      limit: query.limit,
      totalPages,
      hasNextPage: query.page < totalPages,
      hasPrevPage: query.page > 1,
    };
  }

  async count(db: Db, where: SQL | undefined): Promise<number> {
    const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(this.table).where(where);
    return row?.total ?? 0;
  }

  async findById(db: Db, id: string, options: { includeDeleted?: boolean } = {}): Promise<Row | undefined> {
    const where = options.includeDeleted ? eq(this.table._id, id) : and(eq(this.table._id, id), isNull(this.table.deletedAt));
    const [row] = await db.select(this.selection).from(this.table).where(where).limit(1);
    return row as Row | undefined;
  }

  async findManyById(db: Db, ids: readonly string[]): Promise<Row[]> {
    if (ids.length === 0) return [];
    return (await db.select(this.selection).from(this.table).where(inArray(this.table._id, [...ids]))) as Row[];
  }

  private splitValues(values: Record<string, unknown>): { columns: Record<string, unknown>; refs: [string, string[]][] } {
    const columns: Record<string, unknown> = {};
    const refs: [string, string[]][] = [];
    for (const [key, value] of Object.entries(values)) {
      const field = this.collection.fields[key];
      if (field?.kind === 'refs') refs.push([key, (value as string[] | null) ?? []]);
      else if (field?.kind === 'datetime' && typeof value === 'string') columns[key] = new Date(value);
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

  /** Inserts one record and its references in one transaction. */
  async insert(db: Db, values: Record<string, unknown>): Promise<Row> {
    const { columns, refs } = this.splitValues(values);
    const id = await db.transaction(async (tx) => {
      const [inserted] = await tx.insert(this.table).values(columns).returning({ _id: this.table._id });
      const newId = (inserted as { _id: string })._id;
      await this.writeRefs(tx as unknown as Db, newId, refs, false);
      return newId;
    });
    return (await this.findById(db, id))!;
  }

  /** Applies a partial update to a live record; undefined when there is none. */
  async update(db: Db, id: string, values: Record<string, unknown>): Promise<Row | undefined> {
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
    const [updated] = await db
      .update(this.table)
      .set({ deletedAt: deleted ? sql`coalesce(${this.table.deletedAt}, now())` : null })
      .where(eq(this.table._id, id))
      .returning({ _id: this.table._id });
    return updated ? this.findById(db, id, { includeDeleted: true }) : undefined;
  }

  async remove(db: Db, id: string): Promise<boolean> {
    const removed = await db.delete(this.table).where(eq(this.table._id, id)).returning({ _id: this.table._id });
    return removed.length > 0;
  }
}

const stores = new Map<string, CollectionStore>();

export function storeOf(collection: CollectionDef): CollectionStore {
  let store = stores.get(collection.name);
  if (!store) {
    store = new CollectionStore(collection);
    stores.set(collection.name, store);
  }
  return store;
}
