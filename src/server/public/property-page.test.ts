import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import type { FileField, FilesField, SelectField } from '../../catalog/types.ts';
import { COST_FREQUENCIES, ROOM_STATUSES } from '../../catalog/collections/statuses.ts';
import { propertyPageRoute, publicConfigRoute } from '../../contracts/public.ts';
import type { ResponseOf } from '../../contracts/route.ts';
import { databaseKinds } from '../testing/databases.ts';
import { expectDocumented } from '../testing/documented-contracts.ts';
import { expectRefusal } from '../testing/refusals.ts';
import { sampleFile } from '../testing/samples.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { MAX_PAGE_REVIEWS } from './property-page.ts';

// The property page in one answer: real records made through the API as the admin, read back as
// a visitor. What is shown and what is left out (unpublished or removed rooms, past prices,
// reservations that hold no nights, reviews not published, costs of other homes) is checked
// value by value.

type Doc = Record<string, unknown> & { _id: string };

const DAY_MS = 86_400_000;
const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
const localized = (es: string, en = `${es} (en)`) => ({ es, en });

async function create(t: TestApp, name: string, values: Record<string, unknown>): Promise<Doc> {
  const response = await t.send('POST', `/api/${name}/`, values);
  expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
  return response.json().records[0];
}

/** A GET without the admin's session: what a visitor receives. */
const asVisitor = (t: TestApp, url: string) => t.request({ method: 'GET', url, headers: { cookie: '' } });

describe.each(databaseKinds())('GET /api/public/properties/:id on %s', (kind) => {
  const t = useTestApp(kind);
  const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);
  const made: Record<string, Doc> = {};
  let tenantId: string;

  beforeAll(async () => {
    const tenant = await t.signIn('tenant');
    tenantId = tenant.id;
    await exec(sql`update users set name = 'Lucía', surname = 'Fernández Ruiz' where id = ${tenantId}`);

    made.neighborhood = await create(t, 'neighborhoodsname', { name: 'Ruzafa', city: 'Valencia', description: localized('Barrio vivo') });
    made.lift = await create(t, 'buildinginfoicons', { name: localized('Ascensor'), icon: 'elevator' });
    made.doorman = await create(t, 'buildinginfoicons', { name: localized('Portero'), icon: 'door' });
    made.terrace = await create(t, 'floorinfoicons', { name: localized('Terraza'), icon: 'sun' });
    made.living = await create(t, 'houserulescategories', { name: localized('Convivencia'), icon: 'users' });
    made.pets = await create(t, 'houserulescategories', { name: localized('Animales'), icon: 'paw' });
    made.quietLate = await create(t, 'houserules', { category: made.living!._id, text: localized('Silencio a partir de las 23'), order: 2 });
    made.cleanKitchen = await create(t, 'houserules', { category: made.living!._id, text: localized('Cocina limpia'), order: 1 });
    made.noPets = await create(t, 'houserules', { category: made.pets!._id, text: localized('Sin mascotas'), order: 1 });
    made.removedRule = await create(t, 'houserules', { category: made.pets!._id, text: localized('Regla retirada'), order: 0 });

    made.property = await create(t, 'properties', {
      title: localized('Piso luminoso en Ruzafa'),
      description: localized('Cerca del mercado'),
      address: 'Calle Sueca 10',
      city: 'Valencia',
      postalCode: '46006',
      neighborhood: made.neighborhood!._id,
      latitude: 39.46,
      longitude: -0.37,
      floor: 3,
      lift: true,
      sizeM2: 95.5,
      buildingAmenities: [made.doorman!._id, made.lift!._id],
      floorAmenities: [made.terrace!._id],
      houseRules: [made.quietLate!._id, made.noPets!._id, made.cleanKitchen!._id, made.removedRule!._id],
      images: [await sampleFile(getCollection('properties')!.fields.images as FilesField, 'fachada')],
      published: true,
      featured: true,
    });
    await t.request({ method: 'DELETE', url: `/api/houserules/soft/${made.removedRule!._id}` });
    made.otherProperty = await create(t, 'properties', { title: localized('Otro piso'), address: 'Calle Otra 1', city: 'Madrid', published: true });

    made.double = await create(t, 'typerooms', { name: localized('Doble') });
    made.exterior = await create(t, 'categoryinforooms', { name: localized('Exterior') });
    made.mattress = await create(t, 'sizemattress', { name: localized('135'), widthCm: 135, lengthCm: 190 });
    made.desk = await create(t, 'roominfoicons', { name: localized('Escritorio'), icon: 'desk', category: made.exterior!._id });
    made.cleaning = await create(t, 'infoextras', { name: localized('Limpieza semanal'), description: localized('Una vez por semana'), monthlyPrice: 2500 });

    const room = (name: string, monthlyPrice: number, extra: Record<string, unknown> = {}) =>
      create(t, 'rooms', {
        property: made.property!._id,
        name: localized(name),
        type: made.double!._id,
        monthlyPrice,
        published: true,
        ...extra,
      });
    made.bigRoom = await room('Habitación 2', 50_000, {
      description: localized('Con balcón'),
      category: made.exterior!._id,
      mattress: made.mattress!._id,
      amenities: [made.desk!._id],
      extras: [made.cleaning!._id],
      deposit: 60_000,
      billsIncluded: true,
      sizeM2: 14,
      availableFrom: inDays(10),
      minMonths: 3,
      maxMonths: 12,
    });
    made.smallRoom = await room('Habitación 10', 40_000, { status: 'occupied' });
    made.draftRoom = await room('Habitación borrador', 30_000, { published: false });
    made.removedRoom = await room('Habitación retirada', 20_000);
    await t.request({ method: 'DELETE', url: `/api/rooms/soft/${made.removedRoom!._id}` });

    const image = async (order: number, alt: string) =>
      create(t, 'roomimages', {
        room: made.bigRoom!._id,
        image: await sampleFile(getCollection('roomimages')!.fields.image as FileField, alt),
        alt: localized(alt),
        order,
      });
    made.secondImage = await image(2, 'Ventana');
    made.firstImage = await image(1, 'Cama');

    made.pastPrice = await create(t, 'prices', { room: made.bigRoom!._id, from: inDays(-60), to: today(), monthlyPrice: 45_000 });
    made.summerPrice = await create(t, 'prices', { room: made.bigRoom!._id, from: inDays(100), to: inDays(160), monthlyPrice: 55_000 });

    const reserve = (from: number, to: number, status: string) =>
      create(t, 'roomreserves', { room: made.bigRoom!._id, user: tenantId, startDate: inDays(from), endDate: inDays(to), status });
    made.confirmed = await reserve(30, 60, 'confirmed');
    made.paying = await reserve(70, 80, 'pending_payment');
    made.holding = await reserve(90, 95, 'hold');
    made.expiredHold = await reserve(200, 210, 'hold');
    made.cancelled = await reserve(30, 60, 'cancelled');
    made.finished = await reserve(-90, -30, 'completed');
    made.endedConfirmed = await reserve(-20, 0, 'confirmed');
    await exec(sql`update roomreserves set hold_expires_at = now() + interval '1 hour' where id = ${made.holding!._id}`);
    await exec(sql`update roomreserves set hold_expires_at = now() - interval '1 minute' where id = ${made.expiredHold!._id}`);

    const cost = (name: string, amount: number, where: Record<string, unknown>) =>
      create(t, 'gestioncosts', { name: localized(name), amount, frequency: 'once', mandatory: true, ...where });
    made.everywhere = await cost('Gestión', 15_000, {});
    made.propertyCost = await cost('Limpieza final', 8_000, { property: made.property!._id });
    made.roomCost = await cost('Aire acondicionado', 3_000, { room: made.bigRoom!._id, frequency: 'monthly' });
    made.otherHomeCost = await cost('Otra casa', 1_000, { property: made.otherProperty!._id });
    made.draftRoomCost = await cost('Borrador', 2_000, { room: made.draftRoom!._id });

    // One review per stay and author: each review is of a stay of its own, long finished.
    let pastStays = 0;
    const review = async (rating: number, status: string, daysAgo: number, where: Record<string, unknown>) => {
      pastStays += 1;
      const stay = await reserve(-400 - 40 * pastStays, -370 - 40 * pastStays, 'completed');
      const doc = await create(t, 'reviews', { author: tenantId, reservation: stay._id, rating, text: `Reseña ${rating} ${status}`, status, ...where });
      await exec(sql`update reviews set created_at = now() - make_interval(days => ${daysAgo}) where id = ${doc._id}`);
      return doc;
    };
    made.oldReview = await review(4, 'published', 20, { property: made.property!._id });
    made.roomReview = await review(5, 'published', 5, { room: made.bigRoom!._id });
    made.pendingReview = await review(1, 'pending', 1, { property: made.property!._id });
    made.rejectedReview = await review(1, 'rejected', 2, { property: made.property!._id });
    made.otherHomeReview = await review(2, 'published', 3, { property: made.otherProperty!._id });
  });

  async function page(): Promise<ResponseOf<typeof propertyPageRoute>> {
    const response = await asVisitor(t, `/api/public/properties/${made.property!._id}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  it('gives the property with its neighbourhood, amenities in their order, and house rules grouped by category', async () => {
    const { property } = await page();
    expect(property).toMatchObject({
      _id: made.property!._id,
      title: localized('Piso luminoso en Ruzafa'),
      description: localized('Cerca del mercado'),
      address: 'Calle Sueca 10',
      city: 'Valencia',
      postalCode: '46006',
      latitude: 39.46,
      longitude: -0.37,
      floor: 3,
      lift: true,
      sizeM2: 95.5,
      featured: true,
      neighborhood: { _id: made.neighborhood!._id, name: 'Ruzafa', city: 'Valencia', description: localized('Barrio vivo') },
    });
    expect(property.images).toHaveLength(1);
    expect(property.images[0]).toMatchObject({ name: 'fachada.png', contentType: 'image/png' });
    expect(property.images[0]!.url).toMatch(/^\/files\/[\w-]+\.png$/);
    expect(Object.values(property.images[0]!.variants ?? {}).every((url) => String(url).startsWith('/files/'))).toBe(true);
    expect(property.buildingAmenities).toEqual([
      { _id: made.doorman!._id, name: localized('Portero'), icon: 'door' },
      { _id: made.lift!._id, name: localized('Ascensor'), icon: 'elevator' },
    ]);
    expect(property.floorAmenities).toEqual([{ _id: made.terrace!._id, name: localized('Terraza'), icon: 'sun' }]);
    expect(property.houseRules).toEqual([
      {
        category: { _id: made.pets!._id, name: localized('Animales'), icon: 'paw' },
        rules: [{ _id: made.noPets!._id, text: localized('Sin mascotas') }],
      },
      {
        category: { _id: made.living!._id, name: localized('Convivencia'), icon: 'users' },
        rules: [
          { _id: made.cleanKitchen!._id, text: localized('Cocina limpia') },
          { _id: made.quietLate!._id, text: localized('Silencio a partir de las 23') },
        ],
      },
    ]);
    expect(Object.keys(property)).not.toContain('landlord');
    expect(Object.keys(property)).not.toContain('published');
  });

  it('lists only published, live rooms, by their names with numbers in number order (2 before 10), with what they reference', async () => {
    const { rooms } = await page();
    expect(rooms.map((room: Doc) => room._id)).toEqual([made.bigRoom!._id, made.smallRoom!._id]);
    const big = rooms[0]!;
    expect(big).toMatchObject({
      name: localized('Habitación 2'),
      description: localized('Con balcón'),
      monthlyPrice: 50_000,
      deposit: 60_000,
      billsIncluded: true,
      sizeM2: 14,
      availableFrom: inDays(10),
      minMonths: 3,
      maxMonths: 12,
      status: 'available',
      type: { _id: made.double!._id, name: localized('Doble') },
      category: { _id: made.exterior!._id, name: localized('Exterior') },
      mattress: { _id: made.mattress!._id, name: localized('135'), widthCm: 135, lengthCm: 190 },
      amenities: [{ _id: made.desk!._id, name: localized('Escritorio'), icon: 'desk', category: { _id: made.exterior!._id, name: localized('Exterior') } }],
      extras: [{ _id: made.cleaning!._id, name: localized('Limpieza semanal'), description: localized('Una vez por semana'), monthlyPrice: 2500 }],
    });
    expect(rooms[1]).toMatchObject({ status: 'occupied', category: null, mattress: null, amenities: [], extras: [], images: [], prices: [], booked: [], deposit: null });
    expect(big.images.map((image: Doc) => [image._id, image.alt])).toEqual([
      [made.firstImage!._id, localized('Cama')],
      [made.secondImage!._id, localized('Ventana')],
    ]);
    expect(big.images[0]!.url).toMatch(/^\/files\/[\w-]+\.png$/);
    expect(big.images[0]!.variants.sm).toMatch(/^\/files\/[\w-]+-sm\.webp$/);
    expect(big.images[0]).toMatchObject({ width: 16, height: 12 });
  });

  it('gives seasonal prices still to end, and only the stays that hold nights and end after today', async () => {
    const big = (await page()).rooms[0]!;
    expect(big.prices).toEqual([{ _id: made.summerPrice!._id, from: inDays(100), to: inDays(160), monthlyPrice: 55_000 }]);
    expect(big.booked).toEqual([
      { from: inDays(30), to: inDays(60) },
      { from: inDays(70), to: inDays(80) },
      { from: inDays(90), to: inDays(95) },
    ]);
  });

  it('gives the costs of this home, of its visible rooms and those that apply everywhere', async () => {
    const { costs } = await page();
    const ours = costs.filter((cost: Doc) => [made.everywhere, made.propertyCost, made.roomCost, made.otherHomeCost, made.draftRoomCost].some((c) => c!._id === cost._id));
    expect(ours).toEqual([
      { _id: made.roomCost!._id, name: localized('Aire acondicionado'), amount: 3_000, frequency: 'monthly', mandatory: true, room: made.bigRoom!._id },
      { _id: made.propertyCost!._id, name: localized('Limpieza final'), amount: 8_000, frequency: 'once', mandatory: true, room: null },
      { _id: made.everywhere!._id, name: localized('Gestión'), amount: 15_000, frequency: 'once', mandatory: true, room: null },
    ]);
  });

  it('gives published reviews of the home and its rooms, newest first, with the average and the author’s first name only', async () => {
    const response = await asVisitor(t, `/api/public/properties/${made.property!._id}`);
    const { reviews } = response.json();
    expect(reviews.average).toBe(4.5);
    expect(reviews.count).toBe(2);
    expect(reviews.docs).toEqual([
      {
        _id: made.roomReview!._id,
        rating: 5,
        text: 'Reseña 5 published',
        author: 'Lucía',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
        room: { _id: made.bigRoom!._id, name: localized('Habitación 2') },
      },
      expect.objectContaining({ _id: made.oldReview!._id, rating: 4, author: 'Lucía', room: null }),
    ]);
    expect(response.body).not.toContain('Fernández');
    expect(response.body).not.toContain('@test.habita');
    expect(response.body).not.toContain(tenantId);
  });

  it('caps the reviews shown, while the average and count take in every one', async () => {
    const other = made.otherProperty!._id;
    await exec(sql`with stays as (
        insert into roomreserves (room_id, user_id, start_date, end_date, status)
        select ${made.bigRoom!._id}, ${tenantId}, date '2001-01-01' + 40 * i, date '2001-01-31' + 40 * i, 'completed'
        from generate_series(1, ${MAX_PAGE_REVIEWS + 5}) i returning id, start_date)
      insert into reviews (property_id, author_id, reservation_id, rating, text, status)
      select ${other}, ${tenantId}, id, 1 + (i % 5), 'Muchas ' || i, 'published'
      from (select id, row_number() over (order by start_date) as i from stays) numbered`);
    const response = await asVisitor(t, `/api/public/properties/${other}`);
    expect(response.statusCode).toBe(200);
    const { reviews: page } = response.json();
    expect(page.docs).toHaveLength(MAX_PAGE_REVIEWS);
    expect(page.count).toBe(MAX_PAGE_REVIEWS + 6);
    const ratings = [2, ...Array.from({ length: MAX_PAGE_REVIEWS + 5 }, (_, i) => 1 + ((i + 1) % 5))];
    expect(page.average).toBeCloseTo(ratings.reduce((a, b) => a + b, 0) / ratings.length, 2);
  });

  it('answers a property with nothing around it: no rooms, no reviews, no neighbourhood', async () => {
    const bare = await create(t, 'properties', { title: localized('Vacío'), address: 'Calle Vacía 1', city: 'Sevilla', published: true });
    const body = (await asVisitor(t, `/api/public/properties/${bare._id}`)).json();
    expect(body.property).toMatchObject({ neighborhood: null, buildingAmenities: [], floorAmenities: [], houseRules: [], images: [], description: null });
    expect(body.rooms).toEqual([]);
    expect(body.reviews).toEqual({ average: null, count: 0, docs: [] });
  });

  it('answers 404 for an unpublished, a removed, an unknown property and an id that is not one', async () => {
    const draft = await create(t, 'properties', { title: localized('Borrador'), address: 'Calle B 1', city: 'Bilbao', published: false });
    const removed = await create(t, 'properties', { title: localized('Retirado'), address: 'Calle R 1', city: 'Bilbao', published: true });
    await t.request({ method: 'DELETE', url: `/api/properties/soft/${removed._id}` });
    for (const id of [draft._id, removed._id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', "1' or '1'='1"]) {
      expectRefusal(await asVisitor(t, `/api/public/properties/${encodeURIComponent(id)}`), 404, undefined, id);
    }
    // Staff see drafts in the back-office, not here: the page is the public one.
    expectRefusal(await t.get(`/api/public/properties/${draft._id}`), 404, undefined, 'as admin');
  });

  it('is documented with every answer its contract declares, and so is the settings route', async () => {
    await expectDocumented(t, [propertyPageRoute, publicConfigRoute]);
  });

  it('takes a handful of statements however many rooms the home has', async () => {
    const statements: string[] = [];
    const db = t.database.db as unknown as { execute: (statement: unknown) => Promise<unknown> };
    const execute = db.execute.bind(db);
    db.execute = (statement) => {
      statements.push('query');
      return execute(statement);
    };
    try {
      await page();
    } finally {
      db.execute = execute;
    }
    expect(statements.length, 'statements counted').toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(5);
  });
});

describe('the property page contract', () => {
  it('offers exactly the catalogue’s room statuses and cost frequencies', () => {
    expect([...ROOM_STATUSES]).toEqual((getCollection('rooms')!.fields.status as SelectField).options);
    expect([...COST_FREQUENCIES]).toEqual((getCollection('gestioncosts')!.fields.frequency as SelectField).options);
  });
});
