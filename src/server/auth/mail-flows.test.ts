import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../testing/smtp-capture.ts';
import { startTestApp, useTestApp, type TestApp } from '../testing/test-app.ts';

// The account flows end to end: the app sends through a real SMTP server on 127.0.0.1, the
// test reads the mail, follows its link, and logs in, as a person would.

const json = (t: TestApp, method: 'POST' | 'PUT' | 'DELETE', url: string, payload: unknown, cookie = '') =>
  t.request({ method, url, payload: payload as object, headers: { cookie } });

/** The nonce and email of the link in a mail: `<site>/<page>/<nonce>/<email>`. */
function linkOf(mail: CapturedMail, page: 'verification' | 'forgot'): { nonce: string; email: string } {
  const match = new RegExp(`https?://[^\\s"<>]+/${page}/([A-Za-z0-9_-]+)/([^\\s"<>]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${page} link in: ${mail.text}`);
  return { nonce: match[1]!, email: decodeURIComponent(match[2]!) };
}

function cookieOf(response: { headers: Record<string, unknown> }): string {
  const header = response.headers['set-cookie'];
  const first = (Array.isArray(header) ? header : [header]).find((c) => typeof c === 'string' && c.startsWith('habita_session='));
  if (!first) throw new Error('No session cookie set');
  return (first as string).split(';')[0]!;
}

let counter = 0;
const address = (what: string) => `${what}-${Date.now().toString(36)}-${(counter += 1)}@mail.habita.test`;
const PASSWORD = 'lemon tree by the river';

describe.each(databaseKinds())('account mail flows on %s', (kind) => {
  let smtp: SmtpCapture;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await startTestApp(kind, { as: null, smtpUrl: smtp.url });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const mailTo = (to: string) => smtp.next((mail) => mail.to.includes(to));

  async function register(email: string, language: 'es' | 'en' = 'en') {
    const response = await json(t, 'POST', '/api/auth/register', { email, password: PASSWORD, name: 'Lucía Pérez', role: 'tenant', language });
    expect(response.statusCode, response.body).toBe(202);
    return response.json().message as string;
  }

  it('register, read the mail, follow the link, log in', async () => {
    const email = address('new');
    await register(email);
    const mail = await mailTo(email);
    expect(mail.subject).toMatch(/confirm/i);
    expect(mail.html).toContain('/verification/');
    const link = linkOf(mail, 'verification');
    expect(link.email).toBe(email);

    const early = await json(t, 'POST', '/api/auth/login', { email, password: PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toMatchObject({ field: 'email', status: 403, message: expect.stringMatching(/confirm/i) });

    const verified = await json(t, 'POST', '/api/auth/verification', link);
    expect(verified.statusCode, verified.body).toBe(200);

    const login = await json(t, 'POST', '/api/auth/login', { email: email.toUpperCase(), password: PASSWORD });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().user).toMatchObject({ email, role: 'tenant', name: 'Lucía Pérez', language: 'en' });
    expect(login.json().user).not.toHaveProperty('passwordHash');
    expect(login.json().user.emailVerifiedAt).toEqual(expect.any(String));

    const session = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookieOf(login) } });
    expect(session.json().user.email).toBe(email);
  });

  it('following the link signs its owner in, once: a replay, a foreign page or a disabled account gets no session', async () => {
    const email = address('link-login');
    await register(email);
    const link = linkOf(await mailTo(email), 'verification');

    const fromElsewhere = await t.request({ method: 'POST', url: '/api/auth/verification', payload: link, headers: { origin: 'https://evil.test' } });
    expect(fromElsewhere.statusCode).toBe(403);
    expect(fromElsewhere.headers['set-cookie']).toBeUndefined();

    const verified = await json(t, 'POST', '/api/auth/verification', link);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toMatchObject({ email, role: 'tenant' });
    const session = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie: cookieOf(verified) } });
    expect(session.json().user).toMatchObject({ email, role: 'tenant' });

    const replay = await json(t, 'POST', '/api/auth/verification', link);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ field: 'nonce', message: expect.stringMatching(/already been used/) });
    expect(replay.headers['set-cookie']).toBeUndefined();

    const disabled = address('link-disabled');
    await register(disabled);
    const disabledLink = linkOf(await mailTo(disabled), 'verification');
    await t.database.db.execute(sql`update users set disabled_at = now() where email = ${disabled}`);
    const refused = await json(t, 'POST', '/api/auth/verification', disabledLink);
    expect(refused.statusCode).toBe(200);
    expect(refused.json().user).toBeNull();
    expect(refused.headers['set-cookie']).toBeUndefined();
  });

  it('someone else signed in on the browser stays signed in as themselves when a link is followed there', async () => {
    const other = await t.signIn('landlord');
    const email = address('link-shared');
    await register(email);
    const verified = await json(t, 'POST', '/api/auth/verification', linkOf(await mailTo(email), 'verification'), other.cookie);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().user).toBeNull();
    expect(verified.headers['set-cookie']).toBeUndefined();
    const session = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie: other.cookie } });
    expect(session.json().user.email).toBe(other.email);
    expect((await json(t, 'POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('writes the mail in the language the account chose', async () => {
    const es = address('es');
    const en = address('en');
    await register(es, 'es');
    await register(en, 'en');
    const [spanish, english] = [await mailTo(es), await mailTo(en)];
    expect(spanish.subject).not.toBe(english.subject);
    expect(spanish.text).toMatch(/48 horas/);
    expect(english.text).toMatch(/48 hours/);
  });

  it('a used, an expired, a superseded or a tampered link says so and changes nothing', async () => {
    const email = address('links');
    await register(email);
    const first = linkOf(await mailTo(email), 'verification');

    const resent = await json(t, 'POST', '/api/auth/verification/resend', { email });
    expect(resent.statusCode).toBe(202);
    const second = linkOf(await mailTo(email), 'verification');

    const superseded = await json(t, 'POST', '/api/auth/verification', first);
    expect(superseded.statusCode).toBe(400);
    expect(superseded.json()).toMatchObject({ field: 'nonce', status: 400, message: expect.stringMatching(/expired/) });

    const wrongEmail = await json(t, 'POST', '/api/auth/verification', { ...second, email: address('other') });
    expect(wrongEmail.json().message).toMatch(/not valid/);
    const tampered = await json(t, 'POST', '/api/auth/verification', { ...second, nonce: `${second.nonce.slice(0, -1)}${second.nonce.endsWith('A') ? 'B' : 'A'}` });
    expect(tampered.json().message).toMatch(/not valid/);
    expect((await json(t, 'POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(403);

    expect((await json(t, 'POST', '/api/auth/verification', second)).statusCode).toBe(200);
    const reused = await json(t, 'POST', '/api/auth/verification', second);
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/already been used/);

    const other = address('expiring');
    await register(other);
    const late = linkOf(await mailTo(other), 'verification');
    await t.database.db.execute(sql`update auth_tokens set expires_at = now() - interval '1 second'
      where user_id = (select id from users where email = ${other})`);
    const expired = await json(t, 'POST', '/api/auth/verification', late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().message).toMatch(/expired/);
    const [account] = await rows(t.database.db, sql`select email_verified_at from users where email = ${other}`);
    expect(account!.email_verified_at).toBeNull();
  });

  it('registering a known address answers the same and tells the owner instead', async () => {
    const email = address('twice');
    const firstAnswer = await register(email);
    await mailTo(email);
    const secondAnswer = await register(email.toUpperCase());
    expect(secondAnswer.replace(email.toUpperCase(), email)).toBe(firstAnswer);
    const notice = await mailTo(email);
    expect(notice.text).toMatch(/forgot/);
    expect(notice.text).not.toMatch(/verification\//);
    const [count] = await rows(t.database.db, sql`select count(*)::int as n from users where lower(email) = lower(${email})`);
    expect(count!.n).toBe(1);
  });

  it('forgot password: the link sets a new password, ends every session, and works once', async () => {
    const email = address('forgot');
    await register(email);
    await json(t, 'POST', '/api/auth/verification', linkOf(await mailTo(email), 'verification'));
    const before = cookieOf(await json(t, 'POST', '/api/auth/login', { email, password: PASSWORD }));

    const unknown = await json(t, 'POST', '/api/auth/forgot', { email: address('nobody') });
    const known = await json(t, 'POST', '/api/auth/forgot', { email });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
    const mail = await mailTo(email);
    expect(mail.text).toMatch(/1 hour/);
    const link = linkOf(mail, 'forgot');

    const weak = await json(t, 'POST', '/api/auth/reset', { ...link, password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    const short = await json(t, 'POST', '/api/auth/reset', { ...link, password: 'short' });
    expect(short.json().field).toBe('password');

    const newPassword = 'seven purple wheelbarrows';
    const reset = await json(t, 'POST', '/api/auth/reset', { ...link, password: newPassword });
    expect(reset.statusCode, reset.body).toBe(200);
    const again = await json(t, 'POST', '/api/auth/reset', { ...link, password: 'another fine password' });
    expect(again.json()).toMatchObject({ status: 400, field: 'nonce', message: expect.stringMatching(/already been used/) });

    const old = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie: before } });
    expect(old.json().user).toBeNull();
    expect((await json(t, 'POST', '/api/auth/login', { email, password: PASSWORD })).statusCode).toBe(401);
    expect((await json(t, 'POST', '/api/auth/login', { email, password: newPassword })).statusCode).toBe(200);
    // Nothing went to the unknown address.
    expect(smtp.mails.some((m) => m.to.some((to) => to.startsWith('nobody-')))).toBe(false);
  });
});

describe('without SMTP_URL, mails go to the outbox folder', () => {
  const t = useTestApp('pglite', { as: null });

  it('writes the verification mail as an .eml file holding the link', async () => {
    const email = address('outbox');
    const response = await json(t, 'POST', '/api/auth/register', { email, password: PASSWORD, name: 'Ana', role: 'landlord' });
    expect(response.statusCode).toBe(202);
    let files: string[] = [];
    for (let attempt = 0; attempt < 100 && files.length === 0; attempt += 1) {
      files = (await readdir(t.outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
      if (files.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(join(t.outbox, files[0]!)));
    expect(mail.text).toContain(`/verification/`);
    expect(mail.text).toContain(encodeURIComponent(email));
  });
});
