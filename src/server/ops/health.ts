import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { healthRoute, liveRoute, readyRoute } from '../../contracts/health.ts';
import { serveRoute } from '../contracts/serve-route.ts';
import { MIGRATIONS_FOLDER, type Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';
import { HttpError } from '../errors.ts';

// What a load balancer and an orchestrator ask. Live: the process answers (restart it when it
// does not). Ready: it can serve, so send it traffic: the database answers and holds every
// migration this build knows. From the moment the server begins to close, ready is 503 and every
// other request that still reaches it is told, in the error shape, to go elsewhere.

export const LIVE_PATH = liveRoute.path;

/** Fastify's own answer while closing is not in our error shape: the hook below gives it. */
export const closingOptions = {
  return503OnClosing: false,
  // Idle keep-alive connections close at once, so they never hold the drain.
  forceCloseConnections: 'idle',
} satisfies FastifyServerOptions;

const MIGRATION_COUNT = (
  JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

type Readiness = { ready: true } | { ready: false; message: string };

async function readiness(db: Db): Promise<Readiness> {
  let applied: number;
  try {
    // One round trip: the database answers, and how many migrations it holds.
    const [row] = await rows(db, sql`select count(*)::int as applied from drizzle.__drizzle_migrations`);
    applied = Number(row?.applied);
  } catch {
    return { ready: false, message: 'The database does not answer' };
  }
  if (applied < MIGRATION_COUNT) return { ready: false, message: `The database holds ${applied} of ${MIGRATION_COUNT} migrations` };
  return { ready: true };
}

const shuttingDown = { message: 'This server is shutting down: try again', status: 503 } as const;

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on readiness and every new request answer 503, before the listener closes. */
    beginClosing(): void;
  }
}

/** The first of the app's hooks, so that every request arriving while it closes is told. */
export function shutdownGuard(app: FastifyInstance): void {
  let closing = false;
  app.decorate('beginClosing', () => {
    closing = true;
  });
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || request.url === LIVE_PATH) return;
    return reply.status(503).header('connection', 'close').send({ ...shuttingDown, requestId: request.id });
  });
  // A request in flight when closing began ends its connection with its answer: kept alive,
  // the connection would hold the drain until its keep-alive timeout.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) void reply.header('connection', 'close');
  });
}

/** The probes (src/contracts/health.ts), served once the API document is there to list them. */
export function probeRoutes(app: FastifyInstance, options: { db: Db }): void {
  // Probes come every few seconds: their lines would drown the others.
  const quiet = { logLevel: 'warn' } as const;
  const ok = { status: 'ok' } as const;
  serveRoute(app, liveRoute, () => ok, quiet);
  serveRoute(app, healthRoute, () => ok, quiet);
  serveRoute(
    app,
    readyRoute,
    async () => {
      const state = await readiness(options.db);
      if (!state.ready) throw new HttpError(503, state.message);
      return ok;
    },
    quiet,
  );
}
