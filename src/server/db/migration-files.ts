import { existsSync } from 'node:fs';
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import { MIGRATIONS_FOLDER } from './database.ts';
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
export async function generateCustomMigration(name: string): Promise<string> {
  const previous = await latestSnapshot(await readJournal());
  const snapshot = { ...previous, id: crypto.randomUUID(), prevId: previous.id };
  return append(name, '-- Custom SQL migration: separate statements with --> statement-breakpoint\n', snapshot);
}
