import { sql } from 'drizzle-orm';
import { isPaidReservationStatus } from '../../catalog/collections/statuses.ts';
import type { Viewer } from '../collections/access.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { paymentStatus, reservationStatus } from '../db/status-literals.ts';
import { conflict, HttpError, isExclusionViolation, notFound } from '../errors.ts';
import type { PaymentContext } from './context.ts';
import { isId, lockOperation, type OperationState } from './operation-state.ts';
import { takeRoomTurn } from '../booking/room-turns.ts';

// Starting a payment: the payer asks for a checkout of one of their pending (or failed)
// operations and is sent to the provider's page. A first payment keeps the room: its hold
// becomes `pending_payment`, and a hold that lapsed meanwhile is taken again if its nights are
// still free, which the exclusion constraint decides.

export const TAKEN_WHILE_AWAY = 'The room is no longer free for those dates: the hold ran out and someone else reserved them';
export const PROMOTION_USED_UP = 'The promotion of this reservation has been used up meanwhile: reserve again';

const KIND_NAMES: Record<'es' | 'en', Record<OperationState['kind'], string>> = {
  es: { first_month: 'Primer pago', rent: 'Alquiler mensual', deposit: 'Fianza', fee: 'Cargo', refund: 'Devolución' },
  en: { first_month: 'First payment', rent: 'Monthly rent', deposit: 'Deposit', fee: 'Fee', refund: 'Refund' },
};

/**
 * What the provider's own checkout page (Stripe's) says is being paid, in the payer's language:
 * the room's name is a catalogue `{ es, en }` text, never always the English one.
 */
export function checkoutDescription(kind: OperationState['kind'], room: unknown, startDate: string, endDate: string, language: unknown): string {
  const lang = language === 'en' ? 'en' : 'es';
  const texts = room && typeof room === 'object' ? (room as Partial<Record<'es' | 'en', string>>) : {};
  const name = texts[lang] || texts.es || texts.en || (lang === 'es' ? 'Habitación de Habita' : 'Habita room');
  return `${KIND_NAMES[lang][kind]} · ${name} · ${startDate} – ${endDate}`;
}

interface ReservationState {
  status: string;
  roomId: string;
  lapsed: boolean;
  startDate: string;
  endDate: string;
  room: unknown;
  language: unknown;
  email: string | null;
  promotionId: string | null;
}

async function lockReservation(tx: Db, operation: OperationState): Promise<ReservationState> {
  const [row] = await rows(
    tx,
    sql`select r.status, r.room_id, (r.hold_expires_at is not null and r.hold_expires_at <= now()) as lapsed,
        r.start_date::text as start_date, r.end_date::text as end_date,
        rm.name as room_name, u.language, u.email, r.promotion_id
      from roomreserves r
      left join rooms rm on rm.id = r.room_id
      left join users u on u.id = ${operation.userId}
      where r.id = ${operation.reservationId} and r.deleted_at is null
      for update of r`,
  );
  if (!row) throw notFound('The reservation of this payment no longer exists', '_id');
  return {
    status: String(row.status),
    roomId: String(row.room_id),
    lapsed: row.lapsed === true,
    startDate: String(row.start_date),
    endDate: String(row.end_date),
    room: row.room_name,
    language: row.language,
    email: (row.email as string | null) ?? null,
    promotionId: (row.promotion_id as string | null) ?? null,
  };
}

/** A first payment's reservation kept for the payment, or a 409 when it can no longer be. */
async function holdForPayment(tx: Db, reservationId: string, reservation: ReservationState, holdMinutes: number): Promise<void> {
  switch (reservation.status) {
    case 'confirmed':
      return;
    case 'cancelled':
      throw conflict('This reservation was cancelled: reserve the room again to pay', 'reservation');
    case 'completed':
      throw conflict('This stay is over', 'reservation');
  }
  // Either write below leaves a live row the exclusion constraint checks: in turn with the room's
  // other such writes (room-turns.ts), after the operation and the reservation locked above.
  await takeRoomTurn(tx, reservation.roomId);
  const live = reservation.status === 'hold' || reservation.status === 'pending_payment';
  if (live && !reservation.lapsed) {
    await tx.execute(sql`update roomreserves set status = ${reservationStatus('pending_payment')}, updated_at = now() where id = ${reservationId}`);
    return;
  }
  // Lapsed or expired: hold the nights again for a while, if the constraint lets us.
  const holdAgain = sql`update roomreserves set status = ${reservationStatus('pending_payment')}, cancelled_at = null, updated_at = now(),
      hold_expires_at = now() + make_interval(mins => ${holdMinutes}) where id = ${reservationId}`;
  try {
    await tx.transaction(async (savepoint) => {
      await savepoint.execute(holdAgain);
    });
  } catch (error) {
    if (isExclusionViolation(error)) throw conflict(TAKEN_WHILE_AWAY, 'startDate');
    throw error;
  }
  // An expired reservation gave its promotion use back; held again, it takes one again, if one is
  // left. (A lapsed hold the expiry job has not reached yet still has its use.)
  if (reservation.status === 'expired' && reservation.promotionId) {
    const counted = await rows(
      tx,
      sql`update promotions set uses_count = coalesce(uses_count, 0) + 1, updated_at = now()
        where id = ${reservation.promotionId} and (max_uses is null or coalesce(uses_count, 0) < max_uses) returning id`,
    );
    if (counted.length === 0) throw conflict(PROMOTION_USED_UP, 'promotion');
  }
}

/** Opens a checkout for the viewer's own operation and answers where to send them. */
export async function startCheckout(ctx: PaymentContext, operationId: string, viewer: Viewer): Promise<{ checkoutUrl: string }> {
  const missing = () => notFound(`No payment operation with _id ${String(operationId).slice(0, 60)}`, '_id');
  if (!isId(operationId)) throw missing();
  const provider = await ctx.providers.forCheckout(ctx.db);
  if (!provider) throw conflict('Card payments are not offered right now: ask Habita for a bank transfer', 'provider');

  const prepared = await ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const operation = await lockOperation(tx, operationId);
    if (!operation || operation.userId !== viewer.userId) throw missing();
    if (operation.kind === 'refund') throw conflict('This is a refund to you, not a payment', 'kind');
    if (operation.status === 'succeeded' || operation.status === 'refunded') throw conflict('This payment has already been made', 'status');
    const reservation = await lockReservation(tx, operation);
    if (operation.kind === 'first_month') {
      await holdForPayment(tx, operation.reservationId, reservation, ctx.settings.holdMinutes);
    } else if (operation.status === 'cancelled' || !isPaidReservationStatus(reservation.status)) {
      throw conflict('This payment is no longer owed', 'status');
    }
    await tx.execute(sql`update paymentoperations set status = ${paymentStatus('pending')}, updated_at = now() where id = ${operation.id}`);
    return { operation, reservation };
  });

  const { operation, reservation } = prepared;
  const base = ctx.settings.publicUrl;
  let checkout: { reference: string; url: string };
  try {
    checkout = await provider.createCheckout({
      operationId: operation.id,
      amount: operation.amount,
      description: checkoutDescription(operation.kind, reservation.room, reservation.startDate, reservation.endDate, reservation.language),
      email: reservation.email,
      successUrl: `${base}/pay/success/${operation.id}`,
      cancelUrl: `${base}/pay/error?operation=${operation.id}&reason=cancelled`,
    });
  } catch (error) {
    ctx.log.warn({ err: error, operation: operation.id }, 'the payment provider did not open a checkout');
    throw new HttpError(502, 'The payment provider is not answering: try again in a few minutes');
  }
  const stored = await rows(
    ctx.db,
    sql`update paymentoperations set provider = ${provider.name}, provider_reference = ${checkout.reference}, updated_at = now()
      where id = ${operation.id} and status = ${paymentStatus('pending')} returning id`,
  );
  if (stored.length === 0) {
    // Paid (by an older checkout), failed or no longer owed while this one was being opened: the
    // new checkout is not the operation's, so it must not take money.
    if (provider.closeCheckout) await provider.closeCheckout(checkout.reference).catch(() => undefined);
    throw conflict('This payment changed while its checkout was being opened: look at it again before paying', 'status');
  }
  // A checkout replaced by this one must not take a second payment.
  if (operation.providerReference && operation.provider === provider.name && provider.closeCheckout) {
    await provider.closeCheckout(operation.providerReference).catch(() => undefined);
  }
  return { checkoutUrl: checkout.url };
}
