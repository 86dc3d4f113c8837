import type { FastifyInstance } from 'fastify';
import { collections } from '../../catalog/catalog.ts';
import { policyValues, type PolicyValues } from '../../catalog/policies.ts';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { admits } from '../collections/access.ts';
import { RateLimiter } from '../auth/rate-limit.ts';
import type { Db } from '../db/database.ts';
import { errorBodySchema, notFound } from '../errors.ts';
import { propertyPage } from './property-page.ts';
import { propertyPageResponse, publicConfigResponse } from './schemas.ts';
import { DEFAULT_PUBLIC_SITE_SETTINGS, type PublicSiteSettings } from './settings.ts';
import { robotsTxt, sitemapXml } from './sitemap.ts';

// What the public site asks of the server besides the generic API and the room search: a
// property page in one answer, the settings the web needs, the sitemap and robots.txt, and a
// limit on how often a visitor may send the public forms.

export interface PublicRoutesContext {
  db: Db;
  /** Where the site is reached: absolute addresses in the sitemap start with it. */
  publicUrl: string;
  settings?: Partial<PublicSiteSettings>;
  /** The money rules as this server applies them: the policy texts render their numbers from them. */
  policies?: PolicyValues;
}

const tags = ['Public site'];

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

  app.get(
    '/api/public/properties/:id',
    {
      schema: {
        tags,
        summary: 'Everything the property page shows',
        description:
          'A published property with its neighbourhood, amenities and house rules; its published rooms with their photos, seasonal prices and booked dates; the costs that apply; and the latest published reviews.',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'string', format: 'uuid' } } },
        response: {
          200: propertyPageResponse,
          404: { description: 'No published property with that id', ...errorBodySchema },
          500: { description: 'Something failed on the server; nothing internal is said', ...errorBodySchema },
        },
      },
    },
    async (request) => {
      const { id } = request.params as { id: string };
      const page = ID_PATTERN.test(id) ? await propertyPage(ctx.db, id.toLowerCase()) : undefined;
      if (!page) throw notFound('This property is not on Habita (any more)');
      return page;
    },
  );

  app.get(
    '/api/public/config',
    {
      schema: {
        tags,
        summary: 'Settings the public web app needs',
        response: { 200: publicConfigResponse },
      },
    },
    async () => ({ map: settings.map, contact: settings.contact, policies }),
  );

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_request, reply) => {
    const xml = await sitemapXml(ctx.db, ctx.publicUrl);
    return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600').send(xml);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robotsTxt(ctx.publicUrl)),
  );
}
