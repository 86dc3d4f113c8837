import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import fastJson from 'fast-json-stringify';
import { accountRoutes } from './auth/account-routes.ts';
import { noStoreUnlessChosen } from './auth/no-store.ts';
import { RateLimiter } from './rate-limit/rate-limit.ts';
import { sameOriginOnly } from './auth/same-origin.ts';
import { DEFAULT_AUTH_SETTINGS, type AuthSettings } from './auth/settings.ts';
import { userAdminRoutes } from './auth/user-admin-routes.ts';
import { viewerPlugin } from './sessions/viewer.ts';
import { forgetUserEverywhere } from './sessions/session-cache.ts';
import { backofficeRoutes } from './backoffice/routes.ts';
import { incidentMails } from './booking/incident-mails.ts';
import { checkIncidentReporter } from './booking/incident-reporters.ts';
import { checkPaidReservationChange, checkPaidReservationRemoval } from './booking/paid-reservations.ts';
import { bookingRoutes } from './booking/routes.ts';
import { landlordRoutes } from './booking/landlord-routes.ts';
import { DEFAULT_BOOKING_SETTINGS, type BookingSettings } from './booking/settings.ts';
import { policyValues } from '../catalog/policies.ts';
import { collectionRoutes } from './collections/routes.ts';
import { controlCharacterGuard } from './control-characters.ts';
import { MULTIPART_LIMITS } from './collections/request-body.ts';
import type { Db } from './db/database.ts';
import { freshAfterWriteSeconds, type ReadReplica } from './db/replica.ts';
import { openApi } from './docs/openapi.ts';
import { edgeErrorOptions } from './edge-errors.ts';
import { securityHeadersOnEveryAnswer } from './security-headers.ts';
import { errorHandler, notFound } from './errors.ts';
import { privateFileRoutes } from './files/private-routes.ts';
import { fileRoutes } from './files/routes.ts';
import type { FileStorage } from './files/storage.ts';
import { registerMailTopic } from './mail/mail-outbox.ts';
import type { Mailer } from './mail/mailer.ts';
import { OutboxTopics } from './outbox/outbox.ts';
import { indexPages } from './public/page-meta.ts';
import { publicRoutes } from './public/routes.ts';
import { DEFAULT_PUBLIC_SITE_SETTINGS, type PublicSiteSettings } from './public/settings.ts';
import { checkPaidOperationChange, checkPaidOperationRemoval, refuseLedgerEntryRemoval } from './payments/ledger-records.ts';
import { refundDesk } from './payments/refund-desk.ts';
import { paymentRoutes } from './payments/routes.ts';
import type { PaymentSettings } from './payments/settings.ts';
import { roomSearchRoutes } from './search/room-search-routes.ts';
import { closingOptions, probeRoutes, shutdownGuard } from './ops/health.ts';
import { echoRequestIds, requestIdOptions } from './ops/logging.ts';
import { metricsRoutes } from './ops/metrics.ts';
import { staleReads } from './ops/stale-reads.ts';
import { DEFAULT_OPS_SETTINGS, type OpsSettings } from './ops/settings.ts';

// The HTTP application: external plugins, then the app's capabilities, then a not-found
// answer in the error shape. Built the same way by the server, the tests and the benchmark.

export interface AppOptions {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  /** Sessions, links in mails, rate limits; the documented defaults where not given. */
  auth?: Partial<AuthSettings>;
  /** Addresses of proxies whose X-Forwarded-* headers are believed (proxy-addr names like `loopback` work). */
  trustProxy?: string | false;
  /** `loggerOptions` of ops/logging.ts in production; none in tests unless they capture lines. */
  logger?: FastifyServerOptions['logger'];
  /** Who may read /metrics: loopback only when not given. */
  ops?: Partial<Pick<OpsSettings, 'metricsAllow' | 'metricsToken'>>;
  /** The built web app; its index.html answers every page route. */
  webDir?: string;
  /** The map's tiles and the public forms' limit; the documented defaults where not given. */
  publicSite?: Partial<PublicSiteSettings>;
  /** Holds and rent reminders; the documented defaults where not given. */
  booking?: Partial<BookingSettings>;
  /** The payment providers; the sandbox alone (its secret kept in the database) when not given. */
  payments?: PaymentSettings;
  /** A streaming replica for reads that tolerate a few seconds of lag (DATABASE_READ_URL). */
  readReplica?: ReadReplica;
  /**
   * The PostgreSQL server to hear session changes from (migration 0009's notices): sessions are
   * then remembered for a few seconds instead of looked up on every request. Unset (PGlite, where
   * a lookup costs no round trip), every request looks its session up.
   */
  sessionNoticesUrl?: string;
}

const NO_WEB_APP = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Habita</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem;line-height:1.5">
<h1>Habita is running</h1><p>The web app has not been built yet. The API is here:
<a href="/api/docs">API documentation</a> · <a href="/api/rooms/?limit=5">a few rooms</a></p></body></html>`;

/**
 * Addresses of the build's own files (screen chunks, styles, the worker script). One that does
 * not exist must answer 404, not the app's page: the app tells a missing chunk by its 404
 * (spec §8), and a worker script that is gone by its 404 or its HTML type.
 */
function isBuildAsset(path: string): boolean {
  return /^\/(js|assets)\//.test(path) || /^\/[^/]+\.(m?js|css|map|webmanifest|woff2?)$/.test(path);
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: false } },
    ...requestIdOptions,
    ...closingOptions,
    ...(await edgeErrorOptions()),
  });

  // Inputs are checked by the catalogue's own schemas (one source, one error shape);
  // route schemas describe the API and serialize what leaves it.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  // Each of the ~350 routes compiles its response serializer when first used, not at start:
  // a restart stays fast, and routes nobody calls cost nothing.
  app.setSerializerCompiler(({ schema }) => {
    let serialize: ((data: unknown) => string) | undefined;
    return (data) => (serialize ??= fastJson(schema as Parameters<typeof fastJson>[0]))(data);
  });
  app.setErrorHandler(errorHandler);
  echoRequestIds(app);
  shutdownGuard(app);
  await metricsRoutes(app, { db: options.db, replica: options.readReplica, ...DEFAULT_OPS_SETTINGS, ...options.ops });

  await securityHeadersOnEveryAnswer(app);
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await openApi(app);
  probeRoutes(app, { db: options.db });

  const auth: AuthSettings = { ...DEFAULT_AUTH_SETTINGS, ...options.auth };
  sameOriginOnly(app, auth.publicUrl);
  controlCharacterGuard(app);
  // What the outbox worker can deliver for this app (main.ts starts it): features register here.
  const outboxTopics = new OutboxTopics();
  app.decorate('outboxTopics', outboxTopics);
  registerMailTopic(outboxTopics, options.mailer);
  await viewerPlugin(app, options.db, auth.session, options.sessionNoticesUrl);
  staleReads(app, { db: options.db, replica: options.readReplica, freshSeconds: freshAfterWriteSeconds(options.readReplica) });
  noStoreUnlessChosen(app);
  await fileRoutes(app, options.storage);
  await privateFileRoutes(app, { db: options.db, storage: options.storage });
  await accountRoutes(app, { db: options.db, storage: options.storage, settings: auth, limiter: new RateLimiter(options.db) });
  await userAdminRoutes(app, options.db);
  await collectionRoutes(app, {
    db: options.db,
    storage: options.storage,
    createRules: { incidents: checkIncidentReporter },
    updateRules: { roomreserves: checkPaidReservationChange, paymentoperations: checkPaidOperationChange },
    deleteRules: { roomreserves: checkPaidReservationRemoval, paymentoperations: checkPaidOperationRemoval, transactions: refuseLedgerEntryRemoval },
    // A user changed or removed by staff: this server's next request sees it (other servers hear it from the database).
    afterCommit: { users: forgetUserEverywhere },
    afterWrites: {
      incidents: incidentMails({ publicUrl: auth.publicUrl, staffInbox: options.publicSite?.contact?.email ?? DEFAULT_PUBLIC_SITE_SETTINGS.contact.email }),
    },
  });
  await backofficeRoutes(app, { db: options.db });
  const booking: BookingSettings = { ...DEFAULT_BOOKING_SETTINGS, ...options.booking };
  const policies = policyValues(booking);
  await publicRoutes(app, { db: options.db, publicUrl: auth.publicUrl, settings: options.publicSite, policies });
  await roomSearchRoutes(app);
  const payments: PaymentSettings = options.payments ?? {
    holdMinutes: booking.holdMinutes,
    stripe: null,
    publicUrl: auth.publicUrl,
  };
  await paymentRoutes(app, { db: options.db, topics: outboxTopics, settings: payments });
  await bookingRoutes(app, {
    db: options.db,
    settings: booking,
    refunds: refundDesk(app.payments),
  });
  await landlordRoutes(app, { db: options.db });

  const webApp = options.webDir && existsSync(join(options.webDir, 'index.html')) ? options.webDir : undefined;
  if (webApp) {
    await app.register(fastifyStatic, {
      root: webApp,
      wildcard: false,
      index: false,
      // The build's .br and .gz copies, to browsers that take them (vite.precompress.ts).
      preCompressed: true,
      // Hashed chunks never change; everything else (index.html, sw.js, the manifest) is revalidated.
      setHeaders(reply, path) {
        const hashed = /[\\/](js|assets)[\\/][^\\/]+\.[\w-]{8}\.\w+(\.br|\.gz)?$/.test(path);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  const pages = webApp ? indexPages({ db: options.db, webDir: webApp, publicUrl: auth.publicUrl, app }) : undefined;
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|files)(\/|$)/.test(path) && !isBuildAsset(path);
    if (isPage && pages) return pages.send(path, reply);
    if (isPage && path === '/') return reply.type('text/html').send(NO_WEB_APP);
    const message = path.startsWith('/api/') ? `No route ${request.method} ${path}: check the collection name and path` : 'Page not found';
    throw notFound(message);
  });
  return app;
}
