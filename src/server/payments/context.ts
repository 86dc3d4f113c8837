import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import type { OutboxTopics } from '../outbox/outbox.ts';
import type { PaymentProviders } from './provider.ts';
import type { PaymentSettings } from './settings.ts';

// What the payment functions need, built once by paymentRoutes and shared with the booking
// module through `app.payments`.

export interface PaymentContext {
  db: Db;
  /** Where the sandbox registers the delivery of its webhooks. */
  topics: OutboxTopics;
  settings: PaymentSettings;
  providers: PaymentProviders;
  log: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Checkout, refunds and the ledger, for other modules' routes (set by paymentRoutes). */
    payments: PaymentContext;
  }
}
