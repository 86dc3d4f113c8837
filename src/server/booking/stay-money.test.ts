import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rows } from '../db/rows.ts';
import { makeBookableRoom } from '../testing/bookable-room.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';

// What My room says a guest paid for a stay: money in less money back, by the ledger. A past
// stay whose €500 deposit came back (by a refund tied to no payment, as the demo's older ledger
// records it, or tied to its payment) shows what the guest kept paid, not the deposit too.

describe.each(databaseKinds())('a stay’s money on %s', (kind) => {
  const t = useTestApp(kind);
  let guest: TestUser;
  const stays: Record<string, string> = {};
  const exec = (statement: ReturnType<typeof sql>) => rows(t.database.db, statement);

  async function stay(room: string, from: string, to: string, status: string): Promise<string> {
    const [row] = await exec(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status) values (${room}, ${guest.id}, ${from}, ${to}, ${status}) returning id`);
    return String(row!.id);
  }
  async function operation(reservation: string, kind: string, amount: number, status: string, refundOf: string | null = null, ledger = status !== 'pending'): Promise<string> {
    const [row] = await exec(sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, provider, refund_of_id, due_date)
      values (${reservation}, ${guest.id}, ${kind}, ${amount}, ${status}, 'sandbox', ${refundOf}, current_date) returning id`);
    const id = String(row!.id);
    if (ledger) await exec(sql`insert into transactions (operation_id, amount, occurred_at) values (${id}, ${kind === 'refund' ? -amount : amount}, now())`);
    return id;
  }

  beforeAll(async () => {
    guest = await t.signIn('tenant');
    const { room } = await makeBookableRoom(t);
    // Older ledger: deposit, month 1 and the fee apart; the deposit returned by a refund tied to nothing.
    stays.older = await stay(room, '2020-01-01', '2020-04-01', 'completed');
    await operation(stays.older, 'deposit', 50_000, 'refunded');
    await operation(stays.older, 'first_month', 47_500, 'succeeded');
    await operation(stays.older, 'fee', 15_000, 'succeeded');
    await operation(stays.older, 'rent', 47_500, 'succeeded');
    await operation(stays.older, 'rent', 47_500, 'succeeded');
    await operation(stays.older, 'refund', 50_000, 'succeeded');
    // Booking's ledger: the deposit inside the first payment, paid back by a refund of it.
    stays.recent = await stay(room, '2021-01-01', '2021-03-01', 'completed');
    const first = await operation(stays.recent, 'first_month', 112_500, 'succeeded');
    await exec(sql`update paymentoperations set refunded_amount = 50000 where id = ${first}`);
    await operation(stays.recent, 'refund', 50_000, 'succeeded', first);
    await operation(stays.recent, 'rent', 47_500, 'succeeded');
    // Living there: one rent paid, the next owed.
    stays.live = await stay(room, '2030-01-01', '2030-04-01', 'confirmed');
    await operation(stays.live, 'first_month', 112_500, 'succeeded');
    await operation(stays.live, 'rent', 47_500, 'pending');
    // Over, the deposit's refund asked for and not yet paid out (pending, no ledger entry yet).
    stays.returning = await stay(room, '2022-01-01', '2022-03-01', 'completed');
    const paidFirst = await operation(stays.returning, 'first_month', 112_500, 'succeeded');
    await operation(stays.returning, 'rent', 47_500, 'succeeded');
    await operation(stays.returning, 'refund', 50_000, 'pending', paidFirst);
  });

  it('gives My room what was paid net of what came back, what came back, and what is owed', async () => {
    const response = await t.request({ method: 'GET', url: '/api/booking/my-stays', headers: { cookie: guest.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    const money = Object.fromEntries(
      (response.json().stays as { reservation: { _id: string }; money: unknown }[]).map((s) => [s.reservation._id, s.money]),
    );
    // 50,000 + 47,500 + 15,000 + 2 × 47,500 in, 50,000 back.
    expect(money[stays.older!]).toEqual({ paid: 157_500, refunded: 50_000, owed: 0, toPayBack: 0 });
    // 112,500 + 47,500 in, 50,000 back.
    expect(money[stays.recent!]).toEqual({ paid: 110_000, refunded: 50_000, owed: 0, toPayBack: 0 });
    expect(money[stays.live!]).toEqual({ paid: 112_500, refunded: 0, owed: 47_500, toPayBack: 0 });
    // Over, its €500 deposit still to come back: paid in full, and what Habita owes the guest said beside it.
    expect(money[stays.returning!]).toEqual({ paid: 160_000, refunded: 0, owed: 0, toPayBack: 50_000 });
  });
});
