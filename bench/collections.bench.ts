import { addMonths } from '../src/catalog/days.ts';
import { fork, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { createMailer } from '../src/server/mail/mailer.ts';
import { openPglite, openPostgres, type Database, type Db } from '../src/server/db/database.ts';
import { readReplica, REPLICA_POOL, type ReadReplica } from '../src/server/db/replica.ts';
import { localStorage } from '../src/server/files/storage.ts';
import { addBulkReservations, addBulkRooms } from '../src/server/seed/bulk-rooms.ts';
import { createAccount } from '../src/server/auth/accounts.ts';
import { createSession, SESSION_COOKIE } from '../src/server/sessions/sessions.ts';
import { DEFAULT_AUTH_SETTINGS } from '../src/server/auth/settings.ts';
import { BUSY_CORES, othersCores } from './machine-load.ts';
import { profileTable, startProfile, stopProfile, summarize, type CpuProfile } from './cpu-profile.ts';

// `npm run bench`: the collection API and the public room search against a bare Fastify route
// on the same database, under autocannon. The servers run in a child process (this file again, as `server`) so the
// load generator does not share their event loop; this process only drives load and reports.
//
//   npm run bench -- [--rooms 100000] [--duration 10] [--warmup 2] [--connections 50]
//                    [--pool 10] [--search lavapies] [--only public,list]
//                    [--viewers anonymous,tenant,staff] [--cpu-prof .bench/profiles]
//
// --only: the scenarios of these kinds (bare, bare-wide, list, search, view, public, quote) and the
// bare route they are compared with.
// --viewers: who sends the API's requests: a visitor, a signed-in tenant (the owner conditions
// of the access rules apply) and staff (no conditions); each scenario runs once per viewer.
// --cpu-prof: a CPU profile of the server over each scenario's measured window, written to that
// folder, and a table of where the time went per request (bench/cpu-profile.ts).
//
// BENCH_DATABASE_URL or DATABASE_URL: a PostgreSQL server. The bench never touches the
// database named in the URL: it creates (or reuses) a database `habita_bench` beside it
// (BENCH_DATABASE_NAME to choose another). Without a URL: PGlite in a temporary folder.

interface Options {
  rooms: number;
  duration: number;
  warmup: number;
  connections: number;
  pool: number;
  search: string;
  /** Scenario kinds to run; empty for all. */
  only: string[];
  viewers: ViewerName[];
  /** A folder for CPU profiles; empty for none. */
  cpuProf: string;
}

const VIEWERS = ['anonymous', 'tenant', 'staff'] as const;
type ViewerName = (typeof VIEWERS)[number];

interface Ready {
  type: 'ready';
  appUrl: string;
  bareUrl: string;
  database: string;
  kind: 'postgres' | 'pglite';
  rooms: number;
  seeded: number;
  seedSeconds: number;
  viewIds: string[];
  propertyId: string;
  /** A room type the public search scenarios filter by. */
  typeId: string;
  reservations: number;
  /** Session cookies of the signed-in viewers. */
  cookies: Partial<Record<ViewerName, string>>;
  /** Reads that may lag go to a streaming replica (BENCH_DATABASE_READ_URL). */
  replica: boolean;
}

const ROLE_ENV = 'HABITA_BENCH_ROLE';
const BENCH_DATABASE = process.env.BENCH_DATABASE_NAME || 'habita_bench';

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    rooms: 100_000,
    duration: 10,
    warmup: 2,
    connections: 50,
    pool: 10,
    search: 'lavapies',
    only: [],
    viewers: [...VIEWERS],
    cpuProf: '',
  };
  const numeric = new Set(['rooms', 'duration', 'warmup', 'connections', 'pool']);
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    const name = match?.[1] === 'cpu-prof' ? 'cpuProf' : match?.[1];
    if (!match || !name || !(name in options)) throw new Error(`Unknown argument ${arg}; see the top of bench/collections.bench.ts`);
    const value = match[2] ?? argv[++i];
    if (value === undefined) throw new Error(`--${name} needs a value`);
    if (numeric.has(name)) {
      const n = Number(value);
      const min = name === 'warmup' || name === 'rooms' ? 0 : 1;
      if (!Number.isInteger(n) || n < min) throw new Error(`--${name} must be a whole number from ${min}, got "${value}"`);
      (options as unknown as Record<string, number>)[name] = n;
    } else if (name === 'only') {
      options.only = value.split(',').map((kind) => kind.trim());
    } else if (name === 'viewers') {
      const viewers = value.split(',').map((viewer) => viewer.trim());
      const unknown = viewers.filter((viewer) => !(VIEWERS as readonly string[]).includes(viewer));
      if (unknown.length > 0 || viewers.length === 0) throw new Error(`--viewers: ${VIEWERS.join(', ')}; got "${value}"`);
      options.viewers = viewers as ViewerName[];
    } else if (name === 'cpuProf') {
      options.cpuProf = resolvePath(value);
    } else {
      options.search = value;
    }
  }
  return options;
}

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows?: Record<string, unknown>[] }).rows ?? [];
}

// ---------------------------------------------------------------------------------------------
// Server side: database, seed, the real app and the bare route.

/**
 * With BENCH_DATABASE_READ_URL (a streaming replica of the bench's server): the replica's copy of
 * the bench database, once it has replayed the seeding.
 */
async function benchReplica(db: Db, options: Options): Promise<ReadReplica | undefined> {
  const readUrl = process.env.BENCH_DATABASE_READ_URL;
  if (!readUrl) return undefined;
  const target = new URL(readUrl);
  target.pathname = `/${encodeURIComponent(BENCH_DATABASE)}`;
  const replica = readReplica(db, await openPostgres(target.toString(), { ...REPLICA_POOL, max: options.pool }));
  for (let waited = 0; !(await replica.check()).usable; waited += 500) {
    if (waited > 120_000) throw new Error(`The replica did not catch up: ${JSON.stringify(replica.state())}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.log('Reads that may lag go to the replica');
  return replica;
}

/** How many reads that may lag the replica and the primary answered so far (the app's /metrics). */
async function laggingReads(appUrl: string): Promise<{ replica: number; primary: number }> {
  const text = await (await fetch(`${appUrl}/metrics`)).text();
  const count = (by: string) => Number(new RegExp(`^habita_db_lagging_reads\\{answered_by="${by}"\\} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  return { replica: count('replica'), primary: count('primary') + count('fell_back') };
}

/** The URL of the bench's own database on the server `url` points to, created when missing. */
async function benchDatabaseUrl(url: string): Promise<string> {
  const target = new URL(url);
  if (decodeURIComponent(target.pathname.slice(1)) === BENCH_DATABASE) return url;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${BENCH_DATABASE.replaceAll('"', '""')}"`);
      console.log(`Created database ${BENCH_DATABASE}`);
    }
  } finally {
    await client.end();
  }
  target.pathname = `/${encodeURIComponent(BENCH_DATABASE)}`;
  return target.toString();
}

async function serve(options: Options): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL;
  const scratch = await mkdtemp(join(tmpdir(), 'habita-bench-'));
  let database: Database;
  let described: string;
  let benchUrl: string | undefined;
  if (url) {
    benchUrl = await benchDatabaseUrl(url);
    const where = new URL(benchUrl);
    described = `PostgreSQL ${where.hostname}:${where.port || 5432}/${BENCH_DATABASE}`;
    database = await openPostgres(benchUrl, { max: options.pool, preparedStatements: process.env.DATABASE_PREPARED_STATEMENTS !== 'false' });
  } else {
    described = 'PGlite (temporary folder)';
    database = await openPglite({ dataDir: join(scratch, 'db') });
  }
  const { db } = database;
  await database.migrate();
  if (database.kind === 'postgres') {
    const [version] = rowsOf(await db.execute(sql`SELECT current_setting('server_version') AS v`));
    described = described.replace('PostgreSQL', `PostgreSQL ${String(version?.v ?? '')}`);
  }

  const count = async () => Number(rowsOf(await db.execute(sql`SELECT count(*) AS n FROM rooms`))[0]?.n ?? 0);
  let rooms = await count();
  let seeded = 0;
  let seedSeconds = 0;
  if (rooms < options.rooms) {
    console.log(`Seeding ${options.rooms - rooms} rooms (${rooms} present)…`);
    const started = performance.now();
    seeded = await addBulkRooms(db, options.rooms - rooms);
    seedSeconds = (performance.now() - started) / 1000;
    rooms = await count();
    console.log(`Seeded ${seeded} rooms in ${seedSeconds.toFixed(1)} s`);
  }

  // Availability searches need reservations to look through (added once, to rooms that have none).
  const addedReservations = await addBulkReservations(db);
  if (addedReservations > 0) console.log(`Added ${addedReservations} reservations`);
  const reservations = Number(rowsOf(await db.execute(sql`SELECT count(*) AS n FROM roomreserves`))[0]?.n ?? 0);

  // Settle the tables as autovacuum would on a live server (visibility map, statistics),
  // so every run starts from the same state whether or not autovacuum got there first.
  await db.execute(sql`VACUUM (ANALYZE) rooms`);
  await db.execute(sql`VACUUM (ANALYZE) roomreserves`);
  await db.execute(sql`VACUUM (ANALYZE) properties`);

  const viewIds = rowsOf(
    await db.execute(sql`SELECT id FROM rooms WHERE deleted_at IS NULL ORDER BY random() LIMIT 1000`),
  ).map((row) => String(row.id));
  const [busiest] = rowsOf(
    await db.execute(sql`SELECT property_id FROM rooms WHERE deleted_at IS NULL
      GROUP BY property_id ORDER BY count(*) DESC, property_id LIMIT 1`),
  );
  if (viewIds.length === 0 || !busiest) throw new Error('No rooms to benchmark: run with --rooms above 0');
  const [type] = rowsOf(await db.execute(sql`SELECT type_id FROM rooms WHERE deleted_at IS NULL GROUP BY type_id ORDER BY count(*) DESC, type_id LIMIT 1`));

  const cookies = await benchCookies(db, options.viewers);
  const replica = url ? await benchReplica(db, options) : undefined;
  const mailer = createMailer({ from: 'Habita <bench@habita.local>', outboxDir: join(scratch, 'outbox') }, { info() {}, error() {} });
  const app = await buildApp({
    db,
    storage: localStorage(join(scratch, 'uploads')),
    mailer,
    logger: false,
    readReplica: replica,
    // As main.ts does on a PostgreSQL server: sessions remembered between their notices.
    sessionNoticesUrl: benchUrl,
  });
  const bare = bareApp(db);
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  const ready: Ready = {
    type: 'ready',
    appUrl,
    bareUrl,
    database: described,
    kind: database.kind,
    rooms,
    seeded,
    seedSeconds,
    viewIds,
    propertyId: String(busiest.property_id),
    typeId: String(type?.type_id),
    reservations,
    cookies,
    replica: replica !== undefined,
  };

  process.on('message', (message: { type?: string; name?: string }) => {
    if (message.type === 'profile-start') {
      void startProfile().then(() => process.send?.({ type: 'profile-start', value: 0 }));
      return;
    }
    if (message.type === 'profile-stop') {
      void stopProfile(options.cpuProf, message.name ?? 'profile').then((path) => process.send?.({ type: 'profile-stop', value: path }));
      return;
    }
    if (message.type === 'cpu') {
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', value: user + system });
      return;
    }
    if (message.type === 'settle') {
      const started = performance.now();
      void settle(database).then(() => process.send?.({ type: 'settle', value: performance.now() - started }));
      return;
    }
    if (message.type !== 'stop') return;
    void (async () => {
      await Promise.allSettled([app.close(), bare.close()]);
      await database.close();
      await rm(scratch, { recursive: true, force: true });
      process.disconnect?.();
    })();
  });
  process.send?.(ready);
}

/** Session cookies for the signed-in viewers, of users kept in the bench database for this. */
async function benchCookies(db: Db, viewers: readonly ViewerName[]): Promise<Partial<Record<ViewerName, string>>> {
  const cookies: Partial<Record<ViewerName, string>> = {};
  for (const viewer of viewers) {
    if (viewer === 'anonymous') continue;
    const email = `bench-${viewer}@bench.habita`;
    const [found] = rowsOf(await db.execute(sql`SELECT id FROM users WHERE lower(email) = ${email}`));
    const id = found
      ? String(found.id)
      : await createAccount(db, { email, name: `Bench ${viewer}`, role: viewer, language: 'en', passwordHash: null, verified: true });
    const secret = await createSession(db, id, DEFAULT_AUTH_SETTINGS.session, {});
    cookies[viewer] = `${SESSION_COOKIE}=${secret}`;
  }
  return cookies;
}

/**
 * Waits until the database has finished the work of the previous scenario: requests whose
 * client has gone still run their queries, and would slow the next scenario down.
 */
async function settle(database: Database): Promise<void> {
  const deadline = performance.now() + 120_000;
  while (performance.now() < deadline) {
    // Through the pool, so this waits behind every query already queued there.
    if (database.kind === 'pglite') {
      await database.db.execute(sql`SELECT 1`);
      return;
    }
    const [row] = rowsOf(
      await database.db.execute(sql`SELECT count(*) AS n FROM pg_stat_activity
        WHERE datname = current_database() AND state = 'active' AND pid <> pg_backend_pid()`),
    );
    if (Number(row?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The yardstick: Fastify with no plugins and one indexed query for a page. `/bare-wide` is the
 * same query for every column, to tell the cost of the payload from the cost of the API's work.
 */
function bareApp(db: Db): FastifyInstance {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => {
    const result = await db.execute(
      sql`SELECT id, name, monthly_price FROM rooms WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 20`,
    );
    return { docs: rowsOf(result) };
  });
  bare.get('/bare-wide', async () => {
    const result = await db.execute(
      sql`SELECT * FROM rooms WHERE deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT 20`,
    );
    return { docs: rowsOf(result) };
  });
  return bare;
}

// ---------------------------------------------------------------------------------------------
// Driver side: scenarios, autocannon, the report.

interface Scenario {
  name: string;
  /** The scenario the viewers' runs share (its name without the viewer). */
  group?: string;
  /** Reported for what it shows, with no aim of the issue's (records nobody read lately, totals never reused). */
  reportedOnly?: boolean;
  kind: 'bare' | 'bare-wide' | 'list' | 'search' | 'view' | 'public' | 'quote';
  base: string;
  /** The path of every request, or of the first when `paths` rotates. */
  path: string;
  paths?: string[];
  /** JSON bodies to POST, rotating; a GET when absent. */
  bodies?: string[];
  /**
   * A list page (its address) whose last record this scenario reads from: `&after=<its _id>` is
   * added for each viewer, as a pager reading the next page from the one it shows.
   */
  afterLastOf?: string;
  /** Who asks: the bare routes have no viewers. */
  viewer?: ViewerName;
  cookie?: string;
}

/** Each scenario of the API once per viewer, the bare routes once. */
function perViewer(all: Scenario[], ready: Ready, options: Options): Scenario[] {
  return all.flatMap((scenario) =>
    scenario.kind === 'bare' || scenario.kind === 'bare-wide'
      ? [scenario]
      : options.viewers.map((viewer) => ({ ...scenario, name: `${scenario.name} · ${viewer}`, group: scenario.name, viewer, cookie: ready.cookies[viewer] })),
  );
}

interface Measured {
  scenario: Scenario;
  matches: string;
  rps: number;
  /** Responses received in the measured window. */
  completed: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  statuses: string;
  /** Server process CPU (Node: routing, validation, SQL building, driver, JSON) per request, ms. */
  cpuPerRequest: number;
  /** Response size, headers included. */
  bytesPerRequest: number;
  /** The 1-minute load average just before the scenario. */
  load: number;
  /** Cores other processes used in the second before the scenario, while the bench was idle. */
  others: number | undefined;
  /** With a replica: the share of the scenario's reads that may lag which the replica answered. */
  replicaShare?: number;
}

/** A day `days` from today, as the API speaks them. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Varied price caps for the public search: each a different search, so no total is reused. */
const VARIED_SEARCHES = 20_000;

function scenarios(ready: Ready, options: Options): Scenario[] {
  const api = ready.appUrl;
  const search = encodeURIComponent(options.search);
  // Three filters and a three-month stay starting in a month: what a visitor's first search looks like.
  const publicSearch = (priceMax: number) =>
    `/api/public/rooms?monthlyPriceMax=${priceMax}&type=${ready.typeId}&billsIncluded=true&from=${dayFromNow(30)}&to=${dayFromNow(120)}`;
  return [
    { name: 'bare route (1 indexed query)', kind: 'bare', base: ready.bareUrl, path: '/bare' },
    { name: 'bare route, all columns', kind: 'bare-wide', base: ready.bareUrl, path: '/bare-wide' },
    { name: 'list page 1', kind: 'list', base: api, path: '/api/rooms/?page=1&limit=20' },
    { name: 'list page 50', kind: 'list', base: api, path: '/api/rooms/?page=50&limit=20' },
    {
      name: 'list page 50 after page 49 (after=<its last _id>)',
      kind: 'list',
      base: api,
      path: '/api/rooms/?page=50&limit=20',
      afterLastOf: '/api/rooms/?page=49&limit=20',
    },
    {
      // Twenty rooms from each of a thousand places in the list, in turn: 20,000 records, four
      // times what a process keeps, so each page's records are read from the database (record-cache.ts).
      name: `list page after each of ${ready.viewIds.length} rooms (records not kept)`,
      kind: 'list',
      base: api,
      path: `/api/rooms/?page=2&limit=20&after=${ready.viewIds[0]}`,
      paths: ready.viewIds.map((id) => `/api/rooms/?page=2&limit=20&after=${id}`),
      reportedOnly: true,
    },
    { name: 'list status=available', kind: 'list', base: api, path: '/api/rooms/?status=available' },
    {
      name: `search name "${options.search}"`,
      kind: 'search',
      base: api,
      path: `/api/rooms/search/?searchString=${search}&searchField=name`,
    },
    {
      name: 'search property=<id>',
      kind: 'search',
      base: api,
      path: `/api/rooms/search/?searchString=${ready.propertyId}&searchField=property`,
    },
    {
      name: `view by id (${ready.viewIds.length} ids)`,
      kind: 'view',
      base: api,
      path: `/api/rooms/${ready.viewIds[0]}`,
      paths: ready.viewIds.map((id) => `/api/rooms/${id}`),
    },
    { name: 'public search: price, type, bills, dates', kind: 'public', base: api, path: publicSearch(60_000) },
    {
      name: `public search, ${VARIED_SEARCHES.toLocaleString('en')} price caps (every total counted)`,
      kind: 'public',
      base: api,
      path: publicSearch(50_000),
      paths: Array.from({ length: VARIED_SEARCHES }, (_, i) => publicSearch(50_000 + i)),
      reportedOnly: true,
    },
    {
      // The pricing engine with what it reads: room, seasons, costs, extras and promotions.
      name: `quote a stay (${ready.viewIds.length} rooms)`,
      kind: 'quote',
      base: api,
      path: '/api/booking/quote',
      // A year from a day every bulk room is available by: a stay each room's limits accept.
      bodies: ready.viewIds.map((room) => JSON.stringify({ room, from: dayFromNow(200), to: addMonths(dayFromNow(200), 12) })),
    },
  ];
}

/** The scenario's address with `after=` the last record of the page it reads on from, as its viewer sees it. */
async function withAnchor(scenario: Scenario): Promise<Scenario> {
  if (!scenario.afterLastOf) return scenario;
  const response = await fetch(scenario.base + scenario.afterLastOf, { headers: scenario.cookie ? { cookie: scenario.cookie } : {} });
  if (!response.ok) throw new Error(`${scenario.name}: GET ${scenario.afterLastOf} answered ${response.status}`);
  const body = (await response.json()) as { rooms: { docs: { _id: string }[] } };
  const last = body.rooms.docs.at(-1);
  if (!last) throw new Error(`${scenario.name}: ${scenario.afterLastOf} has no records`);
  return { ...scenario, path: `${scenario.path}&after=${last._id}` };
}

/** One request before the load: it must succeed, and says how many records a page spans. */
async function probe(scenario: Scenario): Promise<string> {
  const body0 = scenario.bodies?.[0];
  // A signed-in write says where it comes from, as a browser does (auth/same-origin.ts).
  const cookie: Record<string, string> = scenario.cookie ? { cookie: scenario.cookie, origin: scenario.base } : {};
  const response = await fetch(
    scenario.base + scenario.path,
    body0 ? { method: 'POST', headers: { 'content-type': 'application/json', ...cookie }, body: body0 } : { headers: cookie },
  );
  const text = await response.text();
  if (!response.ok) throw new Error(`${scenario.name}: ${body0 ? 'POST' : 'GET'} ${scenario.path} answered ${response.status}: ${text.slice(0, 300)}`);
  const body = JSON.parse(text) as { rooms?: { totalDocs?: number; docs?: unknown[] }; docs?: unknown[]; record?: unknown; quote?: unknown };
  if (body.quote) return '1';
  if (body.rooms) return `${body.rooms.docs?.length ?? 0} of ${body.rooms.totalDocs ?? '?'}`;
  if (body.docs) return `${body.docs.length}`;
  return body.record ? '1' : '0';
}

function run(scenario: Scenario, options: Options, seconds: number): Promise<autocannon.Result> {
  const paths = scenario.paths;
  const bodies = scenario.bodies;
  let next = 0;
  const cookie: Record<string, string> = scenario.cookie ? { cookie: scenario.cookie, origin: scenario.base } : {};
  const request: autocannon.Request = bodies
    ? {
        method: 'POST',
        path: scenario.path,
        headers: { 'content-type': 'application/json', ...cookie },
        body: bodies[0],
        setupRequest: (req) => ({ ...req, body: bodies[next++ % bodies.length] }),
      }
    : paths
    ? {
        method: 'GET',
        path: scenario.path,
        headers: cookie,
        setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }),
      }
    : { method: 'GET', path: scenario.path, headers: cookie };
  return autocannon({
    url: scenario.base,
    connections: options.connections,
    duration: seconds,
    requests: [request],
  });
}

/**
 * Asks the server process: `cpu` answers the CPU time it has used so far (µs), `settle` waits
 * until the database is idle and answers how long that took (ms).
 */
function ask(child: ChildProcess, type: 'cpu' | 'settle'): Promise<number>;
function ask(child: ChildProcess, type: 'profile-start' | 'profile-stop', name?: string): Promise<string | number>;
function ask(child: ChildProcess, type: string, name?: string): Promise<string | number> {
  return new Promise((resolve, reject) => {
    const gone = (code: number | null) => reject(new Error(`The bench server stopped (exit code ${code})`));
    const listen = (message: { type?: string; value?: number | string }) => {
      if (message.type !== type) return;
      child.off('message', listen);
      child.off('exit', gone);
      resolve(message.value ?? 0);
    };
    child.on('message', listen);
    child.once('exit', gone);
    child.send({ type, name });
  });
}

const isBare = (scenario: Scenario) => scenario.kind === 'bare' || scenario.kind === 'bare-wide';

/** A scenario measured, its progress printed, and with a replica the share of its reads the replica answered. */
async function measureNamed(listed: Scenario, options: Options, child: ChildProcess, profiles: string[], ready: Ready): Promise<Measured> {
  const scenario = await withAnchor(listed);
  process.stdout.write(`  ${scenario.name}… `);
  const before = ready.replica ? await laggingReads(ready.appUrl) : undefined;
  const measured = await measure(scenario, options, child, profiles);
  if (before) {
    const after = await laggingReads(ready.appUrl);
    const replica = after.replica - before.replica;
    const all = replica + after.primary - before.primary;
    if (all > 0) measured.replicaShare = replica / all;
  }
  console.log(`${measured.rps.toFixed(0)} req/s, p99 ${measured.p99} ms, load ${busyMark(measured)}`);
  return measured;
}

/** A file name for a scenario's profile. */
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

async function measure(scenario: Scenario, options: Options, child: ChildProcess, profiles: string[]): Promise<Measured> {
  await ask(child, 'settle');
  const matches = await probe(scenario);
  if (options.warmup > 0) await run(scenario, options, options.warmup);
  await ask(child, 'settle');
  const others = await othersCores();
  const load = loadavg()[0] ?? 0;
  if (options.cpuProf) await ask(child, 'profile-start');
  const cpuBefore = await ask(child, 'cpu');
  const result = await run(scenario, options, options.duration);
  const cpuMicros = (await ask(child, 'cpu')) - cpuBefore;
  if (options.cpuProf) {
    const path = String(await ask(child, 'profile-stop', slug(scenario.name)));
    const summary = summarize(JSON.parse(await readFile(path, 'utf8')) as CpuProfile);
    const perRequest = cpuMicros / Math.max(1, result.requests.total);
    profiles.push(profileTable(`${scenario.name} (load ${load.toFixed(2)})`, summary, result.requests.total, perRequest));
  }
  const statuses = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stat]) => `${code}×${stat.count ?? 0}`)
    .join(' ');
  return {
    scenario,
    matches,
    rps: result.requests.average,
    completed: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statuses,
    cpuPerRequest: result.requests.total > 0 ? cpuMicros / result.requests.total / 1000 : 0,
    bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
    load,
    others,
  };
}

/** A run with errors, non-2xx answers or no answer at all in the window is not a good run. */
function failed(r: Measured): boolean {
  return r.errors > 0 || r.non2xx > 0 || r.completed === 0;
}

/** The issue's aims: req/s against the bare route's, and p99 at 10 connections (at 50 on two cores, p99 is queueing). */
const AIMS: Partial<Record<Scenario['kind'], { ratio: number; p99: number }>> = {
  list: { ratio: 0.5, p99: 25 },
  search: { ratio: 0.5, p99: 25 },
  view: { ratio: 0.8, p99: 25 },
  public: { ratio: 0.4, p99: 50 },
  quote: { ratio: 0.5, p99: Infinity },
};
/** Connections up to which the p99 aims apply. */
const P99_AIMS_UP_TO_CONNECTIONS = 10;
/** Whether other processes shared the machine before a scenario: by the cores they used while the bench was idle, else by the load average. */
const busyBefore = (r: Pick<Measured, 'load' | 'others'>) => (r.others === undefined ? r.load > 1.5 : r.others > BUSY_CORES);
const busyMark = (r: Pick<Measured, 'load' | 'others'>) =>
  `${r.load.toFixed(2)} / ${r.others === undefined ? '–' : r.others.toFixed(2)}${busyBefore(r) ? ' ⚠ busy' : ''}`;

function report(ready: Ready, options: Options, results: Measured[], before: { load: number; others: number | undefined }): string {
  /**
   * What result `index` is compared with: the mean req/s of the bare route's runs just before and
   * just after its scenario (its viewers' runs lie between the two), or the one before at the end.
   */
  const bareAround = (index: number): number | undefined => {
    const before = results.slice(0, index + 1).findLast((r) => r.scenario.kind === 'bare');
    const after = results.slice(index + 1).find((r) => r.scenario.kind === 'bare');
    if (!before) return undefined;
    return results[index]!.scenario.kind === 'bare' || !after ? before.rps : (before.rps + after.rps) / 2;
  };
  const p99Aims = options.connections <= P99_AIMS_UP_TO_CONNECTIONS;
  const fixed = (n: number, digits = 1) => n.toFixed(digits);
  const cpu = cpus();
  const lines = [
    `# Collection API benchmark`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Database: ${ready.database}`,
    `- Rooms: ${ready.rooms.toLocaleString('en')}${ready.seeded ? ` (${ready.seeded.toLocaleString('en')} inserted this run in ${fixed(ready.seedSeconds)} s)` : ''}; reservations: ${ready.reservations.toLocaleString('en')}`,
    `- Node ${process.version}, ${cpu.length} CPU × ${cpu[0]?.model.trim() ?? 'unknown'}; before the run: load average ${fixed(before.load, 2)}, ` +
      `cores used by other processes ${before.others === undefined ? 'unknown' : fixed(before.others, 2)}` +
      (busyBefore(before) ? ' (other processes were busy: figures may be low)' : ''),
    `- autocannon: ${options.connections} connections, ${options.duration} s per scenario after ${options.warmup} s warm-up; database pool ${ready.kind === 'postgres' ? options.pool : 1}`,
    `- Aims (PostgreSQL), against the bare route's req/s: ${Object.entries(AIMS)
      .map(([kind, aim]) => `${kind} ≥ ${aim.ratio}×${aim.p99 < Infinity ? `, p99 < ${aim.p99} ms` : ''}`)
      .join('; ')}. The p99 aims apply up to ${P99_AIMS_UP_TO_CONNECTIONS} connections${p99Aims ? '' : ' (not to this run)'}.`,
    "- The machine's speed drifts within a run, so the bare route is measured again before each scenario's viewers and once at the end; each ratio is against the mean of the bare runs just before and just after its scenario.",
    '',
    '| scenario | matches (page of total) | req/s | p50 ms | p99 ms | errors / non-2xx | ratio vs bare | aim | server CPU ms/req | KB/resp | load average / cores others used before |' +
      (ready.replica ? ' read on the replica |' : ''),
    '|---|---|---:|---:|---:|---:|---:|---|---:|---:|---:|' + (ready.replica ? '---:|' : ''),
  ];
  for (const [index, r] of results.entries()) {
    const bareRps = bareAround(index);
    const ratio = bareRps ? r.rps / bareRps : 0;
    let aim = '';
    const aimed = AIMS[r.scenario.kind];
    if (aimed && !r.scenario.reportedOnly) {
      const met = ratio >= aimed.ratio && (!p99Aims || r.p99 < aimed.p99);
      aim = ready.kind === 'pglite' ? 'n/a (PGlite)' : met ? 'met' : 'missed';
    }
    const failures =
      `${r.errors}${r.timeouts ? ` (${r.timeouts} timeouts)` : ''} / ${r.non2xx}` + (r.statuses ? ` (${r.statuses})` : '');
    const rps = r.completed > 0 ? fixed(r.rps, 0) : '0 (no response in the window)';
    lines.push(
      `| ${r.scenario.name} | ${r.matches} | ${rps} | ${fixed(r.p50)} | ${fixed(r.p99)} | ${failures} | ${fixed(ratio, 2)}× | ${aim} | ${fixed(r.cpuPerRequest, 2)} | ${fixed(r.bytesPerRequest / 1024)} | ${busyMark(r)} |` +
        (ready.replica ? ` ${r.replicaShare === undefined ? '–' : `${Math.round(r.replicaShare * 100)} %`} |` : ''),
    );
  }
  lines.push(
    '',
    'server CPU ms/req: CPU time of the Node server process per request (routing, query building, driver, JSON);',
    ready.kind === 'pglite' ? 'with PGlite it includes the database itself.' : 'PostgreSQL\'s own time is not in it.',
  );
  if (ready.kind === 'pglite') {
    lines.push(
      '',
      '> PGlite runs inside the server process and serves one query at a time: these figures',
      '> are not the production ones. Set BENCH_DATABASE_URL to a PostgreSQL server for those.',
    );
  }
  lines.push(
    '',
    `load average / cores others used before: the 1-minute load average (the bench's own scenarios keep it up), and the cores`,
    `other processes used in the second before the scenario while the bench sent nothing; above ${BUSY_CORES} the scenario is marked busy.`,
  );
  const busy = results.filter(busyBefore);
  if (busy.length > 0) {
    lines.push('', `> ⚠ Other processes used the machine before ${busy.length} scenario(s) (marked busy). Rerun those on a quiet machine before reporting them.`);
  }
  if (results.some(failed)) {
    lines.push('', '> **Errors, non-2xx responses or scenarios without a single response were counted: this run is not a good run.**');
  }
  return lines.join('\n') + '\n';
}

function waitForReady(child: ChildProcess): Promise<Ready> {
  return new Promise((resolve, reject) => {
    child.on('message', (message: { type?: string }) => {
      if (message.type === 'ready') resolve(message as Ready);
    });
    child.once('exit', (code) => reject(new Error(`The bench server stopped before it was ready (exit code ${code})`)));
  });
}

async function drive(options: Options): Promise<void> {
  const before = { load: loadavg()[0] ?? 0, others: await othersCores() };
  const usingPostgres = !!(process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL);
  if (!usingPostgres) {
    console.log(
      'Note: no BENCH_DATABASE_URL or DATABASE_URL, so the bench uses PGlite in a temporary folder.\n' +
        '      PGlite serves one query at a time inside the server process: the figures are not the production ones.',
    );
  }
  const child = fork(fileURLToPath(import.meta.url), process.argv.slice(2), {
    env: { ...process.env, [ROLE_ENV]: 'server' },
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  try {
    const ready = await waitForReady(child);
    console.log(`${ready.database}, ${ready.rooms} rooms; ${options.connections} connections, ${options.duration} s per scenario`);
    const results: Measured[] = [];
    const chosen = perViewer(scenarios(ready, options), ready, options).filter(
      (s) => options.only.length === 0 || s.kind === 'bare' || options.only.includes(s.kind),
    );
    if (options.cpuProf) await mkdir(options.cpuProf, { recursive: true });
    const profiles: string[] = [];
    const bare = chosen.find((s) => s.kind === 'bare');
    for (const [index, listed] of chosen.entries()) {
      // The machine's speed drifts over a run: each scenario's viewers are compared with the bare
      // route measured just before and just after them, not with one taken minutes earlier.
      const previous = chosen[index - 1];
      const rebaseline = bare && previous && !isBare(listed) && !isBare(previous) && listed.group !== previous.group;
      if (rebaseline) results.push(await measureNamed({ ...bare, name: `${bare.name}, again` }, options, child, profiles, ready));
      results.push(await measureNamed(listed, options, child, profiles, ready));
    }
    if (bare && chosen.some((s) => !isBare(s))) results.push(await measureNamed({ ...bare, name: `${bare.name}, again at the end` }, options, child, profiles, ready));
    const table = report(ready, options, results, before);

    console.log('\n' + table);
    const folder = fileURLToPath(new URL('../.bench/', import.meta.url));
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, 'collections.md'), table);
    console.log(`Written to .bench/collections.md`);
    if (profiles.length > 0) {
      const text = `# Where the server's CPU goes, per scenario\n\nProfiles: ${options.cpuProf}\n\n${profiles.join('\n')}`;
      await writeFile(join(folder, 'profiles.md'), text);
      console.log(`Profile summaries written to .bench/profiles.md`);
    }
    if (results.some(failed)) process.exitCode = 1;
  } finally {
    if (child.connected) child.send({ type: 'stop' });
    const timer = setTimeout(() => child.kill(), 15_000);
    await exited;
    clearTimeout(timer);
  }
}

const options = parseOptions(process.argv.slice(2));
if (process.env[ROLE_ENV] === 'server') {
  await serve(options).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  await drive(options).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
