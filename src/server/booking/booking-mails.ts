import { sql } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { rows, type SqlRow } from '../db/rows.ts';
import type { Mailer } from '../mail/mailer.ts';

// The mails of a stay: the confirmation when the first payment arrives, and a reminder some days
// before each rent falls due. A reminder is claimed in the database before it is sent, so two
// server processes never both send it; a send that fails is logged and not retried (the tenant
// still sees the payment as due in /myroom).

export interface BookingMailContext {
  db: Db;
  mailer: Mailer;
  /** The site's address; the mails link to /myroom on it. */
  publicUrl: string;
  log?: { error(message: string): void };
}

type Language = 'es' | 'en';

function languageOf(row: SqlRow): Language {
  return row.language === 'en' ? 'en' : 'es';
}

function localized(value: unknown, language: Language): string {
  if (value && typeof value === 'object') {
    const texts = value as Partial<Record<Language, string>>;
    return texts[language] || texts.es || texts.en || '';
  }
  return String(value ?? '');
}

function money(cents: number, language: Language): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

function calendarDay(day: string, language: Language): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-ES' : 'en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

const roomTitle = (row: SqlRow, language: Language) => `${localized(row.room_name, language)} · ${localized(row.property_title, language)}`;

/** Who a booking mail goes to and about which room, from a row of GUEST_AND_ROOM, in the guest's language. */
function addressed(ctx: BookingMailContext, row: SqlRow) {
  const language = languageOf(row);
  return { to: String(row.email), name: String(row.name ?? ''), language, link: `${ctx.publicUrl}/myroom`, room: roomTitle(row, language) };
}

const GUEST_AND_ROOM = `join users u on u.id = r.user_id and u.deleted_at is null
  join rooms ro on ro.id = r.room_id join properties p on p.id = ro.property_id`;

/** Sends the guest the confirmation of a paid reservation. Never throws: a mail is not worth failing a payment for. */
export async function sendReservationConfirmed(ctx: BookingMailContext, reservationId: string): Promise<void> {
  try {
    const [row] = await rows(
      ctx.db,
      sql`select u.email, u.name, u.language, ro.name as room_name, p.title as property_title,
          r.start_date::text as start_date, r.end_date::text as end_date, r.first_payment_total
        from roomreserves r ${sql.raw(GUEST_AND_ROOM)} where r.id = ${reservationId}`,
    );
    if (!row) return;
    const to = addressed(ctx, row);
    const language = to.language;
    await ctx.mailer.send({
      kind: 'reservation-confirmed',
      ...to,
      amount: money(Number(row.first_payment_total ?? 0), language),
      from: calendarDay(String(row.start_date), language),
      until: calendarDay(String(row.end_date), language),
    });
  } catch (error) {
    ctx.log?.error(`Could not send the confirmation of reservation ${reservationId}: ${(error as Error).message}`);
  }
}

/** Reminds each guest of rent falling due within `days` days, once per payment. Returns how many were sent. */
export async function sendRentReminders(ctx: BookingMailContext, today: string, days: number): Promise<number> {
  const claimed = await rows(
    ctx.db,
    sql`update paymentoperations o set reminded_at = now()
      from roomreserves r ${sql.raw(GUEST_AND_ROOM)}
      where r.id = o.reservation_id and o.kind = 'rent' and o.status in ('pending', 'failed') and o.reminded_at is null
        and o.deleted_at is null and r.status = 'confirmed'
        and o.due_date between ${today}::date and ${today}::date + ${days}::int
      returning o.id, o.amount, o.due_date::text as due_date, u.email, u.name, u.language, ro.name as room_name, p.title as property_title`,
  );
  let sent = 0;
  for (const row of claimed) {
    const to = addressed(ctx, row);
    const language = to.language;
    try {
      await ctx.mailer.send({
        kind: 'rent-reminder',
        ...to,
        amount: money(Number(row.amount), language),
        dueDate: calendarDay(String(row.due_date), language),
      });
      sent += 1;
    } catch (error) {
      ctx.log?.error(`Could not send the rent reminder of payment ${String(row.id)}: ${(error as Error).message}`);
    }
  }
  return sent;
}
