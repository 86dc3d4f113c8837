import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from './errors.ts';

// Text with control characters (NUL, escape sequences, the C1 range) is refused wherever it comes
// in: PostgreSQL cannot store a NUL in text at all, and the rest hide text in
// logs, mails, CSV exports and terminals. Tab, newline and carriage return are ordinary text.
// One hook sees every route's parsed JSON body, query and path parameters; the multipart reader
// asks the same question of each form value. Bodies kept as bytes (providers' signed webhooks)
// are not text yet, and are left to the route that verifies them.

const CONTROL = /(?![\t\n\r])\p{Cc}/u;
/** Deeper than any value the API takes: a guard against bodies built to exhaust the stack. */
const MAX_DEPTH = 32;

/** Parsed JSON, a query (whose parser gives it a prototype of its own) or path parameters; not bytes. */
function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !ArrayBuffer.isView(value) && !(value instanceof ArrayBuffer);
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
/** A path that names a bad key, readable in the answer. */
const visible = (key: string) => key.replace(new RegExp(CONTROL.source, `${CONTROL.flags}g`), '\ufffd');

/** The first place in `value` (a dotted path under `path`) that is refused, or null. */
export function controlCharacterProblem(value: unknown, path: string, depth = 0): HttpError | null {
  if (typeof value === 'string') {
    const found = CONTROL.exec(value);
    if (!found) return null;
    const code = found[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0');
    return badRequest(`${path || 'body'}: remove the control character (U+${code}) from this text`, path || undefined);
  }
  if (!Array.isArray(value) && !isRecord(value)) return null;
  if (depth >= MAX_DEPTH) {
    // The field holding it is the place to name: `options.0.0.0…` says nothing more.
    const field = path.split('.')[0] || undefined;
    return badRequest(`${field ?? 'body'}: nested more than ${MAX_DEPTH} levels deep`, field);
  }
  const entries: [string, unknown][] = Array.isArray(value) ? value.map((item, index) => [String(index), item]) : Object.entries(value);
  for (const [key, item] of entries) {
    // A bad key is named by where it sits; only at the top is the key itself the place.
    if (CONTROL.test(key)) {
      const place = path || visible(key);
      return badRequest(`${place}: remove the control character from the name ${JSON.stringify(visible(key))}`, place);
    }
    const problem = controlCharacterProblem(item, join(path, key), depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** Throws the 400 for the first control character in `value`. */
export function refuseControlCharacters(value: unknown, path: string): void {
  const problem = controlCharacterProblem(value, path);
  if (problem) throw problem;
}

/** Every route: path parameters, query and parsed body, before any handler reads them. */
export function controlCharacterGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    refuseControlCharacters(request.params, '');
    refuseControlCharacters(request.query, '');
    refuseControlCharacters(request.body, '');
  });
}
