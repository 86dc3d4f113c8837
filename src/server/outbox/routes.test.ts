import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { listDeliveriesRoute, retryDeliveryRoute } from '../../contracts/outbox.ts';
import { rows } from '../db/rows.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';
import { databaseKinds } from '../testing/databases.ts';
import { expectDocumented } from '../testing/documented-contracts.ts';
import { useTestApp } from '../testing/test-app.ts';

// Staff's list of failed deliveries and its Retry: filters, paging, masked summaries, and nobody
// else may look or retry.

describe.each(databaseKinds())('failed deliveries for staff on %s', (kind) => {
  // No worker: rows stay as the test leaves them.
  const t = useTestApp(kind, { as: 'staff', worker: false });

  async function failedMail(to: string, status: 'dead' | 'failing', createdMinutesAgo: number): Promise<string> {
    const id = (await enqueueMail(t.database.db, { kind: 'verify', to, name: 'Ana', language: 'en', link: 'http://habita.test/verification/x/y' }))!;
    await t.database.db.execute(
      sql`update outbox set status = ${status === 'dead' ? 'dead' : 'pending'}, attempts = ${status === 'dead' ? 12 : 2},
          last_error = '451 Mailbox busy', available_at = now() + interval '1 minute',
          created_at = now() - make_interval(mins => ${createdMinutesAgo}) where id = ${id}`,
    );
    return id;
  }

  it('lists failing and dead deliveries newest first, filtered and paged, with the recipient masked', async () => {
    const dead = await failedMail('ana.garcia@example.com', 'dead', 30);
    const failing = await failedMail('bob@example.com', 'failing', 10);
    await enqueueMail(t.database.db, { kind: 'verify', to: 'fine@example.com', name: 'F', language: 'en', link: 'http://habita.test/x' });

    const all = await t.get('/api/backoffice/outbox');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.headers['cache-control']).toBe('no-store');
    const docs = all.json().deliveries.docs as { _id: string }[];
    expect(docs.map((doc) => doc._id)).toEqual([failing, dead]);
    expect(all.json().deliveries.docs[1]).toMatchObject({
      topic: 'mail',
      summary: 'verify to a***a@example.com',
      status: 'dead',
      attempts: 12,
      maxAttempts: 12,
      lastError: '451 Mailbox busy',
      nextAttemptAt: null,
    });
    expect(all.body).not.toContain('ana.garcia');

    const onlyDead = (await t.get('/api/backoffice/outbox?status=dead')).json().deliveries;
    expect(onlyDead.docs.map((doc: { _id: string }) => doc._id)).toEqual([dead]);
    const page2 = (await t.get('/api/backoffice/outbox?limit=1&page=2')).json().deliveries;
    expect(page2).toMatchObject({ totalDocs: 2, page: 2, limit: 1, totalPages: 2, hasNextPage: false, hasPrevPage: true });
    expect(page2.docs.map((doc: { _id: string }) => doc._id)).toEqual([dead]);
  });

  it('Retry starts a dead delivery afresh, due now', async () => {
    const dead = await failedMail('carla@example.com', 'dead', 5);
    const answer = await t.request({ method: 'POST', url: `/api/backoffice/outbox/${dead}/retry`, payload: {} });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().delivery).toMatchObject({ _id: dead, status: 'pending', attempts: 0 });
    const [row] = await rows(t.database.db, sql`select status, attempts, available_at <= now() as due from outbox where id = ${dead}`);
    expect(row).toEqual({ status: 'pending', attempts: 0, due: true });
  });

  it('leaves a delivery that is still being tried to its worker: Retry is for dead ones', async () => {
    const failing = await failedMail('eva@example.com', 'failing', 3);
    const answer = await t.request({ method: 'POST', url: `/api/backoffice/outbox/${failing}/retry`, payload: {} });
    expect(answer.statusCode, answer.body).toBe(409);
    expect(answer.json()).toMatchObject({ status: 409, field: 'status', message: expect.stringMatching(/still being tried/) });
    const [row] = await rows(t.database.db, sql`select status, attempts, available_at > now() as waiting from outbox where id = ${failing}`);
    expect(row).toEqual({ status: 'pending', attempts: 2, waiting: true });
  });

  it('refuses bad input, unknown ids and delivered rows without changing anything', async () => {
    for (const query of ['status=lost', 'page=0', 'limit=1000', 'sort=x', 'page=abc']) {
      const answer = await t.get(`/api/backoffice/outbox?${query}`);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.json()).toMatchObject({ status: 400, field: expect.any(String) });
    }
    expect((await t.request({ method: 'POST', url: '/api/backoffice/outbox/not-an-id/retry' })).statusCode).toBe(400);
    const unknown = await t.request({ method: 'POST', url: `/api/backoffice/outbox/${randomUUID()}/retry` });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ status: 404 });
    const delivered = (await enqueueMail(t.database.db, { kind: 'verify', to: 'd@example.com', name: 'D', language: 'en', link: 'http://habita.test/x' }))!;
    await t.database.db.execute(sql`update outbox set status = 'delivered', delivered_at = now() where id = ${delivered}`);
    const again = await t.request({ method: 'POST', url: `/api/backoffice/outbox/${delivered}/retry` });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 409, field: 'status' });
    expect((await rows(t.database.db, sql`select status from outbox where id = ${delivered}`))[0]).toEqual({ status: 'delivered' });
  });

  it('names the unknown parameter it refuses', async () => {
    const answer = await t.get('/api/backoffice/outbox?sort=x');
    expect(answer.json()).toMatchObject({ status: 400, field: 'sort', message: 'sort: not a filter of this list (status, page, limit)' });
  });

  it('documents both routes with every answer their contracts declare', async () => {
    await expectDocumented(t, [listDeliveriesRoute, retryDeliveryRoute]);
  });

  it('someone else tries: a visitor gets 401, a tenant or landlord 403, and nothing is retried', async () => {
    const dead = await failedMail('dora@example.com', 'dead', 1);
    const visitor = await t.app.inject({ method: 'GET', url: '/api/backoffice/outbox' });
    expect(visitor.statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/backoffice/outbox/${dead}/retry` })).statusCode).toBe(401);
    for (const role of ['tenant', 'landlord'] as const) {
      const user = await t.signIn(role);
      expect((await t.request({ method: 'GET', url: '/api/backoffice/outbox', headers: { cookie: user.cookie } })).statusCode).toBe(403);
      const retry = await t.request({ method: 'POST', url: `/api/backoffice/outbox/${dead}/retry`, headers: { cookie: user.cookie } });
      expect(retry.statusCode).toBe(403);
      expect(retry.json()).toMatchObject({ status: 403 });
    }
    const admin = await t.signIn('admin');
    expect((await t.request({ method: 'GET', url: '/api/backoffice/outbox', headers: { cookie: admin.cookie } })).statusCode).toBe(200);
    expect((await rows(t.database.db, sql`select status, attempts from outbox where id = ${dead}`))[0]).toEqual({ status: 'dead', attempts: 12 });
  });
});
