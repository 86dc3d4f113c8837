import type { FastifyInstance } from 'fastify';
import { collections } from '../../catalog/catalog.ts';
import { policyValues, type PolicyValues } from '../../catalog/policies.ts';
import { NO_PROPERTY, propertyPageRoute, publicConfigRoute } from '../../contracts/public.ts';
import { admits } from '../collections/access.ts';
import { RateLimiter } from '../rate-limit/rate-limit.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors.ts';
import { propertyPage } from './property-page.ts';
import { DEFAULT_PUBLIC_SITE_SETTINGS, type PublicSiteSettings } from './settings.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

// What the public site asks of the server besides the generic API and the room search: a
// property page in one answer, the settings the web needs (both declared in
// src/contracts/public.ts), the sitemap and robots.txt, and a limit on how often a visitor may
// send the public forms.

export interface PublicRoutesContext {
  db: Db;
  /** Where the site is reached: absolute addresses in the sitemap start with it. */
  publicUrl: string;
  settings?: Partial<PublicSiteSettings>;
  /** The money rules as this server applies them: the policy texts render their numbers from them. */
  policies?: PolicyValues;
}

/** The generic create routes anyone may post to without an account: the public forms. */
const FORM_ROUTES = new Set(collections.filter((c) => admits(c.access.create, null)).map((c) => `/api/${c.name}/`));

export async function publicRoutes(app: FastifyInstance, ctx: PublicRoutesContext): Promise<void> {
  const settings: PublicSiteSettings = { ...DEFAULT_PUBLIC_SITE_SETTINGS, ...ctx.settings };
  const policies = ctx.policies ?? policyValues();
  const limiter = new RateLimiter(ctx.db);

  // A hook on the whole app rather than a change to the generic routes: it runs after the
  // session is read, so only visitors without an account are counted, per form and address.
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST' || request.viewer) return;
    const route = request.routeOptions.url;
    if (!route || !FORM_ROUTES.has(route)) return;
    await limiter.take(
      [{ key: `form:${route}:${request.ip}`, limit: settings.formsPerIp }],
      'Too many messages sent from here: please wait a while before sending another',
    );
  });

  serveRoute(app, propertyPageRoute, async ({ params }, request) => {
    const page = await request.readMaybeStale((db) => propertyPage(db, params.id));
    if (!page) throw notFound(NO_PROPERTY);
    return page;
  });

  serveRoute(app, publicConfigRoute, () => ({ map: settings.map, contact: settings.contact, policies }));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const xml = await request.readMaybeStale((db) => sitemapXml(db, ctx.publicUrl));
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(ctx.publicUrl)),
  );
}
