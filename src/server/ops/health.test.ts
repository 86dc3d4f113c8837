import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { openPglite } from '../db/database.ts';
import { localStorage } from '../files/storage.ts';
import { createMailer } from '../mail/mailer.ts';
import { databaseKinds, openTestDatabase } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import type { Db } from '../db/database.ts';
import { healthRoute, liveRoute, readyRoute } from '../../contracts/health.ts';
import { expectDocumented } from '../testing/documented-contracts.ts';

// Liveness and readiness as a load balancer asks them, and request ids as a proxy sends them.
// Readiness during a real shutdown is in shutdown.test.ts (Fastify injects nothing while closing).

function appOn(db: Db) {
  const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: '/nonexistent' }, { info: () => undefined, error: () => undefined });
  return buildApp({ db, storage: localStorage('/nonexistent'), mailer });
}

describe.each(databaseKinds())('health on %s', (kind) => {
  const test = useTestApp(kind, { as: null });

  it('is live and ready on a migrated database, and the old /api/health still answers', async () => {
    for (const url of ['/api/health/live', '/api/health/ready', '/api/health']) {
      const answer = await test.get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.json()).toEqual({ status: 'ok' });
    }
  });

  it('is not ready, in the error shape, when the database does not answer', async () => {
    const database = await openTestDatabase(kind);
    const app = await appOn(database.db);
    await database.dispose();
    const answer = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({ message: 'The database does not answer', status: 503, requestId: expect.any(String) });
    expect((await app.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
    await app.close();
  });

  it('documents each probe with every answer its contract declares', async () => {
    await expectDocumented(test, [liveRoute, readyRoute, healthRoute]);
  });

  it('echoes a well-formed X-Request-Id and replaces a malformed one', async () => {
    const given = 'lb-7f3a9c2e-0001';
    const kept = await test.request({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': given } });
    expect(kept.headers['x-request-id']).toBe(given);
    for (const bad of ['short', 'has space in it', 'x'.repeat(129), 'line\u2028break-000']) {
      const answer = await test.request({ method: 'GET', url: '/api/rooms/?limit=1', headers: { 'x-request-id': bad } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const errorAnswer = await test.get('/api/no-such-collection/');
    expect(errorAnswer.statusCode).toBe(404);
    expect(errorAnswer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('health before migrations', () => {
  const opened: Array<{ close(): Promise<void> }> = [];
  afterAll(async () => {
    for (const item of opened) await item.close();
  });

  it('is not ready while the database lacks migrations this build knows', async () => {
    const database = await openPglite();
    const app = await appOn(database.db);
    opened.push(app, database);
    const answer = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().status).toBe(503);
  });
});
