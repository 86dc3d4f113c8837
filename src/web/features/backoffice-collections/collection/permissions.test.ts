import { describe, expect, it } from 'vitest';
import { getCollection } from '../../../../catalog/catalog.ts';
import { staff as staffRule, anyone, signedIn } from '../../../../catalog/access.ts';
import { collectionPermissions, roleAllows } from './permissions.ts';

// What the back-office offers each role, read from the catalogue's access rules.

describe('roleAllows', () => {
  it('reads the anyone, signedIn and roles clauses', () => {
    expect(roleAllows(anyone, null)).toBe(true);
    expect(roleAllows(signedIn, null)).toBe(false);
    expect(roleAllows(signedIn, 'tenant')).toBe(true);
    expect(roleAllows(staffRule, 'staff')).toBe(true);
    expect(roleAllows(staffRule, 'landlord')).toBe(false);
    expect(roleAllows(undefined, 'tenant'), 'no field rule: the collection decides').toBe(true);
  });
});

describe('collectionPermissions', () => {
  const users = getCollection('users')!;
  const operations = getCollection('paymentoperations')!;

  it('lets staff look at users, not create, change or delete them, nor their email or role', () => {
    expect(collectionPermissions(users, 'staff')).toEqual({ create: false, update: false, delete: false, readOnlyFields: ['email', 'role'] });
  });

  it('lets admins do everything with users', () => {
    expect(collectionPermissions(users, 'admin')).toEqual({ create: true, update: true, delete: true, readOnlyFields: [] });
  });

  it('lets staff only look at payment operations, which admins write', () => {
    expect(collectionPermissions(operations, 'staff')).toMatchObject({ create: false, update: false, delete: false });
    expect(collectionPermissions(operations, 'admin')).toMatchObject({ create: true, update: true, delete: true });
  });

  it('offers nobody a write the catalogue gives to nobody (the ledger of transactions)', () => {
    expect(collectionPermissions(getCollection('transactions')!, 'admin')).toMatchObject({ create: false, update: false, delete: false });
  });

  it('lets staff write the content they run', () => {
    for (const name of ['rooms', 'properties', 'tags']) {
      expect(collectionPermissions(getCollection(name)!, 'staff'), name).toMatchObject({ create: true, update: true, delete: true });
    }
  });
});
