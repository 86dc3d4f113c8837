import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Database } from './database.ts';
import { isReplicaTrouble, readReplica, REPLICA_POOL, type ReadReplica } from './replica.ts';
import { rows } from './rows.ts';
import { createServer, type Server } from 'node:net';
import { openReplicaOf, openTestDatabase, replicaUrl, takeReplicaInTurn, type TestDatabase } from '../testing/databases.ts';

// Reads on a real streaming replica of the test server (made with pg_basebackup by .ci/run, see
// scripts/start-replica.sh): what the replica has replayed is read there; a replica that falls
// behind, is not a replica, does not answer or fails mid-read leaves the read to the primary.

const admin = (url: string) => new pg.Client({ connectionString: url });

async function onReplicaServerRows(statement: string): Promise<unknown[]> {
  const client = admin(replicaUrl()!);
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

const onReplicaServer = async (statement: string) => void (await onReplicaServerRows(statement));

async function until(condition: () => Promise<boolean>, what: string): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (await condition()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Gave up waiting until ${what}`);
}

const noteCount = (db: Parameters<Parameters<ReadReplica['read']>[0]>[0]) =>
  rows<{ n: number }>(db, sql`select count(*)::int as n from replica_notes`).then(([row]) => row!.n);

describe.skipIf(!replicaUrl())('reads on a streaming replica', () => {
  let primary: TestDatabase;
  let replicaDb: Database;
  const opened: ReadReplica[] = [];
  takeReplicaInTurn();

  beforeAll(async () => {
    primary = await openTestDatabase('postgres');
    await primary.db.execute(sql`create table replica_notes (id serial primary key, body text)`);
    replicaDb = await openReplicaOf(primary, { applicationName: 'habita-replica-test' });
  });
  afterEach(async () => {
    await onReplicaServer('select pg_wal_replay_resume()');
  });
  afterAll(async () => {
    for (const replica of opened) await replica.close();
    await primary?.dispose();
  });

  function replicaOf(options: Parameters<typeof readReplica>[2] = {}, database: Database = replicaDb): ReadReplica {
    const replica = readReplica(primary.db, database, { checkEveryMs: 60_000, ...options });
    if (database !== replicaDb) opened.push(replica);
    return replica;
  }

  it('reads what the replica has replayed from the replica', async () => {
    const replica = replicaOf();
    await primary.db.execute(sql`insert into replica_notes (body) values ('written on the primary')`);
    await until(async () => (await noteCount(replicaDb.db).catch(() => 0)) === 1, 'the replica replays the insert');
    expect(await replica.check()).toMatchObject({ usable: true });
    const seen = await replica.read(async (db) => {
      const [where] = await rows<{ recovering: boolean }>(db, sql`select pg_is_in_recovery() as recovering`);
      return { recovering: where!.recovering, notes: await noteCount(db) };
    });
    expect(seen).toEqual({ recovering: true, notes: 1 });
    expect(replica.counts).toMatchObject({ replica: 1, primary: 0 });
  });

  it('a replica behind by more than the lag allowed is not read from', async () => {
    const replica = replicaOf({ maxLagSeconds: 0.2 });
    await until(async () => (await replica.check()).usable, 'the replica is usable');
    await onReplicaServer('select pg_wal_replay_pause()');
    await primary.db.execute(sql`insert into replica_notes (body) values ('not replayed yet')`);
    const expected = await noteCount(primary.db);
    await until(async () => !(await replica.check()).usable, 'the replica counts as behind');
    expect(replica.state()).toMatchObject({ usable: false, reason: expect.stringMatching(/behind/) });
    expect(await noteCount(replicaDb.db)).toBe(expected - 1);
    // The read goes to the primary and sees the newest row.
    expect(await replica.read(noteCount)).toBe(expected);
    expect(replica.counts.primary).toBe(1);
  });

  it('a server that is not in recovery is not taken for a replica', async () => {
    const notReplica = await openPostgres(new URL(process.env.TEST_DATABASE_URL!).toString(), { max: 1 });
    const replica = replicaOf({}, notReplica);
    expect(await replica.check()).toEqual({ usable: false, reason: expect.stringMatching(/not a replica/) });
  });

  it('a replica that does not answer is not read from', async () => {
    const gone = await openPostgres('postgres://postgres:habita@127.0.0.1:1/postgres', { max: 1 });
    const replica = replicaOf({}, gone);
    expect(await replica.check()).toEqual({ usable: false, reason: expect.stringMatching(/does not answer/) });
    expect(await replica.read(noteCount)).toBe(await noteCount(primary.db));
  });

  it('a replica that stopped following the primary is behind, though it has replayed all it received', async () => {
    const replica = replicaOf({ maxLagSeconds: 0.5 });
    await until(async () => (await replica.check()).usable, 'the replica is usable');
    const [setting] = (await onReplicaServerRows('show primary_conninfo')) as Array<{ primary_conninfo: string }>;
    const conninfo = setting!.primary_conninfo;
    try {
      // Cut off from the primary, as a network split or a failover would leave it.
      await onReplicaServer(`alter system set primary_conninfo = ''`);
      await onReplicaServer('select pg_reload_conf()');
      await until(async () => (await onReplicaServerRows('select 1 from pg_stat_wal_receiver')).length === 0, 'the replica stops receiving');
      await primary.db.execute(sql`insert into replica_notes (body) values ('the replica never gets this')`);
      await until(async () => !(await replica.check()).usable, 'the replica counts as behind');
      expect(replica.state()).toMatchObject({ usable: false, reason: expect.stringMatching(/behind/), lagSeconds: expect.any(Number) });
      expect(await replica.read(noteCount)).toBe(await noteCount(primary.db));
    } finally {
      await onReplicaServer(`alter system set primary_conninfo = '${conninfo.replaceAll("'", "''")}'`);
      await onReplicaServer('select pg_reload_conf()');
      await until(async () => (await replica.check()).usable, 'the replica follows again');
    }
  });

  it('a replica host that swallows connections is given up on in seconds, and the primary answers', async () => {
    const silent: Server = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as { port: number }).port;
      const replica = replicaOf({}, await openPostgres(`postgres://postgres:habita@127.0.0.1:${port}/postgres`, { ...REPLICA_POOL, max: 1 }));
      expect(await replica.check()).toEqual({ usable: false, reason: expect.stringMatching(/does not answer/) });
      expect(await replica.read(noteCount)).toBe(await noteCount(primary.db));
    } finally {
      silent.close();
    }
  });

  it('a read the replica breaks off is answered by the primary', async () => {
    const replica = replicaOf();
    await until(async () => (await replica.check()).usable, 'the replica is usable');
    const reading = replica.read(async (db) => {
      const [row] = await rows<{ recovering: boolean }>(db, sql`select pg_is_in_recovery() as recovering from pg_sleep(1.5)`);
      return row!.recovering;
    });
    // The replica's server ends the connection mid-read (as a restart or a crash would).
    await until(async () => {
      const client = admin(replicaUrl()!);
      await client.connect();
      try {
        const ended = await client.query(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = 'habita-replica-test' and query like '%pg_sleep%' and pid <> pg_backend_pid()`,
        );
        return ended.rowCount! > 0;
      } finally {
        await client.end();
      }
    }, 'the replica read is running');
    expect(await reading).toBe(false);
    expect(replica.counts.fellBack).toBe(1);
    expect(replica.state()).toMatchObject({ usable: false, reason: expect.stringMatching(/failed on the replica/) });
  });
});

describe("which errors are the replica's trouble", () => {
  it('connection losses, shutdowns and recovery conflicts, wrapped or not; not a bad query', () => {
    expect(isReplicaTrouble({ code: 'ECONNREFUSED' })).toBe(true);
    expect(isReplicaTrouble({ code: '57P01' })).toBe(true);
    expect(isReplicaTrouble({ code: '08006' })).toBe(true);
    expect(isReplicaTrouble(new Error('Failed query', { cause: { code: '40001' } }))).toBe(true);
    expect(isReplicaTrouble(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isReplicaTrouble({ code: '42P01', message: 'relation "x" does not exist' })).toBe(false);
    expect(isReplicaTrouble(undefined)).toBe(false);
  });
});
