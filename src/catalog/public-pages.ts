import { collections } from './catalog.ts';

// The public site's page addresses that search engines are told about, declared once: the
// server writes the sitemap and robots.txt from them, and the web app may route by them.

/** Pages of the public site worth indexing, each one address (no record in it). */
export const INDEXABLE_PAGES: readonly string[] = [
  '/',
  '/searchproperties',
  '/blog',
  '/advantages',
  '/landlord',
  '/investor',
  '/workwithus',
  '/aboutus',
  '/help',
  '/faq',
  '/tyc',
  '/privacy',
];

/** The page of one property, and of one news item. */
export const propertyPagePath = (id: string) => `/singleproperty/${id}`;
export const newsPagePath = (id: string) => `/singlenew/${id}`;

/** The same addresses as patterns, with the id captured. */
export const PROPERTY_PAGE = /^\/singleproperty\/([^/]+)\/?$/;
export const NEWS_PAGE = /^\/singlenew\/([^/]+)\/?$/;

/**
 * Address prefixes robots are asked to stay out of: the back-office (its panels, editors and
 * every collection screen), the account pages, payments' answers and the API.
 */
export const PRIVATE_PAGE_PREFIXES: readonly string[] = [
  '/api/',
  // Also /adminmain and /admintables: robots match by prefix.
  '/admin',
  '/payment-control-panel',
  '/discountPanel',
  '/manageroom',
  '/manageproperty',
  '/managenew',
  ...collections.map((collection) => collection.route),
  '/login',
  '/register',
  '/verification',
  '/forgot',
  '/myroom',
  '/profile',
  '/dashboard',
  '/pay/',
  '/maptest',
];
