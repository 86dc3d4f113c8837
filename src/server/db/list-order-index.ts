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

/** The statements that give every collection's list order index its access columns. */
export function listOrderIndexMigration(): string[] {
  return collections.flatMap((collection) => {
    const name = ident(listOrderIndexName(collection));
    const include = accessColumnsOf(collection).map(ident).join(', ');
    return [`DROP INDEX IF EXISTS ${name}`, `CREATE INDEX ${name} ON ${ident(collection.name)} USING btree ("created_at", "id") INCLUDE (${include})`];
  });
}
