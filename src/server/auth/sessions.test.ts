import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { addDays, utcToday } from '../../catalog/days.ts';
import { rows } from '../db/rows.ts';
import { createSample } from '../testing/samples.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { createAccount } from './accounts.ts';
import { ensureFirstAdmin } from './first-admin.ts';
import { hashPassword } from './passwords.ts';
import { pruneSessions } from '../sessions/sessions.ts';

// Session rules: what the cookie looks like, a new id at every login, logout and timeouts
// that end the session on the server, rate limits, and answers that never tell whether an
// address has an account.

const PASSWORD = 'correct horse battery';
let counter = 0;

async function account(t: TestApp, role: 'tenant' | 'admin' = 'tenant', options: { verified?: boolean } = {}) {
  const email = `session-${Date.now().toString(36)}-${(counter += 1)}@habita.test`;
  const id = await createAccount(t.database.db, {
    email,
    name: 'Pat',
    role,
    language: 'en',
    passwordHash: await hashPassword(PASSWORD),
    verified: options.verified ?? true,
  });
  return { id, email };
}

function setCookie(response: { headers: Record<string, unknown> }): string | undefined {
  const header = response.headers['set-cookie'];
  return (Array.isArray(header) ? header : [header]).find((c): c is string => typeof c === 'string' && c.startsWith('habita_session='));
}

const valueOf = (cookie: string) => cookie.split(';')[0]!;

async function login(t: TestApp, email: string, password = PASSWORD, cookie = '') {
  return t.request({ method: 'POST', url: '/api/auth/login', payload: { email, password }, headers: { cookie } });
}

async function whoIs(t: TestApp, cookie: string): Promise<string | null> {
  const response = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
  return response.json().user?.email ?? null;
}

describe.each(databaseKinds())('sessions on %s', (kind) => {
  const t = useTestApp(kind, {
    as: null,
    auth: {
      limits: {
        loginPerEmail: { max: 3, windowSeconds: 900 },
        loginPerIp: { max: 200, windowSeconds: 900 },
        mailPerEmail: { max: 2, windowSeconds: 3600 },
        mailPerIp: { max: 1000, windowSeconds: 3600 },
      },
    },
  });

  it('sets an httpOnly, SameSite=Lax cookie for the whole site, Secure only over HTTPS', async () => {
    const { email } = await account(t);
    const cookie = setCookie(await login(t, email))!;
    expect(cookie).toMatch(/^habita_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; Max-Age=2592000/);
    expect(cookie).not.toMatch(/; Secure/i);
    const [stored] = await rows(t.database.db, sql`select encode(token_hash, 'hex') as hash from auth_sessions order by created_at desc limit 1`);
    expect(stored!.hash).not.toContain(valueOf(cookie).split('=')[1]);
  });

  it('gives a new session id at login and ends the one the browser held', async () => {
    const { email } = await account(t);
    const first = valueOf(setCookie(await login(t, email))!);
    const second = valueOf(setCookie(await login(t, email, PASSWORD, first))!);
    expect(second).not.toBe(first);
    expect(await whoIs(t, first)).toBeNull();
    expect(await whoIs(t, second)).toBe(email);
  });

  it('a request sent with the old cookie just before a new login is a visitor, and leaves the new cookie alone', async () => {
    // The browser sends a request with its old cookie, then logs in; the request arrives after the
    // login: clearing its cookie would erase the new session's cookie in the browser.
    const { email } = await account(t);
    const first = valueOf(setCookie(await login(t, email))!);
    await login(t, email, PASSWORD, first);
    const late = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie: first } });
    expect(late.json().user).toBeNull();
    expect(setCookie(late)).toBeUndefined();
  });

  it('housekeeping forgets replaced, idle and expired sessions, and keeps live ones', async () => {
    const { email, id } = await account(t);
    const replaced = valueOf(setCookie(await login(t, email))!);
    const live = valueOf(setCookie(await login(t, email, PASSWORD, replaced))!);
    const idle = valueOf(setCookie(await login(t, email))!);
    await t.database.db.execute(sql`update auth_sessions set replaced_at = now() - interval '11 minutes' where replaced_at is not null and user_id = ${id}`);
    await t.database.db.execute(sql`update auth_sessions set last_seen_at = now() - interval '8 days'
      where user_id = ${id} and replaced_at is null and id <> (select id from auth_sessions where user_id = ${id} and replaced_at is null order by created_at limit 1)`);
    // Other tests' ended sessions in this database may go too: this user's rows are what is checked.
    expect(await pruneSessions(t.database.db, { idleMinutes: 7 * 24 * 60, maxDays: 30 })).toBeGreaterThanOrEqual(2);
    const [left] = await rows(t.database.db, sql`select count(*)::int as n from auth_sessions where user_id = ${id}`);
    expect(left!.n).toBe(1);
    expect(await whoIs(t, live)).toBe(email);
    expect(await whoIs(t, idle)).toBeNull();
  });

  it('a forged or unknown cookie is a visitor, and the cookie is cleared', async () => {
    for (const cookie of ['habita_session=x', `habita_session=${'A'.repeat(43)}`, 'habita_session=%00%ff']) {
      const response = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(response.json().user).toBeNull();
      expect(setCookie(response)).toMatch(/habita_session=;/);
    }
  });

  it('logout ends the session on the server, not only in the browser', async () => {
    const { email } = await account(t);
    const cookie = valueOf(setCookie(await login(t, email))!);
    const logout = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie } });
    expect(logout.statusCode).toBe(204);
    expect(setCookie(logout)).toMatch(/habita_session=;/);
    expect(await whoIs(t, cookie)).toBeNull();
  });

  it('ends sessions idle too long and sessions past their maximum age', async () => {
    const { email, id } = await account(t);
    const idle = valueOf(setCookie(await login(t, email))!);
    await t.database.db.execute(sql`update auth_sessions set last_seen_at = now() - interval '7 days 1 minute' where user_id = ${id}`);
    expect(await whoIs(t, idle)).toBeNull();

    const old = valueOf(setCookie(await login(t, email))!);
    expect(await whoIs(t, old)).toBe(email);
    await t.database.db.execute(sql`update auth_sessions set expires_at = now() - interval '1 second' where user_id = ${id}`);
    // A change made in the database, not through the app, reaches a server's session cache with its notice (migration 0009).
    await expect.poll(() => whoIs(t, old)).toBeNull();
    const [left] = await rows(t.database.db, sql`select count(*)::int as n from auth_sessions where user_id = ${id}`);
    expect(left!.n).toBe(0);
  });

  it('log out everywhere ends every session of the account', async () => {
    const { email } = await account(t);
    const phone = valueOf(setCookie(await login(t, email))!);
    const laptop = valueOf(setCookie(await login(t, email))!);
    expect((await t.request({ method: 'POST', url: '/api/auth/logout-everywhere', headers: { cookie: phone } })).statusCode).toBe(204);
    expect(await whoIs(t, phone)).toBeNull();
    expect(await whoIs(t, laptop)).toBeNull();
  });

  it('a password change ends the other sessions and renews this one', async () => {
    const { email } = await account(t);
    const phone = valueOf(setCookie(await login(t, email))!);
    const laptop = valueOf(setCookie(await login(t, email))!);
    const wrong = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: 'not it at all', password: 'a whole new secret' },
      headers: { cookie: laptop },
    });
    expect(wrong.json()).toMatchObject({ status: 400, field: 'currentPassword' });
    const changed = await t.request({
      method: 'PUT',
      url: '/api/auth/password',
      payload: { currentPassword: PASSWORD, password: 'a whole new secret' },
      headers: { cookie: laptop },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const renewed = valueOf(setCookie(changed)!);
    expect(renewed).not.toBe(laptop);
    expect(await whoIs(t, phone)).toBeNull();
    expect(await whoIs(t, laptop)).toBeNull();
    expect(await whoIs(t, renewed)).toBe(email);
  });

  it('disabling an account ends its sessions and refuses its logins', async () => {
    const admin = await t.signIn('admin');
    const { email, id } = await account(t);
    const cookie = valueOf(setCookie(await login(t, email))!);
    const disabled = await t.request({ method: 'POST', url: `/api/auth/users/${id}/disable`, headers: { cookie: admin.cookie } });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect(disabled.json().record.disabledAt).toEqual(expect.any(String));
    expect(await whoIs(t, cookie)).toBeNull();
    expect((await login(t, email)).json()).toMatchObject({ status: 403, message: expect.stringMatching(/disabled/) });
    const self = await t.request({ method: 'POST', url: `/api/auth/users/${admin.id}/disable`, headers: { cookie: admin.cookie } });
    expect(self.statusCode).toBe(409);
    const tenant = await t.signIn('tenant');
    const byTenant = await t.request({ method: 'POST', url: `/api/auth/users/${id}/enable`, headers: { cookie: tenant.cookie } });
    expect(byTenant.statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `/api/auth/users/${id}/enable`, headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await login(t, email)).statusCode).toBe(200);
  });

  it('answers an unknown address and a wrong password alike', async () => {
    const { email } = await account(t);
    const unknown = await login(t, `nobody-${counter}@habita.test`);
    const wrong = await login(t, email, 'not the password');
    expect(unknown.statusCode).toBe(401);
    expect(wrong.statusCode).toBe(401);
    // Each answer names its own request; nothing else may tell the two apart.
    expect({ ...unknown.json(), requestId: 'one' }).toEqual({ ...wrong.json(), requestId: 'one' });
  });

  it('limits login attempts per address with 429 in the error shape', async () => {
    const { email } = await account(t);
    // Spaces and capitals around the address are the same account, and count as such.
    for (const variant of [email, ` ${email}`, `${email.toUpperCase()}\t`]) expect((await login(t, variant, 'guess')).statusCode).toBe(401);
    const limited = await login(t, email, PASSWORD);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ status: 429, message: expect.stringMatching(/Too many/), requestId: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Another address from the same client is still let in.
    const other = await account(t);
    expect((await login(t, other.email)).statusCode).toBe(200);
  });

  it('a right password does not use up the account\'s tries', async () => {
    const { email } = await account(t);
    for (let attempt = 0; attempt < 5; attempt += 1) expect((await login(t, email)).statusCode).toBe(200);
  });

  it('registering the address of a closed account answers as for any other', async () => {
    const { email, id } = await account(t);
    await t.database.db.execute(sql`update users set deleted_at = now() where id = ${id}`);
    const response = await t.request({ method: 'POST', url: '/api/auth/register', payload: { email, password: PASSWORD, name: 'Pat', role: 'tenant' } });
    expect(response.statusCode, response.body).toBe(202);
  });

  it('limits mails per address', async () => {
    const { email } = await account(t);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await t.request({ method: 'POST', url: '/api/auth/forgot', payload: { email } })).statusCode).toBe(202);
    }
    const limited = await t.request({ method: 'POST', url: '/api/auth/forgot', payload: { email } });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses malformed bodies with 400 and changes nothing', async () => {
    for (const payload of [{}, { email: 42, password: [] }, { email: 'x'.repeat(300), password: 'a' }]) {
      const response = await t.request({ method: 'POST', url: '/api/auth/login', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, message: expect.any(String) });
    }
    const register = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: 'not-an-address', password: PASSWORD, name: 'X', role: 'tenant' },
    });
    expect(register.json()).toMatchObject({ status: 400, field: 'email' });
    const staff = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: { email: `staff-${counter}@habita.test`, password: PASSWORD, name: 'X', role: 'admin' },
    });
    expect(staff.json()).toMatchObject({ status: 400, field: 'role' });
    const text = await t.request({ method: 'POST', url: '/api/auth/login', payload: 'email=a', headers: { 'content-type': 'text/plain' } });
    expect(text.json()).toMatchObject({ status: 400, message: 'Send a JSON object' });
  });

  it('closing an account erases personal data and ends its sessions', async () => {
    const { email, id } = await account(t);
    const cookie = valueOf(setCookie(await login(t, email))!);
    const wrong = await t.request({ method: 'DELETE', url: '/api/auth/account', payload: { password: 'nope' }, headers: { cookie } });
    expect(wrong.json()).toMatchObject({ status: 400, field: 'password' });
    const closed = await t.request({ method: 'DELETE', url: '/api/auth/account', payload: { password: PASSWORD }, headers: { cookie } });
    expect(closed.statusCode).toBe(204);
    expect(await whoIs(t, cookie)).toBeNull();
    expect((await login(t, email)).statusCode).toBe(401);
    const [row] = await rows(t.database.db, sql`select email, name, password_hash, deleted_at from users where id = ${id}`);
    expect(row).toMatchObject({ name: 'Closed account', password_hash: null });
    expect(row!.email).not.toContain('session-');
    expect(row!.deleted_at).not.toBeNull();
  });
});

describe.each(databaseKinds())('data export on %s', (kind) => {
  const t = useTestApp(kind);

  it('exports the account and the records that are its own, and nobody else’s', async () => {
    const tenant = await t.signIn('tenant');
    const other = await t.signIn('tenant');
    const roomId = (await createSample(t, getCollection('rooms')!))._id;
    const type = (await createSample(t, getCollection('incidenttypes')!))._id;
    // Incidents are reported by guests of a paid stay in the room, around its dates.
    for (const guest of [tenant, other]) {
      await t.database.db.execute(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status)
        values (${roomId}, ${guest.id}, ${addDays(utcToday(), -30)}::date, ${addDays(utcToday(), -1)}::date, 'completed')`);
    }
    const mine = await t.request({
      method: 'POST',
      url: '/api/incidents/',
      payload: { room: roomId, type, description: 'The tap drips' },
      headers: { cookie: tenant.cookie },
    });
    expect(mine.statusCode, mine.body).toBe(201);
    await t.request({
      method: 'POST',
      url: '/api/incidents/',
      payload: { room: roomId, type, description: 'Someone else’s' },
      headers: { cookie: other.cookie },
    });
    const exported = await t.request({ method: 'GET', url: '/api/auth/export', headers: { cookie: tenant.cookie } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="habita-my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = exported.json();
    expect(data.account).toMatchObject({ _id: tenant.id, email: tenant.email });
    expect(data.incidents.map((i: { description: string }) => i.description)).toEqual(['The tap drips']);
    expect(JSON.stringify(data)).not.toContain('passwordHash');
    expect((await t.request({ method: 'GET', url: '/api/auth/export', headers: { cookie: '' } })).statusCode).toBe(401);
  });
});

describe.each(databaseKinds())('Secure cookies behind an HTTPS proxy on %s', (kind) => {
  const t = useTestApp(kind, { as: null, trustProxy: 'loopback' });

  it('marks the cookie Secure when the request came over HTTPS', async () => {
    const { email } = await account(t);
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: PASSWORD },
      headers: { cookie: '', 'x-forwarded-proto': 'https' },
    });
    expect(setCookie(response)).toMatch(/; Secure/i);
  });
});

describe('the first admin', () => {
  const t = useTestApp('pglite', { as: null });

  it('is made from the settings once, verified, and can log in', async () => {
    const messages: string[] = [];
    const log = { info: (m: string) => messages.push(m), warn: (m: string) => messages.push(m) };
    await ensureFirstAdmin(t.database.db, { email: 'boss@habita.test', password: 'Sturdy-Password-42' }, log);
    await ensureFirstAdmin(t.database.db, { email: 'other@habita.test', password: 'Sturdy-Password-43' }, log);
    const admins = await rows(t.database.db, sql`select email from users where role = 'admin'`);
    expect(admins.map((a) => a.email)).toEqual(['boss@habita.test']);
    expect(messages).toHaveLength(1);
    expect((await login(t, 'boss@habita.test', 'Sturdy-Password-42')).statusCode).toBe(200);
  });

  it('gives the demo admin, made without a password, the one from the settings', async () => {
    await t.database.db.execute(sql`update users set role = 'tenant' where role = 'admin'`);
    await createAccount(t.database.db, { email: 'demo-admin@habita.test', name: 'Demo', role: 'admin', language: 'es', passwordHash: null });
    await ensureFirstAdmin(t.database.db, { password: 'Sturdy-Password-44' }, { info: () => undefined, warn: () => undefined });
    expect((await login(t, 'demo-admin@habita.test', 'Sturdy-Password-44')).statusCode).toBe(200);
  });

  it('gets a generated password, printed once, when none is given', async () => {
    await t.database.db.execute(sql`update users set role = 'tenant' where role = 'admin'`);
    const messages: string[] = [];
    await ensureFirstAdmin(t.database.db, {}, { info: (m) => messages.push(m), warn: (m) => messages.push(m) });
    const password = /with password (\S+)\./.exec(messages[0] ?? '')?.[1];
    expect(password).toBeDefined();
    expect((await login(t, 'admin@habita.local', password)).statusCode).toBe(200);
  });
});
