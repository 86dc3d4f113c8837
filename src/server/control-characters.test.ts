import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toFormData } from '../catalog/form-data.ts';
import { controlCharacterProblem } from './control-characters.ts';
import { rows } from './db/rows.ts';
import { databaseKinds } from './testing/databases.ts';
import { expectRefusal } from './testing/refusals.ts';
import { useTestApp } from './testing/test-app.ts';

// Control characters in any text that comes in: refused with 400 naming where, on every route.

describe('controlCharacterProblem', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['escape', '\u001b[31mred'],
    ['vertical tab', 'a\u000bb'],
    ['form feed', 'a\u000cb'],
    ['DEL', 'a\u007fb'],
    ['C1 control (CSI)', 'a\u009bb'],
    ['C1 next line', 'a\u0085b'],
  ])('refuses %s', (_what, text) => {
    expect(controlCharacterProblem({ name: { es: text } }, '')).toMatchObject({ status: 400, field: 'name.es' });
  });

  it('takes tab, newline, carriage return and ordinary Unicode', () => {
    expect(controlCharacterProblem({ message: 'Hola,\r\n\tqué tal? ñ € 😀 \u00a0' }, '')).toBeNull();
  });

  it('names the place in lists and nested objects', () => {
    expect(controlCharacterProblem({ amenities: ['wifi', 'x\u0000'] }, '')?.field).toBe('amenities.1');
    expect(controlCharacterProblem({ a: { b: [{ c: '\u0007' }] } }, '')?.field).toBe('a.b.0.c');
    expect(controlCharacterProblem({ ['bad\u0000key']: 1 }, '')?.field).toBe('bad\ufffdkey');
    expect(controlCharacterProblem({ settings: { a: { ['bad\u0000key']: 1 } } }, '')?.field).toBe('settings.a');
  });

  it('refuses nesting deeper than any value the API takes, without running out of stack', () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 10_000; i += 1) deep = [deep];
    expect(controlCharacterProblem(deep, '')).toMatchObject({ status: 400 });
    expect(controlCharacterProblem({ options: deep }, '')).toMatchObject({ status: 400, field: 'options' });
  });

  it('leaves numbers, booleans, null and byte buffers alone', () => {
    expect(controlCharacterProblem({ n: 1, b: true, z: null, raw: Buffer.from([0, 1, 2]) }, '')).toBeNull();
  });
});

describe.each(databaseKinds())('control characters on the routes, on %s', (kind) => {
  const t = useTestApp(kind, { as: 'admin' });
  const json = (method: 'POST' | 'PUT', url: string, body: unknown) =>
    t.request({ method, url, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
  const visitor = (url: string, body: unknown) =>
    t.request({ method: 'POST', url, headers: { 'content-type': 'application/json', cookie: '' }, payload: JSON.stringify(body) });
  const count = async (table: string, where: ReturnType<typeof sql>) =>
    (await rows(t.database.db, sql`select count(*)::int as n from ${sql.raw(table)} where ${where}`))[0]!.n as number;

  it('login: the password', async () => {
    expectRefusal(await visitor('/api/auth/login', { email: 'ana@example.com', password: 'secret\u0000' }), 400, 'password');
  });

  it('register: the name, and no account is made', async () => {
    const email = `ctl-${kind}@example.com`;
    expectRefusal(await visitor('/api/auth/register', { email, password: 'a-long-passphrase-2026', name: 'Ana\u001b[2J', role: 'tenant' }), 400, 'name');
    expect(await count('users', sql`email = ${email}`)).toBe(0);
  });

  it('a public form, as JSON and as form-data, and nothing is stored', async () => {
    expectRefusal(await visitor('/api/contacts/', { name: 'Ana', email: 'ana@example.com', message: 'Hola\u0000' }), 400, 'message');
    const form = await t.request({ method: 'POST', url: '/api/contacts/', headers: { cookie: '' }, payload: toFormData({ name: 'Ana\u007f', email: 'ana@example.com', message: 'Hola' }) as never });
    expectRefusal(form, 400, 'name');
    expect(await count('contacts', sql`email = 'ana@example.com'`)).toBe(0);
  });

  it('a collection write: the language of a text, in JSON and in form-data, create and update', async () => {
    const slug = `ctl-${kind}`;
    expectRefusal(await json('POST', '/api/tags/', { name: { es: 'Bien', en: 'Bad\u0085' }, slug }), 400, 'name.en');
    expectRefusal(await t.send('POST', '/api/tags/', { name: { es: 'Mal\u0000' }, slug }), 400, 'name.es');
    expect(await count('tags', sql`slug = ${slug}`)).toBe(0);
    const made = await json('POST', '/api/tags/', { name: { es: 'Bien' }, slug });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().records[0]._id as string;
    expectRefusal(await json('PUT', `/api/tags/${id}`, { name: { es: 'Mal\u0001' } }), 400, 'name.es');
    expectRefusal(await t.send('PUT', `/api/tags/${id}`, { slug: 'x\u0000' }), 400, 'slug');
    expect((await t.get(`/api/tags/${id}`)).json().record.name.es).toBe('Bien');
  });

  it('booking: the quote and the reservation', async () => {
    expectRefusal(await json('POST', '/api/booking/quote', { room: 'room\u0000', from: '2030-01-01', to: '2030-04-01' }), 400, 'room');
    expectRefusal(await json('POST', '/api/booking/reservations', { room: 'r', from: '2030-01-01\u0000', to: '2030-04-01' }), 400, 'from');
  });

  it('payments: the name on the sandbox card', async () => {
    expectRefusal(await visitor('/api/payments/sandbox/sbx_unknown/pay', { card: '4242424242424242', name: 'Ana\u0000' }), 400, 'name');
  });

  it('query strings and path parameters', async () => {
    expectRefusal(await t.get('/api/tags/search/?searchString=a%00&searchField=slug'), 400, 'searchString');
    expectRefusal(await t.get('/api/public/rooms?city=Madrid%1B'), 400, 'city');
    expectRefusal(await t.get('/api/tags/%00'), 400, '_id');
  });

  it('leaves provider webhooks to their signature check', async () => {
    const answer = await t.request({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers: { 'content-type': 'application/json', cookie: '' }, payload: '{"type":"\\u0000"}' });
    expect(answer.json().field, 'refused by the signature check, not for its text').toBe('signature');
  });
});
