import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

// The OpenAPI document is generated from the route schemas, which the catalogue derives.

export async function openApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Habita API',
        version: '1',
        description:
          'The collection API of Habita. Every collection has the same routes. Errors are always ' +
          '`{ message, field?, status, requestId }` with the same HTTP status (`requestId` names the request in the server log). ' +
          'Writes made with the session cookie must come from the site itself (`Origin`). Money is integer cents in EUR; ' +
          'dates are `YYYY-MM-DD`; stays are half-open [startDate, endDate). Sign in with ' +
          '`POST /api/auth/login`: the session cookie then goes with every request. What each role may ' +
          'read and write follows the catalogue; a record you may not see answers 404.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'habita_session' } },
      },
      security: [{ session: [] }, {}],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none', deepLinking: true } });
}
