import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

// Log lines an operator can follow and may keep. Every line of a request carries its id (the
// caller's X-Request-Id when it is well-formed, so one id follows a request through proxies and
// services; a new one otherwise), and the answer echoes it. With private logs (production) no
// line holds an e-mail address, a one-time link or a password: structured fields by name, and
// free text by pattern, because most of our lines are sentences written for people.

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and `._:-`, as request ids of proxies and tracing systems are; nothing to forge a log line with. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && WELL_FORMED_REQUEST_ID.test(given) ? given : randomUUID();
}

/** Fastify options that make request ids: ours, not the header Fastify would trust as it is. */
export const requestIdOptions = {
  requestIdHeader: false,
  genReqId: requestIdOf,
} satisfies FastifyServerOptions;

export function echoRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });
}

const MASKED = '[redacted]';

// The pages one-time links open (auth/account-routes.ts): their path holds the nonce and the address.
const ONE_TIME_LINK = /\/(verification|forgot)\/[^\s?#"'<>]+/g;
const SECRET_QUERY = /([?&](?:token|nonce|secret|code|password|email)=)[^&\s#"'<>]*/gi;
// Also as they appear percent-encoded in a path (`%40`).
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/gi;
// The first admin's generated password (auth/first-admin.ts), shown once where logs are not kept.
const SPOKEN_PASSWORD = /(\bwith password )\S+/gi;

export function maskPrivateText(text: string): string {
  return text
    .replace(ONE_TIME_LINK, `/$1/${MASKED}`)
    .replace(SECRET_QUERY, `$1${MASKED}`)
    .replace(EMAIL, '[e-mail]')
    .replace(SPOKEN_PASSWORD, `$1${MASKED}`);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Strings in plain data; requests and errors are left to their serializers below. */
function maskDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return maskPrivateText(value);
  if (depth > 4) return value;
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  if (!isPlainObject(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, maskDeep(item, depth + 1)]));
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

const privateSerializers = {
  // Fastify's own fields, with the address's secrets masked: one-time links are pages we serve.
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: maskPrivateText(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }),
  err: (error: Error & { code?: unknown; statusCode?: unknown }) => ({
    type: error.name,
    message: maskPrivateText(String(error.message)),
    stack: maskPrivateText(error.stack ?? ''),
    ...(error.code === undefined ? {} : { code: error.code }),
    ...(error.statusCode === undefined ? {} : { statusCode: error.statusCode }),
  }),
};

/** Fields that are private whatever they hold, wherever a caller logs them. */
const PRIVATE_FIELDS = ['email', 'password', 'token', 'nonce', 'link', 'to'];
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  ...PRIVATE_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
];

export interface LogSettings {
  level: string;
  /** Production: mask personal data and secrets in every line. */
  privateLogs: boolean;
  /** Where lines go; standard output when not given (tests capture them). */
  stream?: { write(line: string): void };
}

export function loggerOptions(settings: LogSettings): NonNullable<FastifyServerOptions['logger']> {
  const destination = settings.stream ? { stream: settings.stream } : {};
  if (!settings.privateLogs) return { level: settings.level, ...destination };
  return {
    level: settings.level,
    ...destination,
    redact: { paths: REDACT_PATHS, censor: MASKED },
    serializers: privateSerializers,
    formatters: { log: (object: Record<string, unknown>) => maskDeep(object, 0) as Record<string, unknown> },
    hooks: {
      logMethod(args: unknown[], method: (...rest: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? maskPrivateText(arg) : arg)));
      },
    },
  };
}
