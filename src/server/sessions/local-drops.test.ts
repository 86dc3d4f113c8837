import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp } from '../testing/test-app.ts';
import { SessionCache } from './session-cache.ts';

// The server that changes a user drops their sessions from its cache before it answers, without
// waiting for the database's notice (which also reaches it, a moment later). A cache of its own,
// which no notice reaches, shows it: only the server's own drop can empty it.

describe.each(databaseKinds())('a user changed or removed through the API, on %s', (kind) => {
  const t = useTestApp(kind);

  async function rememberedIn(cache: SessionCache, role: 'staff' | 'tenant') {
    const user = await t.signIn(role);
    cache.remember(`hash-of-${user.id}`, { sessionId: 's', userId: user.id, role }, Date.now() - 1, Date.now() + 60_000);
    expect(cache.lookup(`hash-of-${user.id}`)).toBeDefined();
    return user;
  }

  it('is dropped from every session cache of this server before the answer leaves', async () => {
    const cache = new SessionCache();
    cache.setListening(true);
    try {
      const demoted = await rememberedIn(cache, 'staff');
      expect((await t.request({ method: 'PUT', url: `/api/users/${demoted.id}`, payload: { role: 'tenant' } })).statusCode).toBe(200);
      expect(cache.lookup(`hash-of-${demoted.id}`)).toBeUndefined();

      const softRemoved = await rememberedIn(cache, 'tenant');
      expect((await t.request({ method: 'DELETE', url: `/api/users/soft/${softRemoved.id}` })).statusCode).toBe(200);
      expect(cache.lookup(`hash-of-${softRemoved.id}`)).toBeUndefined();

      const removed = await rememberedIn(cache, 'tenant');
      expect((await t.request({ method: 'DELETE', url: `/api/users/${removed.id}` })).statusCode).toBe(204);
      expect(cache.lookup(`hash-of-${removed.id}`)).toBeUndefined();

      // Someone else's change leaves the others alone.
      const bystander = await rememberedIn(cache, 'tenant');
      expect((await t.request({ method: 'PUT', url: `/api/users/${demoted.id}`, payload: { role: 'staff' } })).statusCode).toBe(200);
      expect(cache.lookup(`hash-of-${bystander.id}`)).toBeDefined();
    } finally {
      cache.close();
    }
  });
});
