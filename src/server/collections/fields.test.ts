import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';

// `fields=` on lists and searches: each record carries only the fields asked for (and its id and
// times, which every record has), checked against the catalogue and the viewer's field rules.

const SYSTEM = ['_id', 'createdAt', 'deletedAt', 'updatedAt'];

describe.each(databaseKinds())('fields= on %s', (kind) => {
  const t = useTestApp(kind);

  it('a list and a search give only the fields asked for', async () => {
    const made = await t.send('POST', '/api/promotions/', { name: { es: 'Verano', en: 'Summer' }, code: 'SOL10', percentOff: 10 });
    expect(made.statusCode, made.body).toBe(201);
    for (const url of ['/api/promotions/?fields=name,percentOff', '/api/promotions/search/?searchField=code&searchString=SOL10&fields=percentOff, name']) {
      const response = await t.get(url);
      expect(response.statusCode, response.body).toBe(200);
      const [doc] = response.json().promotions.docs;
      expect(Object.keys(doc).sort()).toEqual([...SYSTEM, 'name', 'percentOff'].sort());
      expect(doc).toMatchObject({ name: { es: 'Verano', en: 'Summer' }, percentOff: 10 });
    }
    // Without it, every field the viewer may read.
    const [whole] = (await t.get('/api/promotions/')).json().promotions.docs;
    expect(whole).toMatchObject({ code: 'SOL10', active: true });
  });

  it('refuses what is not a field, is never read, is empty, or the viewer may not read', async () => {
    for (const [query, message] of [
      ['fields=name,nonsense', /nonsense is not a field of promotions/],
      ['fields=', /name the fields you want/],
      ['fields=,,', /name the fields you want/],
      ['fields=name&fields=code', /give it once/],
      // Names every object has are no field of any collection.
      ['fields=constructor', /constructor is not a field of promotions/],
      ['fields=__proto__', /__proto__ is not a field of promotions/],
      ['fields=toString,name', /toString is not a field of promotions/],
    ] as const) {
      const response = await t.get(`/api/promotions/?${query}`);
      expect(response.json(), query).toMatchObject({ status: 400, field: 'fields', message: expect.stringMatching(message) });
    }
    const onSearch = await t.get('/api/promotions/search/?searchField=code&searchString=x&fields=hasOwnProperty');
    expect(onSearch.json()).toMatchObject({ status: 400, field: 'fields' });
    const passwordless = await t.get('/api/users/?fields=passwordHash');
    expect(passwordless.json()).toMatchObject({ status: 400, field: 'fields' });
    // A visitor may list promotions but not read their codes.
    const visitor = await t.request({ method: 'GET', url: '/api/promotions/?fields=name,code', headers: { cookie: '' } });
    expect(visitor.json()).toMatchObject({ status: 400, field: 'fields', message: 'fields: code is not a field you may read' });
    const allowed = await t.request({ method: 'GET', url: '/api/promotions/?fields=name', headers: { cookie: '' } });
    expect(allowed.statusCode).toBe(200);
  });
});
