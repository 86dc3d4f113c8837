import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaOf } from '../contracts/json-schema.ts';
import { errorBody, type ErrorBody } from '../contracts/route.ts';
import { constraintProblem, type DatabaseRefusal } from './db/constraints.ts';

// Errors are data: `{ message, field?, status, requestId }`, with the same HTTP status, from one
// handler. `requestId` is the request's id in the server's log, for a person reporting a problem.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field?: string,
    /** Headers the answer carries, e.g. `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, field?: string) => new HttpError(400, message, field);
export const notFound = (message: string, field?: string) => new HttpError(404, message, field);
/** A 409 always names the field a person would change to settle it (the "every 409 names its field"). */
export const conflict = (message: string, field: string) => new HttpError(409, message, field);
export const unauthorized = (message = 'Log in to do this') => new HttpError(401, message);
export const forbidden = (message: string, field?: string) => new HttpError(403, message, field);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, undefined, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });


/** The error answer's schema for route documents: the contract's, for routes not yet served by one. */
export const errorBodySchema = jsonSchemaOf(errorBody, 'output');

/** Whether the database refused the write for a unique value already taken. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseCause(error)?.code === '23505';
}

/** Whether the database refused the write because it overlaps another row (an EXCLUDE constraint). */
export function isExclusionViolation(error: unknown): boolean {
  return databaseCause(error)?.code === '23P01';
}

/** Unwraps drizzle's query error to the driver's, which carries the SQLSTATE code. */
function databaseCause(error: unknown): DatabaseRefusal | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 3 && current; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return candidate as DatabaseRefusal;
    }
    current = candidate.cause;
  }
  return undefined;
}

const FASTIFY_CODES: Record<string, { status: number; message: string }> = {
  FST_ERR_BAD_URL: { status: 400, message: 'The address has a malformed %-escape' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, message: 'A part of the address is too long' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'The body is not as long as its Content-Length says' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, message: 'Send multipart/form-data or application/json' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, message: 'The request body is too large' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'The JSON body is empty' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, message: 'The body is not valid JSON' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, message: 'The request is not multipart/form-data' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'A file is too large' },
  FST_PARTS_LIMIT: { status: 413, message: 'Too many parts in the form' },
  FST_FILES_LIMIT: { status: 413, message: 'Too many files in the form' },
  FST_FIELDS_LIMIT: { status: 413, message: 'Too many fields in the form' },
  FST_PROTO_VIOLATION: { status: 400, message: 'A form field has a forbidden name' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form part declared as application/json is not valid JSON' },
};

export function toErrorBody(error: unknown): ErrorBody {
  if (error instanceof HttpError) {
    return { message: error.message, status: error.status, ...(error.field ? { field: error.field } : {}) };
  }
  const cause = databaseCause(error);
  if (cause?.code) {
    const problem = constraintProblem(cause);
    if (problem) return problem;
  }
  const fastifyError = error as Partial<FastifyError> & { part?: { fieldname?: string } };
  const known = fastifyError.code ? FASTIFY_CODES[fastifyError.code] : undefined;
  if (known) return known;
  if (error instanceof SyntaxError || fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, message: 'The body is not valid JSON' };
  }
  const status = fastifyError.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, message: fastifyError.message ?? 'Bad request' };
  }
  return { status: 500, message: 'Something went wrong on our side. Please try again.' };
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const body = toErrorBody(error);
  if (body.status >= 500) request.log.error({ err: error }, 'request failed');
  if (error instanceof HttpError && error.headers) void reply.headers(error.headers);
  void reply.status(body.status).type('application/json').send({ ...body, requestId: request.id });
}
