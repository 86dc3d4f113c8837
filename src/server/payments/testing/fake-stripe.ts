import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for the few Stripe API endpoints Habita calls, for tests: it checks the
// secret key and the form-encoded bodies the official SDK sends, keeps sessions and refunds in
// memory, and builds the event objects Stripe would post (the test signs them with the SDK).

type Params = Record<string, unknown>;

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  url: string;
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  payment_intent: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  created: number;
}

export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  payment_intent: string;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Record<string, string>;
  created: number;
}

export interface RecordedRequest {
  method: string;
  path: string;
  params: Params;
  idempotencyKey: string | undefined;
}

const token = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** `a[b][0][c]=1` → `{ a: { b: { 0: { c: '1' } } } }`, as Stripe reads its form bodies. */
export function parseForm(body: string): Params {
  const result: Params = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node = result;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Params;
    });
  }
  return result;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

function need(condition: unknown, message: string, param?: string): asserts condition {
  if (!condition) throw new StripeFailure(400, message, param);
}

export class FakeStripe {
  readonly secretKey = `sk_test_${randomBytes(8).toString('hex')}`;
  readonly sessions = new Map<string, FakeSession>();
  readonly refunds = new Map<string, FakeRefund>();
  readonly requests: RecordedRequest[] = [];
  /** What a new refund reports at once: `pending` makes the test send the refund's webhook itself. */
  refundStatus: FakeRefund['status'] = 'succeeded';
  /** Answer every API call with this status (a provider outage), when set. */
  failWith: number | null = null;
  /** Do what is asked but answer 500, as a timeout after Stripe acted would look to the caller. */
  loseAnswers = false;
  private readonly idempotent = new Map<string, unknown>();
  private server: Server | undefined;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((request, response) => void this.handle(request, response));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    const reply = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': token('req') });
      response.end(JSON.stringify(payload));
    };
    try {
      if (request.headers.authorization !== `Bearer ${this.secretKey}`) throw new StripeFailure(401, 'Invalid API Key provided');
      if (this.failWith) throw new StripeFailure(this.failWith, 'The fake Stripe is down');
      const type = request.headers['content-type'] ?? '';
      if (request.method === 'POST') need(type.startsWith('application/x-www-form-urlencoded'), 'Send a form-encoded body');
      const params = parseForm(body);
      const path = (request.url ?? '').split('?')[0]!;
      const key = request.headers['idempotency-key'] as string | undefined;
      this.requests.push({ method: request.method ?? '', path, params, idempotencyKey: key });
      const answer = key && this.idempotent.has(key) ? this.idempotent.get(key) : this.route(request.method ?? '', path, params);
      if (key) this.idempotent.set(key, answer);
      if (this.loseAnswers) throw new StripeFailure(500, 'The fake Stripe lost its answer');
      reply(200, answer);
    } catch (error) {
      const failure = error instanceof StripeFailure ? error : new StripeFailure(500, String(error));
      reply(failure.status, { error: { type: failure.status === 401 ? 'authentication_error' : 'invalid_request_error', message: failure.message, param: failure.param } });
    }
  }

  private route(method: string, path: string, params: Params): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions') return this.createSession(params);
    const session = /^\/v1\/checkout\/sessions\/([\w-]+)(\/expire)?$/.exec(path);
    if (session) {
      const found = this.sessions.get(session[1]!);
      if (!found) throw new StripeFailure(404, `No such checkout.session: '${session[1]}'`, 'session');
      if (method === 'GET' && !session[2]) return found;
      if (method === 'POST' && session[2]) {
        need(found.status === 'open', 'Only an open session can be expired');
        found.status = 'expired';
        return found;
      }
    }
    if (method === 'POST' && path === '/v1/refunds') return this.createRefund(params);
    throw new StripeFailure(404, `Unrecognized request URL (${method}: ${path})`);
  }

  private createSession(params: Params): FakeSession {
    need(params.mode === 'payment', 'mode must be payment', 'mode');
    const item = ((params.line_items as Params | undefined)?.['0'] ?? {}) as Params;
    const price = (item.price_data ?? {}) as Params;
    const amount = Number(price.unit_amount);
    need(Number.isInteger(amount) && amount > 0, 'unit_amount must be a positive integer', 'line_items[0][price_data][unit_amount]');
    need(price.currency === 'eur', 'currency must be eur here', 'line_items[0][price_data][currency]');
    need(item.quantity === '1', 'quantity must be 1', 'line_items[0][quantity]');
    need(typeof (price.product_data as Params | undefined)?.name === 'string', 'a product name is required', 'line_items[0][price_data][product_data][name]');
    need(typeof params.success_url === 'string' && /^https?:\/\//.test(params.success_url), 'success_url must be absolute', 'success_url');
    need(typeof params.cancel_url === 'string' && /^https?:\/\//.test(params.cancel_url), 'cancel_url must be absolute', 'cancel_url');
    const expiresAt = Number(params.expires_at);
    need(expiresAt >= now() + 30 * 60 && expiresAt <= now() + 24 * 3600, 'expires_at must be 30 minutes to 24 hours away', 'expires_at');
    const id = token('cs_test');
    const session: FakeSession = {
      id,
      object: 'checkout.session',
      url: `https://checkout.stripe.test/c/pay/${id}`,
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      payment_intent: null,
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      amount_total: amount,
      currency: 'eur',
      customer_email: (params.customer_email as string | undefined) ?? null,
      success_url: params.success_url as string,
      cancel_url: params.cancel_url as string,
      expires_at: expiresAt,
      created: now(),
    };
    this.sessions.set(id, session);
    return session;
  }

  private createRefund(params: Params): FakeRefund {
    const intent = params.payment_intent;
    const session = [...this.sessions.values()].find((candidate) => candidate.payment_intent === intent && intent);
    need(session, `No such payment_intent: '${String(intent)}'`, 'payment_intent');
    const refunded = [...this.refunds.values()].filter((refund) => refund.payment_intent === intent && refund.status !== 'failed');
    const left = session.amount_total - refunded.reduce((sum, refund) => sum + refund.amount, 0);
    const amount = params.amount === undefined ? left : Number(params.amount);
    need(Number.isInteger(amount) && amount > 0 && amount <= left, `Refund amount must be 1 to ${left}`, 'amount');
    const refund: FakeRefund = {
      id: token('re'),
      object: 'refund',
      amount,
      payment_intent: String(intent),
      status: this.refundStatus,
      metadata: (params.metadata as Record<string, string> | undefined) ?? {},
      created: now(),
    };
    this.refunds.set(refund.id, refund);
    return refund;
  }

  /** The guest pays on "Stripe's page": the session completes with a payment intent. */
  pay(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No fake session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = token('pi');
    return session;
  }

  /** The JSON of an event as Stripe would post it. */
  event(type: string, object: unknown, id = token('evt'), created = now()): string {
    return JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created, livemode: false, pending_webhooks: 1, type, data: { object } });
  }
}
