// Records as a list last read them, each under the version of its row it was read from
// (PostgreSQL's `xmin`: the transaction that wrote that version, so any write to the row gives it
// another). A page's statement then asks PostgreSQL only which records, in which order, at which
// versions: producing twenty wide rows is most of what a list costs the database (notes of issue
// 15), and a record whose version is unchanged is the very record it was, on the same server
// (page-reads.ts forgets everything when another server answers). A process starts empty and
// forgets what it has not read lately.

/**
 * What one collection's records may take, per database read from: about 1,500 rooms as the bench
 * seeds them, 300 with a page of description in each language; the pages read again are a few
 * per list. 43 collections and a replica bound a process at 170 MB, and only collections whose
 * lists are read often come near their share.
 */
export const CACHED_BYTES_PER_COLLECTION = 2 * 1024 * 1024;

/**
 * What was read lately, up to a total weight, in two generations of half of it each: entries go
 * into the newer, which replaces the older when full, and one found in the older is kept again.
 * Forgetting costs nothing then; a Map emptied from its oldest end one key at a time would cost
 * every eviction a walk past all the keys deleted before it.
 */
export class ReadLately<V> {
  private newer = new Map<string, V>();
  private older = new Map<string, V>();
  private newerWeight = 0;

  /** `weigh`: what one entry counts against `max` (1 each unless told). */
  constructor(
    private readonly max: number,
    private readonly weigh: (value: V) => number = () => 1,
  ) {}

  get(key: string): V | undefined {
    const found = this.newer.get(key);
    if (found !== undefined) return found;
    const old = this.older.get(key);
    if (old !== undefined) this.set(key, old);
    return old;
  }

  set(key: string, value: V): void {
    const weight = this.weigh(value);
    if (this.newerWeight + weight > this.max / 2 && this.newer.size > 0) {
      this.older = this.newer;
      this.newer = new Map();
      this.newerWeight = 0;
    }
    const replaced = this.newer.get(key);
    if (replaced !== undefined) this.newerWeight -= this.weigh(replaced);
    this.newer.set(key, value);
    this.newerWeight += weight;
  }

  /** How many entries are kept. */
  get size(): number {
    let size = this.newer.size;
    for (const key of this.older.keys()) if (!this.newer.has(key)) size++;
    return size;
  }
}

type Kept<R> = { version: string; row: R; bytes: number };

export class RecordCache<R extends object> {
  private readonly kept: ReadLately<Kept<R>>;

  constructor(maxBytes = CACHED_BYTES_PER_COLLECTION) {
    this.kept = new ReadLately<Kept<R>>(maxBytes, (entry) => entry.bytes);
  }

  /** The record `id` as read at `version`, or undefined when it was not (or at another version). */
  get(id: string, version: string): R | undefined {
    const found = this.kept.get(id);
    return found?.version === version ? found.row : undefined;
  }

  /**
   * The listed records kept at their listed versions, and the versions of the others: taken at
   * once, before the caller awaits anything (other reads keep records meanwhile and may push these out).
   */
  take(listed: readonly { _id: string; version: string }[]): { kept: Map<string, R>; missing: Map<string, string> } {
    const kept = new Map<string, R>();
    const missing = new Map<string, string>();
    for (const { _id, version } of listed) {
      const found = this.get(_id, version);
      if (found) kept.set(_id, found);
      else missing.set(_id, version);
    }
    return { kept, missing };
  }

  /** Keeps `row`, frozen: a caller that changed a kept record would change every later answer. */
  set(id: string, version: string, row: R): R {
    const bytes = freezeAndWeigh(row);
    this.kept.set(id, { version, row, bytes });
    return row;
  }

  get size(): number {
    return this.kept.size;
  }
}

/**
 * What the reads of one list (or the search's pages) from one database remember between requests:
 * records kept by version, the pages read lately, and which server answered last. A version
 * (`xmin`) names a row only within one server's history: another server behind the same address (a
 * promoted replica, a restore) hands out the same transaction ids again, so when another answers,
 * every record kept is forgotten.
 */
export class ReadMemory<R extends object> {
  /** Replaced, not emptied, when another server answers: a read under way keeps into the old one. */
  records = new RecordCache<R>();
  private server?: string;
  /** The pages' keys, weighed by their length: a key holds a list's conditions, a few KB at most. */
  private readonly pages: ReadLately<number>;

  /** `pageKeyCharacters`: what the keys of the pages remembered may take in all. */
  constructor(pageKeyCharacters: number) {
    this.pages = new ReadLately<number>(pageKeyCharacters, (length) => length);
  }

  /** Whether the page `key` was read lately; from now on it has been. */
  readLately(key: string): boolean {
    if (this.pages.get(key) !== undefined) return true;
    this.pages.set(key, key.length);
    return false;
  }

  /** Notes the server that answered (its start time), forgetting every record kept if it is another. */
  answeredBy(server: string | undefined): void {
    if (server === undefined || server === this.server) return;
    this.records = new RecordCache<R>();
    this.server = server;
  }
}

/** A ReadMemory per database read from (the primary, a replica). */
export class ReadMemories<R extends object> {
  private readonly memories = new WeakMap<object, ReadMemory<R>>();

  constructor(private readonly pageKeyCharacters: number) {}

  of(database: object): ReadMemory<R> {
    let memory = this.memories.get(database);
    if (!memory) {
      memory = new ReadMemory<R>(this.pageKeyCharacters);
      this.memories.set(database, memory);
    }
    return memory;
  }
}

/** Freezes `value` to its last nested value; returns about what it takes in memory, in bytes. */
function freezeAndWeigh(value: unknown): number {
  if (typeof value === 'string') return 16 + 2 * value.length;
  if (value === null || typeof value !== 'object') return 16;
  let bytes = 32;
  for (const inner of Object.values(value)) bytes += 16 + freezeAndWeigh(inner);
  Object.freeze(value);
  return bytes;
}
