import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';

// The mails serve.sh's server writes to its outbox folder, read as a person reads their inbox.

export const OUTBOX = join(process.env.E2E_DATA_DIR ?? '.e2e-data', 'outbox');

/** The path of the newest link of that kind in a mail to `email`, waiting for the mail to be written. */
export async function linkInOutbox(email: string, page: 'verification' | 'forgot', outbox = OUTBOX): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const files = (await readdir(outbox).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort().reverse();
    for (const file of files) {
      const mail = await simpleParser(await readFile(join(outbox, file)));
      const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
      if (!to.some((address) => address.value.some((v) => v.address === email))) continue;
      const match = new RegExp(`https?://[^\\s]+(/${page}/[A-Za-z0-9_-]+/[^\\s]+)`).exec(mail.text ?? '');
      if (match) return match[1]!;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No ${page} mail to ${email} in ${outbox}`);
}

/** The nonce and address of a one-time link path, as the API takes them. */
export function linkParts(path: string): { nonce: string; email: string } {
  const [, , nonce, address] = path.split('/');
  return { nonce: nonce!, email: decodeURIComponent(address!) };
}
