import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcToday } from '../../catalog/days.ts';
import { CANCELLATION, refundRule } from '../../catalog/policies.ts';
import { rows } from '../db/rows.ts';
import { ledgerMismatches, makeStay, operationFigures, reservationStatus, startPaymentApp, type PaymentApp } from '../payments/testing/payment-app.ts';
import { databaseKinds } from '../testing/databases.ts';

// Staff cancel paid stays with the refund rule: the refunds are written with the cancellation,
// each asked of its provider afterwards, and one the provider refuses stays visible without
// keeping the others from being made. The ledger and the operations agree afterwards.

describe.each(databaseKinds())('staff cancellation with refunds on %s', (kind) => {
  let payments: PaymentApp;
  beforeAll(async () => {
    payments = await startPaymentApp(kind);
  });
  afterAll(async () => {
    await payments?.close();
  });

  const cancel = (reservation: string, who = payments.staff) =>
    payments.as(who, { method: 'POST', url: `/api/booking/reservations/${reservation}/cancel`, payload: { reason: 'Guest asked' } });
  const paid = (operation: string, provider: string, reference: string) =>
    payments.db.execute(sql`update paymentoperations set status = 'succeeded', provider = ${provider}, provider_reference = ${reference},
      paid_at = now() where id = ${operation}`);
  const entry = (operation: string, amount: number, event: string) =>
    payments.db.execute(sql`insert into transactions (operation_id, amount, provider_event_id, occurred_at) values (${operation}, ${amount}, ${event}, now())`);

  it('refunds everything paid well before move-in, even when one provider refuses', async () => {
    const stay = await makeStay(payments, { status: 'confirmed', laterMonths: 0 });
    // The first payment went through Stripe, which is not configured here: its refund cannot be made.
    await paid(stay.operation, 'stripe', 'pi_cancel');
    await entry(stay.operation, 120_000, 'stripe:evt_cancel_first');
    const [rent] = await rows(
      payments.db,
      sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date, provider, provider_reference, idempotency_key)
        values (${stay.reservation}, ${payments.guest.id}, 'rent', 50000, 'succeeded', current_date, 'sandbox', 'sbx_cancel_rent', ${`rent:${stay.reservation}:1`})
        returning id`,
    );
    const rentId = String(rent!.id);
    await entry(rentId, 50_000, 'sandbox:evt_cancel_rent');

    const answer = await cancel(stay.reservation);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await reservationStatus(payments.db, stay.reservation)).toBe('cancelled');
    const refunds = answer.json().refunds as { refundOf: string; amount: number; status: string }[];
    expect(refunds.map((r) => [r.refundOf, r.amount]).sort()).toEqual([[rentId, 50_000], [stay.operation, 120_000]].sort());
    expect(refunds.find((r) => r.refundOf === stay.operation)?.status).toBe('failed');

    // The sandbox refund is settled by its own signed event, delivered just after the answer.
    await expect.poll(async () => (await operationFigures(payments.db, rentId)).status).toBe('refunded');
    expect(await ledgerMismatches(payments.db)).toEqual([]);
    expect((await cancel(stay.reservation)).statusCode).toBe(409);
  });

  it('keeps rent and fees but pays the deposit back when cancelled close to move-in', async () => {
    const stay = await makeStay(payments, { status: 'confirmed', laterMonths: 0, dates: { from: new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10), to: new Date(Date.now() + 95 * 86_400_000).toISOString().slice(0, 10) } });
    await payments.db.execute(sql`update roomreserves set quote = quote || '{"deposit": 30000}'::jsonb where id = ${stay.reservation}`);
    await paid(stay.operation, 'sandbox', 'sbx_cancel_late');
    await entry(stay.operation, 120_000, 'sandbox:evt_cancel_late');

    const preview = await payments.as(payments.staff, { method: 'GET', url: `/api/booking/reservations/${stay.reservation}/cancellation` });
    expect(preview.json().refunds).toEqual([{ operation: stay.operation, kind: 'first_month', amount: 30_000 }]);
    const answer = await cancel(stay.reservation);
    expect(answer.statusCode, answer.body).toBe(200);
    await expect.poll(async () => (await operationFigures(payments.db, stay.operation)).refundedAmount).toBe(30_000);
    expect(await operationFigures(payments.db, stay.operation)).toMatchObject({ status: 'succeeded', ledger: 90_000 });
    expect(await ledgerMismatches(payments.db)).toEqual([]);
  });

  it('draws the line where the declared policy says: everything back from that many days before move-in, only the deposit a day later', async () => {
    const inDays = (days: number) => addDays(utcToday(), days);
    const preview = async (days: number) => {
      // One night each, back to back, so the two stays never share one.
      const stay = await makeStay(payments, { status: 'confirmed', laterMonths: 0, dates: { from: inDays(days), to: inDays(days + 1) } });
      await payments.db.execute(sql`update roomreserves set quote = quote || '{"deposit": 30000}'::jsonb where id = ${stay.reservation}`);
      await paid(stay.operation, 'sandbox', `sbx_line_${days}`);
      await entry(stay.operation, 120_000, `sandbox:evt_line_${days}`);
      const answer = await payments.as(payments.staff, { method: 'GET', url: `/api/booking/reservations/${stay.reservation}/cancellation` });
      expect(answer.statusCode, answer.body).toBe(200);
      await payments.db.execute(sql`update roomreserves set status = 'cancelled' where id = ${stay.reservation}`);
      return answer.json() as { rule: string; refunds: { amount: number }[] };
    };
    const onTheLine = await preview(CANCELLATION.fullRefundDays);
    expect(onTheLine.rule).toBe(refundRule());
    expect(onTheLine.rule).toContain(`${CANCELLATION.fullRefundDays} days`);
    expect(onTheLine.refunds.map((refund) => refund.amount)).toEqual([120_000]);
    expect((await preview(CANCELLATION.fullRefundDays - 1)).refunds.map((refund) => refund.amount)).toEqual([30_000]);
  });
});
