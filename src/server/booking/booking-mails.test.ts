import { readdir, readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { startSmtpCapture } from '../testing/smtp-capture.ts';
import { startTestApp, useTestApp, type TestApp } from '../testing/test-app.ts';
import { enqueueReservationConfirmed, sendRentReminders } from './booking-mails.ts';
import { confirmReservation } from './confirmation.ts';

// The stay's mails, through the outbox: the confirmation, and one reminder per rent falling due
// within the window, never twice, in the guest's language, and sent again when the mail server
// refused it the first time.

const YEAR = new Date().getUTCFullYear() + 1;

async function confirmedStay(t: TestApp, announce = true) {
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
  await t.database.db.transaction(async (tx) => {
    await confirmReservation(tx as never, reservation);
    if (announce) await enqueueReservationConfirmed(tx as unknown as Db, 'http://habita.test', reservation);
  });
  return { guest, reservation };
}

describe.each(databaseKinds())('booking mails on %s', (kind) => {
  const t = useTestApp(kind);

  const outboxFiles = async (kindOfMail: string) => (await readdir(t.outbox).catch(() => [] as string[])).filter((name) => name.includes(kindOfMail));
  const oneFile = async (kindOfMail: string) => {
    let found: string[] = [];
    await vi.waitFor(async () => expect((found = await outboxFiles(kindOfMail))).toHaveLength(1), { timeout: 10_000, interval: 20 });
    return simpleParser(await readFile(`${t.outbox}/${found[0]}`));
  };

  it('confirms a paid stay and reminds each rent once, days before it falls due', async () => {
    await confirmedStay(t);
    const ctx = { db: t.database.db, publicUrl: 'http://habita.test' };

    const confirmationMail = await oneFile('reservation-confirmed');
    expect(confirmationMail.subject).toMatch(/^Reservation confirmed: Room \d+ · Test flat \d+$/);
    expect(confirmationMail.text).toContain('http://habita.test/myroom');

    expect(await sendRentReminders(ctx, `${YEAR}-03-20`, 3)).toBe(0);
    expect(await sendRentReminders(ctx, `${YEAR}-03-29`, 3)).toBe(1);
    expect(await sendRentReminders(ctx, `${YEAR}-03-30`, 3)).toBe(0);
    const reminderMail = await oneFile('rent-reminder');
    expect(reminderMail.subject).toBe(`Your rent of €450.00 is due on 1 April ${YEAR}`);
  });
});

describe.each(databaseKinds())('a rent reminder the mail server refused on %s', (kind) => {
  it('is sent again by the outbox, once, after its claim', async () => {
    const smtp = await startSmtpCapture({ refuse: 2 });
    const t = await startTestApp(kind, { smtpUrl: smtp.url });
    try {
      const { guest } = await confirmedStay(t, false);
      const ctx = { db: t.database.db, publicUrl: 'http://habita.test' };
      expect(await sendRentReminders(ctx, `${YEAR}-03-29`, 3)).toBe(1);
      const reminder = await smtp.next((mail) => mail.subject.startsWith('Your rent'), 10_000);
      expect(reminder.to).toEqual([guest.email]);
      // Claimed once: a second hourly run finds nothing to claim and writes nothing.
      expect(await sendRentReminders(ctx, `${YEAR}-03-29`, 3)).toBe(0);
      const reminderRow = async () =>
        (await rows(t.database.db, sql`select status, attempts, last_error from outbox where topic = 'mail' and payload->>'kind' = 'rent-reminder'`))[0];
      // Refused twice by the server, delivered on the third try.
      await vi.waitFor(async () => expect(await reminderRow()).toMatchObject({ status: 'delivered', last_error: null, attempts: 3 }), { timeout: 5_000, interval: 20 });
      expect(smtp.mails.filter((mail) => mail.subject.startsWith('Your rent'))).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
