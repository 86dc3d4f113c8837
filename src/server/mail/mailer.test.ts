import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpCapture, type SmtpCapture } from '../testing/smtp-capture.ts';
import { escapeHtml } from '../escape-html.ts';
import { createMailer, MailSendError, type MailLog } from './mailer.ts';
import type { AccountMail } from './templates.ts';

const from = 'Habita <no-reply@habita.example>';
const link = 'https://habita.example/verification/Zm9vYmFy/ana%2Btest%40example.com?from=mail&step=1';

function recordingLog(): MailLog & { infos: string[]; errors: string[] } {
  const infos: string[] = [];
  const errors: string[] = [];
  return { infos, errors, info: (line) => infos.push(line), error: (line) => errors.push(line) };
}

function verifyMail(overrides: Partial<AccountMail> = {}): AccountMail {
  return { kind: 'verify', to: 'ana+test@example.com', name: 'Ana', language: 'es', link, ...overrides } as AccountMail;
}

describe('outbox mailer (no SMTP server)', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = join(await mkdtemp(join(tmpdir(), 'habita-mail-')), 'outbox');
  });
  afterAll(() => rm(join(outboxDir, '..'), { recursive: true, force: true }));

  it('writes the mail as an .eml file and logs where it went and its link', async () => {
    const log = recordingLog();
    const mailer = createMailer({ from, outboxDir }, log);
    const sent = await mailer.send(verifyMail());
    mailer.close();

    expect(sent.file).toBeDefined();
    expect(await readdir(outboxDir)).toEqual([sent.file!.slice(outboxDir.length + 1)]);
    expect(sent.file!).toMatch(/\/\d{8}T\d{9}Z-verify-[0-9a-f]{8}\.eml$/);

    const parsed = await simpleParser(await readFile(sent.file!));
    expect(parsed.subject).toBe('Confirma tu correo en Habita');
    expect(parsed.messageId).toBe(sent.messageId);
    expect(sent.messageId).toMatch(/^<[0-9a-f-]+@habita\.example>$/);
    expect(parsed.from?.value).toEqual([{ name: 'Habita', address: 'no-reply@habita.example' }]);
    const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
    expect(to?.value[0]?.address).toBe('ana+test@example.com');
    expect(parsed.text).toContain(link);
    expect(parsed.html).toContain(escapeHtml(link));
    expect(parsed.headers.get('auto-submitted')).toBe('auto-generated');

    expect(log.errors).toEqual([]);
    expect(log.infos).toHaveLength(1);
    expect(log.infos[0]).toContain('ana+test@example.com');
    expect(log.infos[0]).toContain('Confirma tu correo en Habita');
    expect(log.infos[0]).toContain(sent.file!);
    expect(log.infos[0]).toContain(link);
  });

  it('keeps one file per mail, sorted by the time they were written', async () => {
    const mailer = createMailer({ from, outboxDir: join(outboxDir, 'sorted') }, recordingLog());
    const first = await mailer.send(verifyMail({ kind: 'reset' }));
    const second = await mailer.send(verifyMail({ kind: 'password-changed' }));
    mailer.close();
    const files = await readdir(join(outboxDir, 'sorted'));
    expect(files.sort()).toEqual([first.file, second.file].map((file) => file!.split('/').pop()));
    expect(files[0]).toContain('-reset-');
  });
});

describe('SMTP mailer', () => {
  let capture: SmtpCapture;
  beforeAll(async () => {
    capture = await startSmtpCapture();
  });
  afterAll(() => capture.close());

  it('delivers text and HTML in the reader language, with the link, and logs no link', async () => {
    const log = recordingLog();
    const mailer = createMailer({ smtpUrl: capture.url, from, outboxDir: '/nonexistent/never-written' }, log);
    const sentEs = await mailer.send(verifyMail({ kind: 'reset', to: 'es@example.com', language: 'es' }));
    const sentEn = await mailer.send(verifyMail({ kind: 'reset', to: 'en@example.com', language: 'en' }));
    mailer.close();

    const es = await capture.next((mail) => mail.to.includes('es@example.com'));
    const en = await capture.next((mail) => mail.to.includes('en@example.com'));
    expect(es.subject).toBe('Restablece tu contraseña de Habita');
    expect(en.subject).toBe('Reset your Habita password');
    for (const mail of [es, en]) {
      expect(mail.from).toBe('no-reply@habita.example');
      expect(mail.raw).toContain(`From: ${from}`);
      expect(mail.text).toContain(link);
      expect(mail.html).toContain(escapeHtml(link));
      expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
      expect(mail.raw).toMatch(/Content-Type: text\/plain/i);
      expect(mail.raw).toMatch(/Content-Type: text\/html/i);
    }
    expect(es.text).toContain('1 hora');
    expect(en.text).toContain('1 hour');
    expect(es.raw).toContain(`Message-ID: ${sentEs.messageId}`);
    expect(en.raw).toContain(`Message-ID: ${sentEn.messageId}`);
    expect(sentEs.file).toBeUndefined();

    expect(log.infos).toHaveLength(2);
    expect(log.infos[0]).toContain('es@example.com');
    expect(log.infos[0]).toContain('Restablece tu contraseña de Habita');
    expect(log.infos.join('\n')).not.toContain('Zm9vYmFy');
  });

  it('never lets a name through unescaped into the HTML', async () => {
    const mailer = createMailer({ smtpUrl: capture.url, from, outboxDir: '/nonexistent' }, recordingLog());
    await mailer.send(verifyMail({ to: 'script@example.com', name: '<script>alert(1)</script>', language: 'en' }));
    mailer.close();
    const mail = await capture.next((candidate) => candidate.to.includes('script@example.com'));
    expect(mail.html).not.toContain('<script');
    expect(mail.html).toContain('Hi &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('logs in when the URL carries credentials', async () => {
    const url = capture.url.replace('smtp://', 'smtp://habita:secret@');
    const mailer = createMailer({ smtpUrl: url, from, outboxDir: '/nonexistent' }, recordingLog());
    await mailer.send(verifyMail({ kind: 'account-deleted', to: 'auth@example.com' }));
    mailer.close();
    const mail = await capture.next((candidate) => candidate.to.includes('auth@example.com'));
    expect(mail.subject).toBe('Tu cuenta de Habita se ha cerrado');
  });

  it('rejects when the server cannot be reached, without exposing the credentials', async () => {
    const log = recordingLog();
    const mailer = createMailer(
      { smtpUrl: 'smtps://habita-mailer:S3cret%2Fpass@127.0.0.1:1', from, outboxDir: '/nonexistent' },
      log,
    );
    const error = await mailer.send(verifyMail()).then(
      () => expect.fail('the send should have been refused'),
      (caught: unknown) => caught as MailSendError,
    );
    mailer.close();
    expect(error).toBeInstanceOf(MailSendError);
    expect(error.message).toMatch(/could not be sent through smtps:\/\/127\.0\.0\.1:1: connect ECONNREFUSED/);
    const exposed = JSON.stringify({ message: error.message, stack: error.stack, error, logs: log.errors });
    expect(exposed).not.toMatch(/S3cret|habita-mailer/);
    expect(error.code).toBe('ESOCKET');
    expect(log.errors).toHaveLength(1);
    expect(log.infos).toEqual([]);
  });
});

describe('SMTP capture', () => {
  it('hands each mail out once, in arrival order, and says what it saw when nothing matches', async () => {
    const capture = await startSmtpCapture();
    try {
      expect(capture.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      const mailer = createMailer({ smtpUrl: capture.url, from, outboxDir: '/nonexistent' }, recordingLog());
      const waiting = capture.next();
      await mailer.send(verifyMail({ to: 'first@example.com' }));
      await mailer.send(verifyMail({ to: 'second@example.com' }));
      mailer.close();

      expect((await waiting).to).toEqual(['first@example.com']);
      expect((await capture.next()).to).toEqual(['second@example.com']);
      expect(capture.mails.map((mail) => mail.to[0])).toEqual(['first@example.com', 'second@example.com']);
      await expect(capture.next(undefined, 50)).rejects.toThrow(
        /No matching mail arrived within 50 ms\. Received 2 \(2 already taken\)/,
      );
    } finally {
      await capture.close();
    }
  });
});
