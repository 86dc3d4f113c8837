import { z } from 'zod';

// An endpoint's contract: its method and path, and the shapes of its parameters, query, body
// and every answer it gives, declared once as zod schemas. The server validates requests and
// serializes answers with them and documents them in OpenAPI; the web takes its types from
// them with `import type` (so the schemas never reach a visitor's browser). No I/O here, and
// nothing from the server or the web.

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Every error the API gives: the same shape and HTTP status (spec §8). */
export const errorBody = z.object({
  message: z.string(),
  field: z.string().optional().describe('The parameter or field at fault, when there is one'),
  status: z.number().int(),
  requestId: z.string().optional().describe('The id the server’s log knows this request by'),
});
export type ErrorBody = z.output<typeof errorBody>;

/** A response: its schema and what it means (OpenAPI wants a description per status). */
export interface ResponseContract<S extends z.ZodType = z.ZodType> {
  description: string;
  schema: S;
}

export interface RouteContract {
  method: Method;
  /** Fastify's form: `/api/rooms/:id`. */
  path: string;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  responses: Readonly<Record<number, ResponseContract>>;
}

/** Declares a contract, keeping every literal (method, path, statuses) in its type. */
export function defineRoute<const C extends RouteContract>(contract: C): C {
  return contract;
}

/** A described error answer, for a contract's responses. */
export function errorResponse(description: string): ResponseContract<typeof errorBody> {
  return { description, schema: errorBody };
}

type SuccessStatus<C extends RouteContract> = Extract<keyof C['responses'], 200 | 201 | 202 | 204>;

/** What the route answers on success, as the server builds it and the web receives it. */
export type ResponseOf<C extends RouteContract, S extends keyof C['responses'] = SuccessStatus<C>> =
  C['responses'][S] extends ResponseContract<infer Schema> ? z.output<Schema> : never;

/** What the server's handler returns: the success answer before serialization. */
export type ReplyOf<C extends RouteContract> = C['responses'][SuccessStatus<C>] extends ResponseContract<infer Schema> ? z.input<Schema> : never;

type Part<C extends RouteContract, K extends 'params' | 'query' | 'body', IO extends 'in' | 'out'> =
  C[K] extends z.ZodType ? (IO extends 'in' ? z.input<C[K]> : z.output<C[K]>) : undefined;

/** The request's parts as the handler receives them, validated and transformed. */
export interface RequestOf<C extends RouteContract> {
  params: Part<C, 'params', 'out'>;
  query: Part<C, 'query', 'out'>;
  body: Part<C, 'body', 'out'>;
}

/** The body a caller sends. */
export type BodyOf<C extends RouteContract> = Part<C, 'body', 'in'>;
