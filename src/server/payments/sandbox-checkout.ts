import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentKind } from '../db/status-literals.ts';
import { CARD_HINT, type PayAnswer, type SandboxSession } from '../../contracts/payment-sandbox.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

// The sandbox's checkout page, server side. A session is an operation's sandbox reference (no
// table of its own); what the payer did on it is kept as a row of payment_events under the
// pseudo-provider `sandbox-session`, whose unique key lets exactly one attempt through. The
// outcome reaches the ledger only through the signed webhook, as a real provider's would; that
// webhook is written to the outbox in the transaction that records the outcome, before the answer.
// Whoever holds the reference opens the page, so it says nothing about who pays.

const SESSION_PROVIDER = 'sandbox-session';

type SessionStatus = SandboxSession['status'];
type PayOutcome = PayAnswer['outcome'];

export const TEST_CARDS: Record<string, PayOutcome> = {
  '4242424242424242': 'succeeded',
  '4000000000000002': 'failed',
  '4000002760003184': 'requires_action',
};

export async function sandboxSession(db: Db, reference: string): Promise<SandboxSession> {
  const missing = notFound('No sandbox checkout with this reference: it may have been replaced by a newer one', 'reference');
  const [row] = await rows(
    db,
    sql`select o.id, o.amount, o.kind, o.status, e.outcome,
        coalesce(rm.name->>'en', rm.name->>'es', '') as room_name, rm.name as room, p.title as property,
        r.start_date::text as start_date, r.end_date::text as end_date
      from paymentoperations o
      left join roomreserves r on r.id = o.reservation_id
      left join rooms rm on rm.id = r.room_id
      left join properties p on p.id = rm.property_id
      left join payment_events e on e.provider = ${SESSION_PROVIDER} and e.event_id = o.provider_reference
      where o.provider = 'sandbox' and o.provider_reference = ${reference} and o.kind <> ${paymentKind('refund')} and o.deleted_at is null`,
  );
  if (!row) throw missing;
  const outcome = row.outcome as string | null;
  const paid = row.status === 'succeeded' || row.status === 'refunded';
  const status: SessionStatus =
    outcome === 'succeeded' || paid ? 'paid' : outcome === 'failed' ? 'failed' : outcome === 'requires_action' ? 'requires_action' : 'open';
  const kind = String(row.kind).replace('_', ' ');
  return {
    reference,
    operation: String(row.id),
    amount: Number(row.amount),
    description: `${kind.charAt(0).toUpperCase()}${kind.slice(1)} · ${row.room_name || 'Habita room'} · ${row.start_date} to ${row.end_date}`,
    kind: row.kind as SandboxSession['kind'],
    room: texts(row.room),
    property: texts(row.property),
    startDate: (row.start_date as string | null) ?? null,
    endDate: (row.end_date as string | null) ?? null,
    status,
  };
}

/** A catalogue `{ es, en }` value as stored (jsonb), or null. */
function texts(value: unknown): SandboxSession['room'] {
  if (!value || typeof value !== 'object') return null;
  const { es, en } = value as Record<string, unknown>;
  return { ...(typeof es === 'string' ? { es } : {}), ...(typeof en === 'string' ? { en } : {}) };
}

function answer(operation: string, outcome: PayOutcome): PayAnswer {
  switch (outcome) {
    case 'succeeded':
      return { outcome, redirect: `/pay/success/${operation}`, message: 'Payment accepted' };
    case 'failed':
      return { outcome, redirect: `/pay/error?operation=${operation}&reason=declined`, message: 'The card was declined' };
    case 'requires_action':
      return { outcome, redirect: null, message: 'Your bank asks you to approve this payment' };
  }
}

/** The provider's event for what the payer did, in the transaction that records it. */
async function enqueueOutcome(tx: Db, sandbox: SandboxProvider, session: SandboxSession, outcome: PayOutcome): Promise<void> {
  if (outcome === 'succeeded') await sandbox.enqueueEvent(tx, { type: 'payment.succeeded', operation: session.operation, reference: session.reference });
  if (outcome === 'failed') await sandbox.enqueueEvent(tx, { type: 'payment.failed', operation: session.operation, reference: session.reference, reason: 'declined' });
}

function notOpen(status: SessionStatus) {
  switch (status) {
    case 'paid':
      return conflict('This checkout has already been paid', 'status');
    case 'failed':
      return conflict('This checkout was declined: start the payment again', 'status');
    default:
      return conflict('Approve or refuse the payment with your bank first', 'status');
  }
}

/** The card is the contract's: a text of digits, spaces taken out; only a test card pays. */
export async function paySandbox(db: Db, sandbox: SandboxProvider, reference: string, card: string): Promise<PayAnswer> {
  const session = await sandboxSession(db, reference);
  const outcome = TEST_CARDS[card];
  if (!outcome) throw badRequest(`card: ${CARD_HINT}`, 'card');
  if (session.status !== 'open') throw notOpen(session.status);
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const taken = await rows(
      tx,
      sql`insert into payment_events (provider, event_id, type, operation_id, outcome)
        values (${SESSION_PROVIDER}, ${reference}, 'sandbox.attempt', ${session.operation}, ${outcome})
        on conflict do nothing returning event_id`,
    );
    if (taken.length === 0) throw conflict('This checkout is already being paid', 'status');
    await enqueueOutcome(tx, sandbox, session, outcome);
  });
  return answer(session.operation, outcome);
}

export async function confirmSandbox(db: Db, sandbox: SandboxProvider, reference: string, approve: boolean): Promise<PayAnswer> {
  const session = await sandboxSession(db, reference);
  const outcome: PayOutcome = approve ? 'succeeded' : 'failed';
  await db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const confirmed = await rows(
      tx,
      sql`update payment_events set outcome = ${outcome}
        where provider = ${SESSION_PROVIDER} and event_id = ${reference} and outcome = 'requires_action' returning event_id`,
    );
    if (confirmed.length === 0) throw conflict('There is nothing to approve on this checkout', 'status');
    await enqueueOutcome(tx, sandbox, session, outcome);
  });
  return answer(session.operation, outcome);
}
