import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { properties, rooms } from '../../../catalog/collections/places.ts';
import { typerooms } from '../../../catalog/collections/reference.ts';
import type { Role } from '../../../catalog/types.ts';
import { buildApp, type AppOptions } from '../../app.ts';
import { DEFAULT_AUTH_SETTINGS } from '../../auth/settings.ts';
import { storeOf } from '../../collections/store.ts';
import type { Db } from '../../db/database.ts';
import { rows } from '../../db/rows.ts';
import { localStorage } from '../../files/storage.ts';
import { createMailer } from '../../mail/mailer.ts';
import { openTestDatabase, type DatabaseKind, type TestDatabase } from '../../testing/databases.ts';
import { makeTestUser, startTestWorker, type TestUser } from '../../testing/test-app.ts';
import type { PaymentSettings } from '../settings.ts';

// The real app with the payment routes, on a cloned test database, plus the rows a payment
// needs (a property with its landlord, a room, a reservation and its first payment) written
// directly, the way the booking module writes them.

export const PUBLIC_URL = 'http://habita.test';
export const SANDBOX_SECRET = 'sandbox-test-secret';

export interface PaymentApp {
  app: FastifyInstance;
  database: TestDatabase;
  db: Db;
  settings: PaymentSettings;
  staff: TestUser;
  guest: TestUser;
  landlord: TestUser;
  stranger: TestUser;
  property: string;
  room: string;
  as(user: TestUser | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startPaymentApp(kind: DatabaseKind, stripe: PaymentSettings['stripe'] = null, more: Partial<PaymentSettings> = {}): Promise<PaymentApp> {
  const database = await openTestDatabase(kind);
  const folder = await mkdtemp(join(tmpdir(), 'habita-payments-'));
  const settings: PaymentSettings = { holdMinutes: 15, sandboxWebhookSecret: SANDBOX_SECRET, stripe, publicUrl: PUBLIC_URL, ...more };
  const mailer = createMailer({ from: 'Habita <no-reply@habita.test>', outboxDir: join(folder, 'outbox') }, { info() {}, error() {} });
  const options: AppOptions = {
    db: database.db,
    storage: localStorage(join(folder, 'uploads')),
    mailer,
    auth: { ...DEFAULT_AUTH_SETTINGS, publicUrl: PUBLIC_URL },
    payments: settings,
  };
  const app = await buildApp(options);
  await app.ready();
  const worker = startTestWorker(app, database.db);

  const user = (role: Role) => makeTestUser(database, role);
  const [staff, guest, landlord, stranger] = await Promise.all([user('staff'), user('tenant'), user('landlord'), user('tenant')]);
  const type = await storeOf(typerooms).insertId(database.db, { name: { es: 'Individual', en: 'Single' } });
  const property = await storeOf(properties).insertId(database.db, {
    title: { es: 'Casa del río', en: 'River house' },
    address: 'Calle Colón 1',
    city: 'Valencia',
    published: true,
    landlord: landlord.id,
  });
  const room = await storeOf(rooms).insertId(database.db, { property, name: { es: 'Habitación azul', en: 'Blue room' }, type, monthlyPrice: 50_000, published: true });

  return {
    app,
    database,
    db: database.db,
    settings,
    staff,
    guest,
    landlord,
    stranger,
    property,
    room,
    as(person, inject) {
      const headers = { ...(inject.headers ?? {}) } as Record<string, string>;
      if (person) headers.cookie = person.cookie;
      if (!('origin' in headers)) headers.origin = PUBLIC_URL;
      return app.inject({ ...inject, headers });
    },
    async close() {
      await worker.stop();
      await app.close();
      await database.dispose();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

let nextYear = 2031;

export interface StayOptions {
  status?: 'hold' | 'pending_payment' | 'confirmed' | 'cancelled' | 'expired';
  /** Minutes until the hold lapses; negative for one already lapsed. */
  holdMinutes?: number;
  amount?: number;
  /** Months of rent after the first, each of this amount (the quote's later months). */
  laterMonths?: number;
  guest?: TestUser;
  /** Reuse these dates (to test a clash); otherwise a fresh year each time. */
  dates?: { from: string; to: string };
  room?: string;
}

export interface Stay {
  reservation: string;
  operation: string;
  from: string;
  to: string;
}

/** A reservation and its first payment, as the booking module writes them. */
export async function makeStay(payments: PaymentApp, options: StayOptions = {}): Promise<Stay> {
  const year = nextYear++;
  const { from, to } = options.dates ?? { from: `${year}-01-01`, to: `${year}-04-01` };
  const later = options.laterMonths ?? 2;
  const amount = options.amount ?? 120_000;
  const months = Array.from({ length: later + 1 }, (_, index) => ({
    index,
    start: `${from.slice(0, 5)}${String(index + 1).padStart(2, '0')}-01`,
    dueDate: `${from.slice(0, 5)}${String(index + 1).padStart(2, '0')}-01`,
    total: index === 0 ? amount : 50_000,
  }));
  const status = options.status ?? 'hold';
  const holdMinutes = options.holdMinutes ?? 15;
  const guest = options.guest ?? payments.guest;
  const [reservation] = await rows(
    payments.db,
    sql`insert into roomreserves (room_id, user_id, start_date, end_date, status, hold_expires_at, quote, first_payment_total)
      values (${options.room ?? payments.room}, ${guest.id}, ${from}::date, ${to}::date, ${status},
        now() + make_interval(mins => ${holdMinutes}), ${JSON.stringify({ months, firstPayment: { total: amount } })}::jsonb, ${amount})
      returning id`,
  );
  const reservationId = String(reservation!.id);
  const operationStatus = status === 'expired' || status === 'cancelled' ? 'cancelled' : 'pending';
  const [operation] = await rows(
    payments.db,
    sql`insert into paymentoperations (reservation_id, user_id, kind, amount, status, due_date, provider, idempotency_key)
      values (${reservationId}, ${guest.id}, 'first_month', ${amount}, ${operationStatus}, current_date, 'sandbox', ${`first:${reservationId}`})
      returning id`,
  );
  return { reservation: reservationId, operation: String(operation!.id), from, to };
}

export async function reservationStatus(db: Db, id: string): Promise<string> {
  const [row] = await rows(db, sql`select status from roomreserves where id = ${id}`);
  return String(row?.status);
}

export interface OperationFigures {
  status: string;
  amount: number;
  refundedAmount: number;
  provider: string;
  ledger: number;
}

export async function operationFigures(db: Db, id: string): Promise<OperationFigures> {
  const [row] = await rows(
    db,
    sql`select o.status, o.amount, coalesce(o.refunded_amount, 0) as refunded, o.provider,
        (select coalesce(sum(t.amount), 0)::bigint from transactions t
          where t.operation_id = o.id or t.operation_id in (select r.id from paymentoperations r where r.refund_of_id = o.id)) as ledger
      from paymentoperations o where o.id = ${id}`,
  );
  return { status: String(row!.status), amount: Number(row!.amount), refundedAmount: Number(row!.refunded), provider: String(row!.provider), ledger: Number(row!.ledger) };
}

/**
 * The ledger and the operations agree: for every payment, the sum of its entries and its
 * refunds' entries is what was paid less what went back.
 */
export async function ledgerMismatches(db: Db): Promise<string[]> {
  const found = await rows(
    db,
    sql`select o.id, o.status, o.amount, coalesce(o.refunded_amount, 0) as refunded,
        (select coalesce(sum(t.amount), 0)::bigint from transactions t
          where t.operation_id = o.id or t.operation_id in (select r.id from paymentoperations r where r.refund_of_id = o.id)) as ledger,
        (select coalesce(sum(r.amount), 0)::bigint from paymentoperations r where r.refund_of_id = o.id and r.status = 'succeeded') as refunds
      from paymentoperations o where o.kind <> 'refund'`,
  );
  return found
    .filter((row) => {
      const paid = row.status === 'succeeded' || row.status === 'refunded' ? Number(row.amount) : 0;
      return Number(row.ledger) !== paid - Number(row.refunded) || Number(row.refunds) !== Number(row.refunded);
    })
    .map((row) => `${String(row.id)}: ${String(row.status)} ${String(row.amount)} refunded ${String(row.refunded)} ledger ${String(row.ledger)} refunds ${String(row.refunds)}`);
}
