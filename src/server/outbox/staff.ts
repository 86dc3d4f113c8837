import { sql } from 'drizzle-orm';
import { ID_PATTERN } from '../../catalog/validation.ts';
import type { DeliveriesQuery, Delivery } from '../../contracts/outbox.ts';
import { pageOf } from '../../contracts/paging.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { wakeWorkers, type OutboxTopics } from './outbox.ts';
import { rowCount, rowOffset } from '../db/plain-sql.ts';

// What staff see of the outbox: deliveries that failed (still being retried, or dead), each with a
// short summary from its topic (personal data masked), and a retry that starts a dead one afresh.

// Failing: still pending, but its last try failed. Dead: out of attempts.
const FAILING = sql`status = 'pending' and last_error is not null`;
const DEAD = sql`status = 'dead'`;

/** An outbox row as the statements below select it. */
interface OutboxRow {
  id: string;
  topic: string;
  /** jsonb, which a driver may hand over as its text. */
  payload: string | Record<string, unknown>;
  status: string;
  attempts: number | string;
  max_attempts: number | string;
  last_error: string | null;
  created_at: string | Date;
  available_at: string | Date;
}

const OUTBOX_COLUMNS = sql.raw('id, topic, payload, status, attempts, max_attempts, last_error, created_at, available_at');

function present(row: OutboxRow, topics: OutboxTopics): Delivery {
  const payload = typeof row.payload === 'string' ? (JSON.parse(row.payload) as Record<string, unknown>) : row.payload;
  const dead = row.status === 'dead';
  return {
    _id: row.id,
    topic: row.topic,
    summary: topics.summary(row.topic, payload),
    // A retried row has no tries of its own yet: it waits, rather than fails.
    status: dead ? 'dead' : Number(row.attempts) === 0 ? 'pending' : 'failing',
    attempts: Number(row.attempts),
    maxAttempts: Number(row.max_attempts),
    lastError: row.last_error ?? null,
    createdAt: new Date(row.created_at).toISOString(),
    nextAttemptAt: dead ? null : new Date(row.available_at).toISOString(),
  };
}

export async function listProblems(db: Db, topics: OutboxTopics, query: DeliveriesQuery) {
  const where = query.status === 'dead' ? DEAD : query.status === 'failing' ? FAILING : sql`(${FAILING}) or (${DEAD})`;
  const [counted] = await rows<{ n: number }>(db, sql`select count(*)::int as n from outbox where ${where}`);
  const found = await rows<OutboxRow>(
    db,
    sql`select ${OUTBOX_COLUMNS} from outbox
      where ${where} order by created_at desc, id limit ${rowCount(query.limit)} offset ${rowOffset((query.page - 1) * query.limit)}`,
  );
  return pageOf(
    found.map((row) => present(row, topics)),
    Number(counted?.n ?? 0),
    query.page,
    query.limit,
  );
}

/**
 * Starts a dead delivery afresh: pending, its attempts back to 0, due now. Only dead ones: a pending
 * one may be in a worker's hands right now (its lease looks like a wait), and starting it again
 * beside that worker would send the mail, or ask the provider, twice.
 */
export async function retryDelivery(db: Db, topics: OutboxTopics, id: string) {
  if (!ID_PATTERN.test(id)) throw badRequest('_id: not a delivery id', '_id');
  const [row] = await rows<OutboxRow>(
    db,
    sql`update outbox set status = 'pending', attempts = 0, available_at = now()
      where id = ${id} and status = 'dead'
      returning ${OUTBOX_COLUMNS}`,
  );
  if (!row) {
    const [exists] = await rows<Pick<OutboxRow, 'status'>>(db, sql`select status from outbox where id = ${id}`);
    if (!exists) throw notFound(`No outbox delivery with _id ${id}`, '_id');
    if (exists.status === 'pending') throw conflict('This is still being tried on its own: it can be retried by hand once it has used its tries', 'status');
    throw conflict('This has been delivered already: there is nothing to retry', 'status');
  }
  wakeWorkers();
  return present(row, topics);
}
