import { describe, expect, it } from 'vitest';
import { forgetUserEverywhere, SessionCache } from './session-cache.ts';

const ann = { sessionId: 's1', userId: 'u1', role: 'tenant' as const };
const bob = { sessionId: 's2', userId: 'u2', role: 'staff' as const };

function listeningCache(ttlMs = 10_000): SessionCache {
  const cache = new SessionCache(ttlMs);
  cache.setListening(true);
  return cache;
}

describe('the session cache', () => {
  it('remembers a session until its time to live or its own end, whichever comes first', () => {
    const cache = listeningCache(10_000);
    cache.remember('h1', ann, 1_000, 1_000_000);
    cache.remember('h2', bob, 1_000, 5_000);
    expect(cache.lookup('h1', 10_999)).toEqual(ann);
    expect(cache.lookup('h1', 11_000)).toBeUndefined();
    expect(cache.lookup('h2', 4_999)).toEqual(bob);
    expect(cache.lookup('h2', 5_000)).toBeUndefined();
    cache.close();
  });

  it('remembers nothing while its notices do not arrive, and forgets all when they stop', () => {
    const cache = new SessionCache();
    cache.remember('h1', ann, Date.now(), Date.now() + 60_000);
    expect(cache.lookup('h1')).toBeUndefined();
    cache.setListening(true);
    cache.remember('h1', ann, Date.now(), Date.now() + 60_000);
    expect(cache.lookup('h1')).toEqual(ann);
    cache.setListening(false);
    expect(cache.lookup('h1')).toBeUndefined();
    cache.close();
  });

  it("drops a user's sessions, and refuses an answer the database gave before the drop", () => {
    const cache = listeningCache();
    cache.remember('h1', ann, 1_000, 1_000_000);
    cache.remember('h2', bob, 1_000, 1_000_000);
    cache.forgetUser('u1', 2_000);
    expect(cache.lookup('h1', 2_000)).toBeUndefined();
    expect(cache.lookup('h2', 2_000)).toEqual(bob);
    // A lookup that started before the change may have read the old state.
    cache.remember('h1', ann, 1_500, 1_000_000);
    cache.remember('h1', ann, 2_000, 1_000_000);
    expect(cache.lookup('h1', 2_100)).toBeUndefined();
    cache.remember('h1', ann, 2_002, 1_000_000);
    expect(cache.lookup('h1', 2_100)).toEqual(ann);
    cache.close();
  });

  it('refuses answers from before everything was forgotten', () => {
    const cache = listeningCache();
    cache.forgetAll(5_000);
    cache.remember('h1', ann, 4_000, 1_000_000);
    expect(cache.lookup('h1', 6_000)).toBeUndefined();
    cache.close();
  });

  it("drops a user from every cache of the process (this server's own logouts), and from none once closed", () => {
    const first = listeningCache();
    const second = listeningCache();
    const now = Date.now();
    first.remember('h1', ann, now - 10, now + 60_000);
    second.remember('h1', ann, now - 10, now + 60_000);
    forgetUserEverywhere('u1');
    expect(first.lookup('h1')).toBeUndefined();
    expect(second.lookup('h1')).toBeUndefined();
    first.close();
    second.close();
  });
});
