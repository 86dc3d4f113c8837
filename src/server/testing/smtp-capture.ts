import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on a free local port that keeps every mail it receives, so tests can send
// through the production SMTP path and read what a recipient would get.

export interface CapturedMail {
  /** Envelope recipients: the addresses the server was asked to deliver to. */
  to: string[];
  /** Envelope sender address, e.g. `no-reply@habita.local` (the display name is in `raw`). */
  from: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface SmtpCapture {
  /** `smtp://127.0.0.1:<port>`, usable as `smtpUrl`. */
  url: string;
  /** Every mail received so far, in arrival order, whether taken by `next()` or not. */
  mails: CapturedMail[];
  /** The first mail not yet taken that matches, waiting for it when none has arrived yet. */
  next(predicate?: (mail: CapturedMail) => boolean, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

interface Waiter {
  predicate: (mail: CapturedMail) => boolean;
  resolve(mail: CapturedMail): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

export interface SmtpCaptureOptions {
  /** Refuses this many mails first (a busy server's 451), then takes the rest; Infinity refuses all. */
  refuse?: number;
}

export async function startSmtpCapture(options: SmtpCaptureOptions = {}): Promise<SmtpCapture> {
  let refusalsLeft = options.refuse ?? 0;
  const mails: CapturedMail[] = [];
  const taken = new Set<CapturedMail>();
  const waiters: Waiter[] = [];

  const deliver = (mail: CapturedMail) => {
    mails.push(mail);
    const waiter = waiters.find((candidate) => candidate.predicate(mail));
    if (!waiter) return;
    waiters.splice(waiters.indexOf(waiter), 1);
    clearTimeout(waiter.timer);
    taken.add(mail);
    waiter.resolve(mail);
  };

  const server = new SMTPServer({
    // Plain SMTP only. Not advertising STARTTLS keeps nodemailer from upgrading the connection,
    // which would fail on the server's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    // So an smtpUrl with user:pass works here too: any credentials are accepted.
    allowInsecureAuth: true,
    onMailFrom(_address, _session, callback) {
      if (refusalsLeft <= 0) return callback();
      refusalsLeft -= 1;
      const busy = Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 });
      callback(busy);
    },
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error) => callback(error));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            deliver({
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw: raw.toString('utf8'),
            });
            callback();
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
      });
    },
    logger: false,
    // Tests close the capture at the end; a client still connected must not hold that up.
    closeTimeout: 1_000,
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  // An error after start (a client dropping mid-session) is not a test failure by itself.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    next(predicate = () => true, timeoutMs = 5_000) {
      const waiting = mails.find((mail) => !taken.has(mail) && predicate(mail));
      if (waiting) {
        taken.add(waiting);
        return Promise.resolve(waiting);
      }
      return new Promise<CapturedMail>((resolve, reject) => {
        const waiter: Waiter = {
          predicate,
          resolve,
          reject,
          timer: setTimeout(() => {
            waiters.splice(waiters.indexOf(waiter), 1);
            const received = mails.map((mail) => `"${mail.subject}" to ${mail.to.join(', ')}`);
            reject(
              new Error(
                `No matching mail arrived within ${timeoutMs} ms. ` +
                  `Received ${mails.length} (${taken.size} already taken)` +
                  (received.length ? `: ${received.join('; ')}` : ''),
              ),
            );
          }, timeoutMs),
        };
        waiters.push(waiter);
      });
    },
    close() {
      for (const waiter of waiters.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.reject(new Error('The SMTP capture was closed before a matching mail arrived'));
      }
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
