import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_FOLDER } from './database.ts';
import { listOrderIndexMigration } from './list-order-index.ts';
import { parentsPublicMigration } from './public-parents.ts';
import { schemaForMigrations } from './tables.ts';

// Writes migrations in drizzle-kit's folder format (SQL + journal + snapshots), from the
// tables the catalogue derives. Used by `npm run db:generate` and by the test that fails
// when the catalogue changed without a migration.

interface JournalEntry {
  idx: number;
  version: string;
  when: number;
  tag: string;
  breakpoints: boolean;
}
interface Journal {
  version: string;
  dialect: string;
  entries: JournalEntry[];
}
type Snapshot = ReturnType<typeof generateDrizzleJson>;

const META = join(MIGRATIONS_FOLDER, 'meta');
const JOURNAL = join(META, '_journal.json');
const BREAKPOINT = '\n--> statement-breakpoint\n';

async function readJournal(): Promise<Journal> {
  if (!existsSync(JOURNAL)) return { version: '7', dialect: 'postgresql', entries: [] };
  return JSON.parse(await readFile(JOURNAL, 'utf8')) as Journal;
}

function snapshotPath(idx: number): string {
  return join(META, `${String(idx).padStart(4, '0')}_snapshot.json`);
}

async function latestSnapshot(journal: Journal): Promise<Snapshot> {
  const last = journal.entries.at(-1);
  if (!last) return generateDrizzleJson({});
  return JSON.parse(await readFile(snapshotPath(last.idx), 'utf8')) as Snapshot;
}

/** SQL statements the catalogue needs that the committed migrations do not yet hold. */
export async function pendingStatements(): Promise<string[]> {
  const previous = await latestSnapshot(await readJournal());
  const current = generateDrizzleJson(schemaForMigrations(), previous.id);
  return generateMigration(previous, current);
}

async function append(name: string, sqlText: string, snapshot: Snapshot): Promise<string> {
  const journal = await readJournal();
  const idx = journal.entries.length;
  const tag = `${String(idx).padStart(4, '0')}_${name}`;
  await mkdir(META, { recursive: true });
  await writeFile(join(MIGRATIONS_FOLDER, `${tag}.sql`), sqlText);
  await writeFile(snapshotPath(idx), `${JSON.stringify(snapshot, null, 2)}\n`);
  journal.entries.push({ idx, version: '7', when: Date.now(), tag, breakpoints: true });
  await writeFile(JOURNAL, `${JSON.stringify(journal, null, 2)}\n`);
  return tag;
}

export async function generateSchemaMigration(name: string): Promise<string | undefined> {
  const previous = await latestSnapshot(await readJournal());
  const current = generateDrizzleJson(schemaForMigrations(), previous.id);
  const statements = await generateMigration(previous, current);
  if (statements.length === 0) return undefined;
  return append(name, `${statements.join(BREAKPOINT)}\n`, current);
}

/** A hand-written migration (extensions, EXCLUDE constraints); the schema snapshot carries over. */
export async function generateCustomMigration(name: string, text = '-- Custom SQL migration: separate statements with --> statement-breakpoint\n'): Promise<string> {
  const previous = await latestSnapshot(await readJournal());
  const snapshot = { ...previous, id: crypto.randomUUID(), prevId: previous.id };
  return append(name, text, snapshot);
}

/** Migrations code writes from the catalogue (`npm run db:generate -- <name> --<kind>`), where drizzle-kit cannot. */
export const DERIVED_MIGRATIONS = {
  'parents-public': {
    source: 'parentsPublicMigration(), src/server/db/public-parents.ts',
    says: ["keeps each record's parents_public true to its `publicWhen.within` parents, and answers it", 'again for the rows already there.'],
    statements: (_committed: readonly string[]) => parentsPublicMigration(),
  },
  'list-order-index': {
    source: 'listOrderIndexMigration(), src/server/db/list-order-index.ts',
    says: [
      "each list's order index also holds the columns its viewers' access conditions test, so the",
      'rows a page passes over are read from the index alone. Only the indexes the committed',
      'migrations did not last create so are rebuilt.',
    ],
    statements: listOrderIndexMigration,
  },
} as const;

export type DerivedMigration = keyof typeof DERIVED_MIGRATIONS;

/** The SQL of the committed migrations, in the order they run. */
export async function committedMigrations(): Promise<string[]> {
  const journal = await readJournal();
  return Promise.all(journal.entries.map((entry) => readFile(join(MIGRATIONS_FOLDER, `${entry.tag}.sql`), 'utf8')));
}

/**
 * The text of a derived migration, given the committed migrations' SQL: what wrote it and why,
 * then its statements. Undefined when there is nothing to do.
 */
export function derivedMigrationText(kind: DerivedMigration, committed: readonly string[]): string | undefined {
  const { source, says, statements } = DERIVED_MIGRATIONS[kind];
  const derived = statements(committed);
  if (derived.length === 0) return undefined;
  const header = [`Generated by \`npm run db:generate -- <name> --${kind}\` from the catalogue`, `(${source}):`, ...says].map((line) => `-- ${line}\n`).join('');
  return `${header}${derived.join(`;${BREAKPOINT}`)};\n`;
}

/** The derived migration written as the next one, or undefined when the committed ones already hold it. */
export async function generateDerivedMigration(name: string, kind: DerivedMigration): Promise<string | undefined> {
  const text = derivedMigrationText(kind, await committedMigrations());
  return text === undefined ? undefined : generateCustomMigration(name, text);
}
