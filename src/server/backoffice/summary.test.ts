import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { EXACT_COUNT_LIMIT } from '../collections/store.ts';
import { databaseKinds } from '../testing/databases.ts';
import { expectRefusal } from '../testing/refusals.ts';
import { createSample } from '../testing/samples.ts';
import { useTestApp, type TestApp } from '../testing/test-app.ts';
import { discountSummary } from './discounts.ts';
import { paymentSummary } from './payments.ts';
import { backofficeContracts, discountSummaryRoute, paymentSummaryRoute } from '../../contracts/backoffice.ts';
import { MAX_RECENT } from '../../contracts/backoffice-values.ts';

// The back-office figures: counts that agree with the list API, recent changes in order and
// paged without gaps, payment and discount figures from known records, and refused input.

const collection = (name: string) => getCollection(name)!;
const sample = (t: TestApp, name: string) => createSample(t, collection(name));

async function json(t: TestApp, url: string) {
  const response = await t.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

/** A fixed "today" for the money figures, far from the dates samples use. */
const NOW = new Date('2030-06-15T12:00:00Z');

describe.each(databaseKinds())('back-office summary on %s', (kind) => {
  const t = useTestApp(kind);
  const exec = (statement: ReturnType<typeof sql>) => t.database.db.execute(statement);

  describe('counts', () => {
    it('counts live records of every collection, as the list API does', async () => {
      const tag = await sample(t, 'tags');
      await sample(t, 'tags');
      await t.request({ method: 'DELETE', url: `/api/tags/soft/${tag._id}` });
      await sample(t, 'tenants');

      const summary = await json(t, '/api/summary/');
      expect(Object.keys(summary.counts).sort()).toEqual(collections.map((c) => c.name).sort());
      for (const { name } of collections) {
        const listed = await json(t, `/api/${name}/?limit=1`);
        expect(summary.counts[name], name).toBe(listed[name].totalDocs);
      }
      expect(summary.counts.tenants).toBeGreaterThanOrEqual(1);
      expect(summary.estimated).toEqual([]);
      expect(await json(t, '/api/summary/counts')).toEqual({ counts: summary.counts, estimated: [] });
    });

    it('gives the list API\'s estimate for a collection past the exact limit, and says so', async () => {
      await exec(sql`insert into partners (name, "order") select 'Partner ' || i, i from generate_series(1, ${EXACT_COUNT_LIMIT + 250}) i`);
      await exec(sql`analyze partners`);
      const summary = await json(t, '/api/summary/');
      const listed = await json(t, '/api/partners/?limit=1');
      expect(summary.estimated).toContain('partners');
      expect(summary.counts.partners).toBe(listed.partners.totalDocs);
      expect(summary.counts.partners).toBeGreaterThan(EXACT_COUNT_LIMIT);
    });
  });

  describe('recent changes', () => {
    it('lists each record once at its latest change: created, updated or removed', async () => {
      const first = await sample(t, 'tags');
      const second = await sample(t, 'tags');
      const edited = await t.send('PUT', `/api/tags/${first._id}`, { name: { es: 'Etiqueta editada', en: 'Edited tag name' } });
      expect(edited.statusCode, edited.body).toBe(200);
      const removed = await t.request({ method: 'DELETE', url: `/api/tags/soft/${second._id}` });
      expect(removed.statusCode, removed.body).toBe(200);
      const third = await sample(t, 'tags');

      const { recent } = await json(t, '/api/summary/?limit=3');
      expect(recent.map((r: { _id: string; change: string }) => [r._id, r.change])).toEqual([
        [third._id, 'created'],
        [second._id, 'removed'],
        [first._id, 'updated'],
      ]);
      expect(recent[2]).toMatchObject({ collection: 'tags', title: 'Edited tag name', deletedAt: null });
      expect(recent[1].deletedAt).toBe(recent[1].changedAt);
    });

    it("titles a record by its title field, following a reference to the referenced record's title", async () => {
      const tenant = await sample(t, 'tenants');
      const user = await json(t, `/api/users/${tenant.user as string}`);
      const { recent } = await json(t, '/api/summary/?limit=1');
      expect(recent[0]).toMatchObject({ collection: 'tenants', _id: tenant._id, title: user.record.email });

      const room = await sample(t, 'rooms');
      const latest = await json(t, '/api/summary/recent?limit=1&collection=rooms');
      expect(latest.recent[0]).toMatchObject({ _id: room._id, title: (room.name as { en: string }).en });
    });

    it('pages through every change with the cursor, none twice and none missed', async () => {
      for (let i = 0; i < 5; i++) await sample(t, 'genders');
      // Same instant for all: the page boundaries must split ties by id.
      await exec(sql`update genders set updated_at = '2030-01-01T00:00:00Z', created_at = '2030-01-01T00:00:00Z'`);
      const all = await json(t, `/api/summary/recent?collection=genders&limit=${MAX_RECENT}`);
      expect(all.nextCursor).toBeNull();

      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { recent: { _id: string; collection: string }[]; nextCursor: string | null } = await json(
          t,
          `/api/summary/recent?collection=genders&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.recent.every((r) => r.collection === 'genders')).toBe(true);
        seen.push(...page.recent.map((r) => r._id));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen).toEqual(all.recent.map((r: { _id: string }) => r._id));
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBeGreaterThanOrEqual(5);
    });

    it('refuses bad parameters in the error shape, naming them', async () => {
      const cases: [string, string][] = [
        ['limit=0', 'limit'],
        [`limit=${MAX_RECENT + 1}`, 'limit'],
        ['limit=ten', 'limit'],
        ['limit=1&limit=2', 'limit'],
        ['collection=nothing', 'collection'],
        ['cursor=yesterday', 'cursor'],
        ['cursor=2030-01-01T00:00:00.000000Z_not-an-id', 'cursor'],
        ['cursor=2030-02-30T00:00:00.000000Z_00000000-0000-4000-8000-000000000000', 'cursor'],
        ['sort=-createdAt', 'sort'],
      ];
      for (const [query, field] of cases) {
        expectRefusal(await t.get(`/api/summary/?${query}`), 400, field, query);
        expectRefusal(await t.get(`/api/summary/recent?${query}`), 400, field, query);
      }
      expectRefusal(await t.get('/api/summary/payments?month=2030-01'), 400, 'month');
      expectRefusal(await t.get('/api/summary/counts?collection=rooms'), 400, 'collection');
      expectRefusal(await t.get('/api/summary/discounts?all=true'), 400, 'all');
    });
  });

  describe('payments', () => {
    it('sums operations by status, finds what is overdue, due soon or failed, and totals the ledger by month', async () => {
      const reservation = await sample(t, 'roomreserves');
      const operation = async (kind: string, amount: number, status: string, dueDate: string) => {
        const result = await exec(sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date)
          values (${reservation._id}, ${reservation.user as string}, ${kind}, ${amount}, ${status}, ${dueDate}) returning id`);
        return String((result as unknown as { rows: { id: string }[] }).rows[0]!.id);
      };
      const entry = (operationId: string, amount: number, occurredAt: string) =>
        exec(sql`insert into transactions (operation_id, amount, provider_event_id, occurred_at)
          values (${operationId}, ${amount}, ${`evt_${operationId}_${occurredAt}`}, ${occurredAt}::timestamptz)`);

      const overdue = await operation('rent', 1000, 'pending', '2030-06-12');
      await operation('rent', 2000, 'pending', '2030-06-17'); // due soon
      await operation('rent', 4000, 'pending', '2030-07-20'); // due later
      const failed = await operation('rent', 3000, 'failed', '2030-06-05');
      await operation('fee', 500, 'failed', '2030-05-20'); // paid again two days later
      const retried = await operation('fee', 500, 'succeeded', '2030-05-22');
      const paid = await operation('deposit', 8000, 'succeeded', '2030-06-01');
      await operation('refund', 600, 'pending', '2030-06-30');
      const lateRefund = await operation('refund', 340, 'pending', '2030-06-10'); // Habita owes it back, five days late
      await operation('refund', 120, 'pending', '2030-06-14');
      await entry(paid, 8000, '2030-06-01T10:00:00Z');
      await entry(paid, -300, '2030-06-10T10:00:00Z');
      await entry(retried, 500, '2030-05-22T09:00:00Z');
      await entry(retried, 700, '2029-12-31T23:59:59Z'); // before the six months shown

      const summary = await paymentSummary(t.database.db, NOW);
      expect(summary.today).toBe('2030-06-15');
      expect(summary.byStatus).toEqual([
        { status: 'pending', count: 6, amount: 8060 },
        { status: 'succeeded', count: 2, amount: 8500 },
        { status: 'failed', count: 2, amount: 3500 },
        { status: 'refunded', count: 0, amount: 0 },
        { status: 'cancelled', count: 0, amount: 0 },
      ]);
      // What tenants owe and what Habita owes back are apart: late refunds are not "owed" to Habita.
      expect(summary.overdue).toEqual({ count: 1, amount: 1000 });
      expect(summary.refundsLate).toEqual({ count: 2, amount: 460 });
      expect(summary.dueSoon).toEqual({ count: 1, amount: 2000 });
      expect(summary.failedUnresolved).toEqual({ count: 1, amount: 3000 });
      // Charges due in June: 1000 + 2000 + 3000 + 8000 (refunds are not charges); only the deposit is paid.
      expect(summary.dueThisMonth).toEqual({ count: 4, amount: 14000, paidCount: 1, paidAmount: 8000 });
      expect(summary.attention.map((a) => [a._id, a.reason])).toEqual([
        [failed, 'failed'],
        [lateRefund, 'refund_late'],
        [overdue, 'overdue'],
        [expect.any(String), 'refund_late'],
      ]);
      expect(summary.attention[0]).toMatchObject({ reservation: reservation._id, user: reservation.user, kind: 'rent', amount: 3000 });
      expect(summary.months.map((m) => m.month)).toEqual(['2030-01', '2030-02', '2030-03', '2030-04', '2030-05', '2030-06']);
      expect(summary.months.at(-1)).toEqual({ month: '2030-06', received: 8000, paidBack: 300, net: 7700, entries: 2 });
      expect(summary.months.at(-2)).toEqual({ month: '2030-05', received: 500, paidBack: 0, net: 500, entries: 1 });
      expect(summary.recentTransactions.map((e) => e.amount)).toEqual([-300, 8000, 500, 700]);
      expect(summary.recentTransactions[0]).toMatchObject({ operation: paid, kind: 'deposit' });

      const answered = await json(t, '/api/summary/payments');
      const today = await paymentSummary(t.database.db);
      expect(answered).toEqual(JSON.parse(JSON.stringify(today)));
      expect(paymentSummaryRoute.responses[200].schema.safeParse(answered).error?.issues ?? []).toEqual([]);
    });

    it('counts as due soon only what tenants pay, not a refund Habita will pay back', async () => {
      const reservation = await sample(t, 'roomreserves');
      const before = await paymentSummary(t.database.db, NOW);
      await exec(sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date)
        values (${reservation._id}, ${reservation.user as string}, 'refund', 150, 'pending', '2030-06-18')`);
      const after = await paymentSummary(t.database.db, NOW);
      expect(after.dueSoon).toEqual(before.dueSoon);
      expect(after.byStatus[0]).toEqual({ status: 'pending', count: before.byStatus[0]!.count + 1, amount: before.byStatus[0]!.amount + 150 });
    });
  });

  describe('discounts', () => {
    it('places each promotion by date, switch and uses, and sums its bookings and the discount given', async () => {
      const promotion = async (name: string, values: Record<string, unknown>, usesCount = 0) => {
        const response = await t.send('POST', '/api/promotions/', { name: { es: name, en: name }, percentOff: 10, ...values });
        expect(response.statusCode, response.body).toBe(201);
        const id = response.json().records[0]._id as string;
        await exec(sql`update promotions set uses_count = ${usesCount} where id = ${id}`);
        return id;
      };
      const running = await promotion('Running', { validFrom: '2030-01-01', validTo: '2031-01-01', maxUses: 10 }, 3);
      const scheduled = await promotion('Scheduled', { validFrom: '2030-07-01' });
      const paused = await promotion('Paused', { active: false, validTo: '2031-01-01' });
      const usedUp = await promotion('Used up', { maxUses: 2 }, 2);
      const ended = await promotion('Ended', { validTo: '2030-06-15' });

      const book = async (status: string, quote: unknown) => {
        const reservation = await sample(t, 'roomreserves');
        await exec(sql`update roomreserves set promotion_id = ${running}, status = ${status}, quote = ${JSON.stringify(quote)}::jsonb
          where id = ${reservation._id}`);
        return reservation;
      };
      // Quotes as the pricing engine stores them: a discount is a line with a negative amount.
      const quoted = (...discounts: number[]) => ({
        lines: [{ kind: 'rent', amount: 300_000 }, { kind: 'deposit', amount: 50_000 }, ...discounts.map((amount) => ({ kind: 'discount', amount: -amount }))],
      });
      await book('confirmed', quoted(9000)); // 10% of six months of €150
      await book('completed', quoted(1500, 500)); // a percent and an amount off
      await book('hold', quoted(2700)); // not paid: no discount given yet
      await book('cancelled', quoted(2700));
      await book('confirmed', { months: 'six' }); // a quote without lines adds nothing

      const room = await sample(t, 'rooms');
      const price = async (from: string, to: string) => {
        const response = await t.send('POST', '/api/prices/', { room: room._id, from, to, monthlyPrice: 45000 });
        expect(response.statusCode, response.body).toBe(201);
        return response.json().records[0]._id as string;
      };
      await price('2030-01-01', '2030-03-01');
      const current = await price('2030-06-01', '2030-09-01');
      const upcoming = await price('2030-07-01', '2030-08-01');

      const summary = await discountSummary(t.database.db, NOW);
      const mine = summary.promotions.items.filter((p) => [running, scheduled, paused, usedUp, ended].includes(p._id));
      expect(mine.map((p) => [p._id, p.state])).toEqual([
        [running, 'running'],
        [scheduled, 'scheduled'],
        [paused, 'paused'],
        [usedUp, 'used_up'],
        [ended, 'ended'],
      ]);
      expect(mine[0]).toMatchObject({ bookings: 4, discountGiven: 9000 + 1500 + 500, usesCount: 3, maxUses: 10, percentOff: 10 });
      expect(summary.promotions.counts).toMatchObject({ running: 1, scheduled: 1, paused: 1, used_up: 1, ended: 1 });
      expect(summary.promotions).toMatchObject({ total: 5, bookings: 4, discountGiven: 11000 });

      expect(summary.prices.counts).toEqual({ current: 1, upcoming: 1, past: 1 });
      expect(summary.prices.items.map((p) => [p._id, p.state])).toEqual([
        [current, 'current'],
        [upcoming, 'upcoming'],
      ]);
      expect(summary.prices.items[0]).toMatchObject({ room: room._id, monthlyPrice: 45000, usualPrice: room.monthlyPrice });

      const answered = await json(t, '/api/summary/discounts');
      expect(answered).toEqual(JSON.parse(JSON.stringify(await discountSummary(t.database.db))));
      expect(discountSummaryRoute.responses[200].schema.safeParse(answered).error?.issues ?? []).toEqual([]);
    });
  });

  it('refuses visitors (401) and people who are not staff (403) on every route, before reading the parameters', async () => {
    const tenant = await t.signIn('tenant');
    const landlord = await t.signIn('landlord');
    for (const { path } of backofficeContracts) {
      for (const url of [path, `${path}?limit=ten&unknown=1`]) {
        expectRefusal(await t.request({ method: 'GET', url, headers: { cookie: '' } }), 401, undefined, url);
        for (const someone of [tenant, landlord]) {
          const refused = await t.request({ method: 'GET', url, headers: { cookie: someone.cookie } });
          expectRefusal(refused, 403, undefined, url);
          expect(refused.json().message).toBe('This is for Habita staff');
        }
      }
    }
  });

  it("answers each route in its contract's shape", async () => {
    await sample(t, 'roomreserves');
    for (const contract of backofficeContracts) {
      const parsed = contract.responses[200].schema.safeParse(await json(t, contract.path));
      expect(parsed.error?.issues ?? [], contract.path).toEqual([]);
    }
  });

  it('documents every answer each contract declares, and nothing else', async () => {
    const document = await json(t, '/api/docs/json');
    for (const contract of backofficeContracts) {
      const operation = document.paths[contract.path]?.[contract.method.toLowerCase()];
      expect(Object.keys(operation?.responses ?? {}).sort(), contract.path).toEqual(Object.keys(contract.responses).sort());
      expect(operation.tags, contract.path).toEqual(['Back-office']);
    }
    const recent = document.paths['/api/summary/recent'].get;
    expect(recent.parameters.map((p: { in: string; name: string }) => `${p.in}:${p.name}`).sort()).toEqual(['query:collection', 'query:cursor', 'query:limit']);
  });

  it('documents its routes in the OpenAPI document', async () => {
    const document = await json(t, '/api/docs/json');
    for (const path of ['/api/summary/', '/api/summary/counts', '/api/summary/recent', '/api/summary/payments', '/api/summary/discounts']) {
      expect(document.paths[path]?.get?.responses?.['200'], path).toBeDefined();
    }
  });
});
