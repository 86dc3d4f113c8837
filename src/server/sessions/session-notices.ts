import pg from 'pg';
import type { SessionCache } from './session-cache.ts';

// The connection that hears which sessions to forget (migration 0009's triggers) and keeps the
// cache honest: it remembers nothing unless this connection is up and answering.

export const SESSION_NOTICES_CHANNEL = 'habita_sessions';
/** How the listening connection names itself to the server (pg_stat_activity). */
export const SESSION_NOTICES_APPLICATION = 'habita-session-notices';
const PING_EVERY_MS = 5_000;
const PING_TIMEOUT_MS = 2_000;
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

export interface SessionNotices {
  close(): Promise<void>;
}

interface Log {
  warn(message: string): void;
  info(message: string): void;
}

/** Listens on the PostgreSQL server at `url` until closed, reconnecting after failures. */
export function listenForSessionChanges(url: string, cache: SessionCache, log: Log): SessionNotices {
  let client: pg.Client | undefined;
  let ping: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let closed = false;

  const lost = (why: string) => {
    cache.setListening(false);
    clearInterval(ping);
    const gone = client;
    client = undefined;
    gone?.removeAllListeners();
    gone?.on('error', () => {});
    void gone?.end().catch(() => {});
    if (closed) return;
    if (failures++ === 0) log.warn(`Session notices lost (${why}): sessions are looked up on every request until they are back`);
    retry = setTimeout(() => void connect(), RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)]);
    retry.unref();
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, application_name: SESSION_NOTICES_APPLICATION, keepAlive: true, query_timeout: PING_TIMEOUT_MS, connectionTimeoutMillis: PING_TIMEOUT_MS });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection closed'));
    next.on('notification', (notice) => {
      if (notice.channel !== SESSION_NOTICES_CHANNEL) return;
      if (!notice.payload || notice.payload === '*') cache.forgetAll();
      else cache.forgetUser(notice.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_NOTICES_CHANNEL}`);
    } catch (error) {
      if (client === next) lost((error as Error).message);
      return;
    }
    if (client !== next || closed) return;
    if (failures > 0) log.info('Session notices are back');
    failures = 0;
    // Whatever changed while nobody listened is unknown: start empty.
    cache.forgetAll();
    cache.setListening(true);
    // A connection can die without a word (a host that swallows packets): ask it something now and then.
    ping = setInterval(() => {
      next.query('SELECT 1').catch((error: Error) => {
        if (client === next) lost(error.message);
      });
    }, PING_EVERY_MS);
    ping.unref();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(ping);
      cache.close();
      const last = client;
      client = undefined;
      last?.removeAllListeners();
      last?.on('error', () => {});
      await last?.end().catch(() => {});
    },
  };
}
