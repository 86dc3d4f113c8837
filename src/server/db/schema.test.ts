import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getCollection } from '../../catalog/catalog.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createSample } from '../testing/samples.ts';
import { useTestApp } from '../testing/test-app.ts';
import { pendingStatements } from './migration-files.ts';

describe('migrations', () => {
  it('hold everything the catalogue declares (run `npm run db:generate -- <name>` when this fails)', async () => {
    expect(await pendingStatements()).toEqual([]);
  });
});

describe.each(databaseKinds())('schema on %s', (kind) => {
  const t = useTestApp(kind);

  it('has the extensions search and stays rely on', async () => {
    const result = await t.database.db.execute(sql`select extname from pg_extension order by extname`);
    const names = (result as unknown as { rows: { extname: string }[] }).rows.map((r) => r.extname);
    expect(names).toEqual(expect.arrayContaining(['btree_gist', 'pg_trgm', 'unaccent']));
  });

  it('refuses overlapping live reservations of a room, and allows back-to-back stays', async () => {
    const room = await createSample(t, getCollection('rooms')!);
    const user = await createSample(t, getCollection('users')!);
    const reserve = (startDate: string, endDate: string, status = 'confirmed') =>
      t.request({
        method: 'POST',
        url: '/api/roomreserves/',
        payload: { room: room._id, user: user._id, startDate, endDate, status },
      });

    expect((await reserve('2027-03-01', '2027-06-01')).statusCode).toBe(201);
    const overlapping = await reserve('2027-05-15', '2027-07-01');
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      status: 409,
      field: 'startDate',
      message: expect.stringMatching(/already reserved/),
      requestId: expect.any(String),
    });
    expect((await reserve('2027-06-01', '2027-08-01')).statusCode).toBe(201);
    expect((await reserve('2027-02-01', '2027-03-01')).statusCode).toBe(201);
    expect((await reserve('2027-04-01', '2027-05-01', 'cancelled')).statusCode).toBe(201);

    const backwards = await reserve('2027-10-01', '2027-09-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().field).toBe('endDate');

    const list = await t.get(`/api/roomreserves/?room=${room._id}&limit=100`);
    expect(list.json().roomreserves.totalDocs).toBe(4);
  });

  it('finds text ignoring case and accents', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/api/neighborhoodsname/',
      payload: { name: 'Malasaña', city: 'Madrid' },
    });
    expect(created.statusCode, created.body).toBe(201);
    for (const query of ['malasana', 'MALASAÑA', 'lasañ', 'Malasana']) {
      const found = await t.get(`/api/neighborhoodsname/search/?searchField=name&searchString=${encodeURIComponent(query)}`);
      expect(found.json().neighborhoodsname.docs.map((d: { name: string }) => d.name)).toContain('Malasaña');
    }
    const none = await t.get('/api/neighborhoodsname/search/?searchField=name&searchString=%25');
    expect(none.json().neighborhoodsname.docs.map((d: { name: string }) => d.name)).not.toContain('Malasaña');
  });

  it("finds text holding quotes, backslashes and like's wildcards as written, each time and once prepared", async () => {
    const name = "O'Donnell \\ 50%_b";
    const created = await t.request({ method: 'POST', url: '/api/neighborhoodsname/', payload: { name, city: 'Madrid' } });
    expect(created.statusCode, created.body).toBe(201);
    const names = async (query: string) => {
      const found = await t.get(`/api/neighborhoodsname/search/?searchField=name&searchString=${encodeURIComponent(query)}&limit=100`);
      expect(found.statusCode, found.body).toBe(200);
      return found.json().neighborhoodsname.docs.map((d: { name: string }) => d.name) as string[];
    };
    // Four times each: the third and later are sent as a prepared statement on a server.
    for (let i = 0; i < 4; i++) {
      expect(await names("o'donnell")).toEqual([name]);
      expect(await names('\\ 50%_')).toEqual([name]);
      expect(await names("''")).toEqual([]);
      expect(await names('\\\\')).toEqual([]);
      expect(await names("x'; delete from neighborhoodsname; --")).toEqual([]);
    }
    expect(await names('DONNELL')).toEqual([name]);
  });
});
