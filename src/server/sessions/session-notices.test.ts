import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { serverUrlOf } from '../testing/databases.ts';
import { useTestApp, type TestApp, type TestUser } from '../testing/test-app.ts';
import { SESSION_NOTICES_APPLICATION } from './session-notices.ts';

// On a PostgreSQL server each app remembers sessions for a few seconds (session-cache.ts). A change
// made by another server reaches this one only as a notice from the database; here the test plays
// that other server by changing the tables directly.

async function whoIs(t: TestApp, user: TestUser): Promise<string | null> {
  const response = await t.request({ method: 'GET', url: '/api/auth/session', headers: { cookie: user.cookie } });
  return (response.json() as { user: { email: string } | null }).user?.email ?? null;
}

/** A change nobody hears of: triggers off for this one connection (as a restore or a careless script would). */
async function unheard(t: TestApp, statement: string, values: unknown[]): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrlOf(t.database) });
  await client.connect();
  try {
    await client.query("SET session_replication_role = 'replica'");
    await client.query(statement, values);
  } finally {
    await client.end();
  }
}

async function remembered(t: TestApp, user: TestUser): Promise<void> {
  await expect.poll(() => t.app.sessionCache?.isListening).toBe(true);
  expect(await whoIs(t, user)).toBe(user.email);
}

describe.runIf(process.env.TEST_DATABASE_URL)('sessions remembered between notices, on postgres', () => {
  const t = useTestApp('postgres', { as: null });

  it('remembers a session: one removed without a notice still answers, which is why every change must send one', async () => {
    const user = await t.signIn('tenant');
    await remembered(t, user);
    await unheard(t, 'delete from auth_sessions where user_id = $1', [user.id]);
    expect(await whoIs(t, user)).toBe(user.email);
  });

  it('refuses a session another server ended, once its notice arrives', async () => {
    const user = await t.signIn('tenant');
    await remembered(t, user);
    await t.database.db.execute(sql`delete from auth_sessions where user_id = ${user.id}`);
    await expect.poll(() => whoIs(t, user)).toBeNull();
  });

  it('takes an account disabled or given another role elsewhere at its word', async () => {
    const staff = await t.signIn('staff');
    await remembered(t, staff);
    const panel = () => t.request({ method: 'GET', url: '/api/summary/counts', headers: { cookie: staff.cookie } });
    expect((await panel()).statusCode).toBe(200);
    await t.database.db.execute(sql`update users set role = 'tenant' where id = ${staff.id}`);
    await expect.poll(async () => (await panel()).statusCode).toBe(403);

    const tenant = await t.signIn('tenant');
    await remembered(t, tenant);
    await t.database.db.execute(sql`update users set disabled_at = now() where id = ${tenant.id}`);
    await expect.poll(() => whoIs(t, tenant)).toBeNull();
  });

  it("ends a session logged out here at once, on this server's next request", async () => {
    const user = await t.signIn('tenant');
    await remembered(t, user);
    const out = await t.request({ method: 'POST', url: '/api/auth/logout', headers: { cookie: user.cookie } });
    expect(out.statusCode).toBe(204);
    expect(await whoIs(t, user)).toBeNull();
  });

  it('remembers nothing while it cannot hear the notices, and listens again', async () => {
    const user = await t.signIn('tenant');
    await remembered(t, user);
    await t.database.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${SESSION_NOTICES_APPLICATION} and datname = current_database()`,
    );
    await expect.poll(() => t.app.sessionCache?.isListening).toBe(false);
    expect(t.app.sessionCache?.size).toBe(0);
    // Nothing remembered: a change nobody hears of counts at once.
    await unheard(t, 'delete from auth_sessions where user_id = $1', [user.id]);
    expect(await whoIs(t, user)).toBeNull();

    const again = await t.signIn('tenant');
    await remembered(t, again);
    await t.database.db.execute(sql`delete from auth_sessions where user_id = ${again.id}`);
    await expect.poll(() => whoIs(t, again)).toBeNull();
  });
});
