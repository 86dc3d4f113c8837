import type { FastifyBaseLogger } from 'fastify';
import type { BookingMailContext } from '../booking/booking-mails.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProviders } from './provider.ts';
import type { PaymentSettings } from './settings.ts';

// What the payment functions need, built once by paymentRoutes and shared with the booking
// module through `app.payments`.

export interface PaymentContext {
  db: Db;
  mailer: Mailer;
  settings: PaymentSettings;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

/** What the booking mails need, from the payment context. */
export function mailContext(ctx: PaymentContext): BookingMailContext {
  return { db: ctx.db, mailer: ctx.mailer, publicUrl: ctx.settings.publicUrl, log: { error: (message) => ctx.log.error(message) } };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout, refunds and the ledger, for other modules' routes (set by paymentRoutes). */
    payments: PaymentContext;
  }
}
