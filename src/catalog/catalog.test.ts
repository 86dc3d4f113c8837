import { describe, expect, it } from 'vitest';
import { collections, collectionsByName, getCollection } from './catalog.ts';
import { isFileField, isPrivateFileField } from './naming.ts';
import type { AccessRule, CollectionDef, Field } from './types.ts';

// Spec §3's collection names in its order, and spec §2's collection screens.
const SPEC_NAMES = [
  'users', 'tenants', 'faqs', 'indexfaqs', 'privacypolicies', 'termsconditions', 'contacts', 'rooms',
  'infoextras', 'typerooms', 'roominfoicons', 'floorinfoicons', 'buildinginfoicons', 'roomimages',
  'categoryinforooms', 'partners', 'advantages', 'advantagestype', 'genders', 'ids', 'usefulphones',
  'incidents', 'incidenttypes', 'landlordcontacts', 'investors', 'sizemattress', 'filters',
  'neighborhoodsname', 'houserulescategories', 'houserules', 'reviews', 'typecontracts', 'transactions',
  'paymentmethods', 'gralreviews', 'roomreserves', 'noticias', 'tags', 'properties', 'paymentoperations',
  'prices', 'promotions', 'gestioncosts',
];

const SPEC_ROUTES = [
  '/GestionCosts', '/Prices', '/Promotions', '/Tags', '/Noticias', '/GralReviews', '/Reviews',
  '/PaymentOperations', '/Transactions', '/PaymentMethods', '/RoomReserves', '/LandlordContacts',
  '/Incidents', '/IncidentTypes', '/Contacts', '/AdvantagesType', '/Advantagesdb', '/UsefulPhones',
  '/PrivacyPolicies', '/TermsConditions', '/IndexFaqs', '/Faqs', '/RoomImages', '/RoomInfoIcons',
  '/CategoryInfoRooms', '/SizeMattress', '/InfoExtras', '/FloorInfoIcons', '/BuildingInfoIcons',
  '/NeighborhoodsName', '/TypeRooms', '/Filters', '/Rooms', '/Properties', '/IDS', '/Genders',
  '/InvestorsDB', '/Partners', '/Tenants', '/Users', '/TypeContracts', '/HouseRulesCategories', '/HouseRules',
];

const UNSEARCHABLE_KINDS = new Set(['file', 'files', 'json', 'refs', 'secret']);
const UNSORTABLE_KINDS = new Set(['file', 'files', 'json', 'refs', 'secret']);

const fieldsOf = (c: CollectionDef): [string, Field][] => Object.entries(c.fields);

function rulesOf(c: CollectionDef): AccessRule[] {
  const rules: AccessRule[] = [c.access.read, c.access.create, c.access.update, c.access.delete];
  for (const [, field] of fieldsOf(c)) {
    if (field.access?.read) rules.push(field.access.read);
    if (field.access?.write) rules.push(field.access.write);
  }
  return rules;
}

/** Follows a chain of reference fields; returns the collection it ends at, or why it fails. */
function follow(start: CollectionDef, path: readonly string[]): string {
  if (path.length === 1 && path[0] === '_id') return start.name;
  let current = start;
  for (const key of path) {
    const field = current.fields[key];
    if (field?.kind !== 'ref') return `${current.name}.${key} is not a ref field`;
    const next = getCollection(field.to);
    if (!next) return `${current.name}.${key} points at unknown ${field.to}`;
    current = next;
  }
  return current.name;
}

describe('catalogue', () => {
  // Spec §3's collections are all there, in its order; a collection added later joins them
  // with one entry in the catalogue and no edit here.
  it('declares the 43 collections of spec §3, in order', () => {
    expect(collections.map((c) => c.name).filter((name) => SPEC_NAMES.includes(name))).toEqual(SPEC_NAMES);
    expect(collectionsByName.size).toBe(collections.length);
    expect(getCollection('rooms')?.route).toBe('/Rooms');
    expect(getCollection('nope')).toBeUndefined();
  });

  it('gives every collection a distinct route, spec §2 its own', () => {
    const routes = collections.map((c) => c.route);
    expect(new Set(routes).size).toBe(routes.length);
    for (const name of SPEC_NAMES) expect(SPEC_ROUTES).toContain(getCollection(name)!.route);
    for (const route of SPEC_ROUTES) expect(routes).toContain(route);
  });

  it.each(collections.map((c) => [c.name, c] as const))('%s is well formed', (_, c) => {
    const fields = fieldsOf(c);
    expect(c.label && c.singular && c.description).toBeTruthy();

    expect(c.fields[c.titleField], 'titleField').toBeDefined();

    const sortKey = c.defaultSort.replace(/^-/, '');
    if (!['createdAt', 'updatedAt'].includes(sortKey)) {
      const field = c.fields[sortKey];
      expect(field, `defaultSort ${sortKey}`).toBeDefined();
      expect(UNSORTABLE_KINDS.has(field!.kind), `defaultSort ${sortKey} is sortable`).toBe(false);
      expect(field!.kind === 'text' && field!.localized, `defaultSort ${sortKey} is not localized`).toBeFalsy();
    }

    const searchable = fields.filter(([, f]) => f.searchable);
    expect(searchable.length, 'searchable fields').toBeGreaterThanOrEqual(1);
    for (const [key, f] of searchable) expect(UNSEARCHABLE_KINDS.has(f.kind), `${key} searchable`).toBe(false);

    for (const [key, f] of fields) {
      expect(key, 'camelCase key').toMatch(/^[a-z][a-zA-Z0-9]*$/);
      if (f.kind === 'ref' || f.kind === 'refs') {
        expect(getCollection(f.to), `${key} → ${f.to}`).toBeDefined();
      }
      if (f.kind === 'ref' && f.onDelete === 'setNull') expect(f.required, `${key} setNull`).toBeFalsy();
      if (f.kind === 'select') {
        expect(f.options.length).toBeGreaterThan(0);
        for (const option of f.options) expect(option).toMatch(/^[a-z][a-z0-9_]*$/);
        if (f.default !== undefined) expect(f.options, `${key} default`).toContain(f.default);
      }
      if (f.kind === 'secret') expect(f.hidden && f.serverOnly).toBe(true);
    }

    for (const keys of c.uniqueTogether ?? []) {
      for (const key of keys) expect(c.fields[key], `uniqueTogether ${key}`).toBeDefined();
    }
  });

  it('resolves every owner path in every access rule to users', () => {
    for (const c of collections) {
      for (const rule of rulesOf(c)) {
        for (const path of rule.owner ?? []) {
          if (path.length === 1 && path[0] === '_id') {
            expect(c.name, `${rule.name}: ['_id'] only on users`).toBe('users');
            continue;
          }
          expect(follow(c, path), `${c.name} ${rule.name} ${path.join('.')}`).toBe('users');
        }
      }
    }
  });

  it('gives fields rules by role only: the server judges them without reading the record', () => {
    for (const c of collections) {
      for (const [key, field] of Object.entries(c.fields)) {
        for (const rule of [field.access?.read, field.access?.write]) {
          expect(rule?.owner ?? [], `${c.name}.${key} ${rule?.name}`).toEqual([]);
        }
      }
    }
  });

  it('keeps the ledger append-only and secrets out of reach', () => {
    const ledger = getCollection('transactions')!;
    for (const op of ['create', 'update', 'delete'] as const) expect(ledger.access[op].roles).toEqual([]);
    expect(ledger.fields.amount).toMatchObject({ kind: 'money', signed: true, required: true });
    expect(getCollection('users')!.fields.passwordHash).toMatchObject({ kind: 'secret', hidden: true });
    expect(getCollection('users')!.fields.role?.access?.write?.roles).toEqual(['admin']);
    expect(getCollection('promotions')!.fields.code?.access?.read?.anyone).toBeFalsy();
  });

  it('signs money only in the ledger', () => {
    for (const c of collections) {
      for (const [key, f] of fieldsOf(c)) {
        if (f.kind === 'money' && f.signed) expect(`${c.name}.${key}`).toBe('transactions.amount');
      }
    }
  });
  it('keeps the files of records not everyone may read private', () => {
    // A file of a record only some may read would otherwise be readable by anyone holding its URL.
    const leaks = collections.flatMap((c) =>
      fieldsOf(c)
        .filter(([, field]) => isFileField(field) && !isPrivateFileField(field))
        .filter(([, field]) => !c.access.read.anyone || field.access?.read)
        .map(([key]) => `${c.name}.${key}`),
    );
    expect(leaks).toEqual([]);
    const privateFields = collections.flatMap((c) => fieldsOf(c).filter(([, f]) => isPrivateFileField(f)).map(([key]) => `${c.name}.${key}`));
    expect(privateFields).toEqual(['users.avatar', 'tenants.documents', 'contacts.attachment', 'incidents.photos']);
  });
});
