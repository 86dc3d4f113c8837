import { SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteStay } from '../../catalog/pricing.ts';
import { rows, ident } from '../db/rows.ts';
import { HttpError } from '../errors.ts';
import { databaseKinds, openTestDatabase, type TestDatabase } from '../testing/databases.ts';
import { loadPricingInput, type PricingRequest } from './pricing-data.ts';

// What the engine is given for a stay, read from a real database: which room (only a listed
// one), which seasons, costs and extras, and which promotion (by code, else the best automatic
// one), with the refusals a guest can act on. Records are written straight to the tables: this
// module reads them with SQL, whatever made them.

const localized = (es: string) => ({ es, en: `${es} (en)` });
const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`;
const uuids = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

const TODAY = '2030-01-10';
const STAY = { from: '2030-02-01', to: '2030-05-01' };

describe.each(databaseKinds())('loadPricingInput on %s', (kind) => {
  let database: TestDatabase;
  const made: Record<string, string> = {};

  async function insert(table: string, values: Record<string, unknown>): Promise<string> {
    const columns = Object.keys(values);
    const list = sql.join(
      columns.map((column) => (values[column] instanceof SQL ? (values[column] as SQL) : sql`${values[column]}`)),
      sql`, `,
    );
    const [row] = await rows(database.db, sql`insert into ${sql.raw(ident(table))} (${sql.raw(columns.map(ident).join(', '))}) values (${list}) returning id`);
    return String(row!.id);
  }
  const exec = (statement: SQL) => database.db.execute(statement);
  const load = (request: Partial<PricingRequest>) =>
    loadPricingInput(database.db, { room: made.room!, ...STAY, extras: [], code: null, today: TODAY, ...request });
  async function refusal(request: Partial<PricingRequest>): Promise<HttpError> {
    const error = await load(request).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(HttpError);
    return error as HttpError;
  }

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    const property = (title: string, published = true) => insert('properties', { title: json(localized(title)), address: 'Calle 1', city: 'Valencia', published });
    made.property = await property('Piso en Ruzafa');
    made.otherProperty = await property('Otro piso');
    made.draftProperty = await property('Piso borrador', false);
    made.type = await insert('typerooms', { name: json(localized('Doble')) });
    made.parking = await insert('infoextras', { name: json(localized('Parking')), monthly_price: 6000 });
    made.bedding = await insert('infoextras', { name: json(localized('Ropa de cama')), monthly_price: 1500 });
    made.removedExtra = await insert('infoextras', { name: json(localized('Retirado')), monthly_price: 900, deleted_at: sql`now()` });
    made.notOffered = await insert('infoextras', { name: json(localized('Gimnasio')), monthly_price: 3000 });

    const room = (property: string, values: Record<string, unknown> = {}) =>
      insert('rooms', { property_id: property, name: json(localized('Habitación')), type_id: made.type, monthly_price: 45000, published: true, ...values });
    made.room = await room(made.property!, {
      deposit: 45000,
      min_months: 3,
      max_months: 12,
      available_from: '2030-01-15',
      extras: uuids([made.parking!, made.bedding!, made.removedExtra!]),
    });
    made.neighbour = await room(made.property!);
    made.promoRoom = await room(made.otherProperty!, { monthly_price: 60000 });
    made.draftRoom = await room(made.property!, { published: false });
    made.removedRoom = await room(made.property!, { deleted_at: sql`now()` });
    made.roomOfDraftProperty = await room(made.draftProperty!);

    const season = (from: string, to: string, price: number, extra: Record<string, unknown> = {}) =>
      insert('prices', { room_id: made.room, from, to, monthly_price: price, ...extra });
    made.before = await season('2029-06-01', '2030-02-01', 40000);
    made.spring = await season('2030-03-01', '2030-04-01', 52000);
    made.after = await season('2030-05-01', '2030-09-01', 55000);
    made.removedSeason = await season('2030-04-01', '2030-05-01', 99000, { deleted_at: sql`now()` });
    await insert('prices', { room_id: made.neighbour, from: '2030-02-01', to: '2030-05-01', monthly_price: 10000 });

    const cost = (name: string, amount: number, values: Record<string, unknown> = {}) =>
      insert('gestioncosts', { name: json(localized(name)), amount, frequency: 'once', ...values });
    made.everywhere = await cost('Gestión', 15000);
    made.homeCost = await cost('Limpieza', 2500, { property_id: made.property, frequency: 'monthly' });
    made.roomCost = await cost('Aire', 1000, { room_id: made.room, frequency: 'monthly' });
    made.optional = await cost('Limpieza final', 6000, { mandatory: false });
    made.otherHomeCost = await cost('Otra casa', 700, { property_id: made.otherProperty });
    made.neighbourCost = await cost('Vecina', 800, { room_id: made.neighbour });
    made.removedCost = await cost('Retirado', 300, { deleted_at: sql`now()` });

    const promotion = (name: string, values: Record<string, unknown>) => insert('promotions', { name: json(localized(name)), ...values });
    made.coded = await promotion('Bienvenida', { code: 'Bienvenida10', percent_off: 10, valid_to: '2030-06-01' });
    made.codedExpired = await promotion('Pasada', { code: 'PASADA', percent_off: 10, valid_to: TODAY });
    made.removedCoded = await promotion('Borrada', { code: 'BORRADA', percent_off: 10, deleted_at: sql`now()` });
    // Automatic ones, all for the other home's room but one for every room that is switched off.
    made.tenPercent = await promotion('10 %', { percent_off: 10, rooms: uuids([made.promoRoom!]) }); // 3 × 6000 = 18000 off
    made.fiftyOff = await promotion('50 €', { amount_off: 5000, properties: uuids([made.otherProperty!]) }); // 5000 off
    made.bigButLong = await promotion('25 % desde 6 meses', { percent_off: 25, min_months: 6, rooms: uuids([made.promoRoom!]) });
    made.bigButUsedUp = await promotion('30 % agotada', { percent_off: 30, max_uses: 2, rooms: uuids([made.promoRoom!]) });
    await exec(sql`update promotions set uses_count = 2 where id = ${made.bigButUsedUp}`);
    made.bigButLater = await promotion('40 % más tarde', { percent_off: 40, valid_from: '2030-01-11', rooms: uuids([made.promoRoom!]) });
    made.bigButOff = await promotion('50 % apagada', { percent_off: 50, active: false });
    made.bigButCoded = await promotion('60 % con código', { code: 'SESENTA', percent_off: 60, rooms: uuids([made.promoRoom!]) });
  });

  afterAll(async () => {
    await database?.dispose();
  });

  it('gives the room, the seasons over the stay, and the costs of the room, its home and everywhere', async () => {
    const input = await load({});
    expect(input).toMatchObject({ ...STAY, today: TODAY, extras: [], promotion: null });
    expect(input.room).toEqual({
      _id: made.room,
      property: made.property,
      monthlyPrice: 45000,
      deposit: 45000,
      minMonths: 3,
      maxMonths: 12,
      availableFrom: '2030-01-15',
    });
    expect(input.seasons).toEqual([{ from: '2030-03-01', to: '2030-04-01', monthlyPrice: 52000 }]);
    expect(input.costs.map((cost) => cost._id).sort()).toEqual([made.everywhere, made.homeCost, made.roomCost, made.optional].sort());
    expect(input.costs.find((cost) => cost._id === made.roomCost)).toEqual({
      _id: made.roomCost,
      name: localized('Aire'),
      amount: 1000,
      frequency: 'monthly',
      mandatory: true,
      room: made.room,
      property: null,
    });
    // What the engine makes of it: the optional cost left out, the spring season in March.
    const quote = quoteStay(input);
    expect(quote.months.map((month) => month.rent)).toEqual([45000, 52000, 45000]);
    expect(quote.costsTotal).toBe(15000 + 3 * 2500 + 3 * 1000);
  });

  it('gives the chosen extras, each once, in the order chosen', async () => {
    const input = await load({ extras: [made.bedding!, made.parking!, made.bedding!] });
    expect(input.extras).toEqual([
      { _id: made.bedding, name: localized('Ropa de cama'), monthlyPrice: 1500 },
      { _id: made.parking, name: localized('Parking'), monthlyPrice: 6000 },
    ]);
  });

  it('refuses extras the room does not offer, or no longer exist', async () => {
    for (const extra of [made.notOffered!, made.removedExtra!, 'not-an-id']) {
      const error = await refusal({ extras: [made.parking!, extra] });
      expect([error.status, error.field, error.message]).toEqual([400, 'extras', `extras: ${extra} not offered with this room`]);
    }
  });

  it('says a room is not on Habita when it is unknown, unlisted, removed, or its home is unlisted', async () => {
    for (const room of [made.draftRoom!, made.removedRoom!, made.roomOfDraftProperty!, made.property!, '00000000-0000-4000-8000-000000000000', 'nonsense']) {
      const error = await refusal({ room });
      expect([error.status, error.message]).toEqual([404, 'This room is not on Habita (any more)']);
    }
  });

  it('refuses dates that are not a stay, at their field', async () => {
    expect(await refusal({ from: '2030-02-30' })).toMatchObject({ status: 400, field: 'from' });
    expect(await refusal({ to: 'soon' })).toMatchObject({ status: 400, field: 'to' });
    expect(await refusal({ to: STAY.from })).toMatchObject({ status: 400, field: 'to', message: 'to: the move-out day must be after the move-in day' });
  });

  it('finds a promotion by its code, whatever the case, and leaves applying it to the engine', async () => {
    const input = await load({ code: ' bienvenida10 ' });
    expect(input.promotion).toEqual({
      _id: made.coded,
      name: localized('Bienvenida'),
      code: 'Bienvenida10',
      percentOff: 10,
      amountOff: null,
      validFrom: null,
      validTo: '2030-06-01',
      rooms: [],
      properties: [],
      minMonths: null,
      maxUses: null,
      usesCount: 0,
      active: true,
    });
    expect(quoteStay(input).discountTotal).toBe(4500 + 5200 + 4500);

    const expired = await load({ code: 'pasada' });
    expect(expired.promotion?._id).toBe(made.codedExpired);
    expect(quoteStay(expired).promotion).toMatchObject({ applied: false, refusal: 'expired' });
  });

  it('refuses a code no promotion has, or a removed one’s', async () => {
    for (const code of ['NADA', 'BORRADA']) {
      const error = await refusal({ code });
      expect([error.status, error.field, error.message]).toEqual([400, 'code', 'code: there is no promotion with this code']);
    }
  });

  it('without a code, picks the automatic promotion that takes the most off this stay', async () => {
    const input = await load({ room: made.promoRoom! });
    expect(input.promotion?._id).toBe(made.tenPercent);
    expect(quoteStay(input).discountTotal).toBe(18000);

    // For one month, 10 % is 6000 off and 50 € is 5000: still ten percent. For a day, fifty euros.
    expect((await load({ room: made.promoRoom!, to: '2030-03-01' })).promotion?._id).toBe(made.tenPercent);
    expect((await load({ room: made.promoRoom!, to: '2030-02-02' })).promotion?._id).toBe(made.fiftyOff);
    // Six months or more: the bigger one for long stays.
    expect((await load({ room: made.promoRoom!, to: '2030-08-01' })).promotion?._id).toBe(made.bigButLong);
    // From its first day, the one that starts later.
    expect((await load({ room: made.promoRoom!, today: '2030-01-11' })).promotion?._id).toBe(made.bigButLater);
  });

  it('without a code, gives none when no automatic promotion applies to the room', async () => {
    expect((await load({ room: made.neighbour! })).promotion).toBeNull();
  });
});
