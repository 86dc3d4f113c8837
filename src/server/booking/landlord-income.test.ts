import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { quoteStay, type Quote } from '../../catalog/pricing.ts';
import { rows } from '../db/rows.ts';
import { databaseKinds } from '../testing/databases.ts';
import { useTestApp, type TestUser } from '../testing/test-app.ts';
import { paymentParts, rentOfEntry } from './landlord-income.ts';

// The landlord's income is rent: a room of €500 a month with a €500 deposit, Habita's €150
// management fee (once) and €25 cleaning a month, and 10% off the rent. Per month the landlord
// gets €450; the first payment is €625 (month 1 with the fee and cleaning, less the discount)
// plus the €500 deposit: €1,125. Expected figures are worked out by hand from these numbers.

type Doc = Record<string, unknown> & { _id: string };

function quoteOf(from: string, to: string): Quote {
  return quoteStay({
    from,
    to,
    today: '2031-01-01',
    room: { _id: 'room', property: 'home', monthlyPrice: 50_000, deposit: 50_000, minMonths: null, maxMonths: null, availableFrom: null },
    seasons: [],
    costs: [
      { _id: 'fee', name: 'Management fee', amount: 15_000, frequency: 'once', mandatory: true, room: null, property: null },
      { _id: 'cleaning', name: 'Cleaning', amount: 2_500, frequency: 'monthly', mandatory: true, room: null, property: null },
    ],
    extras: [],
    promotion: {
      _id: 'promo', name: '10% off', code: null, percentOff: 10, amountOff: null, validFrom: null, validTo: null,
      rooms: [], properties: [], minMonths: null, maxUses: null, usesCount: null, active: true,
    },
  });
}

const SPRING = quoteOf('2031-03-01', '2031-06-01');

describe('the rent in a payment', () => {
  it('is the quote’s, as the engine priced it', () => {
    expect(SPRING.firstPayment.total).toBe(112_500);
    expect(SPRING.months.map((month) => month.total)).toEqual([62_500, 47_500, 47_500]);
  });

  const quote = { deposit: SPRING.deposit, rentTotal: SPRING.rentTotal, discountTotal: SPRING.discountTotal };
  it('leaves out the deposit and Habita’s fee of a first payment, and the cleaning of each month', () => {
    expect(paymentParts({ payment: { kind: 'first_month', amount: 112_500 }, quote, month: SPRING.months[0]! })).toEqual({ deposit: 50_000, rent: 45_000 });
    expect(paymentParts({ payment: { kind: 'rent', amount: 47_500 }, quote, month: SPRING.months[1]! })).toEqual({ deposit: 0, rent: 45_000 });
    // The demo's older ledger: deposit, month 1 without the fee, and the fee, each a payment.
    expect(paymentParts({ payment: { kind: 'first_month', amount: 47_500 }, quote, month: SPRING.months[0]! })).toEqual({ deposit: 0, rent: 45_000 });
    expect(paymentParts({ payment: { kind: 'deposit', amount: 50_000 }, quote, month: null })).toEqual({ deposit: 50_000, rent: 0 });
    expect(paymentParts({ payment: { kind: 'fee', amount: 15_000 }, quote, month: null })).toEqual({ deposit: 0, rent: 0 });
  });

  it('is paid back after the deposit: a refund of the deposit alone takes nothing off', () => {
    const refund = (amount: number, refundedBefore: number) =>
      rentOfEntry({ amount: -amount, refund: true, payment: { kind: 'first_month', amount: 112_500 }, quote, month: SPRING.months[0]!, refundedBefore });
    expect(refund(50_000, 0)).toBe(0);
    expect(refund(20_000, 50_000)).toBe(-20_000);
    expect(refund(112_500, 0)).toBe(-45_000);
    expect(refund(40_000, 70_000)).toBe(-25_000);
    // A refund the provider reversed puts back what it took.
    expect(rentOfEntry({ amount: 20_000, refund: true, payment: { kind: 'first_month', amount: 112_500 }, quote, month: SPRING.months[0]!, refundedBefore: 70_000 })).toBe(20_000);
  });

  it('counts a payment of a reservation without a quote whole, as nothing says what else it holds', () => {
    expect(rentOfEntry({ amount: 40_000, refund: false, payment: { kind: 'rent', amount: 40_000 }, quote: null, month: null, refundedBefore: 0 })).toBe(40_000);
  });
});

describe.each(databaseKinds())('a landlord’s income on %s', (kind) => {
  const t = useTestApp(kind);
  let landlord: TestUser;
  let guest: TestUser;
  let home: Doc;
  const exec = (statement: ReturnType<typeof sql>) => rows(t.database.db, statement);

  async function create(name: string, values: Record<string, unknown>): Promise<Doc> {
    const response = await t.send('POST', `/api/${name}/`, values);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().records[0];
  }

  async function reservation(room: string, quote: Quote, status: string): Promise<string> {
    const [row] = await exec(sql`insert into roomreserves (room_id, user_id, start_date, end_date, status, quote, first_payment_total)
      values (${room}, ${guest.id}, ${quote.from}, ${quote.to}, ${status}, ${JSON.stringify(quote)}::jsonb, ${quote.firstPayment.total}) returning id`);
    return String(row!.id);
  }
  async function paid(reservationId: string, kind: string, amount: number, at: string, due: string | null = null, refundOf: string | null = null): Promise<string> {
    const [operation] = await exec(sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, provider, due_date, refund_of_id)
      values (${reservationId}, ${guest.id}, ${kind}, ${amount}, 'succeeded', 'sandbox', ${due}::date, ${refundOf}) returning id`);
    const id = String(operation!.id);
    await exec(sql`insert into transactions (operation_id, amount, occurred_at) values (${id}, ${kind === 'refund' ? -amount : amount}, ${at}::timestamptz)`);
    return id;
  }

  beforeAll(async () => {
    landlord = await t.signIn('landlord');
    guest = await t.signIn('tenant');
    const type = await create('typerooms', { name: { es: 'Doble', en: 'Double' } });
    home = await create('properties', { title: { es: 'Alba', en: 'Alba' }, address: 'Calle Alba 1', city: 'Valencia', landlord: landlord.id });
    const room = (name: string) => create('rooms', { property: home._id, name: { es: name, en: name }, type: type._id, monthlyPrice: 50_000 });
    const [a1, a2, a3] = [await room('A1'), await room('A2'), await room('A3')];

    // Spring: paid as booking does; its first payment and April's rent arrive in March.
    const spring = await reservation(a1._id, SPRING, 'confirmed');
    await paid(spring, 'first_month', 112_500, '2031-03-01T09:00:00Z', '2031-03-01');
    await paid(spring, 'rent', 47_500, '2031-03-30T09:00:00Z', '2031-04-01');

    // Summer: paid in February, cancelled in March: the deposit comes back, then €200 more.
    const summer = await reservation(a2._id, quoteOf('2031-07-01', '2031-10-01'), 'cancelled');
    const first = await paid(summer, 'first_month', 112_500, '2031-02-10T09:00:00Z', '2031-02-10');
    await paid(summer, 'refund', 50_000, '2031-03-05T09:00:00Z', null, first);
    await paid(summer, 'refund', 20_000, '2031-03-06T09:00:00Z', null, first);

    // Winter, the demo's older ledger: deposit, month 1 and the fee apart; its deposit comes
    // back in March by a refund tied to no payment.
    const winter = await reservation(a3._id, quoteOf('2030-12-01', '2031-03-01'), 'completed');
    await paid(winter, 'deposit', 50_000, '2030-11-20T09:00:00Z');
    await paid(winter, 'first_month', 47_500, '2030-11-20T09:00:00Z', '2030-12-01');
    await paid(winter, 'fee', 15_000, '2030-11-20T09:00:00Z');
    await paid(winter, 'refund', 50_000, '2031-03-10T09:00:00Z');
  });

  it('is the rent received in the month, less rent paid back, without deposits or Habita’s fee', async () => {
    const response = await t.request({ method: 'GET', url: '/api/booking/landlord/summary?from=2031-03-01&to=2031-04-01', headers: { cookie: landlord.cookie } });
    expect(response.statusCode, response.body).toBe(200);
    // 45,000 (March, in the first payment) + 45,000 (April's rent) − 20,000 (Summer's refund beyond its deposit).
    expect(response.json().properties[0].income).toBe(70_000);
    expect(response.json().totals.income).toBe(70_000);
  });

  it('counts November’s older-style payments as rent only', async () => {
    const response = await t.request({ method: 'GET', url: '/api/booking/landlord/summary?from=2030-11-01&to=2030-12-01', headers: { cookie: landlord.cookie } });
    expect(response.json().totals.income).toBe(45_000);
  });

  it('gives February the first payment’s rent, and nothing of its deposit', async () => {
    const response = await t.request({ method: 'GET', url: '/api/booking/landlord/summary?from=2031-02-01&to=2031-03-01', headers: { cookie: landlord.cookie } });
    expect(response.json().totals.income).toBe(45_000);
  });
});
