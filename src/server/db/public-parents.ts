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

const answerFunction = (collection: CollectionDef) => `${collection.name}_parents_public`;

/** A function of the migration: its name and body, as PostgreSQL keeps them (`pg_proc.prosrc`). */
export interface TriggerFunction {
  name: string;
  signature: string;
  body: string;
}

function answerOf(collection: CollectionDef): TriggerFunction {
  const parents = publicParentsOf(collection);
  const tests = parents.map((parent, index) => {
    const found = `coalesce((SELECT ${parentIsPublic(parent.to, 'p')} FROM ${quoted(parent.to.name)} p WHERE p.id = $${index + 1}), false)`;
    return parent.orEmpty ? `($${index + 1} IS NULL OR ${found})` : found;
  });
  const parameters = parents.map((parent) => `${quoted(parent.key)} uuid`).join(', ');
  return {
    name: answerFunction(collection),
    signature: `(${parameters}) RETURNS boolean LANGUAGE sql STABLE`,
    body: `\n  SELECT ${tests.join('\n    AND ')}\n`,
  };
}

/**
 * The child's BEFORE trigger: it writes the column whoever sets it, so no write can make it lie.
 * A parent newly referenced is locked while the answer is read, so a parent published or removed
 * meanwhile waits for this row and its own trigger then finds it (FOR KEY SHARE, the foreign key's
 * lock, would let it through). A parent kept is not locked: the row's own lock already makes the
 * parent's trigger wait for it and read it again, and locking it too would deadlock with that.
 */
function setterOf(collection: CollectionDef): TriggerFunction {
  const parents = publicParentsOf(collection);
  const locks = parents.map(
    (parent) =>
      `  IF TG_OP = 'INSERT' OR OLD.${quoted(parent.column)} IS DISTINCT FROM NEW.${quoted(parent.column)} THEN\n` +
      `    PERFORM 1 FROM ${quoted(parent.to.name)} WHERE id = NEW.${quoted(parent.column)} FOR SHARE;\n  END IF;`,
  );
  const answer = `${quoted(answerFunction(collection))}(${parents.map((parent) => `NEW.${quoted(parent.column)}`).join(', ')})`;
  return {
    name: `${collection.name}_parents_public_set`,
    signature: '() RETURNS trigger LANGUAGE plpgsql',
    body: `\nBEGIN\n${locks.join('\n')}\n  NEW.${PARENTS_PUBLIC_COLUMN} := ${answer};\n  RETURN NEW;\nEND `,
  };
}

/** The children whose answer reads this parent, and the reference that leads to it. */
function childrenOf(parent: CollectionDef): { child: CollectionDef; link: PublicParent }[] {
  return collectionsWithParents().flatMap((child) =>
    publicParentsOf(child)
      .filter((link) => link.to.name === parent.name)
      .map((link) => ({ child, link })),
  );
}

/**
 * The parent's AFTER trigger: its children's rows answered again. Only under READ COMMITTED, where
 * each statement sees what committed before it: on an older snapshot it would miss a child added
 * meanwhile, whose lock on this row was already released, and leave it public in a hidden home.
 */
function spreaderOf(parent: CollectionDef): TriggerFunction {
  const updates = childrenOf(parent).map(({ child, link }) => {
    const answer = `${quoted(answerFunction(child))}(${publicParentsOf(child).map((p) => quoted(p.column)).join(', ')})`;
    return `  UPDATE ${quoted(child.name)} SET ${PARENTS_PUBLIC_COLUMN} = ${answer}\n    WHERE ${quoted(link.column)} = NEW.id AND ${PARENTS_PUBLIC_COLUMN} IS DISTINCT FROM ${answer};`;
  });
  const guard =
    `  IF current_setting('transaction_isolation') <> 'read committed' THEN\n` +
    `    RAISE EXCEPTION USING ERRCODE = 'serialization_failure',\n` +
    `      MESSAGE = 'Publish, hide or remove a ${parent.singular.toLowerCase().replaceAll("'", "''")} in a READ COMMITTED transaction: what is public within it is answered again';\n` +
    `  END IF;`;
  return {
    name: `${parent.name}_parents_public_spread`,
    signature: '() RETURNS trigger LANGUAGE plpgsql',
    body: `\nBEGIN\n${guard}\n${updates.join('\n')}\n  RETURN NULL;\nEND `,
  };
}

/** Collections whose public state their children's answers read. */
function publicParentCollections(): CollectionDef[] {
  return collections.filter((collection) => childrenOf(collection).length > 0);
}

/** Every function the migration creates, derived from the catalogue. */
export function parentsPublicFunctions(): TriggerFunction[] {
  return [...collectionsWithParents().flatMap((child) => [answerOf(child), setterOf(child)]), ...publicParentCollections().map(spreaderOf)];
}

/** Every trigger the migration creates, by table. */
export function parentsPublicTriggers(): { table: string; name: string }[] {
  return [
    ...collectionsWithParents().map((child) => ({ table: child.name, name: setterOf(child).name })),
    ...publicParentCollections().map((parent) => ({ table: parent.name, name: spreaderOf(parent).name })),
  ];
}

const created = (fn: TriggerFunction) => `CREATE OR REPLACE FUNCTION ${quoted(fn.name)}${fn.signature} AS $$${fn.body}$$`;

/**
 * The statements that keep `parents_public` true: functions, triggers, and the answer for rows
 * already there, children after their parents. Each may run again (`OR REPLACE`), so a migration
 * written after a catalogue change (`npm run db:generate -- <name> --parents-public`) replaces them.
 */
export function parentsPublicMigration(): string[] {
  const statements: string[] = [];
  for (const child of collectionsWithParents()) {
    const parents = publicParentsOf(child);
    const setter = setterOf(child);
    const fired = [...parents.map((parent) => quoted(parent.column)), PARENTS_PUBLIC_COLUMN].join(', ');
    const answer = `${quoted(answerFunction(child))}(${parents.map((parent) => quoted(parent.column)).join(', ')})`;
    statements.push(
      created(answerOf(child)),
      created(setter),
      `CREATE OR REPLACE TRIGGER ${quoted(setter.name)} BEFORE INSERT OR UPDATE OF ${fired} ON ${quoted(child.name)}\n  FOR EACH ROW EXECUTE FUNCTION ${quoted(setter.name)}()`,
      `UPDATE ${quoted(child.name)} SET ${PARENTS_PUBLIC_COLUMN} = ${answer}`,
      `ANALYZE ${quoted(child.name)}`,
    );
  }
  for (const parent of publicParentCollections()) {
    const spreader = spreaderOf(parent);
    const changed = parentStateColumns(parent)
      .map((column) => `OLD.${quoted(column)} IS DISTINCT FROM NEW.${quoted(column)}`)
      .join(' OR ');
    statements.push(
      created(spreader),
      // Not `UPDATE OF`: that misses a column a BEFORE trigger changed (a room moved to a hidden home).
      `CREATE OR REPLACE TRIGGER ${quoted(spreader.name)} AFTER UPDATE ON ${quoted(parent.name)}\n  FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${quoted(spreader.name)}()`,
    );
  }
  return statements;
}
