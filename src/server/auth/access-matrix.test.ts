import { sql } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { addDays, utcToday } from '../../catalog/days.ts';
import { toFormData } from '../../catalog/form-data.ts';
import { isFileField, isScalar, isWritable } from '../../catalog/naming.ts';
import type { AccessRule, CollectionDef, Field, Role } from '../../catalog/types.ts';
import { databaseKinds } from '../testing/databases.ts';
import { createOwnedRecord, insertAsAdmin, sampleRecordWith, type Rec } from '../testing/owned-records.ts';
import { errorShapeProblems } from '../testing/refusals.ts';
import { sampleValue } from '../../catalog/sample-values.ts';
import { createSample, sampleRecord } from '../testing/samples.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';

// Who may do what, generated from the catalogue: every role × every collection × every
// operation of the generic API, with the records a viewer owns and someone else's. What each
// cell expects is worked out here from the declarations alone (never from the server's own
// access.ts, which is what is under test), following src/server/auth/README.md.

type Who = Role | 'anonymous';
const EVERYONE: readonly Who[] = ['anonymous', 'tenant', 'landlord', 'investor', 'staff', 'admin'];
const SIGNED_IN = EVERYONE.filter((who): who is Role => who !== 'anonymous');

/** anyone; signedIn and signed in; or a listed role. */
function admitsOutright(rule: AccessRule, who: Who): boolean {
  if (rule.anyone) return true;
  if (who === 'anonymous') return false;
  return !!rule.signedIn || (rule.roles ?? []).includes(who);
}

/** Every record, only the records the viewer owns, or none (the collection is closed to them). */
type Reach = 'all' | 'own' | 'none';

function reach(rule: AccessRule, who: Who): Reach {
  if (admitsOutright(rule, who)) return 'all';
  return who !== 'anonymous' && (rule.owner?.length ?? 0) > 0 ? 'own' : 'none';
}

/** A collection closed to the viewer: log in, or your account may not. */
const closed = (who: Who) => (who === 'anonymous' ? 401 : 403);

/** Someone else's record under an ownership rule: as if it did not exist, unless the viewer may read it. */
const notTheirs = (collection: CollectionDef, who: Who) => (reach(collection.access.read, who) === 'all' ? 403 : 404);

/** Staff and admins: the back-office, and restoring removed records. */
const isStaff = (who: Who) => who === 'staff' || who === 'admin';

/** The path a viewer's own record is made through: the rule's first. */
const firstPath = (rule: AccessRule) => rule.owner?.[0];
const pathKey = (path: readonly string[] | undefined) => path?.join('.') ?? '';

/** One-step owner paths to a user (`user`, `author`, `reportedBy`): a non-staff creator's own reference. */
function selfReferences(collection: CollectionDef): string[] {
  const keys = Object.values(collection.access)
    .flatMap((rule) => rule.owner ?? [])
    .filter((path) => path.length === 1)
    .map((path) => path[0]!);
  return [...new Set(keys)].filter((key) => {
    const field = collection.fields[key];
    return field?.kind === 'ref' && field.to === 'users';
  });
}

const mayWrite = (field: Field, who: Who) => !field.access?.write || admitsOutright(field.access.write, who);

/** What a viewer sends to create a record: fields they may not write left out, their own references theirs. */
function createBodyFor(collection: CollectionDef, who: Who, values: Record<string, unknown>, me: TestUser | undefined) {
  if (isStaff(who)) return values;
  const body = Object.fromEntries(Object.entries(values).filter(([key]) => mayWrite(collection.fields[key]!, who)));
  for (const key of selfReferences(collection)) {
    if (me && mayWrite(collection.fields[key]!, who)) body[key] = me.id;
  }
  return body;
}

/** One plain field the viewer may write, with a value telling who wrote it; undefined when there is none. */
function changeFor(collection: CollectionDef, who: Who): [string, unknown] | undefined {
  const candidates = Object.entries(collection.fields).filter(
    ([, field]) => isWritable(field) && !field.unique && mayWrite(field, who) && field.kind !== 'ref' && !isFileField(field),
  );
  for (const [key, field] of candidates) {
    if (field.kind === 'text' && !field.format) {
      const text = `Cambiado por ${who}`.padEnd(field.min ?? 0, 'x').slice(0, field.max);
      return [key, field.localized ? { es: text, en: `Changed by ${who}` } : text];
    }
  }
  for (const [key, field] of candidates) {
    if (field.kind === 'integer' || field.kind === 'money') return [key, sampleValue(key, field, EVERYONE.indexOf(who), 0)];
  }
  return undefined;
}

describe.each(databaseKinds())('access matrix on %s', (kind) => {
  const t = useTestApp(kind);
  const viewers = new Map<Who, TestUser | undefined>();
  /** The user whose records are "someone else's" for every viewer. */
  let stranger: TestUser;

  /**
   * Domain rules beyond the access rules: a user reports an incident only in a room they have a
   * paid stay in, around its dates (src/server/booking/incident-reporters.ts), so the matrix gives
   * them one that ended yesterday first (completed stays may share nights, so none collide).
   */
  async function meetDomainRules(name: string, me: TestUser | undefined, body: Record<string, unknown>): Promise<void> {
    if (name !== 'incidents' || !me || typeof body.room !== 'string') return;
    await t.database.db.execute(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status)
      values (${body.room}, ${me.id}, ${addDays(utcToday(), -30)}::date, ${addDays(utcToday(), -1)}::date, 'completed')`);
  }

  beforeAll(async () => {
    viewers.set('anonymous', undefined);
    for (const role of SIGNED_IN) viewers.set(role, role === 'admin' ? t.user : await t.signIn(role));
    stranger = await t.signIn('tenant');
  });

  const viewer = (who: Who) => viewers.get(who);

  /** A request with the viewer's session (none for anonymous); no users answer may carry a password hash. */
  async function as(who: Who, options: InjectOptions): Promise<LightMyRequestResponse> {
    const response = await t.request({ ...options, headers: { ...options.headers, cookie: viewer(who)?.cookie ?? '' } });
    if (String(options.url).startsWith('/api/users')) expect(response.body, `${String(options.url)} as ${who}`).not.toContain('passwordHash');
    return response;
  }

  const get = (who: Who, url: string) => as(who, { method: 'GET', url });
  const send = (who: Who, method: 'POST' | 'PUT', url: string, record: Record<string, unknown>) =>
    as(who, { method, url, payload: toFormData(record) as never });

  function expectStatus(response: LightMyRequestResponse, status: number, what: string): void {
    expect(response.statusCode, `${what} → ${response.body.slice(0, 300)}`).toBe(status);
    if (status >= 400) expect(errorShapeProblems(response), what).toEqual([]);
  }

  /** A record as the admin sees it now, soft-removed or not; undefined when it is gone. */
  async function current(name: string, id: string): Promise<Rec | undefined> {
    const response = await t.get(`/api/${name}/${id}?includeDeleted=true`);
    if (response.statusCode === 404) return undefined;
    expect(response.statusCode, response.body).toBe(200);
    return response.json().record;
  }

  /** Sends a write that must be refused with `status`, and checks the record is exactly as before. */
  async function expectRefusedWrite(
    name: string,
    record: Rec,
    status: number,
    what: string,
    write: () => Promise<LightMyRequestResponse>,
  ): Promise<LightMyRequestResponse> {
    const before = await current(name, record._id);
    expect(before, `${what}: the record exists before`).toBeDefined();
    const response = await write();
    expectStatus(response, status, what);
    expect(await current(name, record._id), `${what}: the record changed`).toEqual(before);
    return response;
  }

  async function countAsAdmin(name: string): Promise<number> {
    const response = await t.get(`/api/${name}/?includeDeleted=true&limit=1`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json()[name].totalDocs;
  }

  const ids = (response: LightMyRequestResponse, name: string) => (response.json()[name].docs as Rec[]).map((doc) => doc._id);

  describe.each(collections.map((c) => [c.name, c] as const))('%s', (name, collection) => {
    const { read, create, update } = collection.access;
    const remove = collection.access.delete;
    /** Someone else's records, by owner path ('' for a collection nobody owns records of). */
    const theirs = new Map<string, Rec>();
    /** Each viewer's own records, by owner path. */
    const mine = new Map<Who, Map<string, Rec>>();
    /** A record of their own to remove, for viewers the delete rule admits outright. */
    const targets = new Map<Who, Rec>();
    let refusedCreateValues: Record<string, unknown>;

    const theirsFor = (rule: AccessRule): Rec => theirs.get(pathKey(firstPath(rule))) ?? [...theirs.values()][0]!;
    const mineFor = (who: Who, rule: AccessRule): Rec => mine.get(who)!.get(pathKey(firstPath(rule)))!;

    beforeAll(async () => {
      const ruled = [read, update, remove].filter((rule) => firstPath(rule));
      for (const rule of ruled) {
        const path = firstPath(rule)!;
        if (!theirs.has(pathKey(path))) theirs.set(pathKey(path), await createOwnedRecord(t, collection, path, stranger.id));
      }
      if (theirs.size === 0) theirs.set('', await createSample(t, collection));
      for (const who of SIGNED_IN) {
        const own = new Map<string, Rec>();
        for (const rule of ruled) {
          const path = firstPath(rule)!;
          if (reach(rule, who) === 'own' && !own.has(pathKey(path))) {
            own.set(pathKey(path), await createOwnedRecord(t, collection, path, viewer(who)!.id));
          }
        }
        mine.set(who, own);
      }
      for (const who of EVERYONE) if (reach(remove, who) === 'all') targets.set(who, await createSample(t, collection));
      if (EVERYONE.some((who) => reach(create, who) !== 'all')) refusedCreateValues = await sampleRecord(t, collection);
    });

    describe.each(EVERYONE)('as %s', (who) => {
      const readReach = reach(read, who);
      const createAllowed = reach(create, who) === 'all';
      const updateReach = reach(update, who);
      const deleteReach = reach(remove, who);
      const refusedWith = closed(who);
      /** The expected answers, for test names: "200", "200 own, 404 someone else’s", "403". */
      const expectation = (cell: Reach, allowed: number) =>
        cell === 'all' ? `${allowed}` : cell === 'own' ? `${allowed} own, ${notTheirs(collection, who)} someone else’s` : `${refusedWith}`;

      it(`list → ${readReach === 'own' ? '200 with only their own records' : readReach === 'all' ? 200 : refusedWith}`, async () => {
        const other = theirsFor(read);
        if (readReach === 'none') {
          expectStatus(await get(who, `/api/${name}/?_id=${other._id}`), refusedWith, 'list');
          return;
        }
        const filtered = await get(who, `/api/${name}/?_id=${other._id}`);
        expectStatus(filtered, 200, 'list of someone else’s');
        if (readReach === 'all') {
          expect(ids(filtered, name)).toEqual([other._id]);
          return;
        }
        expect(ids(filtered, name), 'someone else’s record').toEqual([]);
        const own = mineFor(who, read);
        const ownFiltered = await get(who, `/api/${name}/?_id=${own._id}`);
        expectStatus(ownFiltered, 200, 'list of own');
        expect(ids(ownFiltered, name)).toEqual([own._id]);
        const all = await get(who, `/api/${name}/?limit=100`);
        expectStatus(all, 200, 'whole list');
        expect(ids(all, name)).toContain(own._id);
        expect(ids(all, name)).not.toContain(other._id);
      });

      it(`search → ${readReach === 'own' ? '200 with only their own records' : readReach === 'all' ? 200 : refusedWith}`, async () => {
        const other = theirsFor(read);
        const search = (id: string) => get(who, `/api/${name}/search/?searchString=${id}`);
        if (readReach === 'none') {
          expectStatus(await search(other._id), refusedWith, 'search');
          return;
        }
        const found = await search(other._id);
        expectStatus(found, 200, 'search for someone else’s');
        expect(ids(found, name)).toEqual(readReach === 'all' ? [other._id] : []);
        if (readReach === 'own') {
          const own = mineFor(who, read);
          const foundOwn = await search(own._id);
          expectStatus(foundOwn, 200, 'search for own');
          expect(ids(foundOwn, name)).toEqual([own._id]);
          const all = await get(who, `/api/${name}/search/?limit=100`);
          expectStatus(all, 200, 'search for everything');
          expect(ids(all, name)).toContain(own._id);
          expect(ids(all, name)).not.toContain(other._id);
        }
      });

      it(`view → ${readReach === 'own' ? '200 own, 404 someone else’s' : readReach === 'all' ? 200 : refusedWith}`, async () => {
        const other = theirsFor(read);
        const view = await get(who, `/api/${name}/${other._id}`);
        if (readReach === 'none') return expectStatus(view, refusedWith, 'view');
        if (readReach === 'all') {
          expectStatus(view, 200, 'view');
          expect(view.json().record._id).toBe(other._id);
          return;
        }
        expectStatus(view, 404, 'view someone else’s');
        const own = mineFor(who, read);
        const ownView = await get(who, `/api/${name}/${own._id}`);
        expectStatus(ownView, 200, 'view own');
        expect(ownView.json().record._id).toBe(own._id);
      });

      it(`create → ${createAllowed ? 201 : refusedWith}`, async () => {
        const me = viewer(who);
        if (createAllowed) {
          const body = createBodyFor(collection, who, await sampleRecord(t, collection), me);
          await meetDomainRules(name, me, body);
          const response = await send(who, 'POST', `/api/${name}/`, body);
          expectStatus(response, 201, 'create');
          const created = response.json().records[0] as Rec;
          expect(await current(name, created._id)).toBeDefined();
          if (me && !isStaff(who)) for (const key of selfReferences(collection)) expect(created[key], key).toBe(me.id);
          return;
        }
        const before = await countAsAdmin(name);
        const response = await send(who, 'POST', `/api/${name}/`, createBodyFor(collection, who, refusedCreateValues, me));
        expectStatus(response, refusedWith, 'create');
        expect(await countAsAdmin(name), 'records were added').toBe(before);
      });

      it(`update → ${expectation(updateReach, 200)}`, async () => {
        const change = changeFor(collection, who);
        const body = change ? { [change[0]]: change[1] } : {};
        const put = (record: Rec) => send(who, 'PUT', `/api/${name}/${record._id}`, body);
        const expectUpdated = async (record: Rec) => {
          const response = await put(record);
          expectStatus(response, 200, 'update');
          if (change) expect(response.json().record[change[0]]).toEqual(change[1]);
          if (change) expect((await current(name, record._id))?.[change[0]]).toEqual(change[1]);
        };
        const other = theirsFor(update);
        if (updateReach === 'all') return expectUpdated(other);
        if (updateReach === 'none') {
          await expectRefusedWrite(name, other, refusedWith, 'update', () => put(other));
          return;
        }
        await expectRefusedWrite(name, other, notTheirs(collection, who), 'update someone else’s', () => put(other));
        await expectUpdated(mineFor(who, update));
      });

      it(`soft delete → ${expectation(deleteReach, 200)}`, async () => {
        const soft = (record: Rec) => as(who, { method: 'DELETE', url: `/api/${name}/soft/${record._id}` });
        const expectRemoved = async (record: Rec) => {
          const response = await soft(record);
          expectStatus(response, 200, 'soft delete');
          expect(response.json().record.deletedAt).toEqual(expect.any(String));
          expect((await current(name, record._id))?.deletedAt).toEqual(expect.any(String));
        };
        const other = theirsFor(remove);
        if (deleteReach === 'all') return expectRemoved(targets.get(who)!);
        if (deleteReach === 'none') {
          await expectRefusedWrite(name, other, refusedWith, 'soft delete', () => soft(other));
          return;
        }
        await expectRefusedWrite(name, other, notTheirs(collection, who), 'soft delete someone else’s', () => soft(other));
        await expectRemoved(mineFor(who, remove));
      });

      const restoreOwn = deleteReach === 'none' ? refusedWith : isStaff(who) ? 200 : 403;
      const restoreOthers = deleteReach === 'own' ? (isStaff(who) ? notTheirs(collection, who) : 403) : restoreOwn;
      it(`restore → ${deleteReach === 'own' ? `${restoreOwn} own, ${restoreOthers} someone else’s` : restoreOwn}`, async () => {
        const restore = (record: Rec) => as(who, { method: 'POST', url: `/api/${name}/restore/${record._id}` });
        const check = async (record: Rec, status: number, what: string) => {
          if (status !== 200) return void (await expectRefusedWrite(name, record, status, what, () => restore(record)));
          const response = await restore(record);
          expectStatus(response, 200, what);
          expect(response.json().record.deletedAt).toBeNull();
        };
        if (deleteReach === 'all') return check(targets.get(who)!, restoreOwn, 'restore');
        if (deleteReach === 'none') return check(theirsFor(remove), restoreOwn, 'restore');
        await check(theirsFor(remove), restoreOthers, 'restore someone else’s');
        await check(mineFor(who, remove), restoreOwn, 'restore own');
      });

      it(`hard delete → ${expectation(deleteReach, 204)}`, async () => {
        const hard = (record: Rec) => as(who, { method: 'DELETE', url: `/api/${name}/${record._id}` });
        const expectGone = async (record: Rec) => {
          const response = await hard(record);
          expectStatus(response, 204, 'hard delete');
          expect(await current(name, record._id), 'still there').toBeUndefined();
        };
        const other = theirsFor(remove);
        if (deleteReach === 'all') return expectGone(targets.get(who)!);
        if (deleteReach === 'none') {
          await expectRefusedWrite(name, other, refusedWith, 'hard delete', () => hard(other));
          return;
        }
        await expectRefusedWrite(name, other, notTheirs(collection, who), 'hard delete someone else’s', () => hard(other));
        await expectGone(mineFor(who, remove));
      });
    });
  });

  describe('fields with a read rule', () => {
    const restricted = collections.flatMap((collection) =>
      Object.entries(collection.fields)
        .filter(([, field]) => field.access?.read)
        .map(([key, field]) => [`${collection.name}.${key}`, collection, key, field] as const),
    );

    describe.each(restricted)('%s', (_label, collection, key, field) => {
      const name = collection.name;
      let record: Rec;
      let value: unknown;

      beforeAll(async () => {
        value = sampleValue(key, field, Date.now() % 100_000, 0);
        record = await insertAsAdmin(t, collection, await sampleRecordWith(t, collection, { [key]: value }));
      });

      // Viewers who read the whole collection; the matrix covers those who may not read it at all.
      const readers = EVERYONE.filter((who) => reach(collection.access.read, who) === 'all');
      it.each(readers)(`as %s: present only for viewers the rule admits`, async (who) => {
        const sees = admitsOutright(field.access!.read!, who);
        const listed = await get(who, `/api/${name}/?_id=${record._id}`);
        expectStatus(listed, 200, 'list');
        const [doc] = listed.json()[name].docs as Rec[];
        const viewed = await get(who, `/api/${name}/${record._id}`);
        expectStatus(viewed, 200, 'view');
        if (sees) {
          expect(doc![key]).toEqual(value);
          expect(viewed.json().record[key]).toEqual(value);
        } else {
          expect(doc).not.toHaveProperty(key);
          expect(viewed.json().record).not.toHaveProperty(key);
          expect(listed.body).not.toContain(String(value));
        }
      });

      it.each(readers)('as %s: searching, filtering and sorting by it only for viewers the rule admits', async (who) => {
        const sees = admitsOutright(field.access!.read!, who);
        const text = encodeURIComponent(String(value));
        const urls = [
          ...(field.searchable ? [`/api/${name}/search/?searchField=${key}&searchString=${text}`] : []),
          ...(isScalar(field) ? [`/api/${name}/?${key}=${text}`, `/api/${name}/?sort=${key}`, `/api/${name}/?sort=-${key}`] : []),
        ];
        for (const url of urls) {
          const response = await get(who, url);
          expectStatus(response, sees ? 200 : 400, url);
        }
      });
    });

    it('promotion codes are there for staff and not for visitors', async () => {
      const promotions = getCollection('promotions')!;
      const promotion = await insertAsAdmin(t, promotions, await sampleRecordWith(t, promotions, { code: `ACCESS${Date.now() % 100_000}` }));
      const visitor = (await get('anonymous', `/api/promotions/?_id=${promotion._id}`)).json().promotions.docs as Rec[];
      expect(visitor.map((doc) => doc._id)).toEqual([promotion._id]);
      expect(visitor[0]).not.toHaveProperty('code');
      const forStaff = (await get('staff', `/api/promotions/?_id=${promotion._id}`)).json().promotions.docs as Rec[];
      expect(forStaff[0]?.code).toBe(promotion.code);
      expectStatus(await get('anonymous', `/api/promotions/search/?searchField=code&searchString=ACCESS`), 400, 'search by code');
      expectStatus(await get('anonymous', '/api/promotions/?sort=code'), 400, 'sort by code');
    });
  });

  describe('fields with a write rule', () => {
    it('a tenant may not set their own incident’s status, and the incident stays as it was', async () => {
      const incidents = getCollection('incidents')!;
      const incident = await createOwnedRecord(t, incidents, ['reportedBy'], viewer('tenant')!.id);
      const response = await expectRefusedWrite('incidents', incident, 403, 'status', () =>
        send('tenant', 'PUT', `/api/incidents/${incident._id}`, { status: 'closed' }),
      );
      expect(response.json().field).toBe('status');
    });

    it('a tenant may change their own name but not their own role', async () => {
      const tenant = viewer('tenant')!;
      const users = getCollection('users')!;
      const self = await createOwnedRecord(t, users, ['_id'], tenant.id);
      const response = await expectRefusedWrite('users', self, 403, 'role', () =>
        send('tenant', 'PUT', `/api/users/${tenant.id}`, { role: 'admin' }),
      );
      expect(response.json().field).toBe('role');
      const renamed = await send('tenant', 'PUT', `/api/users/${tenant.id}`, { name: 'Nombre propio' });
      expectStatus(renamed, 200, 'name');
      expect(renamed.json().record).toMatchObject({ name: 'Nombre propio', role: 'tenant' });
    });

    it('staff may not create users nor set a role; an admin may', async () => {
      const users = getCollection('users')!;
      const values = await sampleRecord(t, users);
      const before = await countAsAdmin('users');
      expectStatus(await send('staff', 'POST', '/api/users/', values), 403, 'staff creates a user');
      expect(await countAsAdmin('users')).toBe(before);

      const staffSelf = await createOwnedRecord(t, users, ['_id'], viewer('staff')!.id);
      const refused = await expectRefusedWrite('users', staffSelf, 403, 'staff sets a role', () =>
        send('staff', 'PUT', `/api/users/${staffSelf._id}`, { role: 'admin' }),
      );
      expect(refused.json().field).toBe('role');

      const created = await send('admin', 'POST', '/api/users/', values);
      expectStatus(created, 201, 'admin creates a user');
      const user = created.json().records[0] as Rec;
      const promoted = await send('admin', 'PUT', `/api/users/${user._id}`, { role: 'landlord' });
      expectStatus(promoted, 200, 'admin sets a role');
      expect((await current('users', user._id))?.role).toBe('landlord');
    });
  });

  describe('own user references on create', () => {
    it('a tenant may not report an incident as someone else, and is the reporter when they leave it out', async () => {
      const incidents = getCollection('incidents')!;
      const values = createBodyFor(incidents, 'tenant', await sampleRecord(t, incidents), undefined);
      await meetDomainRules('incidents', viewer('tenant'), values);
      const before = await countAsAdmin('incidents');
      const refused = await send('tenant', 'POST', '/api/incidents/', { ...values, reportedBy: stranger.id });
      expectStatus(refused, 403, 'reportedBy someone else');
      expect(refused.json().field).toBe('reportedBy');
      expect(await countAsAdmin('incidents')).toBe(before);

      const { reportedBy: _left, ...withoutReporter } = values;
      const created = await send('tenant', 'POST', '/api/incidents/', withoutReporter);
      expectStatus(created, 201, 'reportedBy left out');
      expect(created.json().records[0].reportedBy).toBe(viewer('tenant')!.id);
    });
  });

  describe('removed records', () => {
    const readable = (who: Who) => collections.filter((collection) => reach(collection.access.read, who) !== 'none');

    it.each(['anonymous', 'tenant'] as const)('are refused to %s (403) wherever they may read', async (who) => {
      for (const collection of readable(who)) {
        const name = collection.name;
        for (const flag of ['includeDeleted', 'onlyDeleted']) {
          for (const url of [`/api/${name}/?${flag}=true`, `/api/${name}/search/?${flag}=true`]) {
            const response = await get(who, url);
            expectStatus(response, 403, url);
            expect(response.json().field).toBe(flag);
          }
        }
        const anyRecord = (await t.get(`/api/${name}/?limit=1`)).json()[name].docs[0] as Rec | undefined;
        if (anyRecord) expectStatus(await get(who, `/api/${name}/${anyRecord._id}?includeDeleted=true`), 403, `${name} view`);
      }
    });

    it('are there for staff', async () => {
      for (const collection of readable('staff')) {
        for (const flag of ['includeDeleted', 'onlyDeleted']) {
          expectStatus(await get('staff', `/api/${collection.name}/?${flag}=true`), 200, `${collection.name} ${flag}`);
          expectStatus(await get('staff', `/api/${collection.name}/search/?${flag}=true`), 200, `${collection.name} search ${flag}`);
        }
      }
    });
  });

  describe('users answers', () => {
    it.each(EVERYONE)('never carry a password hash, as %s', async (who) => {
      const own = viewer(who)?.id ?? stranger.id;
      for (const url of [
        '/api/users/?limit=100',
        '/api/users/search/?limit=100',
        `/api/users/?_id=${own}`,
        `/api/users/${own}`,
        `/api/users/${stranger.id}`,
      ]) {
        const response = await get(who, url);
        expect(response.body, url).not.toContain('passwordHash');
        if (response.statusCode === 200) expect(response.body, url).toContain('email');
      }
    });
  });

  describe('back-office summaries', () => {
    const routes = ['/api/summary/', '/api/summary/counts', '/api/summary/recent', '/api/summary/payments', '/api/summary/discounts'];
    it.each(EVERYONE)('as %s', async (who) => {
      const expected = who === 'anonymous' ? 401 : isStaff(who) ? 200 : 403;
      for (const url of routes) expectStatus(await get(who, url), expected, url);
    });
  });
  describe('a landlord, through their properties', () => {
    it('sees the reservations and incidents of their own rooms only, and edits their property but not what staff decide', async () => {
      const landlord = viewer('landlord')!;
      const rooms = getCollection('rooms')!;
      const mine = await createOwnedRecord(t, rooms, ['property', 'landlord'], landlord.id);
      const theirs = await createOwnedRecord(t, rooms, ['property', 'landlord'], stranger.id);
      const reserve = async (room: Rec) =>
        insertAsAdmin(t, getCollection('roomreserves')!, await sampleRecordWith(t, getCollection('roomreserves')!, { room: room._id, user: stranger.id }));
      const report = async (room: Rec) =>
        insertAsAdmin(t, getCollection('incidents')!, await sampleRecordWith(t, getCollection('incidents')!, { room: room._id, reportedBy: stranger.id }));
      const [myStay, otherStay] = [await reserve(mine), await reserve(theirs)];
      const [myIncident, otherIncident] = [await report(mine), await report(theirs)];

      for (const [name, own, other] of [
        ['roomreserves', myStay, otherStay],
        ['incidents', myIncident, otherIncident],
      ] as const) {
        const listed = await get('landlord', `/api/${name}/?limit=100`);
        expectStatus(listed, 200, `${name} list`);
        expect(ids(listed, name)).toContain(own._id);
        expect(ids(listed, name)).not.toContain(other._id);
        expectStatus(await get('landlord', `/api/${name}/${own._id}`), 200, `${name} own`);
        expectStatus(await get('landlord', `/api/${name}/${other._id}`), 404, `${name} someone else's`);
      }

      const property = mine.property as string;
      const renamed = await send('landlord', 'PUT', `/api/properties/${property}`, { address: 'Calle Nueva 1' });
      expectStatus(renamed, 200, 'own property address');
      await expectRefusedWrite('properties', { _id: property }, 403, 'publish own property', () =>
        send('landlord', 'PUT', `/api/properties/${property}`, { published: true }),
      );
      await expectRefusedWrite('properties', { _id: theirs.property as string }, 403, "someone else's property", () =>
        send('landlord', 'PUT', `/api/properties/${theirs.property as string}`, { address: 'Calle Ajena 2' }),
      );
      await expectRefusedWrite('rooms', theirs, 403, "someone else's room", () =>
        send('landlord', 'PUT', `/api/rooms/${theirs._id}`, { sizeM2: 12 }),
      );
    });
  });
  describe('moving a record to someone else', () => {
    it('is for staff only: an owner may not change the references their ownership runs through', async () => {
      const tenant = viewer('tenant')!;
      const incidents = getCollection('incidents')!;
      const own = await createOwnedRecord(t, incidents, ['reportedBy'], tenant.id);
      const otherRoom = await createSample(t, getCollection('rooms')!);
      for (const [key, value] of [
        ['room', otherRoom._id],
        ['reportedBy', stranger.id],
      ] as const) {
        const response = await expectRefusedWrite('incidents', own, 403, `move own incident by ${key}`, () =>
          send('tenant', 'PUT', `/api/incidents/${own._id}`, { [key]: value }),
        );
        expect(response.json().field).toBe(key);
      }
      expectStatus(await send('staff', 'PUT', `/api/incidents/${own._id}`, { room: otherRoom._id }), 200, 'staff moves it');
    });
  });
});
