import { collections, getCollection } from '../../catalog/catalog.ts';
import { columnName } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';

// A record public only within public parents (a room in a published home, a photo of a public
// room: `publicWhen.within`) keeps the answer in a column of its own, `parents_public`, which
// triggers hold true to the parents. Asking the parents on every read cost a join per row:
// page 50 of a visitor's rooms walked 1,000 rows and probed each one's home (2.6 ms against
// 0.44 ms from the column), and planning the join cost more than running a search by text.

/** The column: every `within` parent is live and public (or empty, where that is allowed). */
export const PARENTS_PUBLIC_COLUMN = 'parents_public';

export interface PublicParent {
  /** The record's reference field and its column. */
  key: string;
  column: string;
  /** The parent's collection. */
  to: CollectionDef;
  /** A record without this parent counts as within it (`withinOrEmpty`). */
  orEmpty: boolean;
}

/** The parents a record must be within to be public; none for most collections. */
export function publicParentsOf(collection: CollectionDef): PublicParent[] {
  const when = collection.publicWhen;
  const within = typeof when?.within === 'string' ? [when.within] : (when?.within ?? []);
  return within.map((key) => {
    const field = collection.fields[key];
    if (field?.kind !== 'ref') throw new Error(`${collection.name}.publicWhen.within names no reference ${key}`);
    return { key, column: columnName(key, field), to: getCollection(field.to)!, orEmpty: !!when?.withinOrEmpty };
  });
}

export const hasPublicParents = (collection: CollectionDef): boolean => publicParentsOf(collection).length > 0;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (value: boolean | string) => (typeof value === 'boolean' ? String(value) : `'${value.replaceAll("'", "''")}'`);

/** "The parent row `alias` is live and public", in plain SQL for a trigger. */
function parentIsPublic(parent: CollectionDef, alias: string): string {
  const parts = [`${alias}.deleted_at IS NULL`];
  const when = parent.publicWhen;
  if (when) {
    // A parent public from an instant on would turn public without a write, which no trigger sees.
    if (when.notAfterNow) throw new Error(`${parent.name} is public from an instant on: it cannot be a within parent`);
    const field = parent.fields[when.field]!;
    if (when.equals !== undefined) parts.push(`${alias}.${quoted(columnName(when.field, field))} = ${literal(when.equals)}`);
    if (hasPublicParents(parent)) parts.push(`${alias}.${PARENTS_PUBLIC_COLUMN}`);
  }
  return parts.join(' AND ');
}

/** The columns of a parent whose change can change its children's answer. */
function parentStateColumns(parent: CollectionDef): string[] {
  const when = parent.publicWhen;
  const columns = ['deleted_at'];
  if (when?.equals !== undefined) columns.push(columnName(when.field, parent.fields[when.field]!));
  if (hasPublicParents(parent)) columns.push(PARENTS_PUBLIC_COLUMN);
  return columns;
}

/** Collections with parents, parents' before children's, so a backfill reads settled parents. */
function collectionsWithParents(): CollectionDef[] {
  const ordered: CollectionDef[] = [];
  const visit = (collection: CollectionDef) => {
    if (ordered.includes(collection)) return;
    for (const parent of publicParentsOf(collection)) if (hasPublicParents(parent.to)) visit(parent.to);
    ordered.push(collection);
  };
  for (const collection of collections) if (hasPublicParents(collection)) visit(collection);
  return ordered;
}

const answerFunction = (collection: CollectionDef) => quoted(`${collection.name}_parents_public`);

function statementsFor(collection: CollectionDef): string[] {
  const parents = publicParentsOf(collection);
  const table = quoted(collection.name);
  const answer = answerFunction(collection);
  const parameters = parents.map((parent) => `${quoted(parent.key)} uuid`).join(', ');
  const tests = parents.map((parent, index) => {
    const found = `coalesce((SELECT ${parentIsPublic(parent.to, 'p')} FROM ${quoted(parent.to.name)} p WHERE p.id = $${index + 1}), false)`;
    return parent.orEmpty ? `($${index + 1} IS NULL OR ${found})` : found;
  });
  const columns = parents.map((parent) => quoted(parent.column)).join(', ');
  const fired = [...parents.map((parent) => quoted(parent.column)), PARENTS_PUBLIC_COLUMN].join(', ');
  // The trigger writes the column whoever sets it, so no write can make it lie. The parents are
  // locked while the answer is read: a parent published or removed meanwhile waits for this row,
  // and its own trigger then finds it (FOR KEY SHARE, the foreign key's lock, lets it through).
  const locks = parents.map((parent) => `  PERFORM 1 FROM ${quoted(parent.to.name)} WHERE id = NEW.${quoted(parent.column)} FOR SHARE;`);
  const set = quoted(`${collection.name}_parents_public_set`);
  return [
    `CREATE OR REPLACE FUNCTION ${answer}(${parameters}) RETURNS boolean LANGUAGE sql STABLE AS $$\n  SELECT ${tests.join('\n    AND ')}\n$$`,
    `CREATE OR REPLACE FUNCTION ${set}() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n${locks.join('\n')}\n  NEW.${PARENTS_PUBLIC_COLUMN} := ${answer}(${parents.map((parent) => `NEW.${quoted(parent.column)}`).join(', ')});\n  RETURN NEW;\nEND $$`,
    `CREATE TRIGGER ${set} BEFORE INSERT OR UPDATE OF ${fired} ON ${table}\n  FOR EACH ROW EXECUTE FUNCTION ${set}()`,
    `UPDATE ${table} SET ${PARENTS_PUBLIC_COLUMN} = ${answer}(${columns})`,
  ];
}

/** The children that read a parent's state: after it changes, each updates its rows of it. */
function spreadStatementsFor(parent: CollectionDef): string[] {
  const children = collectionsWithParents().flatMap((child) =>
    publicParentsOf(child)
      .filter((link) => link.to.name === parent.name)
      .map((link) => ({ child, link })),
  );
  if (children.length === 0) return [];
  const updates = children.map(({ child, link }) => {
    const answer = `${answerFunction(child)}(${publicParentsOf(child).map((p) => quoted(p.column)).join(', ')})`;
    return `  UPDATE ${quoted(child.name)} SET ${PARENTS_PUBLIC_COLUMN} = ${answer}\n    WHERE ${quoted(link.column)} = NEW.id AND ${PARENTS_PUBLIC_COLUMN} IS DISTINCT FROM ${answer};`;
  });
  const spread = quoted(`${parent.name}_parents_public_spread`);
  const state = parentStateColumns(parent);
  const changed = state.map((column) => `OLD.${quoted(column)} IS DISTINCT FROM NEW.${quoted(column)}`).join(' OR ');
  return [
    `CREATE OR REPLACE FUNCTION ${spread}() RETURNS trigger LANGUAGE plpgsql AS $$\nBEGIN\n${updates.join('\n')}\n  RETURN NULL;\nEND $$`,
    // Not `UPDATE OF`: that misses a column a BEFORE trigger changed (a room moved to a hidden home).
    `CREATE TRIGGER ${spread} AFTER UPDATE ON ${quoted(parent.name)}\n  FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${spread}()`,
  ];
}

/**
 * The migration that keeps `parents_public` true (functions, triggers, and the answer for rows
 * already there), derived from the catalogue: 0013's text, checked by public-parents.test.ts.
 */
export function parentsPublicMigration(): string[] {
  const children = collectionsWithParents();
  const parents = collections.filter((collection) => children.some((child) => publicParentsOf(child).some((p) => p.to.name === collection.name)));
  return [...children.flatMap(statementsFor), ...parents.flatMap(spreadStatementsFor)];
}
