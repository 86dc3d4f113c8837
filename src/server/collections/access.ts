import { sql, type SQL } from 'drizzle-orm';
import { getCollection } from '../../catalog/catalog.ts';
import { columnName, fieldLabel } from '../../catalog/naming.ts';
import type { AccessRule, CollectionDef, Field, Role } from '../../catalog/types.ts';
import { publicConditions } from '../db/public-parents.ts';
import { ident } from '../db/rows.ts';
import { sqlOfText, type TextPiece } from '../db/statement-text.ts';
import { forbidden, unauthorized } from '../errors.ts';

// The catalogue's access rules applied to one viewer. A rule admits a viewer outright
// (anyone, signed in, a listed role) or through ownership: then the records they may touch
// are those whose owner path leads to them, a condition the store adds to its SQL.

export interface Viewer {
  userId: string;
  role: Role;
}

export type Operation = 'read' | 'create' | 'update' | 'delete';

/**
 * What a viewer may reach in a collection: everything, or only records the condition matches
 * (their own, and for reads of a collection with `publicWhen`, the public ones too), written into
 * the store's statements as text (statement-text.ts).
 */
export type Reach = { all: true } | { all: false; owned: TextPiece };

const reachOver = (owned: TextPiece): Reach => ({ all: false, owned });

const STAFF_ROLES: readonly Role[] = ['admin', 'staff'];

export function isStaff(viewer: Viewer | null): boolean {
  return !!viewer && STAFF_ROLES.includes(viewer.role);
}

/** Whether the rule admits the viewer whatever the record. */
export function admits(rule: AccessRule, viewer: Viewer | null): boolean {
  if (rule.anyone) return true;
  if (!viewer) return false;
  if (rule.signedIn) return true;
  return rule.roles?.includes(viewer.role) ?? false;
}

function refTarget(collection: CollectionDef, key: string): { field: Field; to: string } {
  const field = collection.fields[key];
  if (field?.kind !== 'ref') throw new Error(`${collection.name}.${key} is not a reference: fix the owner path`);
  return { field, to: field.to };
}

// Both conditions below look a parent up with `exists (… where parent.id = child.ref …)`, not
// `child.ref in (select parent.id …)`. Alone in a list's conditions the two plan the same (a semi
// join); beside an `or` (public or owned) `in` hashes every parent on each call, 0.19 ms for one
// record among 1,000 homes, where `exists` looks up the one parent by key (0.01 ms).

/**
 * The condition "this record's owner path leads to the user", on the record aliased `alias`, as
 * text: `user` is the placeholder of the user's id in the statement. `['room', 'property',
 * 'landlord']` becomes nested look-ups through rooms and properties.
 */
function ownerConditionText(collection: CollectionDef, path: readonly string[], user: string, alias: string, depth = 0): string {
  const [first, ...rest] = path;
  if (first === '_id') return `${alias}.id = ${user}`;
  const { field, to } = refTarget(collection, first!);
  const column = `${alias}.${ident(columnName(first!, field))}`;
  if (rest.length === 0) return `${column} = ${user}`;
  const target = getCollection(to)!;
  const inner = `o${depth}`;
  return `exists (select 1 from ${ident(to)} ${inner} where ${inner}.id = ${column} and ${ownerConditionText(target, rest, user, inner, depth + 1)})`;
}

/** `ownerConditionText` as drizzle SQL, with the user's id. */
export function ownerCondition(collection: CollectionDef, path: readonly string[], userId: string, alias = 't'): SQL {
  return sqlOfText((value) => ownerConditionText(collection, path, value(userId), alias));
}

/** "One of the rule's owner paths leads to the viewer", on `t`; the viewer's id is one parameter, however many paths. */
function ownedBy(collection: CollectionDef, rule: AccessRule, viewer: Viewer): TextPiece | undefined {
  const paths = rule.owner ?? [];
  if (paths.length === 0) return undefined;
  return (value) => {
    const user = value(viewer.userId);
    const parts = paths.map((path) => ownerConditionText(collection, path, user, 't'));
    return parts.length === 1 ? parts[0]! : `(${parts.join(' or ')})`;
  };
}

/**
 * The condition "this record is public" (the collection's `publicWhen`) on alias `alias`, as
 * text; undefined for a collection whose records all are.
 */
function publicConditionText(collection: CollectionDef, alias: string): string | undefined {
  const parts = publicConditions(collection, alias);
  if (parts.length === 0) return undefined;
  return parts.length === 1 ? parts[0] : `(${parts.join(' and ')})`;
}

/** `publicConditionText` as drizzle SQL. */
export function publicCondition(collection: CollectionDef, alias = 't'): SQL | undefined {
  const text = publicConditionText(collection, alias);
  return text === undefined ? undefined : sql.raw(text);
}

const publicOnTByCollection = new Map<string, string | null>();

/**
 * `publicConditionText` on alias `t`, built once per collection: the catalogue does not change
 * while the server runs, and every visitor's list asks for it.
 */
function publicOnT(collection: CollectionDef): string | undefined {
  let condition = publicOnTByCollection.get(collection.name);
  if (condition === undefined) {
    condition = publicConditionText(collection, 't') ?? null;
    publicOnTByCollection.set(collection.name, condition);
  }
  return condition ?? undefined;
}

/** Owner paths of all the collection's rules, once each (a landlord's through `update` too). */
function ownerPathsOfAnyRule(collection: CollectionDef): (readonly string[])[] {
  const paths = new Map<string, readonly string[]>();
  for (const rule of Object.values(collection.access)) for (const path of rule.owner ?? []) paths.set(path.join('.'), path);
  return [...paths.values()];
}

/**
 * "Public or the viewer's own" on alias `t`. The public part reads the record's own columns only,
 * so the owner part's `exists` is planned alone: the planner hashes the viewer's few parents once
 * (a landlord's homes) and most rows pass on the public part without a probe.
 */
function publicOrOwned(collection: CollectionDef, viewer: Viewer): TextPiece | undefined {
  const isPublic = publicOnT(collection);
  if (!isPublic) return undefined;
  const own = ownedBy(collection, { name: 'owners', owner: ownerPathsOfAnyRule(collection) }, viewer);
  return own ? (value) => `(${isPublic} or ${own(value)})` : () => isPublic;
}

const visitorsReaches = new Map<string, Reach | null>();

/** A visitor's reach of a collection with `publicWhen`: its public records. Built once per collection. */
function publicReachOfVisitors(collection: CollectionDef): Reach | undefined {
  let reach = visitorsReaches.get(collection.name);
  if (reach === undefined) {
    const isPublic = publicOnT(collection);
    reach = isPublic === undefined ? null : reachOver(() => isPublic);
    visitorsReaches.set(collection.name, reach);
  }
  return reach ?? undefined;
}

/**
 * A read of everything narrowed, for anyone but staff, to the public records and the viewer's
 * own. Reads already limited to the viewer's own records stay as they are.
 */
function publicReach(collection: CollectionDef, viewer: Viewer | null, reach: Reach): Reach {
  if (!reach.all || isStaff(viewer)) return reach;
  if (viewer) {
    const reachable = publicOrOwned(collection, viewer);
    return reachable ? reachOver(reachable) : reach;
  }
  return publicReachOfVisitors(collection) ?? reach;
}

function refusal(collection: CollectionDef, operation: Operation, viewer: Viewer | null) {
  if (!viewer) return unauthorized(`Log in to ${operation === 'read' ? 'see' : operation} ${collection.label.toLowerCase()}`);
  return forbidden(`Your account may not ${operation === 'read' ? 'see' : operation} ${collection.label.toLowerCase()}`);
}

/**
 * How far the viewer reaches for an operation. Refuses (401 anonymous, 403 signed in) when the
 * rule admits them neither outright nor through ownership. Reads of a collection with
 * `publicWhen` reach, for anyone but staff, the public records and the viewer's own.
 */
export function reachOf(collection: CollectionDef, operation: Operation, viewer: Viewer | null): Reach {
  if (!viewer) return reachFor(collection, operation, viewer);
  // A signed-in person's conditions hold their id, so they are kept per person: the same person
  // asks again and again, and building the condition was a tenth of their list's CPU.
  const key = `${collection.name}:${operation}:${viewer.role}:${viewer.userId}`;
  let reach = reachesOfViewers.get(key);
  if (!reach) {
    reach = reachFor(collection, operation, viewer);
    if (reachesOfViewers.size >= MAX_KEPT_REACHES) reachesOfViewers.clear();
    reachesOfViewers.set(key, reach);
  }
  return reach;
}

/** Conditions kept, by collection, operation, role and person; all forgotten past this many. */
const MAX_KEPT_REACHES = 5000;
const reachesOfViewers = new Map<string, Reach>();

function reachFor(collection: CollectionDef, operation: Operation, viewer: Viewer | null): Reach {
  const rule = collection.access[operation];
  if (admits(rule, viewer)) return operation === 'read' ? publicReach(collection, viewer, { all: true }) : { all: true };
  const owned = viewer ? ownedBy(collection, rule, viewer) : undefined;
  if (!owned) throw refusal(collection, operation, viewer);
  return reachOver(owned);
}

const unreadableByRole = new Map<string, string[]>();

/** Fields whose values this viewer may not see: left out of records, not searchable or sortable. */
export function unreadableFields(collection: CollectionDef, viewer: Viewer | null): string[] {
  // Field rules name roles only (no owner paths), so the answer depends on the role alone.
  const key = `${collection.name}:${viewer?.role ?? ''}`;
  let keys = unreadableByRole.get(key);
  if (!keys) {
    keys = Object.entries(collection.fields)
      .filter(([, field]) => field.access?.read && !admits(field.access.read, viewer))
      .map(([name]) => name);
    unreadableByRole.set(key, keys);
  }
  return keys;
}

/** Refuses a write that sets a field the viewer may not write. */
export function checkWritableFields(collection: CollectionDef, keys: Iterable<string>, viewer: Viewer | null): void {
  for (const key of keys) {
    const field = collection.fields[key];
    const rule = field?.access?.write;
    if (field && rule && !admits(rule, viewer)) {
      throw forbidden(`${fieldLabel(key, field)}: only ${rule.name === 'admins' ? 'an admin' : 'Habita staff'} may set this`, key);
    }
  }
}

/**
 * The user references a non-staff viewer's new record must point at them: the one-step owner
 * paths of the collection's rules (`user`, `author`, `reportedBy`, a property's `landlord`).
 */
export function selfReferences(collection: CollectionDef): string[] {
  const keys = new Set<string>();
  for (const rule of Object.values(collection.access)) {
    for (const path of rule.owner ?? []) {
      const [first] = path;
      const field = first ? collection.fields[first] : undefined;
      if (path.length === 1 && field?.kind === 'ref' && field.to === 'users') keys.add(first!);
    }
  }
  return [...keys];
}
