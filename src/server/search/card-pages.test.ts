import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { roomSearchQuery } from '../../contracts/search.ts';
import { storeOf } from '../collections/store.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { databaseKinds, openTestDatabase } from '../testing/databases.ts';
import { switchable } from '../testing/switchable-db.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { CardPages, type RoomCard } from './card-pages.ts';
import { filtersKey } from './search-totals.ts';

// The search's pages keep the cards they made (card-pages.ts) and ask PostgreSQL, for a page read
// lately, only which rooms at which versions of everything their cards show. Whatever changes what
// a card shows, the next search shows it as it is now.

const insert = (t: TestApp, collection: string, values: Record<string, unknown>) => storeOf(getCollection(collection)!).insertId(t.database.db, values);
const image = (key: string) => ({ key, name: `${key}.webp`, contentType: 'image/webp', size: 10 });

describe.each(databaseKinds())('cards kept between searches on %s', (kind) => {
  const t = useTestApp(kind, { as: null });
  const db = () => t.database.db;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    ids.type = await insert(t, 'typerooms', { name: { es: 'Doble', en: 'Double' } });
    ids.single = await insert(t, 'typerooms', { name: { es: 'Individual', en: 'Single' } });
    ids.otherArea = await insert(t, 'neighborhoodsname', { name: 'Barrio Alto', city: 'Cardópolis' });
    ids.bed = await insert(t, 'sizemattress', { name: { es: 'Cama de 135', en: 'Double bed' }, widthCm: 135, lengthCm: 190 });
    ids.area = await insert(t, 'neighborhoodsname', { name: 'Barrio Viejo', city: 'Cardópolis' });
    ids.home = await insert(t, 'properties', {
      city: 'Cardópolis',
      title: { es: 'Casa del puerto', en: 'Harbour house' },
      address: 'Calle del Puerto 1',
      neighborhood: ids.area,
      published: true,
    });
    for (const n of [1, 2, 3]) {
      ids[`room${n}`] = await insert(t, 'rooms', {
        property: ids.home,
        name: { es: `Habitación ${n}`, en: `Room ${n}` },
        published: true,
        monthlyPrice: 40_000 + n,
        type: ids.type,
        mattress: ids.bed,
        createdAt: new Date(`2031-01-0${n}T00:00:00.000Z`),
      });
    }
    ids.cover = await insert(t, 'roomimages', { room: ids.room3, image: image('room3-a'), alt: { es: 'Salón', en: 'Lounge' }, order: 1 });
  });

  /** The cards of the harbour house's rooms, newest first, as a visitor's search shows them. */
  const cards = async (query = ''): Promise<RoomCard[]> => {
    const response = await t.get(`/api/public/rooms?q=Cardópolis${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rooms.docs;
  };
  const newest = async () => (await cards())[0]!;

  /** The statements of the search the call makes, by what they read. */
  async function statementsOf(call: () => Promise<unknown>): Promise<('cards' | 'versions' | 'cards by id')[]> {
    const execute = vi.spyOn(db(), 'execute');
    try {
      await call();
      return execute.mock.calls
        .map(([statement]) => JSON.stringify(statement))
        .filter((text) => text.includes('concat_ws'))
        .map((text) => (!text.includes('json_build_object') ? 'versions' : text.includes('r.id = any(') ? 'cards by id' : 'cards'));
    } finally {
      execute.mockRestore();
    }
  }

  it('reads a page once whole, then only which cards at which versions, with the same answer', async () => {
    const query = '&sort=price';
    expect(await statementsOf(() => cards(query))).toEqual(['cards']);
    const first = await cards(query);
    expect(await statementsOf(() => cards(query))).toEqual(['versions']);
    expect(await cards(query)).toEqual(first);
    expect(first.map((card) => card.name.en)).toEqual(['Room 1', 'Room 2', 'Room 3']);
    expect(first[2]).toMatchObject({
      type: { _id: ids.type, name: { en: 'Double' } },
      mattress: { _id: ids.bed, name: { en: 'Double bed' } },
      cover: { url: '/files/room3-a', alt: { en: 'Lounge' } },
      property: { _id: ids.home, title: { en: 'Harbour house' }, neighborhood: { _id: ids.area, name: 'Barrio Viejo' } },
    });
  });

  it('shows at once whatever changes what a card shows, reading only the cards that changed', async () => {
    await cards();
    await cards();
    /** Runs `change`; the next search reads the changed cards alone, and the newest card is then `expected`. */
    const after = async (change: () => Promise<unknown>, expected: Record<string, unknown>) => {
      await change();
      expect(await statementsOf(cards)).toEqual(['versions', 'cards by id']);
      expect(await newest()).toMatchObject(expected);
      expect(await statementsOf(cards)).toEqual(['versions']);
    };
    await after(() => db().execute(sql`update rooms set name = '{"es": "Suite", "en": "Suite"}' where id = ${ids.room3}`), { name: { en: 'Suite' } });
    await after(() => db().execute(sql`update typerooms set name = '{"es": "Doble grande", "en": "Large double"}' where id = ${ids.type}`), {
      type: { name: { en: 'Large double' } },
    });
    await after(() => db().execute(sql`update sizemattress set name = '{"es": "Cama de 150", "en": "King bed"}' where id = ${ids.bed}`), {
      mattress: { name: { en: 'King bed' } },
    });
    await after(() => db().execute(sql`update neighborhoodsname set name = 'Barrio Nuevo' where id = ${ids.area}`), {
      property: { neighborhood: { name: 'Barrio Nuevo' } },
    });
    await after(() => db().execute(sql`update properties set title = '{"es": "Casa azul", "en": "Blue house"}' where id = ${ids.home}`), {
      property: { title: { en: 'Blue house' } },
    });
    // A photo put before the cover becomes the cover; the cover's own text changes; it is removed.
    await after(() => insert(t, 'roomimages', { room: ids.room3, image: image('room3-b'), order: 0 }), { cover: { url: '/files/room3-b', alt: null } });
    await after(() => db().execute(sql`update roomimages set "order" = 5 where room_id = ${ids.room3} and "order" = 0`), {
      cover: { url: '/files/room3-a', alt: { en: 'Lounge' } },
    });
    await after(() => db().execute(sql`update roomimages set alt = '{"es": "Sala", "en": "Living room"}' where id = ${ids.cover}`), {
      cover: { alt: { en: 'Living room' } },
    });
    // What a card points at changes: another type, another neighbourhood, a photo moved to another room, a photo deleted.
    await after(() => db().execute(sql`update rooms set type_id = ${ids.single} where id = ${ids.room3}`), { type: { _id: ids.single, name: { en: 'Single' } } });
    await after(() => db().execute(sql`update properties set neighborhood_id = ${ids.otherArea} where id = ${ids.home}`), {
      property: { neighborhood: { _id: ids.otherArea, name: 'Barrio Alto' } },
    });
    await after(() => db().execute(sql`update rooms set type_id = ${ids.type} where id = ${ids.room3}`), { type: { _id: ids.type } });
    await after(() => db().execute(sql`update properties set neighborhood_id = ${ids.area} where id = ${ids.home}`), { property: { neighborhood: { _id: ids.area } } });
    const moved = await insert(t, 'roomimages', { room: ids.room2, image: image('room2-a'), order: 0 });
    await after(() => db().execute(sql`update roomimages set room_id = ${ids.room3} where id = ${moved}`), { cover: { url: '/files/room2-a' } });
    await after(() => db().execute(sql`delete from roomimages where id = ${moved}`), { cover: { url: '/files/room3-a' } });
    await after(() => db().execute(sql`update roomimages set deleted_at = now() where room_id = ${ids.room3}`), { cover: null });
    // What a card shows is removed: the type and the bed are gone from it, not shown as they were.
    await after(() => db().execute(sql`update typerooms set deleted_at = now() where id = ${ids.type}`), { type: null });
    await after(() => db().execute(sql`update sizemattress set deleted_at = now() where id = ${ids.bed}`), { mattress: null });
    await after(() => db().execute(sql`update neighborhoodsname set deleted_at = now() where id = ${ids.area}`), { property: { neighborhood: null } });
  });

  it('follows which rooms a page shows, and its next page and total, from the versions alone', async () => {
    const guest = await t.signIn('tenant');
    const stay = '&from=2033-03-01&to=2033-06-01&sort=price&limit=1';
    const page = async (n: number) => {
      const response = await t.get(`/api/public/rooms?q=Cardópolis${stay}&page=${n}`);
      expect(response.statusCode, response.body).toBe(200);
      const { docs, totalDocs, hasNextPage } = response.json().rooms as { docs: RoomCard[]; totalDocs: number; hasNextPage: boolean };
      return { ids: docs.map((card) => card._id), totalDocs, hasNextPage };
    };
    for (const n of [1, 2, 3]) await page(n);
    expect(await page(2)).toEqual({ ids: [ids.room2], totalDocs: 3, hasNextPage: true });
    // A reservation takes room 1 for the stay: no card changed, every page moves up by one.
    const reservation = await insert(t, 'roomreserves', { room: ids.room1, user: guest.id, startDate: '2033-04-01', endDate: '2033-05-01', status: 'confirmed' });
    try {
      expect(await statementsOf(() => page(1))).toEqual(['versions']);
      expect(await page(1)).toMatchObject({ ids: [ids.room2], hasNextPage: true });
      expect(await page(2)).toMatchObject({ ids: [ids.room3], hasNextPage: false, totalDocs: 2 });
      expect(await page(3)).toMatchObject({ ids: [], hasNextPage: false });
    } finally {
      await db().execute(sql`delete from roomreserves where id = ${reservation}`);
    }
    expect(await page(1)).toMatchObject({ ids: [ids.room1], hasNextPage: true });
  });

  it('reads the page whole again when a room changes between its two statements', async () => {
    await cards('&sort=-price');
    await cards('&sort=-price');
    // A new version of room 1, so the page must read its card after listing it…
    await db().execute(sql`update rooms set monthly_price = monthly_price where id = ${ids.room1}`);
    const original = db().execute.bind(db());
    const unpublishAfterListing = async (statement: Parameters<typeof original>[0]) => {
      const result = await original(statement);
      // …and between the two, the room is unpublished: the version read is not the one listed.
      const text = JSON.stringify(statement);
      if (text.includes('concat_ws') && !text.includes('json_build_object')) await original(sql`update rooms set published = false where id = ${ids.room1}`);
      return result;
    };
    const execute = vi.spyOn(db(), 'execute').mockImplementation(unpublishAfterListing as unknown as typeof original);
    try {
      expect((await cards('&sort=-price')).map((card) => card._id)).toEqual([ids.room3, ids.room2]);
    } finally {
      execute.mockRestore();
      await db().execute(sql`update rooms set published = true where id = ${ids.room1}`);
    }
    expect((await cards('&sort=-price')).map((card) => card._id)).toEqual([ids.room3, ids.room2, ids.room1]);
  });

  it('keeps nothing read inside a transaction, where two writes of a row share its version', async () => {
    const pages = new CardPages();
    const search = roomSearchQuery.parse({ q: 'Cardópolis', sort: 'price' });
    const read = async (on: Db) => (await pages.read(on, search, filtersKey(search), false)).cards[0]!.name.en;
    await read(db());
    await db().transaction(async (tx) => {
      await tx.execute(sql`update rooms set name = '{"es": "Primera", "en": "First"}' where id = ${ids.room1}`);
      expect(await read(tx as unknown as Db)).toBe('First');
      await tx.execute(sql`update rooms set name = '{"es": "Segunda", "en": "Second"}' where id = ${ids.room1}`);
    });
    expect(await read(db())).toBe('Second');
    expect(await read(db())).toBe('Second');
  });
});

describe('cards kept when the database behind the address changed history (a promoted replica, a restore)', () => {
  it('answers the new server’s card, though the old one had the same room at the same version', async () => {
    // Two clones of one template hand out the same transaction ids next.
    const [a, b] = await Promise.all([openTestDatabase('pglite'), openTestDatabase('pglite')]);
    try {
      const home = '0b5a7a5e-0000-4000-8000-000000000002';
      const room = '0b5a7a5e-0000-4000-8000-000000000003';
      const type = '0b5a7a5e-0000-4000-8000-000000000004';
      const write = async (on: Db, en: string) => {
        await on.execute(sql`insert into typerooms (id, name) values (${type}, '{"es": "Doble", "en": "Double"}')`);
        await on.execute(sql`insert into properties (id, city, title, address, published) values (${home}, 'Failover', '{"es": "Casa", "en": "House"}', 'Calle 1', true)`);
        await on.execute(sql`insert into rooms (id, property_id, type_id, name, published, monthly_price) values (${room}, ${home}, ${type}, jsonb_build_object('es', ${en}::text, 'en', ${en}::text), true, 50000)`);
      };
      await write(a.db, 'Lost with the old primary');
      await write(b.db, 'Written on the new primary');
      const versionOn = async (on: Db) => (await rows<{ v: string }>(on, sql`select xmin::text as v from rooms where id = ${room}`))[0]!.v;
      expect(await versionOn(a.db)).toBe(await versionOn(b.db));
      let server = a.db;
      const db = switchable(() => server);
      const pages = new CardPages();
      const search = roomSearchQuery.parse({ q: 'Failover' });
      const read = async () => (await pages.read(db, search, filtersKey(search), false)).cards.map((card) => card.name.en);
      for (let i = 0; i < 2; i++) expect(await read()).toEqual(['Lost with the old primary']);
      server = b.db;
      expect(await read()).toEqual(['Written on the new primary']);
    } finally {
      await Promise.all([a.dispose(), b.dispose()]);
    }
  });
});
