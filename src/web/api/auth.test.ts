import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startSmtpCapture, type CapturedMail, type SmtpCapture } from '../../server/testing/smtp-capture.ts';
import { startTestApp, type TestApp } from '../../server/testing/test-app.ts';
import { loadSession, logOut } from '../store/session-slice.ts';
import { createAppStore } from '../store/store.ts';
import {
  askPasswordReset,
  changeAccount,
  changePassword,
  deleteAccount,
  exportAccount,
  fetchSession,
  logIn,
  logOutEverywhere,
  register,
  resendVerification,
  resetPassword,
  verifyEmail,
} from './auth.ts';
import { cookieJar } from '../testing/cookie-jar.ts';
import { ApiError, setApiBase } from './http.ts';

// The accounts client and the session thunks against the real server on a real port, with
// mail going through a real SMTP server, and a cookie jar in place of the browser's.

let t: TestApp;
let smtp: SmtpCapture;
let base: string;
const browser = cookieJar();
const browserFetch = browser.fetch;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await startTestApp('pglite', { as: null, smtpUrl: smtp.url });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});

afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

beforeEach(() => {
  browser.cookie = '';
  setApiBase(base);
  vi.stubGlobal('fetch', browserFetch);
  return () => vi.unstubAllGlobals();
});

let counter = 0;
const address = (what: string) => `${what}-${Date.now().toString(36)}-${(counter += 1)}@web.habita.test`;
const PASSWORD = 'Plum-Orchard-77';

/** The nonce of the link in the next mail to `email` that links to `page`. */
async function linkFor(email: string, page: 'verification' | 'forgot'): Promise<{ nonce: string; email: string }> {
  const mail: CapturedMail = await smtp.next((m) => m.to.includes(email) && m.text.includes(`/${page}/`));
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]+)/([^\\s"<>]+)`).exec(mail.text)!;
  return { nonce: match[1]!, email: decodeURIComponent(match[2]!) };
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

/** A confirmed account, made the way a person makes one. */
async function confirmedAccount(name = 'Ana'): Promise<string> {
  const email = address(name.toLowerCase());
  await register({ email, password: PASSWORD, name, role: 'tenant', language: 'en' });
  const link = await linkFor(email, 'verification');
  await verifyEmail(link.nonce, link.email);
  // The link signed the person in; the tests start from a browser with nobody signed in.
  browser.cookie = '';
  return email;
}

describe('signing up', () => {
  it('registers, and the link in the mail confirms the address once', async () => {
    const email = address('new');
    expect(await register({ email, password: PASSWORD, name: 'Nora', role: 'landlord', language: 'en' })).toContain(email);
    const link = await linkFor(email, 'verification');
    expect(link.email).toBe(email);
    const verified = await verifyEmail(link.nonce, link.email);
    expect(verified.message).toMatch(/confirmed/);
    expect(verified.user).toMatchObject({ email, role: 'landlord' });
    expect(await fetchSession(), 'the link signed the person in').toMatchObject({ email, role: 'landlord' });

    browser.cookie = '';
    const again = await refusal(verifyEmail(link.nonce, link.email));
    expect([again.status, again.field]).toEqual([400, 'nonce']);
    expect(again.message).toMatch(/already been used/);
    expect(await fetchSession(), 'a used link signs nobody in').toBeNull();
  });

  it('refuses a weak password at its field', async () => {
    const error = await refusal(register({ email: address('weak'), password: 'password', name: 'Pat', role: 'tenant' }));
    expect([error.status, error.field]).toEqual([400, 'password']);
  });

  it('sends a new link on request, and the new link works', async () => {
    const email = address('resend');
    await register({ email, password: PASSWORD, name: 'Rui', role: 'investor' });
    await linkFor(email, 'verification');
    expect(await resendVerification(email)).toContain(email);
    const link = await linkFor(email, 'verification');
    expect((await verifyEmail(link.nonce, link.email)).message).toMatch(/confirmed/);
  });

  it('will not log in before the address is confirmed, and says so at the email field', async () => {
    const email = address('early');
    await register({ email, password: PASSWORD, name: 'Eli', role: 'tenant' });
    const error = await refusal(logIn(email, PASSWORD));
    expect([error.status, error.field]).toEqual([403, 'email']);
  });
});

describe('the session', () => {
  it('is anonymous at first, the user after logging in, and anonymous again after logging out', async () => {
    const email = await confirmedAccount();
    const store = createAppStore();
    await store.dispatch(loadSession());
    expect(store.getState().session).toMatchObject({ status: 'ready', user: null });

    const user = await logIn(email, PASSWORD);
    expect(user).toMatchObject({ email, name: 'Ana', role: 'tenant' });
    expect(user.emailVerifiedAt).toEqual(expect.any(String));
    await store.dispatch(loadSession({ force: true }));
    expect(store.getState().session.user?._id).toBe(user._id);

    await store.dispatch(logOut());
    expect(store.getState().session.user).toBeNull();
    expect(await fetchSession(), 'the server ended it too').toBeNull();
  });

  it('answers a wrong password with 401 and one message for both mistakes', async () => {
    const email = await confirmedAccount();
    const wrongPassword = await refusal(logIn(email, 'not-the-password'));
    const unknownEmail = await refusal(logIn(address('nobody'), 'not-the-password'));
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.message).toBe(wrongPassword.message);
  });

  it('logging out everywhere ends this session too', async () => {
    const email = await confirmedAccount();
    await logIn(email, PASSWORD);
    await logOutEverywhere();
    expect(await fetchSession()).toBeNull();
  });
});

describe('the profile', () => {
  it('changes the password: the current one is checked, and this session stays', async () => {
    const email = await confirmedAccount();
    await logIn(email, PASSWORD);
    const wrong = await refusal(changePassword('not-the-password', 'Quince-Garden-88'));
    expect([wrong.status, wrong.field]).toEqual([400, 'currentPassword']);
    expect((await changePassword(PASSWORD, 'Quince-Garden-88')).email).toBe(email);
    expect((await fetchSession())?.email).toBe(email);
    browser.cookie = '';
    expect((await logIn(email, 'Quince-Garden-88')).email).toBe(email);
  });

  it('sets a new password with the link of a forgotten-password mail', async () => {
    const email = await confirmedAccount();
    expect(await askPasswordReset(email)).toContain(email);
    const link = await linkFor(email, 'forgot');
    expect(await resetPassword(link.nonce, link.email, 'Quince-Garden-88')).toMatch(/new password/);
    expect((await logIn(email, 'Quince-Garden-88')).email).toBe(email);
  });

  it('exports the account, and closes it only with the right password', async () => {
    const email = await confirmedAccount();
    await logIn(email, PASSWORD);
    expect(await exportAccount()).toMatchObject({ account: { email } });
    const wrong = await refusal(deleteAccount('not-the-password'));
    expect([wrong.status, wrong.field]).toEqual([400, 'password']);
    await deleteAccount(PASSWORD);
    expect(await fetchSession()).toBeNull();
    expect((await refusal(logIn(email, PASSWORD))).status).toBe(401);
  });
});

describe("an admin's account actions", () => {
  it('verify, disable and enable a user, answering the changed record', async () => {
    const email = address('managed');
    await register({ email, password: PASSWORD, name: 'Max', role: 'tenant' });
    const admin = await t.signIn('admin');
    browser.cookie = admin.cookie;
    const [found] = (await (await browserFetch(`${base}/api/users/search/?searchString=${encodeURIComponent(email)}&searchField=email&page=1`)).json()).users.docs;

    const verified = await changeAccount(found._id, 'verify');
    expect(verified.emailVerifiedAt).toEqual(expect.any(String));
    const disabled = await changeAccount(found._id, 'disable');
    expect(disabled.disabledAt).toEqual(expect.any(String));
    const enabled = await changeAccount(found._id, 'enable');
    expect(enabled.disabledAt).toBeNull();

    browser.cookie = '';
    expect((await logIn(email, PASSWORD)).email).toBe(email);
  });

  it('are refused to staff', async () => {
    const staff = await t.signIn('staff');
    browser.cookie = staff.cookie;
    const error = await refusal(changeAccount(staff.id, 'disable'));
    expect(error.status).toBe(403);
  });
});
