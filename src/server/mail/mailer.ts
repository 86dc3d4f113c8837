import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { renderMail, type Mail } from './templates.ts';

// Sends account mails. With an SMTP server configured they go out through it; without one they
// are written as .eml files into an outbox folder and the link is logged, so registration and
// password resets can be followed on a machine with no mail server at all.

export interface MailSettings {
  /** `smtp://user:pass@host:587` or `smtps://…`; unset writes mails to `outboxDir` instead. */
  smtpUrl?: string;
  /** The From header, e.g. `Habita <no-reply@habita.example>`. */
  from: string;
  outboxDir: string;
}

export interface MailLog {
  info(message: string): void;
  error(message: string): void;
}

export interface Mailer {
  send(mail: Mail): Promise<SentMail>;
  close(): void;
}

export interface SentMail {
  messageId: string;
  /** The .eml file, when the mail was written to the outbox rather than sent. */
  file?: string;
}

/** A mail that could not be sent. Its message names the server without credentials. */
export class MailSendError extends Error {
  readonly code: string | undefined;
  constructor(message: string, code: string | undefined) {
    super(message);
    this.name = 'MailSendError';
    this.code = code;
  }
}

// Long enough for a slow provider, short enough that a dead server does not hold a send for the
// library defaults of two and ten minutes. Query parameters of the URL override them.
const smtpTimeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };

export function createMailer(settings: MailSettings, log: MailLog): Mailer {
  return settings.smtpUrl ? smtpMailer(settings, settings.smtpUrl, log) : outboxMailer(settings, log);
}

function outboxMailer(settings: MailSettings, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const file = join(settings.outboxDir, outboxFileName(mail.kind, new Date()));
      const message = messageOf(mail, settings.from);
      try {
        const info = await transport.sendMail(message);
        await mkdir(settings.outboxDir, { recursive: true });
        // `wx`: never overwrite a mail already in the outbox, however unlikely a name clash is.
        await writeFile(file, info.message as Buffer, { flag: 'wx' });
        log.info(`Mail "${mail.kind}" to ${mail.to} ("${message.subject}") written to ${file}; link: ${mail.link}`);
        return { messageId: info.messageId, file };
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        log.error(`Mail "${mail.kind}" to ${mail.to} could not be written to the outbox: ${reason}`);
        throw error;
      }
    },
    close() {
      transport.close();
    },
  };
}

function smtpMailer(settings: MailSettings, smtpUrl: string, log: MailLog): Mailer {
  const transport = nodemailer.createTransport({ url: smtpUrl, ...smtpTimeouts });
  const server = describeServer(smtpUrl);
  const secrets = secretsOf(smtpUrl);
  return {
    async send(mail) {
      const message = messageOf(mail, settings.from);
      try {
        const info = await transport.sendMail(message);
        log.info(`Mail "${mail.kind}" sent to ${mail.to} ("${message.subject}") through ${server}`);
        return { messageId: info.messageId };
      } catch (error) {
        const code = typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : undefined;
        const reason = redact(error instanceof Error ? error.message : String(error), secrets);
        const failure = `Mail "${mail.kind}" to ${mail.to} could not be sent through ${server}: ${reason}`;
        log.error(failure);
        // A new error rather than the library's: its fields (command, response, cause) are not ours
        // to vouch for, and this one goes to logs and error reporters.
        throw new MailSendError(failure, code);
      }
    },
    close() {
      transport.close();
    },
  };
}

function messageOf(mail: Mail, from: string): SendMailOptions & { subject: string } {
  const { subject, text, html } = renderMail(mail);
  return {
    from,
    to: { name: mail.name.replace(/\s+/g, ' ').trim(), address: mail.to },
    subject,
    text,
    html,
    messageId: `<${randomUUID()}@${domainOf(from)}>`,
    headers: {
      // RFC 3834: tells auto-responders (out-of-office replies) not to answer this mail.
      'Auto-Submitted': 'auto-generated',
      'X-Auto-Response-Suppress': 'All',
    },
  };
}

function domainOf(address: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(address)?.[1] ?? 'habita.local';
}

/** `20261122T101502123Z-verify-1a2b3c4d.eml`: sorts by time, safe on every file system. */
export function outboxFileName(kind: Mail['kind'], at: Date): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `${stamp}-${kind}-${randomBytes(4).toString('hex')}.eml`;
}

// Read by hand rather than with `new URL`, which refuses some URLs nodemailer's lenient parser
// accepts: a password we failed to find is a password we would fail to hide.
function splitAuthority(smtpUrl: string): { userInfo: string; host: string } {
  const afterScheme = smtpUrl.replace(/^[A-Za-z][A-Za-z0-9+.-]*:\/\//, '');
  const authority = afterScheme.split(/[/?#]/, 1)[0] ?? '';
  const at = authority.lastIndexOf('@');
  return { userInfo: at < 0 ? '' : authority.slice(0, at), host: authority.slice(at + 1) };
}

function describeServer(smtpUrl: string): string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//.exec(smtpUrl)?.[1] ?? 'smtp';
  const { host } = splitAuthority(smtpUrl);
  return host ? `${scheme}://${host}` : 'the SMTP server';
}

function secretsOf(smtpUrl: string): string[] {
  const { userInfo } = splitAuthority(smtpUrl);
  const colon = userInfo.indexOf(':');
  const parts = colon < 0 ? [userInfo] : [userInfo, userInfo.slice(0, colon), userInfo.slice(colon + 1)];
  const found = new Set<string>();
  for (const part of parts) {
    if (!part) continue;
    found.add(part);
    try {
      found.add(decodeURIComponent(part));
    } catch {
      // A malformed escape: the raw form is already in the set.
    }
  }
  // Longest first, so the whole user:password pair goes before its pieces.
  return [...found].sort((a, b) => b.length - a.length);
}

function redact(text: string, secrets: string[]): string {
  return secrets.reduce((result, secret) => result.split(secret).join('***'), text);
}
