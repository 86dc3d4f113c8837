import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import type { Mail } from '../mail/templates.ts';

// The account routes' mails. Work whose cost would tell whether an address has an account
// (looking it up, making a link, writing the mail) runs after the answer has gone, the same
// answer either way; the app waits for it before it closes.

export interface AccountMail {
  /** Writes the mail to the outbox after the answer. */
  deliver(mail: Mail): void;
  /**
   * Runs `prepare` after the answer, in a transaction with the mail it returns: no link without
   * its mail, no mail without its link.
   */
  inBackground(prepare: (tx: Db) => Promise<Mail | undefined>): void;
  /** A one-time link to a page of the site: `/page/nonce/address`. */
  link(page: string, nonce: string, address: string): string;
  /** An address on the site. */
  site(path?: string): string;
}

export function accountMail(app: FastifyInstance, db: Db, publicUrl: string): AccountMail {
  const base = publicUrl.replace(/\/$/, '');
  const pending = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled(pending);
  });

  function inBackground(prepare: (tx: Db) => Promise<Mail | undefined>): void {
    const work = db
      .transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const mail = await prepare(tx);
        if (mail) await enqueueMail(tx, mail);
      })
      // Sending failures are the outbox's to retry; this is the database failing. The person can ask again.
      .catch((error: unknown) => app.log.error({ err: error }, 'account mail work failed'))
      .finally(() => pending.delete(work));
    pending.add(work);
  }

  return {
    deliver: (mail) => inBackground(async () => mail),
    inBackground,
    link: (page, nonce, address) => `${base}/${page}/${nonce}/${encodeURIComponent(address)}`,
    site: (path = '/') => `${base}${path}`,
  };
}
