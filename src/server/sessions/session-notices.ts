import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SessionCache } from './session-cache.ts';

// The connection that hears which sessions to forget (migration 0009's triggers) and keeps the
// cache honest: it remembers nothing unless this connection is up and notices demonstrably reach
// it. A connection can be up and deaf (a pooler in transaction mode takes LISTEN and passes no
// notice on), so every few seconds it sends a notice of its own and expects to hear it back.

export const SESSION_NOTICES_CHANNEL = 'habita_sessions';
/** How the listening connection names itself to the server (pg_stat_activity). */
export const SESSION_NOTICES_APPLICATION = 'habita-session-notices';
/** Notices that only prove delivery start with this; they drop nobody. */
const ECHO_PREFIX = 'echo:';
const ECHO_EVERY_MS = 5_000;
const ECHO_TIMEOUT_MS = 2_000;
const CLOSE_TIMEOUT_MS = 2_000;
const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

export interface SessionNotices {
  close(): Promise<void>;
}

interface Log {
  warn(message: string): void;
  info(message: string): void;
}

/** Ends a client without waiting long on a connection that may be half open. */
function endQuietly(client: pg.Client | undefined): Promise<void> {
  if (!client) return Promise.resolve();
  client.removeAllListeners();
  client.on('error', () => {});
  return Promise.race([client.end().catch(() => {}), new Promise<void>((resolve) => setTimeout(resolve, CLOSE_TIMEOUT_MS).unref())]);
}

/** Listens on the PostgreSQL server at `url` until closed, reconnecting after failures. */
export function listenForSessionChanges(url: string, cache: SessionCache, log: Log): SessionNotices {
  let client: pg.Client | undefined;
  let echoTimer: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;
  const awaitedEchoes = new Map<string, () => void>();
  let failures = 0;
  let closed = false;

  const lost = (why: string) => {
    cache.setListening(false);
    clearInterval(echoTimer);
    awaitedEchoes.clear();
    const gone = client;
    client = undefined;
    void endQuietly(gone);
    if (closed) return;
    if (failures++ === 0) log.warn(`Session notices lost (${why}): sessions are looked up on every request until they are back`);
    retry = setTimeout(() => void connect(), RETRY_MS[Math.min(failures - 1, RETRY_MS.length - 1)]);
    retry.unref();
  };

  /** Sends a notice on the channel and waits to hear it back; false when it does not come in time. */
  function echo(through: pg.Client): Promise<boolean> {
    const nonce = `${ECHO_PREFIX}${randomUUID()}`;
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        awaitedEchoes.delete(nonce);
        resolve(false);
      }, ECHO_TIMEOUT_MS);
      timer.unref();
      awaitedEchoes.set(nonce, () => {
        clearTimeout(timer);
        resolve(true);
      });
      through.query('select pg_notify($1, $2)', [SESSION_NOTICES_CHANNEL, nonce]).catch(() => {
        awaitedEchoes.delete(nonce);
        clearTimeout(timer);
        resolve(false);
      });
    });
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({
      connectionString: url,
      application_name: SESSION_NOTICES_APPLICATION,
      keepAlive: true,
      query_timeout: ECHO_TIMEOUT_MS,
      connectionTimeoutMillis: ECHO_TIMEOUT_MS,
    });
    client = next;
    next.on('error', (error) => lost(error.message));
    next.on('end', () => lost('connection closed'));
    next.on('notification', (notice) => {
      if (notice.channel !== SESSION_NOTICES_CHANNEL) return;
      const payload = notice.payload ?? '';
      if (payload.startsWith(ECHO_PREFIX)) awaitedEchoes.get(payload)?.();
      else if (payload === '' || payload === '*') cache.forgetAll();
      else cache.forgetUser(payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${SESSION_NOTICES_CHANNEL}`);
    } catch (error) {
      if (client === next) lost((error as Error).message);
      return;
    }
    if (!(await echo(next))) {
      if (client === next) lost('its own notice did not come back');
      return;
    }
    if (client !== next || closed) return;
    if (failures > 0) log.info('Session notices are back');
    failures = 0;
    // Whatever changed while nobody listened is unknown: start empty.
    cache.forgetAll();
    cache.setListening(true);
    echoTimer = setInterval(() => {
      void echo(next).then((heard) => {
        if (!heard && client === next) lost('its own notice did not come back');
      });
    }, ECHO_EVERY_MS);
    echoTimer.unref();
  }

  void connect();
  return {
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(echoTimer);
      cache.close();
      const last = client;
      client = undefined;
      await endQuietly(last);
    },
  };
}
