import type { IncomingHttpHeaders } from 'node:http';
import Stripe from 'stripe';
import { badRequest } from '../errors.ts';
import { ProviderRefusal, type CheckoutRequest, type PaymentProvider, type ProviderEvent, type RefundRequest } from './provider.ts';
import type { StripeSettings } from './settings.ts';
import { SIGNATURE_TOLERANCE_SECONDS } from './signature.ts';

// Stripe Checkout through the official SDK. The guest pays on Stripe's page; Stripe's signed
// webhooks (checked on the raw body, stale ones refused) say what happened. The operation's id
// travels as the session's client_reference_id and in metadata, so events find it.

/** Stripe wants at least 30 minutes before a session expires; a minute more absorbs clock skew. */
const SESSION_MINUTES = 31;

type Session = Stripe.Checkout.Session;
type StripeRefund = Stripe.Refund;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function stripeClient(settings: StripeSettings): Stripe {
  const config: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (settings.apiUrl) {
    const url = new URL(settings.apiUrl);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === 'https:' ? 443 : 80);
    config.protocol = url.protocol === 'http:' ? 'http' : 'https';
  }
  return new Stripe(settings.secretKey, config);
}

/**
 * Whether Stripe said no for certain: a request it refused (4xx) did nothing. Its idempotency
 * error, a conflict with a request still running, a rate limit, a 5xx, a timeout or a lost
 * connection may all hide a refund it took.
 */
function refusedForCertain(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) return true;
  if (!(error instanceof Stripe.errors.StripeError) || error instanceof Stripe.errors.StripeIdempotencyError) return false;
  const status = error.statusCode ?? 0;
  return status >= 400 && status < 500 && ![408, 409, 429].includes(status);
}

/** The `t=` of a Stripe-Signature header, in unix seconds; NaN when there is none. */
function signedAt(header: string): number {
  const value = header.split(',').map((part) => part.trim()).find((part) => part.startsWith('t='))?.slice(2);
  return value && /^\d{1,12}$/.test(value) ? Number(value) : Number.NaN;
}

function sessionOperation(session: Session): string | null {
  return session.client_reference_id ?? session.metadata?.operation ?? null;
}

export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    this.stripe = stripeClient(settings);
  }

  async createCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { currency: 'eur', unit_amount: request.amount, product_data: { name: request.description.slice(0, 250) } } },
      ],
      client_reference_id: request.operationId,
      metadata: { operation: request.operationId },
      payment_intent_data: { metadata: { operation: request.operationId } },
      ...(request.email ? { customer_email: request.email } : {}),
      success_url: request.successUrl,
      cancel_url: request.cancelUrl,
      expires_at: Math.floor(Date.now() / 1000) + SESSION_MINUTES * 60,
    });
    if (!session.url) throw new Error(`Stripe answered session ${session.id} without a URL`);
    return { reference: session.id, url: session.url };
  }

  async closeCheckout(reference: string): Promise<void> {
    if (reference.startsWith('cs_')) await this.stripe.checkout.sessions.expire(reference);
  }

  private async paymentIntentOf(reference: string | null): Promise<string> {
    if (reference?.startsWith('pi_')) return reference;
    if (reference?.startsWith('cs_')) {
      const intent = idOf((await this.stripe.checkout.sessions.retrieve(reference)).payment_intent);
      if (intent) return intent;
    }
    throw new ProviderRefusal(`No Stripe payment intent is known for ${reference ?? 'this payment'}`);
  }

  async refund(request: RefundRequest): Promise<{ reference: string; events: ProviderEvent[] }> {
    let refund: StripeRefund;
    try {
      const paymentIntent = await this.paymentIntentOf(request.paymentReference);
      refund = await this.stripe.refunds.create(
        {
          payment_intent: paymentIntent,
          amount: request.amount,
          metadata: { operation: request.refundOperationId, payment: request.paymentOperationId },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (error) {
      if (refusedForCertain(error)) throw new ProviderRefusal(`Stripe refused the refund: ${(error as Error).message}`, { cause: error });
      throw error;
    }
    // Stripe's answer is as good as its webhook: a refund it reports done is settled now (the
    // webhook that follows finds it settled and changes nothing).
    const events = refund.status === 'succeeded' ? this.refundEvents(`refund_answer_${refund.id}`, 'refund.created', refund.created, refund) : [];
    return { reference: refund.id, events };
  }

  private refundEvents(id: string, type: string, created: number, refund: StripeRefund): ProviderEvent[] {
    const base = { provider: 'stripe' as const, id, type, occurredAt: new Date(created * 1000) };
    const details = {
      refundOperationId: refund.metadata?.operation ?? null,
      refundReference: refund.id,
      paymentOperationId: refund.metadata?.payment ?? null,
      paymentReference: idOf(refund.payment_intent),
      amount: refund.amount,
    };
    if (refund.status === 'succeeded') return [{ ...base, effect: 'refund.succeeded', ...details }];
    if (refund.status === 'failed' || refund.status === 'canceled') return [{ ...base, effect: 'refund.failed', ...details }];
    return [{ ...base, effect: 'ignored' }];
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderEvent[] {
    const signature = headers['stripe-signature'];
    if (typeof signature !== 'string' || signature.length === 0 || signature.length > 2000) {
      throw badRequest('The webhook has no Stripe signature', 'signature');
    }
    // The SDK's tolerance only looks back: a timestamp from the future would stay valid for as long
    // as it lies ahead, so a captured delivery could be replayed until then.
    if (signedAt(signature) - Date.now() / 1000 > SIGNATURE_TOLERANCE_SECONDS) {
      throw badRequest('The Stripe signature is not valid: Timestamp is in the future, outside the tolerance zone', 'signature');
    }
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret, SIGNATURE_TOLERANCE_SECONDS);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError) throw badRequest(`The Stripe signature is not valid: ${error.message}`.slice(0, 300), 'signature');
      throw badRequest('The Stripe event could not be read');
    }
    if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) throw badRequest('The Stripe event is incomplete');
    const base = { provider: 'stripe' as const, id: event.id, type: event.type, occurredAt: new Date((event.created ?? Date.now() / 1000) * 1000) };
    const object = event.data.object as unknown;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = object as Session;
        // A completed session with a delayed method (a bank debit) is paid when async_payment_succeeded says so.
        if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') return [{ ...base, effect: 'ignored' }];
        return [{ ...base, effect: 'payment.succeeded', operationId: sessionOperation(session), checkoutReference: session.id, paymentReference: idOf(session.payment_intent) }];
      }
      case 'checkout.session.async_payment_failed':
      case 'checkout.session.expired': {
        const session = object as Session;
        const reason = event.type === 'checkout.session.expired' ? 'expired' : 'declined';
        return [{ ...base, effect: 'payment.failed', operationId: sessionOperation(session), checkoutReference: session.id, reason }];
      }
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed':
        return this.refundEvents(event.id, event.type, event.created, object as StripeRefund);
      case 'charge.refunded':
      case 'charge.refund.updated': {
        // Older API versions list the charge's refunds here; newer ones send refund.* events instead.
        if (event.type === 'charge.refund.updated') return this.refundEvents(event.id, event.type, event.created, object as StripeRefund);
        const refunds = (object as Stripe.Charge).refunds?.data ?? [];
        return refunds.flatMap((refund) => this.refundEvents(`${event.id}:${refund.id}`, event.type, event.created, refund));
      }
      default:
        return [{ ...base, effect: 'ignored' }];
    }
  }
}
