import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { preparingClient, StatementNames } from './prepared-statements.ts';

// One interface over the two engines: PGlite in a folder by default, a PostgreSQL server
// when a URL is given. Same migrations, same SQL.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- either engine's drizzle database (their query result types differ)
export type Db = PgDatabase<any, any, any>;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  readonly db: Db;
  /** Applies the migrations not yet applied, all in one transaction (tests may name another folder). */
  migrate(folder?: string): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole data folder as a tarball, to clone a migrated database quickly. */
  dumpDataDir?(): Promise<Blob>;
}

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

export const pgliteExtensions = { btree_gist, pg_trgm, unaccent };

// Dates stay as `YYYY-MM-DD` text, as the API speaks them.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export async function openPglite(options: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<Database> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  const db = drizzlePglite(client);
  return {
    kind: 'pglite',
    db: db as unknown as Db,
    migrate: (folder = MIGRATIONS_FOLDER) => migratePglite(db, { migrationsFolder: folder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

export interface PoolOptions {
  max?: number;
  /** Give up connecting after this long (default: wait). */
  connectionTimeoutMillis?: number;
  /** Give up on a query's answer after this long, client side (default: wait). */
  queryTimeoutMs?: number;
  keepAlive?: boolean;
  /**
   * Send query texts that keep coming back as named prepared statements (default true); off, every
   * query goes unprepared, as before.
   */
  preparedStatements?: boolean;
}

/** One set of names per process: a name is the hash of its text, the same on every connection. */
const statementNames = new StatementNames();
const PreparingClient = preparingClient(statementNames);

export async function openPostgres(url: string, options: PoolOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    ...(options.connectionTimeoutMillis ? { connectionTimeoutMillis: options.connectionTimeoutMillis } : {}),
    ...(options.queryTimeoutMs ? { query_timeout: options.queryTimeoutMs } : {}),
    ...(options.keepAlive ? { keepAlive: true } : {}),
    ...(options.preparedStatements === false ? {} : { Client: PreparingClient }),
  });
  if (options.preparedStatements !== false) {
    pool.on('acquire', (client) => (client as InstanceType<typeof PreparingClient>).deallocateReleased());
  }
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on next use.
  });
  const db = drizzlePostgres(pool);
  return {
    kind: 'postgres',
    db: db as unknown as Db,
    migrate: (folder = MIGRATIONS_FOLDER) => migratePostgres(db, { migrationsFolder: folder }),
    close: () => pool.end(),
  };
}

export function openDatabase(config: { databaseUrl?: string | undefined; dataDir: string; databasePreparedStatements?: boolean }): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl, { preparedStatements: config.databasePreparedStatements ?? true })
    : openPglite({ dataDir: `${config.dataDir}/db` });
}
