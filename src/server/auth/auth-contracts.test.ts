import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isReadable } from '../../catalog/naming.ts';
import { accountRoutes, userRecord } from '../../contracts/auth.ts';
import { jsonSchemaOf } from '../../contracts/json-schema.ts';
import { users } from '../../catalog/collections/people.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';

// The accounts' contracts (src/contracts/auth.ts) as the API serves and documents them: every
// answer a route declares is in the OpenAPI document, the bodies keep their rules there, no
// answer can carry a password or a link's nonce, and who may ask is answered before what was
// asked.

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** Every property name anywhere in a JSON schema. */
function propertyNames(schema: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) schema.forEach((item) => propertyNames(item, into));
  else if (schema && typeof schema === 'object') {
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'properties' && value && typeof value === 'object') Object.keys(value).forEach((name) => into.add(name));
      propertyNames(value, into);
    }
  }
  return into;
}

describe('the accounts contracts', () => {
  it('show every readable field of a user, so a field added to the catalogue is not silently left out', () => {
    const readable = Object.entries(users.fields).filter(([, field]) => isReadable(field)).map(([key]) => key);
    expect(Object.keys(userRecord.shape).sort()).toEqual(['_id', 'createdAt', 'updatedAt', 'deletedAt', ...readable].sort());
  });

  it('declare no password, hash, nonce or token in any answer', () => {
    for (const route of accountRoutes) {
      for (const [status, answer] of Object.entries(route.responses)) {
        const names = [...propertyNames(jsonSchemaOf(answer.schema, 'output'))];
        expect(names.filter((name) => /password|hash|nonce|token|secret/i.test(name)), `${route.method} ${route.path} ${status}`).toEqual([]);
      }
    }
  });
});

describe.each(databaseKinds())('the accounts API on %s', (kind) => {
  const t = useTestApp(kind, { as: null });

  it('documents every answer each route declares, and no other', async () => {
    const document = (await t.get('/api/docs/json')).json();
    for (const route of accountRoutes) {
      const operation = document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.path}`).toBeDefined();
      expect(Object.keys(operation.responses).sort(), `${route.method} ${route.path}`).toEqual(Object.keys(route.responses).sort());
      expect(operation.tags).toEqual(['Accounts']);
    }
  });

  it('documents the sign-up body with its choices and formats', async () => {
    const document = (await t.get('/api/docs/json')).json();
    const body = document.paths['/api/auth/register'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['email', 'role', 'name', 'password']));
    expect(body.properties.role.enum).toEqual(['tenant', 'landlord', 'investor']);
    expect(body.properties.language.enum).toEqual(['es', 'en']);
    expect(body.properties.email).toMatchObject({ format: 'email', maxLength: 254 });
    expect(body.properties.password).toMatchObject({ minLength: 8, maxLength: 128 });
    const user = document.paths['/api/auth/session'].get.responses['200'].content['application/json'].schema.properties.user;
    expect(JSON.stringify(user)).toContain('"emailVerifiedAt"');
  });

  it('answers who may ask before what was asked: 401 for a visitor, 403 for a non-admin, then 404 for a bad id', async () => {
    const visitor = await t.request({ method: 'POST', url: '/api/auth/users/not-an-id/disable' });
    expect(visitor.json()).toMatchObject({ status: 401 });
    const staff = await t.signIn('staff');
    const notAdmin = await t.request({ method: 'POST', url: '/api/auth/users/not-an-id/verify', headers: { cookie: staff.cookie } });
    expect(notAdmin.json()).toMatchObject({ status: 403, message: 'Only an admin manages accounts' });
    const admin = await t.signIn('admin');
    const badId = await t.request({ method: 'POST', url: '/api/auth/users/not-an-id/verify', headers: { cookie: admin.cookie } });
    expect(badId.json()).toMatchObject({ status: 404, field: '_id' });
    const unknown = await t.request({ method: 'POST', url: '/api/auth/users/3f2b0e1c-5d6a-4b7c-8d9e-0f1a2b3c4d5e/enable', headers: { cookie: admin.cookie } });
    expect(unknown.json()).toMatchObject({ status: 404, field: '_id' });
    const bodyless = await t.request({ method: 'PUT', url: '/api/auth/password', payload: { password: 1 } });
    expect(bodyless.json()).toMatchObject({ status: 401 });
  });

  it('answers a visitor 401 before reading a body Fastify could not parse or a content type it does not take', async () => {
    const attempts = [
      { method: 'PUT', url: '/api/auth/password', contentType: 'application/json', payload: '{not json' },
      { method: 'PUT', url: '/api/auth/password', contentType: 'text/csv', payload: 'a,b' },
      { method: 'DELETE', url: '/api/auth/account', contentType: 'application/json', payload: '{not json' },
      { method: 'POST', url: '/api/booking/reservations', contentType: 'application/json', payload: '{not json' },
      { method: 'POST', url: '/api/payments/operations/3f2b0e1c-5d6a-4b7c-8d9e-0f1a2b3c4d5e/refund', contentType: 'application/json', payload: '{not json' },
    ] as const;
    for (const { method, url, contentType, payload } of attempts) {
      const response = await t.request({ method, url, payload, headers: { 'content-type': contentType } });
      expect(response.statusCode, `${method} ${url} ${contentType}`).toBe(401);
    }
  });

  it("answers the session of a user whose stored record a contract now refuses, rather than a 500", async () => {
    const tenant = await t.signIn('tenant');
    // An avatar stored before file names were limited to 255 characters, with a key no answer declares.
    const avatar = { key: 'avatars/old.jpg', name: `${'n'.repeat(300)}.jpg`, contentType: 'image/jpeg', size: 1, legacy: true };
    await t.database.db.execute(sql`update users set avatar = ${JSON.stringify(avatar)}::jsonb where id = ${tenant.id}`);
    const session = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie: tenant.cookie } });
    expect(session.statusCode, session.body).toBe(200);
    expect(session.json().user.avatar).toMatchObject({ name: avatar.name });
    expect(session.json().user.avatar).not.toHaveProperty('legacy');
  });

  it('answers 204 with no body at all', async () => {
    const logout = await t.request({ method: 'POST', url: '/api/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect(logout.body).toBe('');
  });

  it("lets no one else change an account: a tenant cannot confirm another's address", async () => {
    const tenant = await t.signIn('tenant');
    const other = await t.signIn('tenant');
    const tried = await t.request({ method: 'POST', url: `/api/auth/users/${other.id}/verify`, headers: { cookie: tenant.cookie } });
    expect(tried.statusCode).toBe(403);
    const self = await t.request({ method: 'POST', url: `/api/auth/users/${tenant.id}/enable`, headers: { cookie: tenant.cookie } });
    expect(self.statusCode).toBe(403);
  });

  it('refuses bad bodies with the field and the words people act on, never a 500', async () => {
    const cases: [string, unknown, string | undefined, RegExp][] = [
      ['/api/auth/login', 'email=a', undefined, /^Send a JSON object$/],
      ['/api/auth/login', [], undefined, /^Send a JSON object$/],
      ['/api/auth/login', { email: '  ', password: 'x' }, 'email', /^email: Required$/],
      ['/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(1025) }, 'password', /^password: at most 1024 characters$/],
      ['/api/auth/register', { email: 'a@b.co', role: 'tenant', name: 'Ana', password: 'short' }, 'password', /^password: Use at least 8 characters$/],
      ['/api/auth/register', { email: 'a@b.co', role: 'tenant', name: 'Ana', password: 'password1' }, 'password', /most common/],
      ['/api/auth/register', { email: 'a@b.co', role: 'tenant', name: 'Ana', password: 'a fine passphrase', language: 'fr' }, 'language', /^language: Must be one of: es, en$/],
      ['/api/auth/register', { email: 'a@b.co', role: 'tenant', name: ' ', password: 'a fine passphrase' }, 'name', /^name: Required$/],
      ['/api/auth/forgot', { email: 'nobody' }, 'email', /name@example\.com/],
      ['/api/auth/reset', { email: 'a@b.co', password: 'a fine passphrase' }, 'nonce', /^nonce: Required$/],
      ['/api/auth/verification', { email: 'a@b.co', nonce: 'x' }, 'nonce', /not valid/],
      // Far too long, and shaped so the address pattern would take minutes: refused by length first.
      ['/api/auth/forgot', { email: `a@${'.'.repeat(200_000)}@` }, 'email', /^email: at most 254 characters$/],
      ['/api/auth/register', { email: `a@${'.'.repeat(200_000)}@`, role: 'tenant', name: 'Ana', password: 'a fine passphrase' }, 'email', /^email: at most 254 characters$/],
    ];
    for (const [url, payload, field, message] of cases) {
      const text = typeof payload === 'string';
      const response = await t.request({
        method: 'POST',
        url,
        payload: text ? payload : JSON.stringify(payload),
        headers: { 'content-type': text ? 'text/plain' : 'application/json' },
      });
      expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
      expect(response.json(), `${url} ${JSON.stringify(payload)}`).toMatchObject({ status: 400, message: expect.stringMatching(message) });
      expect(response.json().field).toBe(field);
    }
  });
});
