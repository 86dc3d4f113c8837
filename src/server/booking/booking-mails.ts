import { sql } from 'drizzle-orm';
import { OWED_PAYMENT_STATUSES } from '../../catalog/collections/statuses.ts';
import type { Db } from '../db/database.ts';
import { rows, type SqlRow } from '../db/rows.ts';
import { paymentKind, paymentStatus, reservationStatus } from '../db/status-literals.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';

// The mails of a stay: the confirmation when the first payment arrives, and a reminder some days
// before each rent falls due. Both are written to the outbox with the change that causes them
// (the confirmation, the reminder's claim), so a send that fails is retried, and none is sent twice.

export interface BookingMailContext {
  db: Db;
  /** The site's address; the mails link to /myroom on it. */
  publicUrl: string;
}

type Language = 'es' | 'en';

function languageOf(row: SqlRow): Language {
  return row.language === 'en' ? 'en' : 'es';
}

export function localized(value: unknown, language: Language): string {
  if (value && typeof value === 'object') {
    const texts = value as Partial<Record<Language, string>>;
    return texts[language] || texts.es || texts.en || '';
  }
  return String(value ?? '');
}

function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

export function calendarDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const roomTitle = (row: SqlRow, language: Language) => `${localized(row.room_name, language)} · ${localized(row.property_title, language)}`;

/** Who a booking mail goes to and about which room, from a row of GUEST_AND_ROOM, in the guest's language. */
function addressed(publicUrl: string, row: SqlRow) {
  const language = languageOf(row);
  return { to: String(row.email), name: String(row.name ?? ''), language, link: `${publicUrl}/myroom`, room: roomTitle(row, language) };
}

const GUEST_AND_ROOM = `join users u on u.id = r.user_id and u.deleted_at is null
  join rooms ro on ro.id = r.room_id join properties p on p.id = ro.property_id`;

/** Writes the confirmation of a paid reservation to the outbox, in the transaction that confirmed it. */
export async function enqueueReservationConfirmed(tx: Db, publicUrl: string, reservationId: string): Promise<void> {
  const [row] = await rows(
    tx,
    sql`select u.email, u.name, u.language, ro.name as room_name, p.title as property_title,
        r.start_date::text as start_date, r.end_date::text as end_date, r.first_payment_total
      from roomreserves r ${sql.raw(GUEST_AND_ROOM)} where r.id = ${reservationId}`,
  );
  if (!row) return;
  const to = addressed(publicUrl, row);
  const language = to.language;
  await enqueueMail(
    tx,
    {
      kind: 'reservation-confirmed',
      ...to,
      amount: money(Number(row.first_payment_total ?? 0), language),
      from: calendarDay(String(row.start_date), language),
      until: calendarDay(String(row.end_date), language),
    },
    `reservation-confirmed:${reservationId}`,
  );
}

/**
 * Reminds each guest of rent falling due within `days` days, once per payment: the claim and the
 * mail are one transaction, so a claimed reminder is sent (and retried) by the outbox. Returns how many.
 */
export async function sendRentReminders(ctx: BookingMailContext, today: string, days: number): Promise<number> {
  return ctx.db.transaction(async (txn) => {
    const tx = txn as unknown as Db;
    const claimed = await rows(
      tx,
      sql`update paymentoperations o set reminded_at = now()
        from roomreserves r ${sql.raw(GUEST_AND_ROOM)}
        where r.id = o.reservation_id and o.kind = ${paymentKind('rent')} and o.status in ${paymentStatus.list(OWED_PAYMENT_STATUSES)} and o.reminded_at is null
          and o.deleted_at is null and r.status = ${reservationStatus('confirmed')}
          and o.due_date between ${today}::date and ${today}::date + ${days}::int
        returning o.id, o.amount, o.due_date::text as due_date, u.email, u.name, u.language, ro.name as room_name, p.title as property_title`,
    );
    for (const row of claimed) {
      const to = addressed(ctx.publicUrl, row);
      const language = to.language;
      await enqueueMail(
        tx,
        { kind: 'rent-reminder', ...to, amount: money(Number(row.amount), language), dueDate: calendarDay(String(row.due_date), language) },
        `rent-reminder:${String(row.id)}`,
      );
    }
    return claimed.length;
  });
}
