import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections } from '../../catalog/catalog.ts';
import { columnName } from '../../catalog/naming.ts';
import { databaseKinds } from '../testing/databases.ts';
import { serverUrlOf } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { Db } from './database.ts';
import pg from 'pg';
import { parentsPublicFunctions, parentsPublicTriggers, publicParentsOf } from './public-parents.ts';
import { rows } from './rows.ts';

// `parents_public` answers "are this record's `within` parents live and public" from the record's
// own row. Whatever is written, and in whichever order, it must say what asking the parents says.

/** Every record whose column disagrees with its parents, asked directly. */
async function disagreements(db: Db): Promise<string[]> {
  const wrong: string[] = [];
  for (const collection of collections) {
    const parents = publicParentsOf(collection);
    if (parents.length === 0) continue;
    const truth = parents.map((parent) => {
      const own = parent.to.publicWhen;
      const ownColumn = own?.equals !== undefined ? `and p."${columnName(own.field, parent.to.fields[own.field]!)}" = ${typeof own.equals === 'string' ? `'${own.equals}'` : own.equals}` : '';
      const deeper = publicParentsOf(parent.to).length > 0 ? 'and p.parents_public' : '';
      const found = `exists (select 1 from "${parent.to.name}" p where p.id = t."${parent.column}" and p.deleted_at is null ${ownColumn} ${deeper})`;
      return parent.orEmpty ? `(t."${parent.column}" is null or ${found})` : found;
    });
    const found = await rows<{ id: string }>(db, sql.raw(`select t.id from "${collection.name}" t where t.parents_public is distinct from (${truth.join(' and ')})`));
    wrong.push(...found.map((row) => `${collection.name} ${row.id}`));
  }
  return wrong;
}

describe.each(databaseKinds())('parents_public on %s', (kind) => {
  const t = useTestApp(kind);
  const run = (query: ReturnType<typeof sql>) => t.database.db.execute(query);
  const one = async <T extends object>(query: ReturnType<typeof sql>) => (await rows<T>(t.database.db, query))[0]!;
  let typeId: string;

  beforeAll(async () => {
    typeId = (await one<{ id: string }>(sql`insert into typerooms (name) values ('{"es":"Doble","en":"Double"}') returning id`)).id;
  });

  const newProperty = async (published: boolean) =>
    (
      await one<{ id: string }>(
        sql`insert into properties (title, address, city, published) values ('{"es":"Casa","en":"Home"}', 'Calle 1', 'Madrid', ${published}) returning id`,
      )
    ).id;
  const newRoom = async (property: string, published = true) =>
    (
      await one<{ id: string }>(
        sql`insert into rooms (property_id, name, type_id, monthly_price, published) values (${property}, '{"es":"Hab","en":"Room"}', ${typeId}, 40000, ${published}) returning id`,
      )
    ).id;
  const flag = async (table: string, id: string) =>
    (await one<{ parents_public: boolean }>(sql`select parents_public from ${sql.raw(`"${table}"`)} where id = ${id}`)).parents_public;

  it('runs the triggers the catalogue derives (after changing a `within`: npm run db:generate -- <name> --parents-public)', async () => {
    const functions = await rows<{ name: string; body: string }>(
      t.database.db,
      sql`select proname as name, prosrc as body from pg_proc where proname like '%parents_public%' order by proname`,
    );
    const expected = parentsPublicFunctions().map(({ name, body }) => ({ name, body }));
    expect(functions).toEqual(expected.sort((a, b) => (a.name < b.name ? -1 : 1)));
    const triggers = await rows<{ table: string; name: string }>(
      t.database.db,
      sql`select c.relname as "table", g.tgname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
        where g.tgname like '%parents_public%' order by g.tgname`,
    );
    expect(triggers).toEqual(parentsPublicTriggers().sort((a, b) => (a.name < b.name ? -1 : 1)));
  });

  it('follows a home published, unpublished, removed and restored, down to its rooms’ photos, prices and costs', async () => {
    const home = await newProperty(false);
    const room = await newRoom(home);
    const photo = (await one<{ id: string }>(sql`insert into roomimages (room_id, image) values (${room}, '{"key":"a.jpg"}') returning id`)).id;
    const price = (
      await one<{ id: string }>(sql`insert into prices (room_id, "from", "to", monthly_price) values (${room}, '2027-01-01', '2027-02-01', 1) returning id`)
    ).id;
    const cost = (
      await one<{ id: string }>(sql`insert into gestioncosts (name, amount, property_id, room_id) values ('{"es":"Limpieza"}', 100, ${home}, ${room}) returning id`)
    ).id;
    const flags = async () => [await flag('rooms', room), await flag('roomimages', photo), await flag('prices', price), await flag('gestioncosts', cost)];

    expect(await flags()).toEqual([false, false, false, false]);
    await run(sql`update properties set published = true where id = ${home}`);
    expect(await flags()).toEqual([true, true, true, true]);
    await run(sql`update rooms set published = false where id = ${room}`);
    // The room itself is not public, so what is within it is not; the room's column speaks of its home.
    expect(await flags()).toEqual([true, false, false, false]);
    await run(sql`update rooms set published = true where id = ${room}`);
    await run(sql`update properties set deleted_at = now() where id = ${home}`);
    expect(await flags()).toEqual([false, false, false, false]);
    await run(sql`update properties set deleted_at = null where id = ${home}`);
    expect(await flags()).toEqual([true, true, true, true]);
    expect(await disagreements(t.database.db)).toEqual([]);
  });

  it('follows a room moved to another home, a cost without parents, and a column set by hand', async () => {
    const hidden = await newProperty(false);
    const shown = await newProperty(true);
    const room = await newRoom(shown);
    const photo = (await one<{ id: string }>(sql`insert into roomimages (room_id, image) values (${room}, '{"key":"b.jpg"}') returning id`)).id;
    expect([await flag('rooms', room), await flag('roomimages', photo)]).toEqual([true, true]);
    await run(sql`update rooms set property_id = ${hidden} where id = ${room}`);
    expect([await flag('rooms', room), await flag('roomimages', photo)]).toEqual([false, false]);
    await run(sql`update rooms set parents_public = true where id = ${room}`);
    expect(await flag('rooms', room)).toBe(false);
    await run(sql`update roomimages set room_id = ${await newRoom(shown)} where id = ${photo}`);
    expect(await flag('roomimages', photo)).toBe(true);

    const everywhere = (await one<{ id: string }>(sql`insert into gestioncosts (name, amount) values ('{"es":"Gestión"}', 5000) returning id`)).id;
    expect(await flag('gestioncosts', everywhere)).toBe(true);
    await run(sql`update gestioncosts set room_id = ${room} where id = ${everywhere}`);
    expect(await flag('gestioncosts', everywhere)).toBe(false);
    expect(await disagreements(t.database.db)).toEqual([]);
  });

  it('agrees with the parents after many writes in any order', async () => {
    const homes = await Promise.all([true, false, true].map((published) => newProperty(published)));
    const rooms: string[] = [];
    for (let i = 0; i < 12; i++) rooms.push(await newRoom(homes[i % 3]!, i % 4 !== 0));
    for (const [i, room] of rooms.entries()) {
      await run(sql`insert into roomimages (room_id, image) values (${room}, '{"key":"c.jpg"}')`);
      await run(sql`insert into gestioncosts (name, amount, property_id, room_id) values ('{"es":"X"}', 1, ${i % 2 ? homes[(i + 1) % 3]! : null}, ${room})`);
    }
    let seed = 7;
    const next = (n: number) => (seed = (seed * 48271) % 2147483647) % n;
    for (let step = 0; step < 60; step++) {
      const home = homes[next(3)]!;
      const room = rooms[next(rooms.length)]!;
      const write = [
        sql`update properties set published = not published where id = ${home}`,
        sql`update properties set deleted_at = case when deleted_at is null then now() end where id = ${home}`,
        sql`update rooms set published = not published where id = ${room}`,
        sql`update rooms set deleted_at = case when deleted_at is null then now() end where id = ${room}`,
        sql`update rooms set property_id = ${home} where id = ${room}`,
      ][next(5)]!;
      await run(write);
    }
    expect(await disagreements(t.database.db)).toEqual([]);
  });

  it.runIf(kind === 'postgres')('holds when a room is added to a home while another connection unpublishes it', async () => {
    const home = await newProperty(true);
    const adding = new pg.Client({ connectionString: serverUrlOf(t.database) });
    const hiding = new pg.Client({ connectionString: serverUrlOf(t.database) });
    await Promise.all([adding.connect(), hiding.connect()]);
    try {
      await adding.query('begin');
      const added = await adding.query(
        `insert into rooms (property_id, name, type_id, monthly_price) values ($1, '{"es":"Nueva"}', $2, 1) returning id, parents_public`,
        [home, typeId],
      );
      expect(added.rows[0].parents_public).toBe(true);
      // The home's update waits for the new room's lock on it, then its trigger finds the room.
      const hidden = hiding.query('update properties set published = false where id = $1', [home]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await adding.query('commit');
      await hidden;
      expect(await flag('rooms', added.rows[0].id)).toBe(false);

      // The other order: the home is hidden first, and the room added meanwhile waits to read it.
      await hiding.query('begin');
      await hiding.query('update properties set published = true where id = $1', [home]);
      const second = adding.query(`insert into rooms (property_id, name, type_id, monthly_price) values ($1, '{"es":"Otra"}', $2, 1) returning id`, [
        home,
        typeId,
      ]);
      await new Promise((resolve) => setTimeout(resolve, 100));
      await hiding.query('commit');
      expect(await flag('rooms', (await second).rows[0].id)).toBe(true);
      expect(await disagreements(t.database.db)).toEqual([]);
    } finally {
      await Promise.all([adding.end(), hiding.end()]);
    }
  });
});
