import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { storeOf } from '../collections/store.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { roomSearchQuery } from '../../contracts/search.ts';
import { filtersKey, SearchTotals } from './search-totals.ts';

// The public room search through the real app, as a visitor: fixture rooms in cities of their
// own, each filter against an oracle written over the fixtures, the orders and their ties,
// availability against every kind of reservation, paging, and refused input.

interface Localized {
  es: string;
  en: string;
}

interface Card {
  _id: string;
  name: Localized;
  monthlyPrice: number;
  deposit: number | null;
  billsIncluded: boolean;
  sizeM2: number | null;
  availableFrom: string | null;
  minMonths: number | null;
  maxMonths: number | null;
  createdAt: string;
  type: { _id: string; name: Localized } | null;
  mattress: { _id: string; name: Localized } | null;
  cover: { url: string; variants: Record<string, string>; alt: Localized | null } | null;
  property: {
    _id: string;
    title: Localized;
    city: string;
    address: string;
    latitude: number | null;
    longitude: number | null;
    neighborhood: { _id: string; name: string } | null;
  };
}

interface SearchPage {
  docs: Card[];
  totalDocs: number;
  page: number;
  limit: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPrevPage: boolean;
}

const insert = (t: TestApp, collection: string, values: Record<string, unknown>) =>
  storeOf(getCollection(collection)!).insertId(t.database.db, values);
const softRemove = (t: TestApp, collection: string, id: string) => storeOf(getCollection(collection)!).setDeleted(t.database.db, id, true);

/** What the fixtures are, for the oracle: a room as the search sees it. */
interface FixtureRoom {
  key: string;
  id: string;
  property: FixtureProperty;
  monthlyPrice: number;
  sizeM2: number | null;
  type: string;
  mattress: string | null;
  amenities: string[];
  billsIncluded: boolean;
  availableFrom: string | null;
  minMonths: number;
  createdAt: string;
}

interface FixtureProperty {
  id: string;
  city: string;
  neighborhood: string | null;
  floorAmenities: string[];
  buildingAmenities: string[];
  featured: boolean;
  latitude: number;
  longitude: number;
}

describe.each(databaseKinds())('public room search on %s', (kind) => {
  const t = useTestApp(kind, { as: null });

  const ref: Record<string, string> = {};
  const visible: FixtureRoom[] = [];
  const byKey: Record<string, FixtureRoom> = {};
  const hidden: string[] = [];
  const properties: Record<string, FixtureProperty> = {};

  async function property(key: string, values: Record<string, unknown>, state: 'published' | 'draft' | 'removed' = 'published') {
    const id = await insert(t, 'properties', { address: `Calle ${key} 1`, published: state !== 'draft', ...values });
    if (state === 'removed') await softRemove(t, 'properties', id);
    properties[key] = {
      id,
      city: values.city as string,
      neighborhood: (values.neighborhood as string | undefined) ?? null,
      floorAmenities: (values.floorAmenities as string[] | undefined) ?? [],
      buildingAmenities: (values.buildingAmenities as string[] | undefined) ?? [],
      featured: (values.featured as boolean | undefined) ?? false,
      latitude: values.latitude as number,
      longitude: values.longitude as number,
    };
    return id;
  }

  type RoomValues = Partial<Omit<FixtureRoom, 'key' | 'id' | 'property'>> & { status?: string; published?: boolean; deposit?: number };

  async function room(key: string, propertyKey: string, values: RoomValues, state: 'visible' | 'hidden' | 'removed' = 'visible') {
    const fixture = {
      monthlyPrice: 80_000,
      sizeM2: null,
      type: ref.double!,
      mattress: null,
      amenities: [],
      billsIncluded: false,
      availableFrom: null,
      minMonths: 1,
      createdAt: '2030-01-01T00:00:00.000Z',
      ...values,
    };
    const id = await insert(t, 'rooms', {
      property: properties[propertyKey]!.id,
      name: { es: `Habitación ${key}`, en: `Room ${key}` },
      published: true,
      ...fixture,
      createdAt: new Date(fixture.createdAt),
    });
    if (state === 'removed') await softRemove(t, 'rooms', id);
    if (state !== 'visible') {
      hidden.push(id);
      return id;
    }
    const entry: FixtureRoom = {
      key,
      id,
      property: properties[propertyKey]!,
      ...fixture,
      mattress: fixture.mattress ?? null,
      sizeM2: fixture.sizeM2 ?? null,
      availableFrom: fixture.availableFrom ?? null,
    };
    visible.push(entry);
    byKey[key] = entry;
    return id;
  }

  async function search(query: string): Promise<SearchPage> {
    const response = await t.get(`/api/public/rooms${query ? `?${query}` : ''}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rooms;
  }

  /** The ids a search finds, on one page of up to 200. */
  async function found(query: string): Promise<string[]> {
    const page = await search(`${query}${query ? '&' : ''}limit=200`);
    expect(page.totalDocs).toBe(page.docs.length);
    return page.docs.map((d) => d._id);
  }

  const byNewest = (a: FixtureRoom, b: FixtureRoom) => b.createdAt.localeCompare(a.createdAt) || (a.id < b.id ? 1 : -1);
  /** The visible rooms a predicate keeps, newest first (the default order). */
  const expected = (keep: (r: FixtureRoom) => boolean) => visible.filter(keep).sort(byNewest).map((r) => r.id);
  const keys = (ids: string[]) => ids.map((id) => visible.find((r) => r.id === id)?.key ?? `hidden:${id}`);

  beforeAll(async () => {
    for (const [key, name] of [['single', 'Individual'], ['double', 'Doble']] as const) {
      ref[key] = await insert(t, 'typerooms', { name: { es: name, en: key } });
    }
    ref.small = await insert(t, 'sizemattress', { name: { es: 'Cama de 90', en: 'Single bed' }, widthCm: 90, lengthCm: 190 });
    ref.large = await insert(t, 'sizemattress', { name: { es: 'Cama de 150', en: 'King bed' }, widthCm: 150, lengthCm: 200 });
    ref.desk = await insert(t, 'roominfoicons', { name: { es: 'Escritorio', en: 'Desk' } });
    ref.balcony = await insert(t, 'roominfoicons', { name: { es: 'Balcón', en: 'Balcony' } });
    ref.washer = await insert(t, 'floorinfoicons', { name: { es: 'Lavadora', en: 'Washer' } });
    ref.kitchen = await insert(t, 'floorinfoicons', { name: { es: 'Cocina', en: 'Kitchen' } });
    ref.lift = await insert(t, 'buildinginfoicons', { name: { es: 'Ascensor', en: 'Lift' } });
    ref.gym = await insert(t, 'buildinginfoicons', { name: { es: 'Gimnasio', en: 'Gym' } });
    ref.nunez = await insert(t, 'neighborhoodsname', { name: 'Ñúñez Alto', city: 'Torrequebrada' });
    ref.ensanche = await insert(t, 'neighborhoodsname', { name: 'Ensanche Sur', city: 'Torrequebrada' });
    ref.ensayo = await insert(t, 'neighborhoodsname', { name: 'Barrio del Ensayo', city: 'Villanueva del Ensayo' });

    await property('P1', {
      city: 'Torrequebrada',
      title: { es: 'Piso luminoso', en: 'Bright flat' },
      address: 'Calle Ancha 1',
      postalCode: '29630',
      neighborhood: ref.nunez,
      latitude: 36.6,
      longitude: -4.53,
      floorAmenities: [ref.washer, ref.kitchen],
      buildingAmenities: [ref.lift],
      featured: true,
    });
    await property('P2', {
      city: 'Torrequebrada',
      title: { es: 'Ático con vistas', en: 'Attic with views' },
      address: 'Avenida Ñandú 7',
      postalCode: '29631',
      neighborhood: ref.ensanche,
      latitude: 36.7,
      longitude: -4.4,
      floorAmenities: [ref.washer],
      buildingAmenities: [ref.lift, ref.gym],
    });
    await property('P3', {
      city: 'Málaga',
      title: { es: 'Casa del puerto', en: 'Harbour house' },
      address: 'Calle Larios 3',
      postalCode: '29005',
      latitude: 36.72,
      longitude: -4.42,
    });
    await property('P4', { city: 'Torrequebrada', title: { es: 'Borrador', en: 'Draft' }, latitude: 36.6, longitude: -4.5 }, 'draft');
    await property('P5', { city: 'Torrequebrada', title: { es: 'Retirado', en: 'Removed' }, latitude: 36.6, longitude: -4.5 }, 'removed');
    await property('P6', {
      city: 'Villanueva del Ensayo',
      title: { es: 'Piso de pruebas', en: 'Test flat' },
      neighborhood: ref.ensayo,
      latitude: 40,
      longitude: -3,
    });
    await property('P7', { city: 'Isla del Ensayo', title: { es: 'Cabaña', en: 'Hut' }, latitude: 0.5, longitude: 179.5 });

    await room('R1', 'P1', {
      monthlyPrice: 40_000,
      deposit: 40_000,
      sizeM2: 12,
      type: ref.single,
      mattress: ref.small,
      amenities: [ref.desk!],
      billsIncluded: true,
      minMonths: 1,
      createdAt: '2030-01-01T00:00:06.000Z',
    });
    await room('R2', 'P1', {
      monthlyPrice: 55_000,
      sizeM2: 15.5,
      mattress: ref.large,
      amenities: [ref.desk!, ref.balcony!],
      availableFrom: '2031-03-01',
      minMonths: 6,
      createdAt: '2030-01-01T00:00:05.000Z',
    });
    await room('R3', 'P2', {
      monthlyPrice: 55_000,
      sizeM2: 9,
      type: ref.single,
      billsIncluded: true,
      availableFrom: '2031-01-01',
      minMonths: 3,
      createdAt: '2030-01-01T00:00:04.000Z',
    });
    await room('R4', 'P2', {
      monthlyPrice: 70_000,
      sizeM2: 20,
      mattress: ref.large,
      amenities: [ref.balcony!],
      billsIncluded: true,
      minMonths: 12,
      createdAt: '2030-01-01T00:00:03.000Z',
    });
    await room('R5', 'P3', {
      monthlyPrice: 30_000,
      type: ref.single,
      mattress: ref.small,
      amenities: [ref.desk!],
      availableFrom: '2030-06-01',
      createdAt: '2030-01-01T00:00:02.000Z',
    });
    // Occupied today is still findable (only maintenance hides a room); same instant as R5.
    await room('R6', 'P2', { monthlyPrice: 45_000, status: 'occupied', createdAt: '2030-01-01T00:00:02.000Z' });
    await room('R7', 'P7', { monthlyPrice: 60_000, sizeM2: 30 });

    await room('X1', 'P1', { published: false }, 'hidden');
    await room('X2', 'P1', {}, 'removed');
    await room('X3', 'P1', { status: 'maintenance' }, 'hidden');
    await room('X4', 'P4', {}, 'hidden');
    await room('X5', 'P5', {}, 'hidden');

    // Availability: rooms of P6, asked about [2032-04-01, 2032-05-01) and [2032-04-15, 2032-04-20).
    const guest = await t.signIn('tenant');
    const reserve = (roomId: string, startDate: string, endDate: string, status: string, holdExpiresAt?: Date) =>
      insert(t, 'roomreserves', { room: roomId, user: guest.id, startDate, endDate, status, ...(holdExpiresAt ? { holdExpiresAt } : {}) });
    const hour = 3_600_000;
    const a1 = await room('A1', 'P6', {});
    await reserve(a1, '2032-03-01', '2032-06-01', 'confirmed');
    const a2 = await room('A2', 'P6', {});
    await reserve(a2, '2032-04-20', '2032-07-01', 'pending_payment');
    const a3 = await room('A3', 'P6', {});
    await reserve(a3, '2032-04-01', '2032-05-01', 'hold', new Date(Date.now() + 24 * hour));
    const a4 = await room('A4', 'P6', {});
    await reserve(a4, '2032-04-01', '2032-05-01', 'hold', new Date(Date.now() - hour));
    const a5 = await room('A5', 'P6', {});
    for (const status of ['cancelled', 'expired', 'completed']) await reserve(a5, '2032-03-15', '2032-05-15', status);
    const a6 = await room('A6', 'P6', {});
    await softRemove(t, 'roomreserves', await reserve(a6, '2032-04-01', '2032-05-01', 'confirmed'));
    await room('A7', 'P6', { availableFrom: '2032-04-15' });
    const a8 = await room('A8', 'P6', {});
    await reserve(a8, '2032-01-01', '2032-04-01', 'confirmed');
    await reserve(a8, '2032-05-01', '2032-06-01', 'confirmed');
    // A hold nobody gave an expiry holds, as the database's no-overlap constraint says.
    const a9 = await room('A9', 'P6', {});
    await reserve(a9, '2032-04-10', '2032-04-25', 'hold');

    await insert(t, 'roomimages', {
      room: byKey.R1!.id,
      image: { key: 'r1-first.webp', name: 'first.webp', contentType: 'image/webp', size: 10, variants: { sm: 'r1-first-sm.webp', lg: 'r1-first-lg.webp' } },
      alt: { es: 'Primera foto', en: 'First photo' },
      order: 1,
    });
    await insert(t, 'roomimages', {
      room: byKey.R1!.id,
      image: { key: 'r1-second.webp', name: 'second.webp', contentType: 'image/webp', size: 10 },
      order: 2,
    });
    const removedImage = await insert(t, 'roomimages', {
      room: byKey.R1!.id,
      image: { key: 'r1-removed.webp', name: 'removed.webp', contentType: 'image/webp', size: 10 },
      order: 0,
    });
    await softRemove(t, 'roomimages', removedImage);
    await insert(t, 'roomimages', {
      room: byKey.R5!.id,
      image: { key: 'r5-only.webp', name: 'only.webp', contentType: 'image/webp', size: 10 },
      order: 0,
    });
  });

  describe('what it finds', () => {
    it('shows every visible room and none that is unpublished, removed, under maintenance or in a hidden property', async () => {
      const ids = await found('');
      expect(new Set(ids)).toEqual(new Set(visible.map((r) => r.id)));
      for (const id of hidden) expect(ids).not.toContain(id);
      expect(ids).toEqual(expected(() => true));
    });

    it('answers a card with the room, its type, bed, cover photo and property', async () => {
      const docs = (await search('city=Torrequebrada&limit=200')).docs;
      const r1 = docs.find((d) => d._id === byKey.R1!.id)!;
      expect(r1).toEqual({
        _id: byKey.R1!.id,
        name: { es: 'Habitación R1', en: 'Room R1' },
        monthlyPrice: 40_000,
        deposit: 40_000,
        billsIncluded: true,
        sizeM2: 12,
        availableFrom: null,
        minMonths: 1,
        maxMonths: null,
        createdAt: '2030-01-01T00:00:06.000Z',
        type: { _id: ref.single, name: { es: 'Individual', en: 'single' } },
        mattress: { _id: ref.small, name: { es: 'Cama de 90', en: 'Single bed' } },
        cover: {
          url: '/files/r1-first.webp',
          variants: { sm: '/files/r1-first-sm.webp', lg: '/files/r1-first-lg.webp' },
          alt: { es: 'Primera foto', en: 'First photo' },
        },
        property: {
          _id: properties.P1!.id,
          title: { es: 'Piso luminoso', en: 'Bright flat' },
          city: 'Torrequebrada',
          address: 'Calle Ancha 1',
          latitude: 36.6,
          longitude: -4.53,
          neighborhood: { _id: ref.nunez, name: 'Ñúñez Alto' },
        },
      });
      const r4 = docs.find((d) => d._id === byKey.R4!.id)!;
      expect(r4).toMatchObject({ cover: null, deposit: null, availableFrom: null, minMonths: 12, type: { _id: ref.double } });

      const r5 = (await search('city=m%C3%A1laga')).docs[0]!;
      expect(r5).toMatchObject({ availableFrom: '2030-06-01', sizeM2: null, mattress: { _id: ref.small } });
      expect(r5.cover).toEqual({ url: '/files/r5-only.webp', variants: {}, alt: null });
      expect(r5.property.neighborhood).toBeNull();
    });

    const single: [string, string, (r: FixtureRoom) => boolean][] = [
      ['city (any case)', 'city=TORREQUEBRADA', (r) => r.property.city === 'Torrequebrada'],
      ['city with accents', `city=${encodeURIComponent('málaga')}`, (r) => r.property.city === 'Málaga'],
      ['city is exact, not a substring', 'city=Torre', () => false],
      ['monthlyPriceMin', 'monthlyPriceMin=55000', (r) => r.monthlyPrice >= 55_000],
      ['monthlyPriceMax', 'monthlyPriceMax=55000', (r) => r.monthlyPrice <= 55_000],
      ['sizeM2Min', 'sizeM2Min=12', (r) => r.sizeM2 !== null && r.sizeM2 >= 12],
      ['sizeM2Max (decimal)', 'sizeM2Max=15.5', (r) => r.sizeM2 !== null && r.sizeM2 <= 15.5],
      ['billsIncluded=true', 'billsIncluded=true', (r) => r.billsIncluded],
      ['billsIncluded=false', 'billsIncluded=false', (r) => !r.billsIncluded],
      ['featured', 'featured=true', (r) => r.property.featured],
      ['featured=false filters nothing', 'featured=false', () => true],
      ['minMonths', 'minMonths=3', (r) => r.minMonths <= 3],
      ['minMonths=1', 'minMonths=1', (r) => r.minMonths <= 1],
    ];
    it.each(single)('filters by %s', async (_name, query, keep) => {
      const ids = await found(query);
      expect(keys(ids)).toEqual(keys(expected(keep)));
    });

    it('filters by ids: any of the types, beds and neighbourhoods, repeated or comma-separated', async () => {
      expect(keys(await found(`type=${ref.single}`))).toEqual(keys(expected((r) => r.type === ref.single)));
      expect(keys(await found(`mattress=${ref.small}&mattress=${ref.large}`))).toEqual(keys(expected((r) => r.mattress !== null)));
      expect(keys(await found(`mattress=${ref.large!.toUpperCase()}`))).toEqual(keys(expected((r) => r.mattress === ref.large)));
      expect(keys(await found(`neighborhood=${ref.nunez}`))).toEqual(['R1', 'R2']);
      expect(keys(await found(`neighborhood=${ref.nunez},${ref.ensanche}`))).toEqual(
        keys(expected((r) => [ref.nunez, ref.ensanche].includes(r.property.neighborhood ?? ''))),
      );
      expect(await found(`type=${crypto.randomUUID()}`)).toEqual([]);
    });

    it('filters by amenities: all of those asked, on the room, the flat and the building', async () => {
      expect(keys(await found(`amenities=${ref.desk}`))).toEqual(['R1', 'R2', 'R5']);
      expect(keys(await found(`amenities=${ref.desk},${ref.balcony}`))).toEqual(['R2']);
      expect(keys(await found(`amenities=${ref.desk}&amenities=${ref.balcony}`))).toEqual(['R2']);
      expect(keys(await found(`floorAmenities=${ref.washer}`))).toEqual(keys(expected((r) => r.property.floorAmenities.includes(ref.washer!))));
      expect(keys(await found(`floorAmenities=${ref.washer},${ref.kitchen}`))).toEqual(['R1', 'R2']);
      expect(keys(await found(`buildingAmenities=${ref.lift}&buildingAmenities=${ref.gym}`))).toEqual(['R3', 'R4', 'R6']);
    });

    it('finds text in city, neighbourhood, title, postal code and address, ignoring case and accents', async () => {
      expect(keys(await found('q=malaga'))).toEqual(['R5']);
      expect(keys(await found('q=M%C3%81LAGA'))).toEqual(['R5']);
      expect(keys(await found('q=nunez'))).toEqual(['R1', 'R2']);
      expect(keys(await found('q=atico'))).toEqual(['R3', 'R4', 'R6']);
      expect(keys(await found('q=HARBOUR'))).toEqual(['R5']);
      expect(keys(await found('q=2900'))).toEqual(['R5']);
      expect(keys(await found('q=avenida%20%C3%B1and'))).toEqual(['R3', 'R4', 'R6']);
      expect(keys(await found('q=torreq'))).toEqual(keys(expected((r) => r.property.city === 'Torrequebrada')));
      expect(await found('q=%25')).toEqual([]);
      expect(await found('q=_')).toEqual([]);
      expect(keys(await found('q=%20%20'))).toEqual(keys(expected(() => true)));
    });

    it('keeps rooms inside a bounding box, also one across the antimeridian', async () => {
      expect(keys(await found('bbox=36.65,-4.45,36.75,-4.35'))).toEqual(keys(expected((r) => ['P2', 'P3'].some((p) => properties[p] === r.property))));
      expect(keys(await found('bbox=36.5,-4.6,36.65,-4.5'))).toEqual(['R1', 'R2']);
      expect(keys(await found('bbox=-10,170,10,-170'))).toEqual(['R7']);
      expect(await found('bbox=-10,-170,10,170')).toEqual([]);
    });

    it('combines filters', async () => {
      expect(keys(await found(`city=torrequebrada&monthlyPriceMax=50000&type=${ref.single}`))).toEqual(['R1']);
      expect(keys(await found(`city=torrequebrada&monthlyPriceMin=50000&type=${ref.single}`))).toEqual(['R3']);
      expect(keys(await found('q=torrequebrada&billsIncluded=true&sort=price'))).toEqual(['R1', 'R3', 'R4']);
      expect(keys(await found(`featured=true&amenities=${ref.balcony}&minMonths=6`))).toEqual(['R2']);
      expect(keys(await found('monthlyPriceMin=40000&monthlyPriceMax=55000&sizeM2Min=10'))).toEqual(['R1', 'R2']);
      expect(keys(await found(`neighborhood=${ref.ensayo}&from=2032-04-01&to=2032-05-01&sort=price`)).sort()).toEqual(['A4', 'A5', 'A6', 'A8']);
      expect(await found(`neighborhood=${ref.ensayo}&from=2032-04-01&to=2032-05-01&monthlyPriceMax=79999`)).toEqual([]);
    });
  });

  describe('availability', () => {
    const ensayo = () => `neighborhood=${ref.ensayo}`;

    it('leaves out rooms with a live reservation in the stay, and those not available by its start', async () => {
      const free = await found(`${ensayo()}&from=2032-04-01&to=2032-05-01`);
      // Blocked: A1 confirmed, A2 pending payment, A3 live hold, A9 hold without expiry; A7 only available from the 15th.
      // Free: A4 (hold expired), A5 (cancelled, expired, completed), A6 (removed), A8 (stays end and start at the edges).
      expect(keys(free).sort()).toEqual(['A4', 'A5', 'A6', 'A8']);
    });

    it('treats stays as half-open: a reservation starting on the last day does not block', async () => {
      // A1, A3, A8 and A9 hold nights in the month; A7 is not available by its start.
      const free = await found(`${ensayo()}&from=2032-03-20&to=2032-04-20`);
      expect(keys(free).sort()).toEqual(['A2', 'A4', 'A5', 'A6']);
      const dayLonger = await found(`${ensayo()}&from=2032-03-20&to=2032-04-21`);
      expect(keys(dayLonger).sort()).toEqual(['A4', 'A5', 'A6']);
    });

    it('applies availableFrom to rooms without reservations', async () => {
      // Year-long stays, so no room's minimum stay is in the way.
      expect(keys(await found('city=Torrequebrada&from=2031-01-01&to=2032-01-01')).sort()).toEqual(['R1', 'R3', 'R4', 'R6']);
      expect(keys(await found('city=Torrequebrada&from=2031-03-01&to=2032-03-01')).sort()).toEqual(['R1', 'R2', 'R3', 'R4', 'R6']);
    });

    it("leaves out rooms whose minimum stay is longer than the stay asked, counted in calendar months", async () => {
      // R2 wants 6 months, R4 12; R1 and R6 one, R3 three.
      expect(keys(await found('city=Torrequebrada&from=2031-03-01&to=2031-06-01')).sort()).toEqual(['R1', 'R3', 'R6']);
      expect(keys(await found('city=Torrequebrada&from=2031-03-01&to=2031-05-31')).sort()).toEqual(['R1', 'R6']);
      expect(keys(await found('city=Torrequebrada&from=2031-03-01&to=2031-09-01')).sort()).toEqual(['R1', 'R2', 'R3', 'R6']);
    });
  });

  describe('order and pages', () => {
    const all = () => [...visible];
    const byId = (a: FixtureRoom, b: FixtureRoom) => (a.id < b.id ? -1 : 1);
    /** 1 for the newest room of its city, 2 for the next… */
    const cityTurn = (room: FixtureRoom) =>
      visible.filter((r) => r.property.city.toLowerCase() === room.property.city.toLowerCase()).sort(byNewest).indexOf(room) + 1;
    const orders: [string, (a: FixtureRoom, b: FixtureRoom) => number][] = [
      ['newest', byNewest],
      ['price', (a, b) => a.monthlyPrice - b.monthlyPrice || byId(a, b)],
      ['-price', (a, b) => b.monthlyPrice - a.monthlyPrice || byId(b, a)],
      [
        'available',
        (a, b) => {
          if (a.availableFrom === b.availableFrom) return byId(a, b);
          if (a.availableFrom === null) return -1;
          if (b.availableFrom === null) return 1;
          return a.availableFrom.localeCompare(b.availableFrom);
        },
      ],
      ['cities', (a, b) => cityTurn(a) - cityTurn(b) || byNewest(a, b)],
    ];

    it.each(orders)('sorts by %s, ties by id', async (sort, compare) => {
      const ids = await found(`sort=${encodeURIComponent(sort)}`);
      expect(keys(ids)).toEqual(keys(all().sort(compare).map((r) => r.id)));
    });

    it('has ties to break in every order', () => {
      expect(byKey.R2!.monthlyPrice).toBe(byKey.R3!.monthlyPrice);
      expect(byKey.R5!.createdAt).toBe(byKey.R6!.createdAt);
      expect(visible.filter((r) => r.availableFrom === null).length).toBeGreaterThan(2);
    });

    it.each(orders.map(([sort]) => sort))('pages through %s without gaps or repeats', async (sort) => {
      const every = await found(`sort=${encodeURIComponent(sort)}`);
      const limit = 4;
      const pages = Math.ceil(every.length / limit);
      const seen: string[] = [];
      for (let page = 1; page <= pages; page++) {
        const answer = await search(`sort=${encodeURIComponent(sort)}&limit=${limit}&page=${page}`);
        expect(answer).toMatchObject({
          totalDocs: every.length,
          page,
          limit,
          totalPages: pages,
          hasNextPage: page < pages,
          hasPrevPage: page > 1,
        });
        seen.push(...answer.docs.map((d) => d._id));
      }
      expect(seen).toEqual(every);
    });

    it('pages by 12 by default, and answers an empty page past the end', async () => {
      const first = await search('');
      expect(first).toMatchObject({ page: 1, limit: 12, totalDocs: visible.length, totalPages: Math.ceil(visible.length / 12), hasNextPage: true, hasPrevPage: false });
      expect(first.docs).toHaveLength(12);
      const second = await search('page=2');
      expect(second).toMatchObject({ page: 2, hasNextPage: false, hasPrevPage: true });
      expect(second.docs.map((d) => d._id)).toEqual(expected(() => true).slice(12, 24));
      const past = await search('page=50');
      expect(past).toMatchObject({ docs: [], totalDocs: visible.length, page: 50, hasNextPage: false, hasPrevPage: true });
      const none = await search('city=Nowhere');
      expect(none).toMatchObject({ docs: [], totalDocs: 0, totalPages: 1, hasNextPage: false, hasPrevPage: false });
    });
  });

  describe("the map's places", () => {
    interface Place {
      _id: string;
      title: Localized;
      city: string;
      latitude: number;
      longitude: number;
      rooms: number;
      fromPrice: number;
    }

    async function places(query: string): Promise<{ places: Place[]; truncated: boolean }> {
      const response = await t.get(`/api/public/rooms/places${query ? `?${query}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json();
    }

    /** The oracle: the rooms the list finds for the same filters, grouped by their home. */
    async function homesOfList(query: string) {
      const cards = (await search(`${query}${query ? '&' : ''}limit=200`)).docs;
      const homes = new Map<string, { _id: string; rooms: number; fromPrice: number; latitude: number | null; longitude: number | null }>();
      for (const card of cards) {
        const home = homes.get(card.property._id) ?? { _id: card.property._id, rooms: 0, fromPrice: Infinity, latitude: card.property.latitude, longitude: card.property.longitude };
        home.rooms += 1;
        home.fromPrice = Math.min(home.fromPrice, card.monthlyPrice);
        homes.set(home._id, home);
      }
      return [...homes.values()].sort((a, b) => a._id.localeCompare(b._id));
    }

    it.each([
      [''],
      ['city=torrequebrada'],
      [`type=${'$single'}`],
      ['monthlyPriceMax=55000&billsIncluded=true'],
      ['bbox=36.65,-4.45,36.75,-4.35'],
      ['bbox=-10,170,10,-170'],
      ['from=2032-04-01&to=2032-05-01&q=ensayo'],
    ])('shows every home the list finds for %s, with how many rooms match and the cheapest', async (template) => {
      const query = template.replace('$single', ref.single!);
      const answer = await places(query);
      expect(answer.truncated).toBe(false);
      expect(answer.places.map(({ _id, rooms, fromPrice, latitude, longitude }) => ({ _id, rooms, fromPrice, latitude, longitude }))).toEqual(await homesOfList(query));
    });

    it('names each home as its page does, every home at once', async () => {
      const answer = await places('');
      // Every home with a visible room, not those of one page of rooms.
      expect(answer.places.length).toBe(new Set(visible.map((r) => r.property.id)).size);
      const p1 = answer.places.find((place) => place._id === properties.P1!.id);
      expect(p1).toEqual({ _id: properties.P1!.id, title: { es: 'Piso luminoso', en: 'Bright flat' }, city: 'Torrequebrada', latitude: 36.6, longitude: -4.53, rooms: 2, fromPrice: 40_000 });
    });

    it('leaves out homes with no place on the map, and ignores the order and the page', async () => {
      const nowhere = await property('P8', { city: 'Sinmapa', title: { es: 'Sin mapa', en: 'No map' } });
      await room('R8', 'P8', { monthlyPrice: 50_000 });
      try {
        expect((await homesOfList('city=sinmapa')).map((home) => home._id)).toEqual([nowhere]);
        expect((await places('city=sinmapa')).places).toEqual([]);
        expect(await places('sort=price&page=3&limit=1')).toEqual(await places(''));
      } finally {
        await softRemove(t, 'rooms', byKey.R8!.id);
        visible.splice(visible.indexOf(byKey.R8!), 1);
      }
    });

    it('refuses a bad filter as the search does, naming it', async () => {
      for (const [query, field] of [['bbox=10,0,5,1', 'bbox'], ['type=abc', 'type'], ['from=2032-05-01', 'to'], ['monthlyPriceMin=-1', 'monthlyPriceMin']]) {
        const response = await t.get(`/api/public/rooms/places?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json()).toMatchObject({ status: 400, field });
      }
    });
  });

  it('is documented in the OpenAPI document, with its parameters', async () => {
    const response = await t.get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const operation = response.json().paths['/api/public/rooms']?.get;
    expect(operation?.tags).toEqual(['Public']);
    expect(Object.keys(operation?.responses ?? {})).toEqual(['200', '400', '500']);
    const parameters = (operation?.parameters ?? []).map((p: { name: string; in: string }) => `${p.in}:${p.name}`);
    for (const name of ['q', 'city', 'type', 'amenities', 'from', 'to', 'bbox', 'sort', 'page', 'limit']) expect(parameters).toContain(`query:${name}`);
  });

  describe('refused input', () => {
    const id = '3f2b0e1c-5d6a-4b7c-8d9e-0f1a2b3c4d5e';
    const bad: [string, string][] = [
      ['monthlyPriceMin=abc', 'monthlyPriceMin'],
      ['monthlyPriceMin=-1', 'monthlyPriceMin'],
      ['monthlyPriceMin=1.5', 'monthlyPriceMin'],
      ['monthlyPriceMax=99999999999', 'monthlyPriceMax'],
      ['monthlyPriceMin=500&monthlyPriceMax=100', 'monthlyPriceMax'],
      ['monthlyPriceMin=1&monthlyPriceMin=2', 'monthlyPriceMin'],
      ['sizeM2Min=-2', 'sizeM2Min'],
      ['sizeM2Max=big', 'sizeM2Max'],
      ['sizeM2Max=1e3', 'sizeM2Max'],
      ['sizeM2Min=20&sizeM2Max=10', 'sizeM2Max'],
      ['limit=0', 'limit'],
      ['limit=201', 'limit'],
      ['limit=x', 'limit'],
      ['page=0', 'page'],
      ['page=-1', 'page'],
      ['page=1.5', 'page'],
      ['from=2032-05-01&to=2032-04-01', 'to'],
      ['from=2032-05-01&to=2032-05-01', 'to'],
      ['from=2032-05-01', 'to'],
      ['to=2032-05-01', 'from'],
      ['from=2032-02-30&to=2032-03-05', 'from'],
      ['from=tomorrow&to=2032-03-05', 'from'],
      ['from=2032-02-01&to=2032-3-5', 'to'],
      ['type=abc', 'type'],
      [`type=${id},nope`, 'type'],
      ['mattress=1', 'mattress'],
      ['neighborhood=%27%3B%20drop%20table%20rooms', 'neighborhood'],
      [`amenities=${id}&amenities=x`, 'amenities'],
      ['floorAmenities=zzz', 'floorAmenities'],
      ['buildingAmenities=%00', 'buildingAmenities'],
      [`type=${Array.from({ length: 51 }, () => crypto.randomUUID()).join(',')}`, 'type'],
      ['bbox=1,2,3', 'bbox'],
      ['bbox=a,b,c,d', 'bbox'],
      ['bbox=10,0,5,1', 'bbox'],
      ['bbox=-91,0,0,1', 'bbox'],
      ['bbox=0,-181,1,1', 'bbox'],
      ['bbox=1,2,3,4&bbox=1,2,3,4', 'bbox'],
      ['sort=cheapest', 'sort'],
      ['sort=price&sort=-price', 'sort'],
      ['billsIncluded=yes', 'billsIncluded'],
      ['featured=1', 'featured'],
      ['minMonths=0', 'minMonths'],
      ['minMonths=121', 'minMonths'],
      ['minMonths=two', 'minMonths'],
      [`q=${'a'.repeat(101)}`, 'q'],
      ['q=a%00b', 'q'],
      ['q=a&q=b', 'q'],
      ['city=a&city=b', 'city'],
      [`city=${'x'.repeat(121)}`, 'city'],
    ];

    it.each(bad)('refuses %s, naming %s', async (query, field) => {
      const response = await t.get(`/api/public/rooms?${query}`);
      expect(response.statusCode, response.body).toBe(400);
      const body = response.json();
      expect(body).toEqual({ status: 400, field, message: expect.stringMatching(new RegExp(`^${field}: `)), requestId: expect.any(String) });
    });

    it('ignores unknown parameters and takes empty ones as not given', async () => {
      const plain = await found('');
      expect(await found('utm_source=mail&foo[]=1&type=&q=&city=&from=&to=')).toEqual(plain);
    });

    it('never fails on the server, whatever a parameter holds', async () => {
      const names = [
        'q', 'city', 'neighborhood', 'monthlyPriceMin', 'monthlyPriceMax', 'sizeM2Min', 'sizeM2Max', 'type', 'mattress', 'amenities',
        'floorAmenities', 'buildingAmenities', 'billsIncluded', 'featured', 'minMonths', 'from', 'to', 'bbox', 'sort', 'page', 'limit',
      ];
      const value = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), fc.stringMatching(/^-?\d{0,12}(\.\d{0,4})?$/), fc.constantFrom('1e308', 'NaN', '-0', ',,,', '9'.repeat(30)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...names), fc.array(value, { minLength: 1, maxLength: 3 }), async (name, values) => {
          const query = values.map((v) => `${name}=${encodeURIComponent(v)}`).join('&');
          const response = await t.get(`/api/public/rooms?${query}`);
          expect([200, 400], `${query}: ${response.body}`).toContain(response.statusCode);
          if (response.statusCode === 400) expect(response.json().field).toBe(name);
        }),
        { numRuns: 120 },
      );
    });
  });
});

describe('search totals', () => {
  it('are kept per set of filters, whatever the order, page or ids order', () => {
    const a = roomSearchQuery.parse({ type: ['b0000000-0000-4000-8000-000000000000', 'a0000000-0000-4000-8000-000000000000'], sort: 'price', page: '3' });
    const b = roomSearchQuery.parse({ type: 'a0000000-0000-4000-8000-000000000000,b0000000-0000-4000-8000-000000000000', limit: '50' });
    const c = roomSearchQuery.parse({ type: 'a0000000-0000-4000-8000-000000000000', limit: '50' });
    expect(filtersKey(a)).toBe(filtersKey(b));
    expect(filtersKey(a)).not.toBe(filtersKey(c));
  });

  it('forget a total after their time', () => {
    const totals = new SearchTotals(1000);
    totals.set('k', 7, 0);
    expect(totals.get('k', 999)).toBe(7);
    expect(totals.get('k', 1000)).toBeUndefined();
    const off = new SearchTotals(0);
    off.set('k', 7, 0);
    expect(off.get('k', 0)).toBeUndefined();
  });
});
