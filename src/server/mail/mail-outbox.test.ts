import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { startSmtpCapture } from '../testing/smtp-capture.ts';
import { startTestApp } from '../testing/test-app.ts';
import { maskAddress } from './mail-outbox.ts';

// Mails leave through the outbox, with a real SMTP server: one that refuses the first tries gets
// the mail on a retry; one that always refuses leaves it dead, with the server's answer, for staff.

const register = (email: string) => ({
  method: 'POST' as const,
  url: '/api/auth/register',
  payload: { email, password: 'a long enough passphrase 42', name: 'Ana', role: 'tenant' },
});

describe('maskAddress', () => {
  it('keeps the first and last letters and the domain', () => {
    expect(maskAddress('ana.garcia@example.com')).toBe('a***a@example.com');
    expect(maskAddress('al@example.com')).toBe('a***@example.com');
    expect(maskAddress('nobody')).toBe('***');
  });
});

describe.each(databaseKinds())('mails through the outbox on %s', (kind) => {
  const mailRow = async (db: Parameters<typeof rows>[0], email: string) =>
    (await rows(db, sql`select status, attempts, last_error, payload ? 'link' as keeps_link from outbox where topic = 'mail' and payload->>'to' = ${email}`))[0];

  it('a server that refuses the first tries gets the mail on a retry', async () => {
    const smtp = await startSmtpCapture({ refuse: 2 });
    const t = await startTestApp(kind, { as: null, smtpUrl: smtp.url });
    try {
      const email = `retried-${kind}@test.habita`;
      expect((await t.request(register(email))).statusCode).toBe(202);
      const mail = await smtp.next((candidate) => candidate.to.includes(email), 10_000);
      expect(mail.text).toContain('/verification/');
      await vi.waitFor(async () => expect(await mailRow(t.database.db, email)).toMatchObject({ status: 'delivered', attempts: 3, last_error: null }), {
        timeout: 5000,
        interval: 20,
      });
      expect(smtp.mails).toHaveLength(1);
      // The one-time link was a live secret: the row kept after sending no longer holds it.
      expect((await mailRow(t.database.db, email))?.keeps_link).toBe(false);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('a server that always refuses leaves the mail dead with its answer', async () => {
    const smtp = await startSmtpCapture({ refuse: Infinity });
    const t = await startTestApp(kind, { as: null, smtpUrl: smtp.url });
    try {
      const email = `refused-${kind}@test.habita`;
      expect((await t.request(register(email))).statusCode).toBe(202);
      await vi.waitFor(async () => expect((await mailRow(t.database.db, email))?.status).toBe('dead'), { timeout: 15_000, interval: 50 });
      const row = (await mailRow(t.database.db, email))!;
      expect(row.attempts).toBe(12);
      expect(String(row.last_error)).toContain('451 Mailbox busy, try again later');
      expect(smtp.mails).toHaveLength(0);
    } finally {
      await t.close();
      await smtp.close();
    }
  });
});
