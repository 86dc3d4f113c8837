import type { APIRequestContext } from '@playwright/test';
import { collections } from '../../src/catalog/catalog.ts';

// The routes of spec §2, as the end-to-end tests open them.

export const ADMIN_PANEL_ROUTES = ['/admin', '/adminmain', '/admintables', '/payment-control-panel', '/discountPanel', '/deliveries-panel'];

export const ADMIN_EDITOR_ROUTES = ['/manageroom', '/manageproperty', '/managenew'];

/** The back-office collection screens, from the catalogue (the app's own source of them). */
export const COLLECTION_ROUTES = collections.map((collection) => collection.route);

/** The id of some record of a collection of the demo data, for the routes that take one. */
export async function someRecordId(request: APIRequestContext, collection: string, filter = ''): Promise<string> {
  const response = await request.get(`/api/${collection}/?limit=1${filter ? `&${filter}` : ''}`);
  if (!response.ok()) throw new Error(`GET /api/${collection}/ answered ${response.status()}`);
  const body = (await response.json()) as Record<string, { docs: { _id: string }[] }>;
  const id = body[collection]?.docs[0]?._id;
  if (!id) throw new Error(`The demo data has no ${collection} record to open`);
  return id;
}

/**
 * The pages a visitor reaches, as the end-to-end tests open them. `:collection` is filled with
 * a record of that collection the visitor may see (`fillRoute`).
 */
export const PUBLIC_ROUTES = [
  '/',
  '/searchproperties',
  '/singleproperty/:properties',
  '/landlord',
  '/investor',
  '/workwithus',
  '/blog',
  '/singlenew/:noticias',
  '/help',
  '/aboutus',
  '/faq',
  '/tyc',
  '/privacy',
  '/advantages',
  '/singleadvantage/:advantages',
  '/pay/success/123',
  '/pay/error',
  '/maptest',
  '/dashboard',
  '/login',
  '/register',
  '/forgot',
];

/** Staff see unlisted homes too, but the public property page shows only listed ones. */
const PUBLIC_RECORDS: Record<string, string> = { properties: 'published=true' };

export async function fillRoute(request: APIRequestContext, route: string): Promise<string> {
  const collection = /:(\w+)$/.exec(route)?.[1];
  return collection ? route.replace(`:${collection}`, await someRecordId(request, collection, PUBLIC_RECORDS[collection])) : route;
}
