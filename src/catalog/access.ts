import type { AccessRule, CollectionAccess, CollectionDef, Field, Role } from './types.ts';

// Named access rules, reused by every collection. The server enforces them; the web
// uses them to hide what a role may not use.

export const anyone: AccessRule = { name: 'anyone', anyone: true };
export const signedIn: AccessRule = { name: 'signedIn', signedIn: true };
export const admins: AccessRule = { name: 'admins', roles: ['admin'] };
export const staff: AccessRule = { name: 'staff', roles: ['admin', 'staff'] };
export const nobody: AccessRule = { name: 'nobody', roles: [] };

/** Staff, or the user the record belongs to through each given chain of references. */
export function staffOr(name: string, ...owner: (readonly string[])[]): AccessRule {
  return { name, roles: ['admin', 'staff'], owner };
}

export function rolesOr(name: string, roles: readonly Role[], ...owner: (readonly string[])[]): AccessRule {
  return { name, roles, owner };
}

/** Reference and content data: everyone reads, staff write. */
export const publicContent: CollectionAccess = { read: anyone, create: staff, update: staff, delete: staff };

/** Back-office only. */
export const staffOnly: CollectionAccess = { read: staff, create: staff, update: staff, delete: staff };

/** Money settings and accounts: admins write, staff read. */
export const adminManaged: CollectionAccess = { read: staff, create: admins, update: admins, delete: admins };

/** A form visitors submit (contact, landlord, investor): anyone creates, staff handle. */
export const publicForm: CollectionAccess = { read: staff, create: anyone, update: staff, delete: staff };

/** Public settings shown at checkout: everyone reads, admins write. */
export const publicAdminManaged: CollectionAccess = { read: anyone, create: admins, update: admins, delete: admins };

// Ownership rules. Each path is a chain of reference fields ending at a user; `['_id']` is the user itself.

export const selfOrStaff = staffOr('selfOrStaff', ['_id']);
export const selfOrAdmin = rolesOr('selfOrAdmin', ['admin'], ['_id']);
export const userOrStaff = staffOr('userOrStaff', ['user']);
export const landlordOrStaff = staffOr('landlordOrStaff', ['landlord']);
export const propertyLandlordOrStaff = staffOr('propertyLandlordOrStaff', ['property', 'landlord']);
export const roomLandlordOrStaff = staffOr('roomLandlordOrStaff', ['room', 'property', 'landlord']);
export const guestOrLandlordOrStaff = staffOr('guestOrLandlordOrStaff', ['user'], ['room', 'property', 'landlord']);
export const payerOrLandlordOrStaff = staffOr(
  'payerOrLandlordOrStaff',
  ['user'],
  ['reservation', 'room', 'property', 'landlord'],
);
export const payerOrStaff = staffOr('payerOrStaff', ['operation', 'user']);
export const authorOrStaff = staffOr('authorOrStaff', ['author']);
/** Anyone reads what is public (`publicWhen`); the author also reads their own, whatever its state. */
export const anyoneAuthorsOwn: AccessRule = { name: 'anyoneAuthorsOwn', anyone: true, owner: [['author']] };
export const reporterOrStaff = staffOr('reporterOrStaff', ['reportedBy']);
export const reporterOrLandlordOrStaff = staffOr(
  'reporterOrLandlordOrStaff',
  ['reportedBy'],
  ['room', 'property', 'landlord'],
);

// Field-level access, tighter than the collection's: what an owner or a form's sender may not set,
// and values (promotion codes) that would be given away by a public read.

export const staffWrites: NonNullable<Field['access']> = { write: staff };
export const adminWrites: NonNullable<Field['access']> = { write: admins };
export const staffOnlyField: NonNullable<Field['access']> = { read: staff, write: staff };

/** A rule in words, for the API documentation: "admin, staff, or the owner through room → property → landlord". */
export function describeRule(rule: AccessRule): string {
  if (rule.anyone) return 'anyone, signed in or not';
  const parts: string[] = [];
  if (rule.signedIn) parts.push('any signed-in user');
  if (rule.roles?.length) parts.push(rule.roles.join(', '));
  for (const path of rule.owner ?? []) {
    parts.push(path[0] === '_id' ? 'the user themself' : `the user at ${path.join(' → ')}`);
  }
  return parts.length ? parts.join('; or ') : 'nobody through this API';
}

/** The reference fields owner paths start from, in any of the collection's rules. */
export function ownerPathStarts(collection: CollectionDef): Set<string> {
  const keys = new Set<string>();
  for (const rule of Object.values(collection.access)) {
    for (const [first] of rule.owner ?? []) if (first && first !== '_id') keys.add(first);
  }
  return keys;
}
