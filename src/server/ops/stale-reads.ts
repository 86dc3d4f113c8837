import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/database.ts';
import type { ReadReplica } from '../db/replica.ts';

// Which database answers a read that may be a few seconds stale. With a replica configured, such
// reads go to it, except for a browser that changed something lately: its person must see what
// they just did (a review, a booking, a record saved in the back-office), so its reads stay on the
// primary for a while. That is remembered in a cookie, not in this process, because the next
// request may reach another server.

declare module 'fastify' {
  interface FastifyRequest {
    /** Runs a read that tolerates a few seconds of lag: on the replica when one is usable, else on the primary. */
    readMaybeStale<T>(read: (db: Db) => Promise<T>): Promise<T>;
  }
}

export const WROTE_COOKIE = 'habita_wrote';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StaleReadsOptions {
  db: Db;
  replica?: ReadReplica;
  /** How long after a change a browser's reads stay on the primary: longer than the lag a replica may have. */
  freshSeconds: number;
}

export function staleReads(app: FastifyInstance, options: StaleReadsOptions): void {
  const { db, replica, freshSeconds } = options;
  if (!replica) {
    app.decorateRequest('readMaybeStale', <T>(read: (db: Db) => Promise<T>) => read(db));
    return;
  }
  const afterWrite = <T>(read: (db: Db) => Promise<T>) => replica.read(read, { onPrimary: true });
  const mayLag = <T>(read: (db: Db) => Promise<T>) => replica.read(read);
  app.decorateRequest('readMaybeStale', afterWrite);
  app.addHook('onRequest', async (request) => {
    // A change reads what it checks from the primary, whatever its route asks for.
    if (SAFE_METHODS.has(request.method) && !wroteLately(request)) request.readMaybeStale = mayLag;
  });
  app.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || reply.statusCode >= 400) return;
    void reply.setCookie(WROTE_COOKIE, '1', { path: '/', httpOnly: true, sameSite: 'lax', maxAge: freshSeconds });
  });
}

/** Whether the browser asking changed something lately (its reads then stay on the primary). */
export function wroteLately(request: FastifyRequest): boolean {
  return request.cookies[WROTE_COOKIE] !== undefined;
}
