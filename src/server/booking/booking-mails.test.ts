import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../mail/mailer.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { sendRentReminders, sendReservationConfirmed } from './booking-mails.ts';
import { confirmReservation } from './confirmation.ts';

// The stay's mails, written to the outbox as .eml files: the confirmation, and one reminder per
// rent falling due within the window, never twice, in the guest's language.

const YEAR = new Date().getUTCFullYear() + 1;

describe.each(databaseKinds())('booking mails on %s', (kind) => {
  const t = useTestApp(kind);

  const outboxFiles = async (kindOfMail: string) => (await readdir(t.outbox).catch(() => [] as string[])).filter((name) => name.includes(kindOfMail));

  it('confirms a paid stay and reminds each rent once, days before it falls due', async () => {
    const guest = await t.signIn('tenant');
    await t.database.db.execute(sql`update users set language = 'en', name = 'Maya' where id = ${guest.id}`);
    const { room } = await makeBookableRoom(t, { monthlyPrice: 45_000 });
    const held = await t.request({
      method: 'POST',
      url: '/api/booking/reservations',
      headers: { cookie: guest.cookie },
      payload: { room, from: `${YEAR}-03-01`, to: `${YEAR}-06-01` },
    });
    expect(held.statusCode, held.body).toBe(201);
    const reservation = held.json().reservation._id as string;
    await t.database.db.transaction((tx) => confirmReservation(tx as never, reservation));
    const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: t.outbox }, { info: () => undefined, error: () => undefined });
    const ctx = { db: t.database.db, mailer, publicUrl: 'http://habita.test' };

    await sendReservationConfirmed(ctx, reservation);
    const [confirmation] = await outboxFiles('reservation-confirmed');
    const confirmationMail = await simpleParser(await readFile(`${t.outbox}/${confirmation}`));
    expect(confirmationMail.subject).toMatch(/^Reservation confirmed: Room \d+ · Test flat \d+$/);
    expect(confirmationMail.text).toContain('http://habita.test/myroom');

    expect(await sendRentReminders(ctx, `${YEAR}-03-20`, 3)).toBe(0);
    expect(await sendRentReminders(ctx, `${YEAR}-03-29`, 3)).toBe(1);
    expect(await sendRentReminders(ctx, `${YEAR}-03-30`, 3)).toBe(0);
    const [reminder] = await outboxFiles('rent-reminder');
    const reminderMail = await simpleParser(await readFile(`${t.outbox}/${reminder}`));
    expect(reminderMail.subject).toBe(`Your rent of €450.00 is due on 1 April ${YEAR}`);
  });
});
