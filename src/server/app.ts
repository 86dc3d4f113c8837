import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { collectionRoutes } from './collections/routes.ts';
import { MULTIPART_LIMITS } from './collections/request-body.ts';
import type { Db } from './db/database.ts';
import { openApi } from './docs/openapi.ts';
import { errorHandler } from './errors.ts';
import { fileRoutes } from './files/routes.ts';
import type { FileStorage } from './files/storage.ts';

// The HTTP application: external plugins, then the app's capabilities, then a not-found
// answer in the error shape. Built the same way by the server, the tests and the benchmark.

export interface AppOptions {
  db: Db;
  storage: FileStorage;
  logger?: boolean | { level: string };
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: { customOptions: { coerceTypes: false } },
  });

  // Inputs are checked by the catalogue's own schemas (one source, one error shape);
  // route schemas describe the API and serialize what leaves it.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.setErrorHandler(errorHandler);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  await openApi(app);

  await fileRoutes(app, options.storage);
  await collectionRoutes(app, { db: options.db, storage: options.storage });
  app.get('/api/health', { schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const collection = /^\/api\/([^/]+)/.exec(path)?.[1];
    const message = collection ? `No route ${request.method} ${path}: check the collection name and path` : 'Page not found';
    void reply.status(404).send({ message, status: 404 });
  });
  return app;
}
