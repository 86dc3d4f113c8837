import { sql, type SQL } from 'drizzle-orm';
import { paymentoperations } from '../../catalog/collections/money.ts';
import type { Viewer } from '../collections/access.ts';
import { addUtcDays, addUtcMonths, utcDay } from '../backoffice/sql.ts';
import { storeOf, type Row } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { escapeLike, rows } from '../db/rows.ts';
import { badRequest } from '../errors.ts';
import { isId } from './operation-state.ts';
import { presentOperation } from './views.ts';

// The payment control panel's list: every operation with who pays, for which room, and whether
// it is overdue, filtered and paged in SQL. Days are UTC, as the back-office's figures are.

const options = (key: 'status' | 'provider' | 'kind') => paymentoperations.fields[key].options;
const DUE_SOON_DAYS = 7;
const MAX_LIMIT = 100;

const SORTS: Record<string, string> = {
  dueDate: 'o.due_date asc nulls last',
  '-dueDate': 'o.due_date desc nulls last',
  createdAt: 'o.created_at asc',
  '-createdAt': 'o.created_at desc',
  amount: 'o.amount asc',
  '-amount': 'o.amount desc',
  status: 'o.status asc',
};

export interface OperationPage {
  docs: Row[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw badRequest(`${name}: give one value`, name);
  return value;
}

function listOf(query: Record<string, unknown>, name: string, allowed: readonly string[]): string[] | undefined {
  const value = single(query, name);
  if (value === undefined) return undefined;
  const values = value.split(',').map((part) => part.trim()).filter(Boolean);
  const wrong = values.find((part) => !allowed.includes(part));
  if (wrong !== undefined || values.length === 0) throw badRequest(`${name}: one or more of ${allowed.join(', ')}`, name);
  return values;
}

function whole(query: Record<string, unknown>, name: string, fallback: number, max: number): number {
  const value = single(query, name);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d{1,6}$/.test(value) || number < 1 || number > max) throw badRequest(`${name}: a whole number from 1 to ${max}`, name);
  return number;
}

function inList(column: string, values: string[]): SQL {
  return sql`${sql.raw(column)} in (${sql.join(values.map((value) => sql`${value}`), sql`, `)})`;
}

export function listConditions(query: Record<string, unknown>, now: Date): SQL[] {
  const today = utcDay(now);
  const conditions: SQL[] = [sql`o.deleted_at is null`];
  const status = listOf(query, 'status', options('status'));
  if (status) conditions.push(inList('o.status', status));
  const provider = listOf(query, 'provider', options('provider'));
  if (provider) conditions.push(inList('o.provider', provider));
  const kind = listOf(query, 'kind', options('kind'));
  if (kind) conditions.push(inList('o.kind', kind));
  const property = single(query, 'property');
  if (property !== undefined) {
    if (!isId(property)) throw badRequest('property: not a valid id', 'property');
    conditions.push(sql`p.id = ${property}`);
  }
  const due = single(query, 'due');
  if (due === 'overdue') conditions.push(sql`o.status = 'pending' and o.due_date < ${today}::date`);
  else if (due === 'soon') conditions.push(sql`o.status = 'pending' and o.due_date >= ${today}::date and o.due_date < ${addUtcDays(today, DUE_SOON_DAYS)}::date`);
  else if (due !== undefined) {
    const month = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(due);
    if (!month) throw badRequest('due: overdue, soon or a month as YYYY-MM', 'due');
    const first = `${due}-01`;
    conditions.push(sql`o.due_date >= ${first}::date and o.due_date < ${addUtcMonths(first, 1)}::date`);
  }
  const q = single(query, 'q');
  if (q !== undefined) {
    if (q.length > 200) throw badRequest('q: at most 200 characters', 'q');
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

export async function listOperations(db: Db, query: Record<string, unknown>, viewer: Viewer, now = new Date()): Promise<OperationPage> {
  const page = whole(query, 'page', 1, 100_000);
  const limit = whole(query, 'limit', 25, MAX_LIMIT);
  const sortKey = single(query, 'sort') ?? '-createdAt';
  const order = SORTS[sortKey];
  if (!order) throw badRequest(`sort: one of ${Object.keys(SORTS).join(', ')}`, 'sort');
  const where = sql.join(listConditions(query, now), sql` and `);
  const today = utcDay(now);

  const [counted] = await rows(db, sql`select count(*)::int as total from ${FROM} where ${where}`);
  const totalDocs = Number(counted?.total ?? 0);
  const found = await rows(
    db,
    sql`select o.id, nullif(trim(coalesce(u.name, '') || ' ' || coalesce(u.surname, '')), '') as user_name, u.email as user_email,
        coalesce(rm.name->>'en', rm.name->>'es') as room_name, coalesce(p.title->>'en', p.title->>'es') as property_title, p.id as property_id,
        (o.status = 'pending' and o.due_date < ${today}::date) as overdue
      from ${FROM} where ${where}
      order by ${sql.raw(order)}, o.id
      limit ${limit} offset ${(page - 1) * limit}`,
  );
  const ids = found.map((row) => String(row.id));
  const records = ids.length
    ? await storeOf(paymentoperations).matching(db, sql`t.id in (${sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `)})`, ids.length)
    : [];
  const byId = new Map(records.map((record) => [record._id, record]));
  const docs = found.flatMap((row) => {
    const record = byId.get(String(row.id));
    if (!record) return [];
    return [
      {
        ...presentOperation(record, viewer),
        userName: (row.user_name as string | null) ?? null,
        userEmail: (row.user_email as string | null) ?? null,
        roomName: (row.room_name as string | null) ?? null,
        propertyTitle: (row.property_title as string | null) ?? null,
        property: (row.property_id as string | null) ?? null,
        overdue: row.overdue === true,
      },
    ];
  });
  const totalPages = Math.ceil(totalDocs / limit);
  return { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages, hasPrevPage: page > 1 };
}
