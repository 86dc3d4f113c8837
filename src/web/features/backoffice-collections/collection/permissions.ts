import { useMemo } from 'react';
import type { AccessRule, CollectionDef, Role } from '../../../../catalog/types.ts';
import { useSession } from '../../../store/hooks.ts';

// What the signed-in role may do in the back-office, read from the catalogue's access rules,
// so the screens do not offer what the server would refuse. The server still decides.
// Only staff reach these screens, and staff pass every collection's owner clause through
// their role or not at all, so ownership is left out here.

export function roleAllows(rule: AccessRule | undefined, role: Role | null): boolean {
  if (!rule || rule.anyone) return true;
  if (!role) return false;
  if (rule.signedIn) return true;
  return rule.roles?.includes(role) ?? false;
}

export interface CollectionPermissions {
  create: boolean;
  update: boolean;
  delete: boolean;
  /** Fields shown but not editable for this role (`email` and `role` of users for staff). */
  readOnlyFields: string[];
}

export function collectionPermissions(collection: CollectionDef, role: Role | null): CollectionPermissions {
  return {
    create: roleAllows(collection.access.create, role),
    update: roleAllows(collection.access.update, role),
    delete: roleAllows(collection.access.delete, role),
    readOnlyFields: Object.entries(collection.fields)
      .filter(([, field]) => !roleAllows(field.access?.write, role))
      .map(([key]) => key),
  };
}

export function useCollectionPermissions(collection: CollectionDef): CollectionPermissions {
  const role = useSession().user?.role ?? null;
  return useMemo(() => collectionPermissions(collection, role), [collection, role]);
}
