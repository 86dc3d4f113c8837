import { beforeAll, describe, expect, it } from 'vitest';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { databaseKinds } from '../testing/databases.ts';
import { insertAsAdmin, sampleRecordWith, type Rec } from '../testing/owned-records.ts';
import { expectRefusal } from '../testing/refusals.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';

// What the generic routes show of the collections with `publicWhen`: visitors and signed-in
// users see the public records only, an owner also their own (a landlord their unpublished home
// and its rooms, an author their pending review), staff everything. Records are made as the
// admin and read through list, search and view as each kind of viewer.

type Who = 'anonymous' | 'tenant' | 'author' | 'owner' | 'otherLandlord' | 'staff';
const VIEWERS: readonly Who[] = ['anonymous', 'tenant', 'author', 'owner', 'otherLandlord', 'staff'];

interface Case {
  shown: Rec;
  hidden: Rec[];
  /** Who, besides staff, reaches the hidden records through an owner path. */
  owner?: Who;
}

const IN_A_YEAR = new Date(Date.now() + 365 * 86_400_000).toISOString();
const LAST_YEAR = new Date(Date.now() - 365 * 86_400_000).toISOString();

describe.each(databaseKinds())('public records on the generic routes on %s', (kind) => {
  const t = useTestApp(kind);
  const users = new Map<Who, TestUser | undefined>();
  const cases = new Map<string, Case>();

  const make = async (name: string, given: Record<string, unknown>) => {
    const collection = getCollection(name)!;
    return insertAsAdmin(t, collection, await sampleRecordWith(t, collection, given));
  };

  beforeAll(async () => {
    users.set('anonymous', undefined);
    users.set('tenant', await t.signIn('tenant'));
    users.set('author', await t.signIn('tenant'));
    users.set('owner', await t.signIn('landlord'));
    users.set('otherLandlord', await t.signIn('landlord'));
    users.set('staff', await t.signIn('staff'));
    const owner = users.get('owner')!.id;
    const author = users.get('author')!.id;

    const home = await make('properties', { landlord: owner, published: true });
    const draftHome = await make('properties', { landlord: owner, published: false });
    cases.set('properties', { shown: home, hidden: [draftHome], owner: 'owner' });
    const room = await make('rooms', { property: home._id, published: true });
    const draftRoom = await make('rooms', { property: home._id, published: false });
    const roomOfDraftHome = await make('rooms', { property: draftHome._id, published: true });
    cases.set('rooms', { shown: room, hidden: [draftRoom, roomOfDraftHome], owner: 'owner' });
    // What hangs off a room or home: its photos, seasonal prices and costs show with it.
    cases.set('roomimages', {
      shown: await make('roomimages', { room: room._id }),
      hidden: [await make('roomimages', { room: draftRoom._id }), await make('roomimages', { room: roomOfDraftHome._id })],
      owner: 'owner',
    });
    cases.set('prices', {
      shown: await make('prices', { room: room._id }),
      hidden: [await make('prices', { room: draftRoom._id }), await make('prices', { room: roomOfDraftHome._id })],
    });
    cases.set('gestioncosts', {
      shown: await make('gestioncosts', { property: home._id, room: null }),
      hidden: [
        await make('gestioncosts', { property: draftHome._id, room: null }),
        await make('gestioncosts', { property: null, room: draftRoom._id }),
        await make('gestioncosts', { property: home._id, room: roomOfDraftHome._id }),
      ],
    });
    cases.set('gestioncosts everywhere', { shown: await make('gestioncosts', { property: null, room: null }), hidden: [] });
    cases.set('reviews', {
      shown: await make('reviews', { author, status: 'published' }),
      hidden: [await make('reviews', { author, status: 'pending' }), await make('reviews', { author, status: 'rejected' })],
      owner: 'author',
    });
    cases.set('noticias', {
      shown: await make('noticias', { publishedAt: LAST_YEAR }),
      hidden: [await make('noticias', { publishedAt: null }), await make('noticias', { publishedAt: IN_A_YEAR })],
    });
    cases.set('gralreviews', { shown: await make('gralreviews', { published: true }), hidden: [await make('gralreviews', { published: false })] });
    cases.set('filters', { shown: await make('filters', { active: true }), hidden: [await make('filters', { active: false })] });
  });

  const get = (who: Who, url: string) => t.request({ method: 'GET', url, headers: { cookie: users.get(who)?.cookie ?? '' } });
  const seesHidden = (who: Who, name: string) => who === 'staff' || cases.get(name)!.owner === who;

  async function listed(who: Who, url: string, name: string): Promise<string[]> {
    const response = await get(who, url);
    expect(response.statusCode, `${url} as ${who}: ${response.body}`).toBe(200);
    return (response.json()[name].docs as Rec[]).map((doc) => doc._id);
  }

  it('are declared on exactly these collections', () => {
    expect(collections.filter((c) => c.publicWhen).map((c) => c.name).sort()).toEqual(
      ['filters', 'gestioncosts', 'gralreviews', 'noticias', 'prices', 'properties', 'reviews', 'roomimages', 'rooms'].sort(),
    );
    for (const collection of collections) {
      const when = collection.publicWhen;
      if (!when) continue;
      const field = collection.fields[when.field]!;
      if (when.equals !== undefined) {
        expect(field.kind === 'boolean' ? typeof when.equals === 'boolean' : field.kind === 'select' && field.options.includes(String(when.equals)), collection.name).toBe(true);
      }
      if (when.notAfterNow) expect(field.kind, collection.name).toBe('datetime');
      for (const name of typeof when.within === 'string' ? [when.within] : (when.within ?? [])) {
        const parent = collection.fields[name]!;
        expect(parent.kind === 'ref' && !!getCollection(parent.to)?.publicWhen, `${collection.name}.${name}`).toBe(true);
      }
    }
  });

  describe.each(['properties', 'rooms', 'roomimages', 'prices', 'gestioncosts', 'gestioncosts everywhere', 'reviews', 'noticias', 'gralreviews', 'filters'])('%s', (label) => {
    const name = label.split(' ')[0]!;
    it.each(VIEWERS)('as %s: lists, searches and views the public records, and the others only when theirs or staff', async (who) => {
      const { shown, hidden } = cases.get(label)!;
      const sees = seesHidden(who, label);
      const everything = await listed(who, `/api/${name}/?limit=100`, name);
      expect(everything).toContain(shown._id);
      for (const record of hidden) {
        expect(everything.includes(record._id), `list has hidden ${record._id}`).toBe(sees);
        expect(await listed(who, `/api/${name}/?_id=${record._id}`, name)).toEqual(sees ? [record._id] : []);
        expect(await listed(who, `/api/${name}/search/?searchString=${record._id}`, name)).toEqual(sees ? [record._id] : []);
        const view = await get(who, `/api/${name}/${record._id}`);
        if (sees) expect(view.statusCode, view.body).toBe(200);
        else expectRefusal(view, 404, '_id', `view hidden ${name} as ${who}`);
      }
      expect(await listed(who, `/api/${name}/search/?searchString=${shown._id}`, name)).toEqual([shown._id]);
      const view = await get(who, `/api/${name}/${shown._id}`);
      expect(view.statusCode, view.body).toBe(200);
      expect(view.json().record._id).toBe(shown._id);
    });
  });

  it('counts for a visitor only what they are shown', async () => {
    const all = (await get('staff', '/api/filters/?limit=1')).json().filters.totalDocs as number;
    const shown = (await get('anonymous', '/api/filters/?limit=1')).json().filters.totalDocs as number;
    const inactive = (await get('staff', '/api/filters/?active=false&limit=1')).json().filters.totalDocs as number;
    expect(inactive).toBeGreaterThan(0);
    expect(shown).toBe(all - inactive);
  });

  it('a scheduled news item shows once its time has come', async () => {
    const soon = await make('noticias', { publishedAt: IN_A_YEAR });
    expect(await listed('anonymous', `/api/noticias/?_id=${soon._id}`, 'noticias')).toEqual([]);
    const moved = await t.send('PUT', `/api/noticias/${soon._id}`, { publishedAt: LAST_YEAR });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await listed('anonymous', `/api/noticias/?_id=${soon._id}`, 'noticias')).toEqual([soon._id]);
  });

  it('a landlord still edits their own unpublished home; for another landlord it does not exist', async () => {
    const draftHome = cases.get('properties')!.hidden[0]!;
    const put = (who: Who, address: string) =>
      t.request({
        method: 'PUT',
        url: `/api/properties/${draftHome._id}`,
        headers: { cookie: users.get(who)!.cookie, 'content-type': 'application/json' },
        payload: JSON.stringify({ address }),
      });
    const own = await put('owner', 'Calle Propia 3');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().record.address).toBe('Calle Propia 3');
    expectRefusal(await put('otherLandlord', 'Calle Ajena 4'), 404, '_id', 'other landlord');
    const asStaff = (await get('staff', `/api/properties/${draftHome._id}`)).json().record;
    expect(asStaff.address).toBe('Calle Propia 3');
  });

  it('a published home stays editable only by its landlord: another gets 403, as before', async () => {
    const home = cases.get('properties')!.shown;
    const response = await t.request({
      method: 'PUT',
      url: `/api/properties/${home._id}`,
      headers: { cookie: users.get('otherLandlord')!.cookie, 'content-type': 'application/json' },
      payload: JSON.stringify({ address: 'Calle Ajena 5' }),
    });
    expectRefusal(response, 403, undefined, 'other landlord, published home');
  });
});
