import type { FastifyInstance } from 'fastify';

// Answers that may carry a person's data are never kept by a shared cache or the browser's
// back/forward cache. The rule is one, deny by default: every API answer, and any answer to a
// request that carries a session, is `no-store` unless its route chose its caching itself
// (public files, the hashed build, the SPA's `no-cache` shell: all the same for everyone).

export function noStoreUnlessChosen(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.hasHeader('cache-control')) return payload;
    if (request.url.startsWith('/api/') || request.viewer) void reply.header('cache-control', 'no-store');
    return payload;
  });
}
