import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { badRequest } from '../errors.ts';
import type { CheckoutRequest, PaymentProvider, ProviderEvent, RefundRequest } from './provider.ts';
import { signatureHeader, verifySignature } from './signature.ts';

// Habita's own test provider: the checkout is Habita's page `/checkout/sandbox/<reference>`, and
// outcomes come back as signed webhooks the sandbox posts to its own webhook route, verified by
// the same code as a real provider's. So a sandbox payment travels the whole real path.

export const SANDBOX_SIGNATURE_HEADER = 'habita-signature';
export const SANDBOX_REFERENCE = /^sbx_[A-Za-z0-9_-]{16,64}$/;

/** Posts a signed body to the sandbox webhook route; answers the HTTP status. */
export type WebhookPoster = (body: string, signature: string) => Promise<number>;

export type SandboxEvent =
  | { type: 'payment.succeeded'; operation: string; reference: string }
  | { type: 'payment.failed'; operation: string; reference: string; reason: 'declined' | 'expired' | 'cancelled' }
  | { type: 'refund.succeeded'; refund: string; reference: string; payment: string; amount: number };

const DELIVERY_ATTEMPTS = 4;

const randomToken = (bytes: number) => randomBytes(bytes).toString('base64url');

function text(value: unknown, max = 200): string | null {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : null;
}

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  private readonly deliveries = new Set<Promise<void>>();

  constructor(
    /** Read when signing or checking: a secret kept in the database is known only once the app is ready. */
    private readonly secret: () => string,
    private readonly post: WebhookPoster,
    private readonly onUndelivered: (error: unknown, body: string) => void = () => undefined,
  ) {}

  async createCheckout(request: CheckoutRequest): Promise<{ reference: string; url: string }> {
    const reference = `sbx_${randomToken(18)}`;
    // Relative: the sandbox page is ours, on whatever address the guest is using.
    void request;
    return { reference, url: `/checkout/sandbox/${reference}` };
  }

  /** Sandbox refunds succeed at once, through a signed event delivered before this returns. */
  async refund(request: RefundRequest): Promise<{ reference: string; events: ProviderEvent[] }> {
    const reference = `sbxr_${randomToken(18)}`;
    await this.deliver({
      type: 'refund.succeeded',
      refund: request.refundOperationId,
      reference,
      payment: request.paymentOperationId,
      amount: request.amount,
    });
    return { reference, events: [] };
  }

  /** Signs an event and posts it to the webhook route, retrying a few times; throws when it never lands. */
  async deliver(event: SandboxEvent): Promise<void> {
    // `created` keeps milliseconds: a refund made in the same second as its payment still sorts after it.
    const body = JSON.stringify({ id: `evt_sbx_${randomToken(18)}`, created: Date.now() / 1000, ...event });
    let lastError: unknown;
    for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt += 1) {
      try {
        const status = await this.post(body, this.sign(body));
        if (status === 200) return;
        lastError = new Error(`the webhook route answered ${status}`);
      } catch (error) {
        lastError = error;
      }
      await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
    }
    this.onUndelivered(lastError, body);
    throw lastError;
  }

  /** Delivers after the current answer has gone out, as a provider's webhook would arrive. */
  deliverLater(event: SandboxEvent): void {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliver(event))
      .catch(() => undefined)
      .finally(() => this.deliveries.delete(delivery));
    this.deliveries.add(delivery);
  }

  /** The signature header of a body, as this server's sandbox signs its webhooks. */
  sign(body: string): string {
    return signatureHeader(this.secret(), body);
  }

  /** Resolves when every scheduled delivery has landed or given up (closing the app waits for it). */
  async idle(): Promise<void> {
    while (this.deliveries.size > 0) await Promise.all([...this.deliveries]);
  }

  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): ProviderEvent[] {
    verifySignature(this.secret(), rawBody, headers[SANDBOX_SIGNATURE_HEADER]);
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
