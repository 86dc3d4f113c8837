import type { Db } from '../db/database.ts';

/**
 * A Db that forwards to whichever database `current()` names: one address whose server changed
 * (a promoted replica, a restore), for the reads that remember rows by version.
 */
export function switchable(current: () => Db): Db {
  return new Proxy(current(), {
    get: (_target, key) => {
      const target = current();
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  }) as Db;
}
