import type { APIRequestContext } from '@playwright/test';
import { collections } from '../../src/catalog/catalog.ts';

// The routes of spec §2, as the end-to-end tests open them.

export const ADMIN_PANEL_ROUTES = ['/admin', '/adminmain', '/admintables', '/payment-control-panel', '/discountPanel'];

export const ADMIN_EDITOR_ROUTES = ['/manageroom', '/manageproperty', '/managenew'];

/** The 43 back-office collection screens, from the catalogue (the app's own source of them). */
export const COLLECTION_ROUTES = collections.map((collection) => collection.route);

/** The id of some record of a collection of the demo data, for the routes that take one. */
export async function someRecordId(request: APIRequestContext, collection: string): Promise<string> {
  const response = await request.get(`/api/${collection}/?limit=1`);
  if (!response.ok()) throw new Error(`GET /api/${collection}/ answered ${response.status()}`);
  const body = (await response.json()) as Record<string, { docs: { _id: string }[] }>;
  const id = body[collection]?.docs[0]?._id;
  if (!id) throw new Error(`The demo data has no ${collection} record to open`);
  return id;
}
