import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { jsonSchemaOf } from '../../contracts/json-schema.ts';
import type { ReplyOf, RequestOf, RouteContract } from '../../contracts/route.ts';
import { badRequest, notFound } from '../errors.ts';

// Serves an endpoint by its contract (src/contracts): the request's parameters, query and
// body are parsed by the contract's schemas before the handler runs (a bad one is a 400 naming
// it), the answer is serialized from the contract's schema (fields it does not declare never
// leave), and the OpenAPI document shows exactly the contract.

type Handler<C extends RouteContract> = (input: RequestOf<C>, request: FastifyRequest, reply: FastifyReply) => Promise<ReplyOf<C>> | ReplyOf<C>;

/** What the server alone decides about a route, beside its contract. */
export interface ServeOptions extends Pick<RouteShorthandOptions, 'logLevel'> {
  /**
   * Runs as the request arrives, before Fastify reads its body: who may ask is answered (401, 403)
   * before what was asked (400 for a malformed body or a wrong content type, 404).
   */
  before?: (request: FastifyRequest) => unknown;
}

export function serveRoute<C extends RouteContract>(app: FastifyInstance, contract: C, handler: Handler<C>, options: ServeOptions = {}): void {
  const success = Number(Object.keys(contract.responses).find((status) => status.startsWith('2')) ?? 200);
  const { before, ...routeOptions } = options;
  app.route({
    ...routeOptions,
    method: contract.method,
    url: contract.path,
    schema: routeSchema(contract),
    ...(before ? { onRequest: async (request: FastifyRequest) => void (await before(request)) } : {}),
    handler: async (request, reply) => {
      const input = {
        params: parsePart(contract.params, request.params, notFound),
        query: parsePart(contract.query, request.query, badRequest),
        body: parsePart(contract.body, request.body, badRequest),
      } as RequestOf<C>;
      const answer = await handler(input, request, reply);
      if (reply.sent) return reply;
      return reply.status(success).send(answer);
    },
  });
}

/** The route's schema as Fastify and @fastify/swagger read it. */
export function routeSchema(contract: RouteContract): Record<string, unknown> {
  const response = Object.fromEntries(
    Object.entries(contract.responses).map(([status, answer]) => [status, { description: answer.description, ...jsonSchemaOf(answer.schema, 'output') }]),
  );
  return {
    tags: [...contract.tags],
    summary: contract.summary,
    ...(contract.description ? { description: contract.description } : {}),
    ...(contract.params ? { params: jsonSchemaOf(contract.params, 'input') } : {}),
    ...(contract.query ? { querystring: jsonSchemaOf(contract.query, 'input') } : {}),
    ...(contract.body ? { body: jsonSchemaOf(contract.body, 'input') } : {}),
    response,
  };
}

/**
 * A part of the request through its schema; the first problem is the answer, naming its field.
 * A bad path parameter names nothing that exists, so it is a 404 with the schema's own words
 * (e.g. "There is no record with this id"); a bad query or body is a 400, "field: problem".
 */
function parsePart(schema: z.ZodType | undefined, value: unknown, refusal: typeof badRequest): unknown {
  if (!schema) return undefined;
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  // An unknown key of a strict object is the field at fault, though zod puts it beside the path.
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
  const field = path.map(String).join('.');
  const message = field && refusal === badRequest ? `${field}: ${issue.message}` : issue.message;
  throw refusal(message, field || undefined);
}
