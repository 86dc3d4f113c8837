import type { IncomingHttpHeaders } from 'node:http';
import { sql } from 'drizzle-orm';
import type { PaymentProvider as ProviderName } from '../../contracts/payments.ts';
import type { Db } from '../db/database.ts';
import { rows } from '../db/rows.ts';

// One interface over the ways a card payment is taken. A provider opens a checkout for an
// operation, pays money back, and turns its webhooks into the few events the ledger knows;
// what those events do is decided in one place (events.ts), whichever provider sent them.

/** Providers that take cards; a bank transfer is recorded by staff. */
export type CardProviderName = Exclude<ProviderName, 'bank_transfer'>;

export interface CheckoutRequest {
  operationId: string;
  amount: number;
  description: string;
  email: string | null;
  /** Absolute addresses the provider sends the payer back to. */
  successUrl: string;
  cancelUrl: string;
}

export interface RefundRequest {
  paymentOperationId: string;
  /** The provider's reference of the payment (a Stripe payment intent, a sandbox checkout). */
  paymentReference: string | null;
  refundOperationId: string;
  amount: number;
  idempotencyKey: string;
}

interface EventBase {
  provider: CardProviderName;
  /** The provider's event id: each is applied once. */
  id: string;
  /** The provider's own name of the event, kept in payment_events. */
  type: string;
  occurredAt: Date;
}

export type ProviderEvent = EventBase &
  (
    | { effect: 'payment.succeeded'; operationId: string | null; checkoutReference: string | null; paymentReference: string | null }
    | { effect: 'payment.failed'; operationId: string | null; checkoutReference: string | null; reason: 'declined' | 'expired' | 'cancelled' }
    | {
        effect: 'refund.succeeded' | 'refund.failed';
        refundOperationId: string | null;
        refundReference: string;
        paymentOperationId: string | null;
        paymentReference: string | null;
        amount: number;
      }
    | { effect: 'ignored' }
  );

/** A provider's certain no (or ours, before asking it): nothing was done, so the request may be made anew. */
export class ProviderRefusal extends Error {}

export interface PaymentProvider {
  readonly name: CardProviderName;
  createCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }>;
  /**
   * Asks the provider to pay money back. What it answers may already settle it (`events`, applied
   * like webhooks); otherwise the outcome arrives later as a webhook.
   */
  refund(request: RefundRequest): Promise<{ reference: string; events: ProviderEvent[] }>;
  /** Loads what checking a webhook needs when it is not at hand yet (a secret kept in the database). */
  prepareWebhook?(): Promise<void>;
  /** Verifies the signature on the raw body (400 when bad or stale) and reads the events. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderEvent[];
  /** Best effort: a checkout replaced by a newer one can no longer be paid. */
  closeCheckout?(reference: string): Promise<void>;
}

/** Card providers in the order they are preferred when several are offered. */
const PREFERENCE: readonly CardProviderName[] = ['stripe', 'sandbox'];

export class PaymentProviders {
  private readonly byName = new Map<CardProviderName, PaymentProvider>();

  constructor(providers: PaymentProvider[]) {
    for (const provider of providers) this.byName.set(provider.name, provider);
  }

  get(name: string): PaymentProvider | undefined {
    return this.byName.get(name as CardProviderName);
  }

  /**
   * The card providers offered at checkout: those of the active payment methods that are
   * configured here. With no payment method set up, the sandbox.
   */
  async offered(db: Db): Promise<CardProviderName[]> {
    const active = await rows(db, sql`select distinct provider from paymentmethods where active and deleted_at is null`);
    const names = new Set(active.map((row) => String(row.provider)));
    const offered = PREFERENCE.filter((name) => names.has(name) && this.byName.has(name));
    if (offered.length > 0) return offered;
    // Only bank transfers, or nothing, set up: cards still work through the sandbox, never a
    // provider without keys.
    return this.byName.has('sandbox') ? ['sandbox'] : [];
  }

  /** The provider a new checkout uses: the preferred one offered. */
  async forCheckout(db: Db): Promise<PaymentProvider | undefined> {
    const [first] = await this.offered(db);
    return first ? this.byName.get(first) : undefined;
  }
}
