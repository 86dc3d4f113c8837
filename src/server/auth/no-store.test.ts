import { describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { toFormData } from '../../catalog/form-data.ts';
import type { Field } from '../../catalog/types.ts';
import { databaseKinds } from '../testing/databases.ts';
import { sampleRecordWith } from '../testing/owned-records.ts';
import { sampleFile } from '../testing/samples.ts';
import { useTestApp } from '../testing/test-app.ts';

// No answer that may hold a person's data is kept by a shared cache or the browser's
// back/forward cache: every API answer, and every answer to a signed-in request, is no-store
// unless its route chose its caching itself for something the same for everyone.

const VISITOR = { cookie: '' };

describe.each(databaseKinds())('Cache-Control on %s', (kind) => {
  const t = useTestApp(kind, { as: 'tenant' });

  it('is no-store on the answers that carry the signed-in person’s data', async () => {
    const urls = [
      '/api/auth/session',
      `/api/users/${t.user!.id}`,
      '/api/booking/my-stays',
      '/api/tenants/',
      '/api/incidents/',
      '/api/roomreserves/',
      '/api/paymentoperations/',
    ];
    for (const url of urls) {
      const response = await t.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on every other API answer too, refusals and errors included', async () => {
    const answers = [
      await t.request({ method: 'GET', url: '/api/rooms/', headers: VISITOR }),
      await t.request({ method: 'GET', url: '/api/users/', headers: VISITOR }),
      await t.request({ method: 'POST', url: '/api/auth/login', headers: VISITOR, payload: { email: 'nobody@test.habita', password: 'wrong password' } }),
      await t.get('/api/no-such-route'),
    ];
    expect(answers.map((response) => response.statusCode)).toEqual([200, 401, 401, 404]);
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is no-store on a page answered to a signed-in person, and left alone for a visitor', async () => {
    expect((await t.get('/')).headers['cache-control']).toBe('no-store');
    expect((await t.request({ method: 'GET', url: '/', headers: VISITOR })).headers['cache-control']).toBeUndefined();
  });

  it('leaves public images public and cacheable, signed in or not', async () => {
    const partners = getCollection('partners')!;
    const logo = await sampleFile(partners.fields.logo as Extract<Field, { kind: 'file' }>);
    const admin = await t.signIn('admin');
    const created = await t.request({
      method: 'POST',
      url: '/api/partners/',
      headers: { cookie: admin.cookie },
      payload: toFormData(await sampleRecordWith(t, partners, { logo })) as never,
    });
    expect(created.statusCode, created.body).toBe(201);
    const url = created.json().records[0].logo.url as string;
    for (const headers of [VISITOR, { cookie: t.user!.cookie }]) {
      expect((await t.request({ method: 'GET', url, headers })).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });
});
