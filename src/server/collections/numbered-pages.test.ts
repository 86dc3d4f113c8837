import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CollectionPage } from '../../contracts/shapes.ts';
import { databaseKinds } from '../testing/databases.ts';
import { rows } from '../db/rows.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';

// Every page read by number past the first (its ids chosen in the order index, or passed over in
// one statement) must be the slice of the same list read as one first page, for every viewer,
// sort (nullable, localized, ties), filter, removed-records option and projection; and the
// default list walked by number must be what the viewer may read, asked of the database directly.

describe.each(databaseKinds())('pages by number on %s equal one first page', (kind) => {
  const t = useTestApp(kind);
  let landlord: TestUser;
  let tenant: TestUser;
  const AMENITY = '11111111-1111-4111-8111-111111111111';
  const ROOMS = 90;

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
      insert into rooms (property_id, name, description, type_id, monthly_price, size_m2, available_from, amenities, published, deleted_at, created_at)
      select (select id from homes where address = 'Calle ' || (1 + i % 3)),
             jsonb_build_object('es', 'Hab ' || (i % 9), 'en', 'Room ' || i),
             case when i % 5 = 0 then null else jsonb_build_object('es', 'Desc ' || (i % 4)) end,
             (select id from type), 40000 + (i % 6) * 100,
             case when i % 4 = 0 then null else i % 7 end,
             case when i % 3 = 0 then null else date '2026-01-01' + (i % 5) end,
             case when i % 2 = 0 then array[${AMENITY}::uuid] else '{}' end,
             i % 4 <> 0, case when i % 7 = 0 then now() end,
             timestamptz '2026-01-01' + least(i, 70) * interval '1 minute'
      from generate_series(1, ${ROOMS}) i`);
  });

  const get = async (cookie: string | undefined, query: string) => {
    const response = await t.request({ method: 'GET', url: `/api/rooms/?${query}`, headers: { cookie: cookie ?? '' } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rooms as CollectionPage<Record<string, unknown> & { _id: string }>;
  };

  const queries = [
    '',
    'sort=monthlyPrice',
    'sort=-monthlyPrice',
    'sort=sizeM2',
    'sort=-sizeM2',
    'sort=availableFrom',
    'sort=-availableFrom',
    'sort=name',
    'sort=-description',
    'sort=_id',
    `amenities=${AMENITY}`,
    'monthlyPrice=40200',
    'sizeM2=',
    'fields=name,monthlyPrice&sort=-name',
    'includeDeleted=true&sort=monthlyPrice',
    'onlyDeleted=true',
  ];

  it.each(['visitor', 'landlord', 'staff'] as const)('for a %s', async (viewer) => {
    const cookie = { visitor: undefined, landlord: landlord.cookie, staff: t.user!.cookie }[viewer];
    let compared = 0;
    for (const query of queries) {
      const whole = await get(cookie, `${query}&limit=100&page=1`).catch(() => undefined);
      if (!whole) continue;
      for (const round of [1, 2]) {
        const walked: unknown[] = [];
        for (let page = 1; page <= Math.ceil(whole.docs.length / 7) + 1; page++) walked.push(...(await get(cookie, `${query}&limit=7&page=${page}`)).docs);
        expect(walked, `${viewer} ${query} round ${round}`).toEqual(whole.docs);
      }
      compared++;
    }
    expect(compared).toBeGreaterThan(10);
  });

  /** What the viewer's default list holds, in its order, asked of the database directly. */
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
    for (let page = 1; page <= Math.ceil(ROOMS / 4) + 1; page++) ids.push(...(await get(cookie, `limit=4&page=${page}`)).docs.map((doc) => doc._id));
    return ids;
  };

  it.each(['visitor', 'landlord', 'staff'] as const)('give a %s exactly what they may read, twice (records kept or not)', async (viewer) => {
    const cookie = { visitor: undefined, landlord: landlord.cookie, staff: t.user!.cookie }[viewer];
    const expected = await truth(viewer);
    expect(expected.length).toBeGreaterThan(8);
    expect(await walk(cookie)).toEqual(expected);
    expect(await walk(cookie)).toEqual(expected);
  });

  it("give a tenant, who owns no home, the visitor's list", async () => {
    expect(await walk(tenant.cookie)).toEqual(await truth('visitor'));
  });
});
