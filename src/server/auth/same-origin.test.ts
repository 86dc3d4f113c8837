import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { expectRefusal } from '../testing/refusals.ts';
import { useTestApp } from '../testing/test-app.ts';

// Requests from other sites: what a page elsewhere can make a signed-in browser send, and what
// must keep working (our own pages, the dev server's proxy, a proxy in front, curl, webhooks).

const SITE = 'http://habita.test';

describe.each(databaseKinds())('requests from other sites on %s', (kind) => {
  const habita = useTestApp(kind, { as: 'admin' });
  const proxied = useTestApp(kind, { as: 'admin', trustProxy: 'loopback', auth: { publicUrl: 'https://habita.example' } });

  let made = 0;
  const newAdmin = () => ({ email: `made-${kind}-${made++}@test.habita`, name: 'Made', role: 'admin' });
  const createAdmin = (headers: Record<string, string>, body = newAdmin()) =>
    habita.app.inject({ method: 'POST', url: '/api/users/', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
  const admins = async (email: string) =>
    (await rows(habita.database.db, sql`select count(*)::int as n from users where email = ${email}`))[0]!.n as number;

  it('refuses an admin account made by a page on another port of the same host, and makes none', async () => {
    const body = newAdmin();
    const answer = await createAdmin({ cookie: habita.user!.cookie, origin: 'http://habita.test:8080', 'sec-fetch-site': 'same-site' }, body);
    expectRefusal(answer, 403, undefined, 'another port');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(await admins(body.email)).toBe(0);
  });

  it.each<[string, Record<string, string>]>([
    ['another site', { origin: 'https://evil.test' }],
    ['another scheme', { origin: 'https://habita.test' }],
    ['an opaque origin', { origin: 'null' }],
    ['a same-site page without Origin', { 'sec-fetch-site': 'same-site' }],
    ['a cross-site page without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['neither header, with the session cookie', {}],
  ])('refuses a signed-in write from %s', async (_what, headers) => {
    const body = newAdmin();
    expectRefusal(await createAdmin({ cookie: habita.user!.cookie, ...headers }, body), 403, undefined);
    expect(await admins(body.email)).toBe(0);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('checks %s as well as POST', async (method) => {
    const answer = await habita.app.inject({ method, url: `/api/users/${habita.user!.id}`, headers: { cookie: habita.user!.cookie, origin: 'https://evil.test' } });
    expect(answer.statusCode).toBe(403);
  });

  it.each<[string, Record<string, string>]>([
    ['the public address', { origin: SITE }],
    ['the address it was sent to (the dev server on :5173 proxies /api keeping the Host)', { origin: 'http://localhost:5173', host: 'localhost:5173' }],
    ['a same-origin fetch without Origin', { 'sec-fetch-site': 'same-origin' }],
    ['an address typed in', { 'sec-fetch-site': 'none' }],
  ])('takes a signed-in write from %s', async (_what, headers) => {
    const body = newAdmin();
    const answer = await createAdmin({ cookie: habita.user!.cookie, ...headers }, body);
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await admins(body.email)).toBe(1);
  });

  it('takes reads from anywhere: they change nothing', async () => {
    const answer = await habita.app.inject({ method: 'GET', url: '/api/users/', headers: { cookie: habita.user!.cookie, origin: 'https://evil.test' } });
    expect(answer.statusCode).toBe(200);
  });

  it('takes writes without a session from clients that are not browsers (curl, other servers)', async () => {
    const answer = await habita.app.inject({
      method: 'POST',
      url: '/api/contacts/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Ana', email: 'ana@example.com', message: 'Hola' }),
    });
    expect(answer.statusCode, answer.body).toBe(201);
  });

  it('refuses a login posted from another site (it would sign the visitor into the attacker’s account)', async () => {
    const answer = await habita.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', origin: 'https://evil.test' },
      payload: JSON.stringify({ email: 'someone@example.com', password: 'whatever-it-is' }),
    });
    expectRefusal(answer, 403, undefined);
  });

  it('leaves provider webhooks to their signature', async () => {
    const options: InjectOptions = { method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json' }, payload: '{}' };
    const answer = await habita.app.inject(options);
    expect(answer.statusCode).not.toBe(403);
    expect(answer.statusCode).toBeLessThan(500);
  });

  describe('behind a trusted proxy', () => {
    const write = (headers: Record<string, string>) =>
      proxied.app.inject({
        method: 'POST',
        url: '/api/users/',
        headers: { 'content-type': 'application/json', cookie: proxied.user!.cookie, ...headers },
        payload: JSON.stringify(newAdmin()),
      });

    it('knows the address the browser used from X-Forwarded-Proto and -Host', async () => {
      const headers = { origin: 'https://rooms.habita.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'rooms.habita.example' };
      expect((await write(headers)).statusCode).toBe(201);
      expect((await write({ ...headers, origin: 'http://rooms.habita.example' })).statusCode).toBe(403);
    });

    it('knows PUBLIC_URL even when the proxy says nothing', async () => {
      expect((await write({ origin: 'https://habita.example' })).statusCode).toBe(201);
    });

    it('believes no forwarded headers from an address it does not trust', async () => {
      const headers = { origin: 'https://rooms.habita.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'rooms.habita.example' };
      const answer = await habita.app.inject({
        method: 'POST',
        url: '/api/users/',
        headers: { 'content-type': 'application/json', cookie: habita.user!.cookie, ...headers },
        payload: JSON.stringify(newAdmin()),
      });
      expect(answer.statusCode).toBe(403);
    });
  });
});
