import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

// The security headers of every answer (CSP, HSTS, frame and referrer rules…), as helmet
// gives them. They are worked out once, at start: @fastify/helmet builds helmet's middleware
// again for every request, which a CPU profile of the list route showed costing more than the
// access rules and the SQL building together.

const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      'default-src': ["'self'"],
      'img-src': ["'self'", 'data:', 'blob:', 'https:'],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      // Behind HTTPS, HSTS does this job; on plain HTTP by address it would break every asset.
      'upgrade-insecure-requests': null,
    },
  },
  crossOriginEmbedderPolicy: false,
};

/** The headers helmet gives an answer, read off one answer of a throwaway instance: always in step with helmet. */
async function headersOf(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, options);
  probe.get('/', async () => '');
  const answer = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const plain = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);
  return Object.fromEntries(
    Object.entries(answer.headers)
      .filter(([name, value]) => !plain.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, String(value)]),
  );
}

let worked: Promise<Record<string, string>> | undefined;

/** The headers helmet gives every answer under HELMET_OPTIONS, worked out once per process. */
export function securityHeaders(): Promise<Record<string, string>> {
  worked ??= headersOf(HELMET_OPTIONS);
  return worked;
}

/** Sets the security headers on every answer, before any route or hook can send one. */
export async function securityHeadersOnEveryAnswer(app: FastifyInstance): Promise<void> {
  const headers = Object.entries(await securityHeaders());
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
