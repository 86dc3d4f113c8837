import { beforeAll, describe, expect, it } from 'vitest';
import { getCollection } from '../../catalog/catalog.ts';
import { storeOf } from '../collections/store.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';

// The home page's featured rooms (`featured=true&sort=cities`): when one city has most of
// the featured rooms and the newest ones, the first cards still show every city, each city's
// newest first, then the next of each.

interface Card {
  _id: string;
  name: { en: string };
  property: { city: string };
}

describe.each(databaseKinds())('featured rooms spread over cities on %s', (kind) => {
  const t = useTestApp(kind, { as: null });
  const insert = (collection: string, values: Record<string, unknown>) => storeOf(getCollection(collection)!).insertId(t.database.db, values);

  beforeAll(async () => {
    const type = await insert('typerooms', { name: { es: 'Individual', en: 'Single' } });
    const home = (city: string, featured = true) =>
      insert('properties', { city, address: `Calle Mayor 1, ${city}`, title: { es: city, en: city }, published: true, featured, latitude: 40, longitude: -3 });
    const room = (property: string, name: string, minute: number) =>
      insert('rooms', { property, name: { es: name, en: name }, published: true, type, monthlyPrice: 50_000, createdAt: new Date(Date.UTC(2030, 0, 1, 0, minute)) });

    // Madrid has six featured rooms, all newer than any other city's.
    const madrid = await home('Madrid');
    for (let i = 1; i <= 6; i++) await room(madrid, `Madrid ${i}`, 50 + i);
    const valencia = await home('Valencia');
    await room(valencia, 'Valencia 1', 20);
    await room(valencia, 'Valencia 2', 21);
    const sevilla = await home('Sevilla');
    await room(sevilla, 'Sevilla 1', 10);
    // Not featured: never among them, however new.
    await room(await home('Bilbao', false), 'Bilbao 1', 59);
  });

  const cards = async (query: string): Promise<Card[]> => {
    const response = await t.get(`/api/public/rooms?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().rooms.docs;
  };

  it('shows every city in the first cards, each city newest first, then the next of each', async () => {
    const first = await cards('featured=true&sort=cities&limit=3');
    expect(new Set(first.map((card) => card.property.city))).toEqual(new Set(['Madrid', 'Valencia', 'Sevilla']));

    const all = await cards('featured=true&sort=cities&limit=6');
    expect(all.map((card) => card.name.en)).toEqual(['Madrid 6', 'Valencia 2', 'Sevilla 1', 'Madrid 5', 'Valencia 1', 'Madrid 4']);
  });

  it('pages on in the same order, without gaps or repeats', async () => {
    const every = (await cards('featured=true&sort=cities&limit=50')).map((card) => card.name.en);
    expect(every).toEqual(['Madrid 6', 'Valencia 2', 'Sevilla 1', 'Madrid 5', 'Valencia 1', 'Madrid 4', 'Madrid 3', 'Madrid 2', 'Madrid 1']);
    const paged: string[] = [];
    for (let page = 1; page <= 3; page++) paged.push(...(await cards(`featured=true&sort=cities&limit=4&page=${page}`)).map((card) => card.name.en));
    expect(paged).toEqual(every);
  });
});
