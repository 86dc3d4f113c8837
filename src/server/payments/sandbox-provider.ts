import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../db/database.ts';
import { badRequest } from '../errors.ts';
import { enqueue } from '../outbox/outbox.ts';
import { deliverNow, type OutboxWorkerOptions } from '../outbox/worker.ts';
import type { CheckoutRequest, PaymentProvider, ProviderEvent, RefundRequest } from './provider.ts';
import { signatureHeader, verifySignature } from './signature.ts';

// Habita's own test provider: the checkout is Habita's page `/checkout/sandbox/<reference>`, and
// outcomes come back as signed webhook bodies, handed to the code of its own webhook route and
// verified like a real provider's. So a sandbox payment travels the whole real path. The
// events wait in the outbox, written with the payer's outcome: an answered payment survives a crash.

export const SANDBOX_SIGNATURE_HEADER = 'habita-signature';

/** Hands a signed body to the webhook's code (check, parse, apply once); throws when it is not applied. */
export type WebhookReceiver = (body: string, signature: string) => Promise<void>;

export type SandboxEvent =
  | { type: 'payment.succeeded'; operation: string; reference: string }
  | { type: 'payment.failed'; operation: string; reference: string; reason: 'declined' | 'expired' | 'cancelled' }
  | { type: 'refund.succeeded'; refund: string; reference: string; payment: string; amount: number };

/** The outbox topic of the sandbox's signed events on their way to its own webhook route. */
export const SANDBOX_EVENT_TOPIC = 'payments.sandbox-event';

const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

function text(value: unknown, max = 200): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;

  constructor(
    /** Read when first signing or checking: a secret kept in the database needs the database. */
    private readonly secret: () => Promise<string>,
    private readonly receive: WebhookReceiver,
    private readonly outbox: OutboxWorkerOptions,
    /** Off (production without PAYMENTS_SANDBOX): no topic, so this server's worker leaves any old sandbox event alone. */
    offered = true,
  ) {
    if (offered) outbox.topics.register(SANDBOX_EVENT_TOPIC, (delivery) => this.deliver(delivery.payload), summarizeEvent);
  }

  async createCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }> {
    const reference = `sbx_${randomToken(18)}`;
    // Relative: the sandbox page is ours, on whatever address the guest is using.
    void request;
    return { reference, url: `/checkout/sandbox/${reference}` };
  }

  /**
   * Sandbox refunds succeed at once: the signed event is kept in the outbox and delivered before
   * this returns; if its delivery fails, the worker retries it and the refund stays pending meanwhile.
   */
  async refund(request: RefundRequest): Promise<{ reference: string; events: ProviderEvent[] }> {
    const reference = `sbxr_${randomToken(18)}`;
    const event: SandboxEvent = { type: 'refund.succeeded', refund: request.refundOperationId, reference, payment: request.paymentOperationId, amount: request.amount };
    const id = await this.outbox.db.transaction((tx) => this.enqueueEvent(tx as unknown as Db, event, false));
    await deliverNow(this.outbox, id, SANDBOX_EVENT_TOPIC);
    return { reference, events: [] };
  }

  /**
   * Writes an event into the caller's transaction, for the outbox worker to sign and post. Its id
   * is fixed now, so however often it is posted, the webhook route applies it once.
   */
  async enqueueEvent(tx: Db, event: SandboxEvent, wake = true): Promise<string> {
    // `created` keeps milliseconds: a refund made in the same second as its payment still sorts after it.
    const body = JSON.stringify({ id: `evt_sbx_${randomToken(18)}`, created: Date.now() / 1000, ...event });
    return (await enqueue(tx, { topic: SANDBOX_EVENT_TOPIC, payload: { body }, wake }))!;
  }

  /** Signs when delivering, not when enqueued: a retry hours later still carries a fresh signature. */
  private async deliver(payload: Record<string, unknown>): Promise<void> {
    const body = String(payload.body);
    await this.receive(body, await this.sign(body));
  }

  /** The signature header of a body, as this server's sandbox signs its webhooks. */
  async sign(body: string): Promise<string> {
    return signatureHeader(await this.secret(), body);
  }

  private checkingSecret: string | undefined;

  async prepareWebhook(): Promise<void> {
    this.checkingSecret = await this.secret();
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderEvent[] {
    if (this.checkingSecret === undefined) throw new Error('prepareWebhook() reads the sandbox secret before a webhook is checked');
    verifySignature(this.checkingSecret, rawBody, headers[SANDBOX_SIGNATURE_HEADER]);
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(rawBody.toString('utf8')) as Record<string, unknown>;
    } catch {
      throw badRequest('The body is not valid JSON');
    }
    if (!body || typeof body !== 'object') throw badRequest('The event is not a JSON object');
    const id = text(body.id);
    const type = text(body.type);
    const created = body.created;
    if (!id || !type || typeof created !== 'number' || !Number.isFinite(created)) {
      throw badRequest('The event needs an id, a type and a created time');
    }
    const base = { provider: 'sandbox' as const, id, type, occurredAt: new Date(created * 1000) };
    const reference = text(body.reference);
    switch (type) {
      case 'payment.succeeded':
        return [{ ...base, effect: 'payment.succeeded', operationId: text(body.operation), checkoutReference: reference, paymentReference: null }];
      case 'payment.failed': {
        const reason = body.reason === 'expired' || body.reason === 'cancelled' ? body.reason : 'declined';
        return [{ ...base, effect: 'payment.failed', operationId: text(body.operation), checkoutReference: reference, reason }];
      }
      case 'refund.succeeded': {
        if (!reference || typeof body.amount !== 'number') throw badRequest('A refund event needs a reference and an amount');
        return [
          {
            ...base,
            effect: 'refund.succeeded',
            refundOperationId: text(body.refund),
            refundReference: reference,
            paymentOperationId: text(body.payment),
            paymentReference: null,
            amount: body.amount,
          },
        ];
      }
      default:
        return [{ ...base, effect: 'ignored' }];
    }
  }
}

function summarizeEvent(payload: Record<string, unknown>): string {
  try {
    const event = JSON.parse(String(payload.body)) as Record<string, unknown>;
    const subject = event.type === 'refund.succeeded' ? `refund ${String(event.refund)}` : `operation ${String(event.operation)}`;
    return `${String(event.type)} of ${subject}`;
  } catch {
    return 'sandbox event';
  }
}
