import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { serverUrlOf } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { rows } from './rows.ts';

// parents_public on a real server, with writes racing each other: no interleaving may leave the
// column disagreeing with the parents, and the triggers' locks may not turn a save into a deadlock.

const postgres = !!process.env.TEST_DATABASE_URL;

describe.runIf(postgres)('parents_public under concurrent writes', () => {
  const t = useTestApp('postgres');
  const one = async <T extends object>(query: ReturnType<typeof sql>) => (await rows<T>(t.database.db, query))[0]!;
  let typeId: string;
  const clients: pg.Client[] = [];
  const client = async () => {
    const c = new pg.Client({ connectionString: serverUrlOf(t.database) });
    c.on('error', () => {});
    await c.connect();
    clients.push(c);
    return c;
  };
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  beforeAll(async () => {
    typeId = (await one<{ id: string }>(sql`insert into typerooms (name) values ('{"es":"Doble","en":"Double"}') returning id`)).id;
  });
  afterEach(async () => {
    await Promise.all(clients.splice(0).map((c) => c.end()));
  });

  const newProperty = async (published: boolean) =>
    (
      await one<{ id: string }>(
        sql`insert into properties (title, address, city, published) values ('{"es":"Casa"}', 'Calle 1', 'Madrid', ${published}) returning id`,
      )
    ).id;
  const newRoom = async (property: string) =>
    (
      await one<{ id: string }>(
        sql`insert into rooms (property_id, name, type_id, monthly_price, published) values (${property}, '{"es":"Hab"}', ${typeId}, 40000, true) returning id`,
      )
    ).id;
  const roomAgainstHome = (room: string) =>
    one<{ column: boolean; truth: boolean }>(sql`select r.parents_public as "column", (p.deleted_at is null and p.published) as truth
      from rooms r join properties p on p.id = r.property_id where r.id = ${room}`);

  it('refuses to unpublish a home in a REPEATABLE READ transaction, whose snapshot may not hold a room added since', async () => {
    const home = await newProperty(true);
    const [hiding, adding] = [await client(), await client()];
    await hiding.query('begin isolation level repeatable read');
    await hiding.query('select count(*) from rooms'); // the snapshot is taken here
    const added = await adding.query(
      `insert into rooms (property_id, name, type_id, monthly_price, published) values ($1, '{"es":"Nueva"}', $2, 1, true) returning id`,
      [home, typeId],
    );
    // Its trigger would answer again only the rooms of its snapshot, and leave the new one public.
    const refused = await hiding.query('update properties set published = false where id = $1', [home]).catch((error: { code: string }) => error);
    expect(refused).toMatchObject({ code: '40001' });
    await hiding.query('rollback');
    expect(await roomAgainstHome(added.rows[0].id)).toEqual({ column: true, truth: true });
    await hiding.query('begin isolation level read committed');
    await hiding.query('update properties set published = false where id = $1', [home]);
    await hiding.query('commit');
    expect(await roomAgainstHome(added.rows[0].id)).toEqual({ column: false, truth: false });
  });

  it('does not deadlock a room saved (property_id in the SET list) while staff unpublish its home', async () => {
    const home = await newProperty(true);
    const room = await newRoom(home);
    // Widens the window between the room row's lock and its trigger's FOR SHARE on the home; without
    // it the same interleaving needs two requests to land within microseconds of each other.
    await t.database.db.execute(sql.raw(`create or replace function pause_room_save() returns trigger language plpgsql as $$
      begin if current_setting('application_name') = 'slow-save' then perform pg_sleep(0.5); end if; return new; end $$`));
    await t.database.db.execute(sql.raw(`create trigger a_pause_room_save before update of property_id on rooms for each row execute function pause_room_save()`));
    try {
      const [saving, hiding] = [await client(), await client()];
      await saving.query(`set application_name = 'slow-save'`);
      // What CollectionStore.update sends for a room form: every field, property_id included.
      const saved = saving.query('update rooms set property_id = $1, monthly_price = 41000, updated_at = now() where id = $2', [home, room]);
      await sleep(150);
      const hidden = hiding.query('update properties set published = false where id = $1', [home]);
      const outcomes = await Promise.allSettled([saved, hidden]);
      expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason.message) : 'ok'))).toEqual(['ok', 'ok']);
    } finally {
      await t.database.db.execute(sql.raw('drop trigger a_pause_room_save on rooms'));
    }
  });

  it('does not deadlock a write that locks the room first (persistRow with an after-write hook) while its home is unpublished', async () => {
    const home = await newProperty(true);
    const room = await newRoom(home);
    const [saving, hiding] = [await client(), await client()];
    await saving.query('begin');
    await saving.query('select id from rooms where id = $1 for update', [room]); // store.findById(tx, id, { lock: true })
    const hidden = hiding.query('update properties set published = false where id = $1', [home]);
    await sleep(150);
    const saved = saving.query('update rooms set property_id = $1, updated_at = now() where id = $2', [home, room]).then(() => saving.query('commit'));
    const outcomes = await Promise.allSettled([saved, hidden]);
    if (outcomes[0].status === 'rejected') await saving.query('rollback');
    expect(outcomes.map((outcome) => (outcome.status === 'rejected' ? String(outcome.reason.message) : 'ok'))).toEqual(['ok', 'ok']);
    expect(await roomAgainstHome(room)).toEqual({ column: false, truth: false });
  });
});
