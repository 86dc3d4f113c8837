import { sql, type SQL } from 'drizzle-orm';
import { paymentoperations } from '../../catalog/collections/money.ts';
import type { OperationListQuery, OperationPage, OperationRow } from '../../contracts/payment-staff.ts';
import { DUE_SOON_DAYS, type OperationSort } from '../../contracts/payment-values.ts';
import { pageOf } from '../../contracts/paging.ts';
import type { Viewer } from '../collections/access.ts';
import { addUtcDays, addUtcMonths, rowCount, rowOffset, utcDay } from '../db/plain-sql.ts';
import { storeOf } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { escapeLike, rows } from '../db/rows.ts';
import { paymentStatus } from '../db/status-literals.ts';
import { presentOperation } from './views.ts';

// The payment control panel's list: every operation with who pays, for which room, and whether
// it is overdue, filtered and paged in SQL. Days are UTC, as the back-office's figures are. The
// filters arrive read and checked by the contract (src/contracts/payment-list.ts).

const SORTS: Record<OperationSort, string> = {
  dueDate: 'o.due_date asc nulls last',
  '-dueDate': 'o.due_date desc nulls last',
  createdAt: 'o.created_at asc',
  '-createdAt': 'o.created_at desc',
  amount: 'o.amount asc',
  '-amount': 'o.amount desc',
  status: 'o.status asc',
};

function inList(column: string, values: string[]): SQL {
  return sql`${sql.raw(column)} in (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
}

type Filters = Omit<OperationListQuery, 'page' | 'limit' | 'sort'>;

function dueCondition(due: NonNullable<Filters['due']>, today: string): SQL {
  if ('overdue' in due) return sql`o.status = ${paymentStatus('pending')} and o.due_date < ${today}::date`;
  if ('soon' in due) return sql`o.status = ${paymentStatus('pending')} and o.due_date >= ${today}::date and o.due_date < ${addUtcDays(today, DUE_SOON_DAYS)}::date`;
  const first = `${due.month}-01`;
  return sql`o.due_date >= ${first}::date and o.due_date < ${addUtcMonths(first, 1)}::date`;
}

export function listConditions(filters: Filters, now: Date): SQL[] {
  const conditions: SQL[] = [sql`o.deleted_at is null`];
  const { status, provider, kind, property, due, q } = filters;
  if (status) conditions.push(inList('o.status', status));
  if (provider) conditions.push(inList('o.provider', provider));
  if (kind) conditions.push(inList('o.kind', kind));
  if (property !== undefined) conditions.push(sql`p.id = ${property}`);
  if (due !== undefined) conditions.push(dueCondition(due, utcDay(now)));
  if (q !== undefined) {
    const like = `%${escapeLike(q.trim())}%`;
    conditions.push(sql`(u.email ilike ${like} or coalesce(u.name, '') || ' ' || coalesce(u.surname, '') ilike ${like}
      or rm.name->>'en' ilike ${like} or rm.name->>'es' ilike ${like} or p.title->>'en' ilike ${like} or p.title->>'es' ilike ${like}
      or o.provider_reference ilike ${like} or o.id::text = ${q.trim().toLowerCase()})`);
  }
  return conditions;
}

const FROM = sql.raw(`paymentoperations o
  left join users u on u.id = o.user_id
  left join roomreserves r on r.id = o.reservation_id
  left join rooms rm on rm.id = r.room_id
  left join properties p on p.id = rm.property_id`);

/** What the list adds to each operation, as SQL gives it. */
type ListedRow = Pick<OperationRow, '_id' | 'userName' | 'userEmail' | 'roomName' | 'propertyTitle' | 'property' | 'overdue'>;

export async function listOperations(db: Db, query: OperationListQuery, viewer: Viewer, now = new Date()): Promise<OperationPage> {
  const { page, limit, sort, ...filters } = query;
  const where = sql.join(listConditions(filters, now), sql` and `);
  const today = utcDay(now);

  const [counted] = await rows<{ total: number }>(db, sql`select count(*)::int as total from ${FROM} where ${where}`);
  const totalDocs = Number(counted?.total ?? 0);
  const found = await rows<ListedRow>(
    db,
    sql`select o.id as "_id", nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), '') as "userName", u.email as "userEmail",
        coalesce(rm.name->>'en', rm.name->>'es') as "roomName", coalesce(p.title->>'en', p.title->>'es') as "propertyTitle", p.id as property,
        (o.status = ${paymentStatus('pending')} and o.due_date < ${today}::date) is true as overdue
      from ${FROM} where ${where}
      order by ${sql.raw(SORTS[sort])}, o.id
      limit ${rowCount(limit)} offset ${rowOffset((page - 1) * limit)}`,
  );
  const ids = found.map((row) => row._id);
  const records = ids.length
    ? await storeOf(paymentoperations).matching(db, sql`t.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`, ids.length)
    : [];
  const byId = new Map(records.map((record) => [record._id, record]));
  const docs = found.flatMap((row): OperationRow[] => {
    const record = byId.get(row._id);
    return record ? [{ ...presentOperation(record, viewer), ...row }] : [];
  });
  return pageOf(docs, totalDocs, page, limit);
}
