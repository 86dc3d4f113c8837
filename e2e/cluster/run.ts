import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { createAccount } from '../../src/server/auth/accounts.ts';
import { createSession, SESSION_COOKIE } from '../../src/server/sessions/sessions.ts';
import { DEFAULT_AUTH_SETTINGS } from '../../src/server/auth/settings.ts';
import { openPostgres } from '../../src/server/db/database.ts';
import { rows } from '../../src/server/db/rows.ts';
import { startS3Server } from '../../src/server/testing/s3-server.ts';
import { appServer, type AppServer } from './app-server.ts';
import { startBalancer } from './balancer.ts';
import { startSteadyLoad, type LoadFigures } from './steady-load.ts';
import { freePort } from '../../src/server/testing/free-port.ts';

// `npm run test:cluster`: Habita as production runs it, on this machine. A fresh PostgreSQL
// database, an S3-compatible server, two app servers started at the same moment and HAProxy in
// front of them, all on 127.0.0.1. Each step checks one promise of running on many servers and
// prints its figures; any broken promise makes the run fail.

const ADMIN = { email: 'admin@cluster.test', password: 'Cluster-admin-2026!' };
const GUESTS = 200;

const problems: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) problems.push(what);
}


const serverUrl = process.env.CLUSTER_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.error('Set TEST_DATABASE_URL (or CLUSTER_DATABASE_URL) to a PostgreSQL server: postgres://user:pass@127.0.0.1:5432/postgres');
  process.exit(2);
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string): string {
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

const stamp = randomUUID().replaceAll('-', '').slice(0, 10);
const databaseName = `habita_cluster_${stamp}`;
const folder = await mkdtemp(join(tmpdir(), 'habita-cluster-'));
const [balancerPort, port1, port2] = await Promise.all([freePort(), freePort(), freePort()]);
const publicUrl = `http://127.0.0.1:${balancerPort}`;
const origin = publicUrl;

await onServer(`CREATE DATABASE ${databaseName}`);
const s3 = await startS3Server({ dir: join(folder, 's3'), bucket: 'habita-cluster' });
const database = await openPostgres(databaseUrl(databaseName), { max: 5 });
const db = database.db;

const env = (name: string): Record<string, string> => ({
  NODE_ENV: 'production',
  DATABASE_URL: databaseUrl(databaseName),
  DATA_DIR: join(folder, name),
  PUBLIC_URL: publicUrl,
  TRUST_PROXY: 'true',
  ADMIN_EMAIL: ADMIN.email,
  ADMIN_PASSWORD: ADMIN.password,
  SEED_ON_START: 'true',
  PAYMENTS_SANDBOX: 'true',
  S3_BUCKET: s3.settings.bucket,
  S3_ENDPOINT: s3.settings.endpoint!,
  S3_REGION: s3.settings.region,
  S3_ACCESS_KEY_ID: s3.settings.accessKeyId!,
  S3_SECRET_ACCESS_KEY: s3.settings.secretAccessKey!,
  LOG_LEVEL: 'info',
  // HAProxy checks every 250 ms and takes a server out at the first failure.
  SHUTDOWN_DELAY_SECONDS: '1',
  SMTP_URL: '',
});
const servers: AppServer[] = [appServer('app1', port1, env('app1')), appServer('app2', port2, env('app2'))];
const [app1, app2] = servers as [AppServer, AppServer];
let balancer: Awaited<ReturnType<typeof startBalancer>> | undefined;
const clusterStarted = Date.now();

async function login(base: string, email: string, password: string): Promise<Response> {
  return fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
}

function cookieOf(response: Response): string {
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`no session cookie (status ${response.status})`);
  return session.split(';')[0]!;
}

async function count(query: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows(db, query);
  return Number(row?.count ?? 0);
}

function printLoad(label: string, figures: LoadFigures): void {
  console.log(`  ${label}: ${figures.requests} requests, ${figures.failures} failed, ${figures.acknowledgedWrites.length} writes acknowledged`);
  for (const sample of figures.failureSamples) console.log(`    failure: ${sample}`);
}

async function lostWrites(figures: LoadFigures): Promise<number> {
  if (figures.acknowledgedWrites.length === 0) return 0;
  const found = await count(
    sql`select count(*)::int as count from partners where id = any(${`{${figures.acknowledgedWrites.join(',')}}`}::uuid[])`,
  );
  return figures.acknowledgedWrites.length - found;
}

try {
  console.log(`== two app servers start at the same moment on an empty database (${databaseName})`);
  const startedAt = performance.now();
  await Promise.all(servers.map((server) => server.start()));
  console.log(`  both ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
  const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as { entries: unknown[] };
  const applied = await count(sql`select count(*)::int as count from drizzle.__drizzle_migrations`);
  check(applied === journal.entries.length, `migrations applied once: ${applied} rows for ${journal.entries.length} migrations`);
  const seeders = servers.filter((server) => server.log().includes('demo data loaded')).length;
  check(seeders === 1, `demo data loaded by exactly one server (${seeders})`);
  const admins = await count(sql`select count(*)::int as count from users where email = ${ADMIN.email}`);
  check(admins === 1, `one first admin (${admins})`);

  balancer = await startBalancer(folder, balancerPort, servers);
  console.log(`  HAProxy on ${balancer.url} in front of ${app1.url} and ${app2.url}`);

  console.log('== a session made through one server works through the other');
  const adminCookie = cookieOf(await login(app1.url, ADMIN.email, ADMIN.password));
  const session = await fetch(`${app2.url}/api/auth/session`, { headers: { cookie: adminCookie } });
  const sessionBody = (await session.json()) as { user?: { email?: string } };
  check(session.ok && sessionBody.user?.email === ADMIN.email, `signed in on app1, app2 knows the admin (${session.status})`);

  console.log('== an upload made through one server is served by the other');
  const logo = await sharp({ create: { width: 64, height: 32, channels: 3, background: '#e8590c' } }).png().toBuffer();
  const form = new FormData();
  form.append('name', `Cluster partner ${stamp}`);
  form.append('logo', new Blob([logo], { type: 'image/png' }), 'logo.png');
  const upload = await fetch(`${app1.url}/api/partners/`, { method: 'POST', headers: { cookie: adminCookie, origin }, body: form });
  const uploaded = (await upload.json()) as { records?: { logo?: { url?: string } }[] };
  const logoUrl = uploaded.records?.[0]?.logo?.url;
  const served = logoUrl ? await fetch(`${app2.url}${logoUrl}`) : undefined;
  const servedBytes = served?.ok ? Buffer.from(await served.arrayBuffer()) : undefined;
  check(upload.status === 201 && Boolean(servedBytes?.equals(logo)), `uploaded on app1 (${upload.status}), the same bytes from app2 (${served?.status})`);

  console.log('== a logout on one server ends the session on the other (its session cache hears it)');
  const leaving = cookieOf(await login(app1.url, ADMIN.email, ADMIN.password));
  const whoOnApp2 = async () => ((await (await fetch(`${app2.url}/api/auth/session`, { headers: { cookie: leaving } })).json()) as { user?: unknown }).user ?? null;
  const knownBefore = (await whoOnApp2()) !== null;
  const out = await fetch(`${app1.url}/api/auth/logout`, { method: 'POST', headers: { cookie: leaving, origin } });
  const loggedOutAt = performance.now();
  let endedAfterMs: number | undefined;
  // App2 remembers sessions for up to 10 s; ending well within that shows the notice did it.
  while (performance.now() - loggedOutAt < 5_000) {
    if ((await whoOnApp2()) === null) {
      endedAfterMs = performance.now() - loggedOutAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  check(
    knownBefore && out.status === 204 && endedAfterMs !== undefined,
    `app2 knew the session, app1 logged it out (${out.status}), app2 refused it ${endedAfterMs === undefined ? 'not within 5 s' : `${Math.round(endedAfterMs)} ms later`}`,
  );

  console.log('== the login limit holds across both servers together');
  const target = `limited-${stamp}@cluster.test`;
  await createAccount(db, { email: target, name: 'Limited', role: 'tenant', language: 'en', passwordHash: null, verified: true });
  const limit = DEFAULT_AUTH_SETTINGS.limits.loginPerEmail.max;
  const tries: number[] = [];
  for (let attempt = 0; attempt <= limit; attempt += 1) {
    tries.push((await login(servers[attempt % 2]!.url, target, `wrong-password-${attempt}`)).status);
  }
  const refusedAt = tries.indexOf(429);
  check(refusedAt === limit, `${limit} wrong passwords alternating app1/app2, then 429 (statuses: ${tries.join(' ')})`);

  console.log(`== ${GUESTS} people reserve the same room and dates through the balancer`);
  const year = new Date().getUTCFullYear() + 3;
  const typeroom = await fetch(`${balancer.url}/api/typerooms/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: adminCookie, origin },
    body: JSON.stringify({ name: { es: 'Individual cluster', en: 'Single cluster' } }),
  }).then((response) => response.json() as Promise<{ records: { _id: string }[] }>);
  const property = await fetch(`${balancer.url}/api/properties/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: adminCookie, origin },
    body: JSON.stringify({
      title: { es: 'Piso del clúster', en: 'Cluster flat' },
      description: { es: 'Piso', en: 'Flat' },
      address: 'Calle del Clúster 1',
      city: 'Valencia',
      latitude: 39.47,
      longitude: -0.376,
      published: true,
    }),
  }).then((response) => response.json() as Promise<{ records: { _id: string }[] }>);
  const room = await fetch(`${balancer.url}/api/rooms/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: adminCookie, origin },
    body: JSON.stringify({
      property: property.records[0]!._id,
      name: { es: 'Habitación del clúster', en: 'Cluster room' },
      type: typeroom.records[0]!._id,
      monthlyPrice: 50_000,
      deposit: 50_000,
      minMonths: 1,
      status: 'available',
      published: true,
    }),
  }).then((response) => response.json() as Promise<{ records: { _id: string }[] }>);
  const guests: string[] = [];
  for (let index = 0; index < GUESTS; index += 1) {
    const id = await createAccount(db, { email: `guest-${index}-${stamp}@cluster.test`, name: `Guest ${index}`, role: 'tenant', language: 'en', passwordHash: null, verified: true });
    guests.push(`${SESSION_COOKIE}=${await createSession(db, id, DEFAULT_AUTH_SETTINGS.session, {})}`);
  }
  const reservations = await Promise.all(
    guests.map((cookie) =>
      fetch(`${balancer!.url}/api/booking/reservations`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie, origin },
        body: JSON.stringify({ room: room.records[0]!._id, from: `${year}-02-01`, to: `${year}-05-01` }),
      }).then((response) => response.status, () => 0),
    ),
  );
  const tally = (status: number) => reservations.filter((value) => value === status).length;
  const serverErrors = reservations.filter((status) => status >= 500 || status === 0).length;
  console.log(`  201: ${tally(201)}, 409: ${tally(409)}, 5xx or no answer: ${serverErrors}, other: ${GUESTS - tally(201) - tally(409) - serverErrors}`);
  const holds = await count(sql`select count(*)::int as count from roomreserves where room_id = ${room.records[0]!._id}`);
  check(tally(201) === 1 && tally(409) === GUESTS - 1 && holds === 1, `one hold, ${GUESTS - 1} × 409, no 5xx (${holds} reservation in the database)`);

  console.log('== steady load while one server is told to stop (SIGTERM), then comes back');
  const drainLoad = startSteadyLoad({ url: balancer.url, cookie: adminCookie, origin, clients: 8, label: `drain ${stamp}` });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const exitCode = await app2.stop();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await app2.start();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const drained = await drainLoad.stop();
  printLoad('load', drained);
  check(exitCode === 0, `app2 drained and exited 0 (exit code ${exitCode})`);
  check(drained.failures === 0, `no request failed while app2 drained (${drained.failures} of ${drained.requests})`);
  const drainLost = await lostWrites(drained);
  check(drainLost === 0, `every acknowledged write is in the database (${drainLost} lost of ${drained.acknowledgedWrites.length})`);

  console.log('== steady load while one server crashes (kill -9), then comes back');
  const crashLoad = startSteadyLoad({ url: balancer.url, cookie: adminCookie, origin, clients: 8, label: `crash ${stamp}` });
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const killedAt = Date.now();
  await app1.kill();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  await app1.start();
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const crashed = await crashLoad.stop();
  printLoad('load', crashed);
  // Only what app1 held when it died may fail (requests it was answering, and connections the
  // kernel had accepted for it): all at the moment of the kill, none once the balancer saw it gone.
  const lateFailures = crashed.failureTimes.filter((at) => at > killedAt + 1000).length;
  check(lateFailures === 0, `failures only at the moment app1 died (${crashed.failures}, ${lateFailures} of them later than 1 s after the kill)`);
  const crashLost = await lostWrites(crashed);
  check(crashLost === 0, `every acknowledged write is in the database (${crashLost} lost of ${crashed.acknowledgedWrites.length})`);

  console.log('== scheduled jobs ran once per tick across both servers');
  const runs = await rows(
    db,
    sql`select job, count(*)::int as runs, count(distinct tick)::int as ticks, count(distinct server)::int as servers,
          extract(epoch from max(tick) - min(tick))::float as span
        from job_runs group by job order by job`,
  );
  const elapsedSeconds = (Date.now() - clusterStarted) / 1000;
  for (const run of runs) console.log(`  ${run.job}: ${run.runs} runs on ${run.ticks} ticks by ${run.servers} server(s) in ${elapsedSeconds.toFixed(0)} s`);
  check(runs.length > 0, `jobs ran (${runs.length} kinds)`);
  check(
    runs.every((run) => run.runs === run.ticks),
    'never two runs of one job in one tick',
  );

  console.log('== figures');
  console.log(
    `  requests ${drained.requests + crashed.requests}, failures ${drained.failures} (drain) + ${crashed.failures} (crash), lost writes ${drainLost + crashLost}, job runs ${runs.map((run) => `${run.job} ${run.runs}`).join(', ')}`,
  );
} catch (error) {
  problems.push((error as Error).message);
  console.error(error);
} finally {
  await balancer?.stop();
  await Promise.all(servers.map((server) => server.kill()));
  if (problems.length > 0) for (const server of servers) console.log(`--- ${server.name} log (last lines)\n${server.log().split('\n').slice(-40).join('\n')}`);
  await database.close();
  await s3.stop();
  await onServer(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`).catch(() => undefined);
  await rm(folder, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.log(`cluster test: ${problems.length} problem(s):\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('cluster test: every check passed');
