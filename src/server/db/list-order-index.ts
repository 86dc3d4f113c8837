import { ownerPathStarts } from '../../catalog/access.ts';
import { collections } from '../../catalog/catalog.ts';
import { columnName } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { hasPublicParents, PARENTS_PUBLIC_COLUMN } from './public-parents.ts';
import { ident } from './rows.ts';

// Every list is read newest first from `<table>_created_at_id_idx` (tables.ts). Page 50 by its
// number passes over 1,000 rows, and each one's access conditions (removed, public, whose) were
// read from the table: 0.26 ms for a visitor's rooms. The index also holds the columns those
// conditions test, so the rows passed over are read from the index alone (an index-only scan,
// 0.12 ms) and only the page's rows from the table (the store chooses a page's ids first when it
// passes rows over: page-reads.ts). drizzle declares the index without INCLUDE, which it cannot
// write; a migration generated from this module replaces it, and list-order-index.test.ts says
// when the migrated database and the catalogue disagree.

/** The index's name, as tables.ts declares it. */
export const listOrderIndexName = (collection: CollectionDef): string => `${collection.name}_created_at_id_idx`;

/**
 * The columns a viewer's access conditions test (access.ts): removal, what makes a record public
 * (`publicWhen`'s field and `parents_public`) and the references owner paths start from.
 */
export function accessColumnsOf(collection: CollectionDef): string[] {
  const columns = ['deleted_at'];
  const when = collection.publicWhen;
  if (when) columns.push(columnName(when.field, collection.fields[when.field]));
  if (hasPublicParents(collection)) columns.push(PARENTS_PUBLIC_COLUMN);
  for (const key of ownerPathStarts(collection)) columns.push(columnName(key, collection.fields[key]));
  return [...new Set(columns)];
}

/** The statement that creates a collection's list order index with its access columns. */
function createListOrderIndex(collection: CollectionDef): string {
  const include = accessColumnsOf(collection).map(ident).join(', ');
  return `CREATE INDEX ${ident(listOrderIndexName(collection))} ON ${ident(collection.name)} USING btree ("created_at", "id") INCLUDE (${include})`;
}

/** A statement creating or dropping a list order index (drizzle's forms and hand-written ones); the index's quoted name. */
const LIST_INDEX_STATEMENT = /^(?:CREATE|DROP) INDEX (?:CONCURRENTLY )?(?:IF (?:NOT )?EXISTS )?(?:"[a-z0-9_]+"\.)?("[a-z0-9_]+_created_at_id_idx")/i;
/** A table dropped, with its indexes; the table's name. */
const DROP_TABLE = /^DROP TABLE (?:IF EXISTS )?(?:"[a-z0-9_]+"\.)?"([a-z0-9_]+)"/i;

/**
 * The statements that give each collection's list order index its access columns, for the
 * indexes the committed migrations (`committed`, their SQL in order) did not last create as the
 * catalogue now derives them: a new collection, or one whose access rules changed. Each index is
 * rebuilt under a lock on its table's writes, so a migration rebuilds only those that differ.
 */
export function listOrderIndexMigration(committed: readonly string[]): string[] {
  const lastCreated = new Map<string, string>();
  for (const text of committed) {
    // Comments first: a `;` in one would split a statement, and one before a statement would hide it.
    const code = text.replace(/\/\*[\s\S]*?\*\//g, ' ').replace(/--[^\n]*/g, ' ');
    for (const statement of code.split(';').map((part) => part.replace(/\s+/g, ' ').trim())) {
      const index = LIST_INDEX_STATEMENT.exec(statement)?.[1];
      const table = DROP_TABLE.exec(statement)?.[1];
      if (index !== undefined && /^create/i.test(statement)) lastCreated.set(index, statement);
      else if (index !== undefined) lastCreated.delete(index);
      else if (table !== undefined) lastCreated.delete(`"${table}_created_at_id_idx"`);
    }
  }
  return collections.flatMap((collection) => {
    const create = createListOrderIndex(collection);
    const name = ident(listOrderIndexName(collection));
    return lastCreated.get(name) === create ? [] : [`DROP INDEX IF EXISTS ${name}`, create];
  });
}
