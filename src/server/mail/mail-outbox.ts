import type { Db } from '../db/database.ts';
import { enqueue, type OutboxTopics } from '../outbox/outbox.ts';
import type { Mailer } from './mailer.ts';
import type { Mail } from './templates.ts';

// Every mail Habita sends goes through the outbox: written with the change that causes it, sent
// by the worker through the Mailer (SMTP or the .eml folder), retried when the server refuses.

export const MAIL_TOPIC = 'mail';

/** Writes a mail to be sent into the caller's transaction; `dedupeKey` sends it once whoever asks. */
export function enqueueMail(tx: Db, mail: Mail, dedupeKey?: string): Promise<string | null> {
  return enqueue(tx, { topic: MAIL_TOPIC, payload: mail as unknown as Record<string, unknown>, ...(dedupeKey ? { dedupeKey } : {}) });
}

/** `ana.garcia@example.com` → `a***a@example.com`: enough for staff to tell mails apart. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  const local = address.slice(0, at);
  const shown = local.length <= 2 ? `${local[0]}***` : `${local[0]}***${local[local.length - 1]}`;
  return `${shown}${address.slice(at)}`;
}

export function registerMailTopic(topics: OutboxTopics, mailer: Mailer): void {
  topics.register(
    MAIL_TOPIC,
    async ({ payload }) => {
      const mail = payload as unknown as Mail;
      try {
        await mailer.send(mail);
      } catch (error) {
        // The error is kept on the row and shown to staff: the recipient masked there too.
        const message = error instanceof Error ? error.message : String(error);
        // eslint-disable-next-line preserve-caught-error -- the cause would carry the address unmasked into the logs
        throw new Error(message.split(mail.to).join(maskAddress(mail.to)));
      }
    },
    (payload) => `${String(payload.kind)} to ${maskAddress(String(payload.to ?? ''))}`,
  );
}
