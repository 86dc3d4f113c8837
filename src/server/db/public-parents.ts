import { collections, getCollection } from '../../catalog/catalog.ts';
import { columnName } from '../../catalog/naming.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { ident } from './rows.ts';
import { closedSetText } from './status-literals.ts';

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

const parentsByCollection = new Map<string, PublicParent[]>();

/** The parents a record must be within to be public; none for most collections. */
export function publicParentsOf(collection: CollectionDef): PublicParent[] {
  let parents = parentsByCollection.get(collection.name);
  if (!parents) {
    const when = collection.publicWhen;
    const within = typeof when?.within === 'string' ? [when.within] : (when?.within ?? []);
    parents = within.map((key) => {
      const field = collection.fields[key];
      if (field?.kind !== 'ref') throw new Error(`${collection.name}.publicWhen.within names no reference ${key}`);
      return { key, column: columnName(key, field), to: getCollection(field.to)!, orEmpty: !!when?.withinOrEmpty };
    });
    parentsByCollection.set(collection.name, parents);
  }
  return parents;
}

export const hasPublicParents = (collection: CollectionDef): boolean => publicParentsOf(collection).length > 0;

/**
 * "The record on `alias` is public", in SQL text: what its own columns say (`publicWhen`'s
 * `equals` and `notAfterNow`) and, for a record within parents, its `parents_public`. Reads
 * (access.ts) and the triggers that answer for children both ask it. Empty when all records are.
 */
export function publicConditions(collection: CollectionDef, alias: string): string[] {
  const when = collection.publicWhen;
  if (!when) return [];
  const field = collection.fields[when.field];
  if (!field) throw new Error(`${collection.name}.publicWhen names no field ${when.field}`);
  const column = `${alias}.${ident(columnName(when.field, field))}`;
  const parts: string[] = [];
  if (when.equals !== undefined) parts.push(`${column} = ${closedSetText(when.equals)}`);
  if (when.notAfterNow) parts.push(`${column} <= now()`);
  if (hasPublicParents(collection)) parts.push(`${alias}.${PARENTS_PUBLIC_COLUMN}`);
  if (parts.length === 0) throw new Error(`${collection.name}.publicWhen says neither equals, notAfterNow nor within`);
  return parts;
}

/** "The parent row `alias` is live and public", in plain SQL for a trigger. */
function parentIsPublic(parent: CollectionDef, alias: string): string {
  // A parent public from an instant on would turn public without a write, which no trigger sees.
  if (parent.publicWhen?.notAfterNow) throw new Error(`${parent.name} is public from an instant on: it cannot be a within parent`);
  return [`${alias}.deleted_at IS NULL`, ...publicConditions(parent, alias)].join(' AND ');
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
    const found = `coalesce((SELECT ${parentIsPublic(parent.to, 'p')} FROM ${ident(parent.to.name)} p WHERE p.id = $${index + 1}), false)`;
    return parent.orEmpty ? `($${index + 1} IS NULL OR ${found})` : found;
  });
  const parameters = parents.map((parent) => `${ident(parent.key)} uuid`).join(', ');
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
      `  IF TG_OP = 'INSERT' OR OLD.${ident(parent.column)} IS DISTINCT FROM NEW.${ident(parent.column)} THEN\n` +
      `    PERFORM 1 FROM ${ident(parent.to.name)} WHERE id = NEW.${ident(parent.column)} FOR SHARE;\n  END IF;`,
  );
  const answer = `${ident(answerFunction(collection))}(${parents.map((parent) => `NEW.${ident(parent.column)}`).join(', ')})`;
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
    const answer = `${ident(answerFunction(child))}(${publicParentsOf(child).map((p) => ident(p.column)).join(', ')})`;
    return `  UPDATE ${ident(child.name)} SET ${PARENTS_PUBLIC_COLUMN} = ${answer}\n    WHERE ${ident(link.column)} = NEW.id AND ${PARENTS_PUBLIC_COLUMN} IS DISTINCT FROM ${answer};`;
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

const created = (fn: TriggerFunction) => `CREATE OR REPLACE FUNCTION ${ident(fn.name)}${fn.signature} AS $$${fn.body}$$`;

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
    const fired = [...parents.map((parent) => ident(parent.column)), PARENTS_PUBLIC_COLUMN].join(', ');
    const answer = `${ident(answerFunction(child))}(${parents.map((parent) => ident(parent.column)).join(', ')})`;
    statements.push(
      created(answerOf(child)),
      created(setter),
      `CREATE OR REPLACE TRIGGER ${ident(setter.name)} BEFORE INSERT OR UPDATE OF ${fired} ON ${ident(child.name)}\n  FOR EACH ROW EXECUTE FUNCTION ${ident(setter.name)}()`,
      `UPDATE ${ident(child.name)} SET ${PARENTS_PUBLIC_COLUMN} = ${answer}`,
      `ANALYZE ${ident(child.name)}`,
    );
  }
  for (const parent of publicParentCollections()) {
    const spreader = spreaderOf(parent);
    const changed = parentStateColumns(parent)
      .map((column) => `OLD.${ident(column)} IS DISTINCT FROM NEW.${ident(column)}`)
      .join(' OR ');
    statements.push(
      created(spreader),
      // Not `UPDATE OF`: that misses a column a BEFORE trigger changed (a room moved to a hidden home).
      `CREATE OR REPLACE TRIGGER ${ident(spreader.name)} AFTER UPDATE ON ${ident(parent.name)}\n  FOR EACH ROW WHEN (${changed}) EXECUTE FUNCTION ${ident(spreader.name)}()`,
    );
  }
  return statements;
}
