import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import type { CollectionPage } from '../../contracts/shapes.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';
import { accessColumnsOf, listOrderIndexName } from './list-order-index.ts';
import { rows } from './rows.ts';

// Each list's order index holds the columns its access conditions test, and a page by number
// chooses its ids from it before reading its rows. The migrated database must hold the indexes
// the catalogue derives, and the pages must be exactly the viewer's list, whoever reads it.

describe.each(databaseKinds())('list order indexes on %s', (kind) => {
  const t = useTestApp(kind);

  it('are the ones the catalogue derives (after an access rule changed: npm run db:generate -- <name> --list-order-index)', async () => {
    const found = await rows<{ index: string; keys: number; columns: string[] }>(
      t.database.db,
      sql`select i.relname as "index", x.indnkeyatts as "keys",
                 array(select a.attname::text from unnest(x.indkey::int2[]) with ordinality k(attnum, n)
                       join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum order by k.n) as "columns"
          from pg_index x join pg_class i on i.oid = x.indexrelid
          where i.relname like '%!_created!_at!_id!_idx' escape '!'`,
    );
    const migrated = Object.fromEntries(found.map((row) => [row.index, { keys: row.columns.slice(0, row.keys), include: row.columns.slice(row.keys) }]));
    const derived = Object.fromEntries(
      collections.map((collection) => [listOrderIndexName(collection), { keys: ['created_at', 'id'], include: accessColumnsOf(collection) }]),
    );
    expect(migrated).toEqual(derived);
  });

  describe('pages by number', () => {
    const ROOMS = 80;
    const LIMIT = 4;
    let landlord: TestUser;
    let tenant: TestUser;

    beforeAll(async () => {
      landlord = await t.signIn('landlord');
      tenant = await t.signIn('tenant');
      // Rooms of every kind a viewer tells apart: public, unpublished, in a hidden home, in the
      // landlord's own hidden home, removed; several created in the same instant (ties by id).
      await t.database.db.execute(sql`
        with type as (insert into typerooms (name) values ('{"es":"Doble","en":"Double"}') returning id),
        homes as (
          insert into properties (title, address, city, published, landlord_id)
          values ('{"es":"Pública","en":"Public"}', 'Calle 1', 'Madrid', true, null),
                 ('{"es":"Oculta","en":"Hidden"}', 'Calle 2', 'Madrid', false, null),
                 ('{"es":"Suya","en":"Theirs"}', 'Calle 3', 'Madrid', false, ${landlord.id})
          returning id, address)
        insert into rooms (property_id, name, type_id, monthly_price, published, deleted_at, created_at)
        select (select id from homes where address = 'Calle ' || (1 + i % 3)), jsonb_build_object('es', 'Hab ' || i, 'en', 'Room ' || i),
               (select id from type), 40000 + i, i % 4 <> 0, case when i % 7 = 0 then now() end,
               timestamptz '2026-01-01' + least(i, 70) * interval '1 minute'
        from generate_series(1, ${ROOMS}) i`);
    });

    /** What the viewer's list holds, in its order, asked of the database directly. */
    const truth = async (viewer: 'visitor' | 'landlord' | 'staff') => {
      const visible = {
        visitor: sql`r.published and p.published and p.deleted_at is null`,
        landlord: sql`((r.published and p.published and p.deleted_at is null) or p.landlord_id = ${landlord.id})`,
        staff: sql`true`,
      }[viewer];
      const found = await rows<{ id: string }>(
        t.database.db,
        sql`select r.id from rooms r join properties p on p.id = r.property_id where r.deleted_at is null and ${visible} order by r.created_at desc, r.id desc`,
      );
      return found.map((row) => row.id);
    };

    const walk = async (cookie: string | undefined) => {
      const ids: string[] = [];
      for (let page = 1; page <= Math.ceil(ROOMS / LIMIT) + 1; page++) {
        const response = await t.request({ method: 'GET', url: `/api/rooms/?limit=${LIMIT}&page=${page}`, headers: cookie ? { cookie } : { cookie: '' } });
        expect(response.statusCode, response.body).toBe(200);
        const body: CollectionPage<{ _id: string }> = response.json().rooms;
        ids.push(...body.docs.map((doc) => doc._id));
      }
      return ids;
    };

    it.each(['visitor', 'landlord', 'staff'] as const)('give a %s exactly their list, twice (records kept or not)', async (viewer) => {
      const cookie = { visitor: undefined, landlord: landlord.cookie, staff: t.user!.cookie }[viewer];
      const expected = await truth(viewer);
      expect(expected.length).toBeGreaterThan(LIMIT * 2);
      expect(await walk(cookie)).toEqual(expected);
      expect(await walk(cookie)).toEqual(expected);
    });

    it("give a tenant, who owns no home, the visitor's list", async () => {
      expect(await walk(tenant.cookie)).toEqual(await truth('visitor'));
    });
  });
});
