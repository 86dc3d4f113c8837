// Records as a list last read them, each under the version of its row it was read from
// (PostgreSQL's `xmin`: the transaction that wrote that version, so any write to the row,
// removal included, gives it another). A page's statement then asks PostgreSQL only which
// records, in which order, at which versions: producing twenty wide rows is most of what a
// list costs the database (notes of issue 15), and a record whose version is unchanged is
// the very record it was. Nothing here is ever answered without the database's word on its
// version, so nothing is stale; a process starts empty and forgets the oldest past its bound.

/** Records kept per collection: a few hundred kilobytes to a few megabytes each. */
export const CACHED_RECORDS_PER_COLLECTION = 5000;

export class RecordCache<R extends object> {
  private readonly records = new Map<string, { version: string; row: R }>();

  constructor(private readonly max = CACHED_RECORDS_PER_COLLECTION) {}

  /** The record `id` as read at `version`, or undefined when it was not (or at another version). */
  get(id: string, version: string): R | undefined {
    const found = this.records.get(id);
    return found?.version === version ? found.row : undefined;
  }

  /** Keeps `row`, frozen: a caller that changed a kept record would change every later answer. */
  set(id: string, version: string, row: R): R {
    this.records.delete(id);
    if (this.records.size >= this.max) {
      // Earliest kept first: a Map iterates in insertion order.
      this.records.delete(this.records.keys().next().value as string);
    }
    const kept = deepFreeze(row);
    this.records.set(id, { version, row: kept });
    return kept;
  }

  get size(): number {
    return this.records.size;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
