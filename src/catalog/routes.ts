import { collections } from './catalog.ts';

/** `[route, collection name]` for every back-office collection screen of spec §2. */
export function collectionRouteTable(): [string, string][] {
  return collections.map((c) => [c.route, c.name]);
}
