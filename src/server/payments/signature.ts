import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '../errors.ts';

// The sandbox signs its webhooks the way Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
// "<t>.<raw body>">`. The timestamp is signed too, so an old delivery replayed later is refused.

export const SIGNATURE_TOLERANCE_SECONDS = 300;

function hmac(secret: string, timestamp: number, body: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${hmac(secret, timestamp, body)}`;
}

/** Throws a 400 unless the header signs this body with this secret within the tolerance. */
export function verifySignature(secret: string, rawBody: Buffer, header: unknown, now = Date.now()): void {
  if (typeof header !== 'string' || header.length > 1000) throw badRequest('The webhook has no signature', 'signature');
  const parts = header.split(',').map((part) => part.trim().split('='));
  const timestampText = parts.find(([key]) => key === 't')?.[1];
  const signatures = parts.filter(([key, value]) => key === 'v1' && value).map(([, value]) => value!);
  const timestamp = Number(timestampText);
  if (!timestampText || !Number.isInteger(timestamp) || signatures.length === 0) {
    throw badRequest('The webhook signature is malformed', 'signature');
  }
  if (Math.abs(now / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw badRequest('The webhook signature is too old (or from the future)', 'signature');
  }
  const expected = Buffer.from(hmac(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) => {
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  if (!matches) throw badRequest('The webhook signature does not match', 'signature');
}
