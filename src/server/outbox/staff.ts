import { sql } from 'drizzle-orm';
import { ID_PATTERN } from '../../catalog/validation.ts';
import type { Db } from '../db/database.ts';
import { rows, type SqlRow } from '../db/rows.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { wakeWorkers, type OutboxTopics } from './outbox.ts';

// What staff see of the outbox: deliveries that failed (still being retried, or dead), each with a
// short summary from its topic (personal data masked), and a retry that starts a dead one afresh.

export const PROBLEM_STATUSES = ['failing', 'dead'] as const;
export type ProblemStatus = (typeof PROBLEM_STATUSES)[number];
export const MAX_LIMIT = 100;

export interface ProblemQuery {
  status: ProblemStatus | null;
  page: number;
  limit: number;
}

function single(query: Record<string, unknown>, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name}: give it once`, name);
  return value;
}

function whole(query: Record<string, unknown>, name: string, max: number, fallback: number): number {
  const text = single(query, name);
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,6}$/.test(text) || Number(text) < 1 || Number(text) > max) throw badRequest(`${name}: a whole number from 1 to ${max}`, name);
  return Number(text);
}

export function readProblemQuery(query: Record<string, unknown>): ProblemQuery {
  const known = new Set(['status', 'page', 'limit']);
  const unknown = Object.keys(query).find((name) => !known.has(name));
  if (unknown) throw badRequest(`${unknown.slice(0, 60)}: not a filter of this list (status, page, limit)`, unknown.slice(0, 60));
  const status = single(query, 'status') || null;
  if (status !== null && !PROBLEM_STATUSES.includes(status as ProblemStatus)) throw badRequest('status: failing or dead', 'status');
  return { status: status as ProblemStatus | null, page: whole(query, 'page', 100_000, 1), limit: whole(query, 'limit', MAX_LIMIT, 20) };
}

// Failing: still pending, but its last try failed. Dead: out of attempts.
const FAILING = sql`status = 'pending' and last_error is not null`;
const DEAD = sql`status = 'dead'`;

function present(row: SqlRow, topics: OutboxTopics) {
  const payload = (typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload) as Record<string, unknown>;
  const dead = row.status === 'dead';
  return {
    _id: String(row.id),
    topic: String(row.topic),
    summary: topics.summary(String(row.topic), payload),
    // A retried row has no tries of its own yet: it waits, rather than fails.
    status: dead ? ('dead' as const) : Number(row.attempts) === 0 ? ('pending' as const) : ('failing' as const),
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lastError: (row.last_error as string | null) ?? null,
    createdAt: new Date(String(row.created_at)).toISOString(),
    nextAttemptAt: dead ? null : new Date(String(row.available_at)).toISOString(),
  };
}

export async function listProblems(db: Db, topics: OutboxTopics, query: ProblemQuery) {
  const where = query.status === 'dead' ? DEAD : query.status === 'failing' ? FAILING : sql`(${FAILING}) or (${DEAD})`;
  const [counted] = await rows(db, sql`select count(*)::int as n from outbox where ${where}`);
  const found = await rows(
    db,
    sql`select id, topic, payload, status, attempts, max_attempts, last_error, created_at, available_at from outbox
      where ${where} order by created_at desc, id limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  const totalDocs = Number(counted?.n ?? 0);
  const totalPages = Math.max(1, Math.ceil(totalDocs / query.limit));
  return {
    docs: found.map((row) => present(row, topics)),
    totalDocs,
    page: query.page,
    limit: query.limit,
    totalPages,
    hasNextPage: query.page < totalPages,
    hasPrevPage: query.page > 1,
  };
}

/**
 * Starts a dead delivery afresh: pending, its attempts back to 0, due now. Only dead ones: a pending
 * one may be in a worker's hands right now (its lease looks like a wait), and starting it again
 * beside that worker would send the mail, or ask the provider, twice.
 */
export async function retryDelivery(db: Db, topics: OutboxTopics, id: string) {
  if (!ID_PATTERN.test(id)) throw badRequest('_id: not a delivery id', '_id');
  const [row] = await rows(
    db,
    sql`update outbox set status = 'pending', attempts = 0, available_at = now()
      where id = ${id} and status = 'dead'
      returning id, topic, payload, status, attempts, max_attempts, last_error, created_at, available_at`,
  );
  if (!row) {
    const [exists] = await rows(db, sql`select status from outbox where id = ${id}`);
    if (!exists) throw notFound(`No outbox delivery with _id ${id}`, '_id');
    if (exists.status === 'pending') throw conflict('This is still being tried on its own: it can be retried by hand once it has used its tries');
    throw conflict('This has been delivered already: there is nothing to retry');
  }
  wakeWorkers();
  return present(row, topics);
}
