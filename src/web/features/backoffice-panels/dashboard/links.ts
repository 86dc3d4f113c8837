import { collections, getCollection } from '../../../../catalog/catalog.ts';
import type { CollectionDef, CollectionGroup } from '../../../../catalog/types.ts';

// Where the panels send people: a collection's screen, or its edit form for one record
// (the collection screen opens the form from `?edit=<id>`).

/** The order the back-office sidebar shows the groups in. */
export const GROUP_ORDER: readonly CollectionGroup[] = ['Places', 'Stays', 'Money', 'People', 'Content', 'Reference'];

export function collectionsOf(group: CollectionGroup): CollectionDef[] {
  return collections.filter((c) => c.group === group);
}

export function collectionRoute(name: string): string {
  return getCollection(name)?.route ?? '/admintables';
}

export function editLink(name: string, id: string): string {
  return `${collectionRoute(name)}?edit=${encodeURIComponent(id)}`;
}
