import { sql } from 'drizzle-orm';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { columnName, isReadable } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { parseListQuery } from '../collections/query.ts';
import { EXACT_COUNT_LIMIT, storeOf } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import type { CollectionCounts, Cursor, RecentChange, RecentPage, RecentQuery } from '../../contracts/backoffice.ts';
import { isoInstant } from '../db/plain-sql.ts';
import { ident, rows } from '../db/rows.ts';

// What the dashboards show about every collection at once: how many live records each holds,
// and which records changed last. Both read every collection's table in one statement.

/**
 * Live records per collection. Counting stops one past EXACT_COUNT_LIMIT on every table, so the
 * statement costs the same on a table of a million rows; only those past the limit then ask the
 * collection's store, which gives the very total `GET /api/{c}/` reports (an estimate, cached).
 */
export async function countCollections(db: Db): Promise<CollectionCounts> {
  const columns = collections.map(
    (c) => `(select count(*)::int from (select 1 from ${ident(c.name)} where deleted_at is null limit ${EXACT_COUNT_LIMIT + 1}) c) as ${ident(c.name)}`,
  );
  const [row = {}] = await rows<Record<string, number>>(db, sql.raw(`select ${columns.join(', ')}`));
  const counts: Record<string, number> = {};
  const estimated: string[] = [];
  for (const collection of collections) {
    const capped = row[collection.name] ?? 0;
    if (capped <= EXACT_COUNT_LIMIT) {
      counts[collection.name] = capped;
      continue;
    }
    const page = await storeOf(collection).page(db, parseListQuery(collection, { limit: '1' }));
    counts[collection.name] = page.totalDocs;
    if (!page.totalDocsExact) estimated.push(collection.name);
  }
  return { counts, estimated };
}

const TITLE_LENGTH = 120;

/**
 * A readable name for a record, in SQL: its title field (English, else Spanish, for localized
 * text); a reference as title field (a tenant's user) shows the referenced record's title.
 */
function titleExpression(collection: CollectionDef, alias: string, followRefs: boolean): string {
  const field = collection.fields[collection.titleField];
  if (!field || !isReadable(field)) return `${alias}.id::text`;
  const column = `${alias}.${ident(columnName(collection.titleField, field))}`;
  if (field.kind === 'text' && field.localized) return `coalesce(${column}->>'en', ${column}->>'es')`;
  if (field.kind === 'text') return column;
  const target = field.kind === 'ref' ? getCollection(field.to) : undefined;
  if (target && followRefs) {
    const inner = `${alias}_ref`;
    return `coalesce((select ${titleExpression(target, inner, false)} from ${ident(target.name)} ${inner} where ${inner}.id = ${column}), ${column}::text)`;
  }
  return `${column}::text`;
}

const changedAt = (alias: string) => `greatest(${alias}.updated_at, ${alias}.deleted_at)`;

function recentFrom(collection: CollectionDef, take: number, after: Cursor | undefined): string {
  const keyset = after
    ? `where (${changedAt('t')}, t.id) < (${sqlString(after.at)}::timestamptz, ${sqlString(after.id)}::uuid)`
    : '';
  // The newest few are picked on bare columns first: titles (text folding, a referenced
  // record's title) are worked out for those few only, not for every row the sort reads.
  // A record appears once, at its latest change: a removal when that came last.
  return `(select ${sqlString(collection.name)} as collection, t.id, left(${titleExpression(collection, 't', true)}, ${TITLE_LENGTH}) as title,
    t.created_at, t.updated_at, t.deleted_at, newest.changed_at,
    case when t.deleted_at is not null and t.deleted_at >= t.updated_at then 'removed'
         when t.updated_at > t.created_at then 'updated' else 'created' end as change
  from (select t.id, ${changedAt('t')} as changed_at from ${ident(collection.name)} t ${keyset}
        order by ${changedAt('t')} desc, t.id desc limit ${take}) newest
  join ${ident(collection.name)} t on t.id = newest.id)`;
}

/** Values reach this SQL only after validation (an ISO instant, a uuid); quoting keeps it safe regardless. */
function sqlString(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/**
 * The latest changes across collections, newest first, in one statement: each table gives its
 * own newest few (one more than asked, to know whether more follow), and the union keeps the
 * newest of those. Ordered by (change instant, id), so a page boundary never splits a tie.
 */
export async function recentChanges(db: Db, query: RecentQuery): Promise<RecentPage> {
  const take = query.limit + 1;
  const sources = (query.collection ? [query.collection] : collections).map((c) => recentFrom(c, take, query.after));
  const result = await rows<RecentChange & { cursorAt: string }>(
    db,
    sql.raw(`select collection, id as "_id", title, ${isoInstant('created_at')} as "createdAt", ${isoInstant('updated_at')} as "updatedAt",
      ${isoInstant('deleted_at')} as "deletedAt", ${isoInstant('changed_at')} as "changedAt",
      to_char(changed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "cursorAt", change
    from (${sources.join(' union all ')}) recent
    order by recent.changed_at desc, recent.id desc limit ${take}`),
  );
  const page = result.slice(0, query.limit);
  const last = page.at(-1);
  return {
    recent: page.map(({ cursorAt: _cursorAt, ...change }) => change),
    nextCursor: result.length > query.limit && last ? `${last.cursorAt}_${last._id}` : null,
  };
}
