import {
  advantages,
  faqs,
  indexfaqs,
  noticias,
  privacypolicies,
  termsconditions,
  usefulphones,
} from './collections/content.ts';
import {
  gestioncosts,
  paymentmethods,
  paymentoperations,
  prices,
  promotions,
  transactions,
} from './collections/money.ts';
import { contacts, investors, landlordcontacts, partners, tenants, users } from './collections/people.ts';
import { properties, roomimages, rooms } from './collections/places.ts';
import {
  advantagestype,
  buildinginfoicons,
  categoryinforooms,
  filters,
  floorinfoicons,
  genders,
  houserules,
  houserulescategories,
  ids,
  incidenttypes,
  infoextras,
  neighborhoodsname,
  roominfoicons,
  sizemattress,
  tags,
  typecontracts,
  typerooms,
} from './collections/reference.ts';
import { gralreviews, incidents, reviews, roomreserves } from './collections/stays.ts';
import type { CollectionDef } from './types.ts';

// The registry of every collection, in the order of spec §3. Kept as a tuple of the declarations
// themselves, so record-types.ts can find each collection's own type by its name.

export const catalogue = [
  users,
  tenants,
  faqs,
  indexfaqs,
  privacypolicies,
  termsconditions,
  contacts,
  rooms,
  infoextras,
  typerooms,
  roominfoicons,
  floorinfoicons,
  buildinginfoicons,
  roomimages,
  categoryinforooms,
  partners,
  advantages,
  advantagestype,
  genders,
  ids,
  usefulphones,
  incidents,
  incidenttypes,
  landlordcontacts,
  investors,
  sizemattress,
  filters,
  neighborhoodsname,
  houserulescategories,
  houserules,
  reviews,
  typecontracts,
  transactions,
  paymentmethods,
  gralreviews,
  roomreserves,
  noticias,
  tags,
  properties,
  paymentoperations,
  prices,
  promotions,
  gestioncosts,
] as const;

export const collections: readonly CollectionDef[] = catalogue;

export const collectionsByName: ReadonlyMap<string, CollectionDef> = new Map(collections.map((c) => [c.name, c]));

export function getCollection(name: string): CollectionDef | undefined {
  return collectionsByName.get(name);
}
