// Records as a list last read them, each under the version of its row it was read from
// (PostgreSQL's `xmin`: the transaction that wrote that version, so any write to the row,
// removal included, gives it another). A page's statement then asks PostgreSQL only which
// records, in which order, at which versions: producing twenty wide rows is most of what a
// list costs the database (notes of issue 15), and a record whose version is unchanged is
// the very record it was. Nothing here is ever answered without the database's word on its
// version, so nothing is stale; a process starts empty and forgets what it has not read lately.

/** Records kept per collection: a few hundred kilobytes to a few megabytes each. */
export const CACHED_RECORDS_PER_COLLECTION = 5000;

/**
 * What was read lately, up to a bound, in two generations of half the bound each: entries go
 * into the newer, which replaces the older when full, and one found in the older is kept again.
 * Forgetting costs nothing then; a Map emptied from its oldest end one key at a time would cost
 * every eviction a walk past all the keys deleted before it.
 */
export class ReadLately<V> {
  private newer = new Map<string, V>();
  private older = new Map<string, V>();

  constructor(private readonly max: number) {}

  get(key: string): V | undefined {
    const found = this.newer.get(key);
    if (found !== undefined) return found;
    const old = this.older.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: string, value: V): void {
    if (this.newer.size >= Math.ceil(this.max / 2)) {
      this.older = this.newer;
      this.newer = new Map();
    }
    this.newer.set(key, value);
  }

  /** How many entries are kept: at most the bound. */
  get size(): number {
    let size = this.newer.size;
    for (const key of this.older.keys()) if (!this.newer.has(key)) size++;
    return size;
  }
}

export class RecordCache<R extends object> {
  private readonly kept: ReadLately<{ version: string; row: R }>;

  constructor(max = CACHED_RECORDS_PER_COLLECTION) {
    this.kept = new ReadLately(max);
  }

  /** The record `id` as read at `version`, or undefined when it was not (or at another version). */
  get(id: string, version: string): R | undefined {
    const found = this.kept.get(id);
    return found?.version === version ? found.row : undefined;
  }

  /** Keeps `row`, frozen: a caller that changed a kept record would change every later answer. */
  set(id: string, version: string, row: R): R {
    const kept = deepFreeze(row);
    this.kept.set(id, { version, row: kept });
    return kept;
  }

  get size(): number {
    return this.kept.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
