import { z } from 'zod';
import { isDay } from '../catalog/days.ts';
import { ID_PATTERN } from '../catalog/validation.ts';

// Query-string parameters as contracts declare them. A query string only holds text, given
// once or repeated, so each parameter reads raw text into its value with the message a person
// can act on ("must be a whole number from 0 to …"), and carries the JSON schema that documents
// it (`documented`): what a client may send, not zod's view of the parsing.

/** The JSON schema documenting a parameter, kept in zod's registry beside the parser. */
export interface ParamDoc {
  documented: Record<string, unknown>;
  description?: string;
}

export const paramDocs = z.registry<ParamDoc>();

type Read<T> = (text: string, fail: (message: string) => never) => T;

class ParamFailure extends Error {}

/**
 * A parameter given at most once: missing or blank is `undefined`, repeated or holding a NUL
 * is refused, and the trimmed text goes to `read`.
 */
function once<T>(read: Read<T>, doc: ParamDoc) {
  const schema = z
    .unknown()
    .transform((value, ctx): T | undefined => {
      if (value === undefined) return undefined;
      if (typeof value !== 'string') return refuse(ctx, 'give it once');
      // PostgreSQL text cannot hold NUL: refused here rather than failing in the query.
      if (value.includes('\u0000')) return refuse(ctx, 'contains a NUL character');
      const text = value.trim();
      if (text === '') return undefined;
      return readOrRefuse(read, text, ctx);
    })
    .optional();
  paramDocs.add(schema, doc);
  return schema;
}

function readOrRefuse<T>(read: Read<T>, text: string, ctx: z.RefinementCtx): T {
  try {
    return read(text, (message) => {
      throw new ParamFailure(message);
    });
  } catch (error) {
    if (error instanceof ParamFailure) return refuse(ctx, error.message);
    throw error;
  }
}

function refuse(ctx: z.RefinementCtx, message: string): never {
  ctx.addIssue({ code: 'custom', message });
  return z.NEVER as never;
}

export function text(options: { max: number; description: string }) {
  return once((value, fail) => (value.length > options.max ? fail(`at most ${options.max} characters`) : value), {
    documented: { type: 'string', maxLength: options.max },
    description: options.description,
  });
}

export function wholeNumber(options: { min: number; max: number; description?: string }) {
  const { min, max } = options;
  return once(
    (value, fail) => {
      const number = Number(value);
      return /^\d{1,10}$/.test(value) && number >= min && number <= max ? number : fail(`must be a whole number from ${min} to ${max}`);
    },
    { documented: { type: 'integer', minimum: min, maximum: max }, description: options.description },
  );
}

const DECIMAL = /^-?\d{1,9}(\.\d{1,9})?$/;

export function decimal(options: { min: number; description?: string }) {
  return once(
    (value, fail) => (DECIMAL.test(value) && Number(value) >= options.min ? Number(value) : fail(`must be a number from ${options.min}`)),
    { documented: { type: 'number', minimum: options.min }, description: options.description },
  );
}

export function flag(description: string) {
  return once((value, fail) => (value === 'true' ? true : value === 'false' ? false : fail('must be true or false')), {
    documented: { type: 'boolean' },
    description,
  });
}

export function day(description: string) {
  return once((value, fail) => (isDay(value) ? value : fail('must be a date as YYYY-MM-DD')), {
    documented: { type: 'string', format: 'date' },
    description,
  });
}

export function choice<const V extends readonly [string, ...string[]]>(values: V, description: string) {
  return once((value, fail) => ((values as readonly string[]).includes(value) ? (value as V[number]) : fail(`must be one of ${values.join(', ')}`)), {
    documented: { type: 'string', enum: [...values] },
    description,
  });
}

/**
 * The ids in texts separated by commas: empty items skipped, each checked, lower-cased and kept
 * once in the order given. More than `max` items (repeats counted: they are what was sent) or an
 * item that is not an id is an issue on `ctx`, and undefined.
 */
function idsIn(texts: string[], max: number, ctx: z.RefinementCtx): string[] | undefined {
  const parts = texts.flatMap((text) => text.split(',')).map((part) => part.trim()).filter((part) => part !== '');
  const bad = parts.find((id) => !ID_PATTERN.test(id));
  const problem = parts.length > max ? `at most ${max} ids` : bad !== undefined ? `"${bad.slice(0, 40)}" is not an id` : undefined;
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return undefined;
  }
  return [...new Set(parts.map((id) => id.toLowerCase()))];
}

/**
 * A repeatable list of ids: `?type=a&type=b`, `?type=a,b`, or both; empty items are skipped,
 * ids are lower-cased and sorted (the same filters in another order are the same search).
 */
export function ids(options: { max: number; description: string }) {
  const schema = z
    .unknown()
    .transform((value, ctx): string[] => {
      if (value === undefined) return [];
      const items = Array.isArray(value) ? value : [value];
      if (!items.every((item) => typeof item === 'string')) return refuse(ctx, 'give ids as text');
      return idsIn(items as string[], options.max, ctx)?.sort() ?? z.NEVER;
    })
    .optional()
    .transform((value) => value ?? []);
  paramDocs.add(schema, {
    documented: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: options.max },
    description: `${options.description}; repeat the parameter or separate ids with commas`,
  });
  return schema;
}

/**
 * A required list of ids given once, separated by commas (`?ids=a,b`): missing, blank, repeated,
 * an item that is not an id, or more than `max` items are refused; ids come in the order asked.
 */
export function idList(options: { max: number; description: string }) {
  const schema = z.unknown().transform((value, ctx): string[] => {
    if (Array.isArray(value)) return refuse(ctx, 'give it once, the ids separated by commas');
    if (value !== undefined && typeof value !== 'string') return refuse(ctx, 'give ids as text');
    const found = idsIn([value ?? ''], options.max, ctx);
    if (!found) return z.NEVER;
    return found.length === 0 ? refuse(ctx, 'give one or more ids, separated by commas') : found;
  });
  paramDocs.add(schema, {
    documented: { type: 'string' },
    description: `${options.description}: 1 to ${options.max} ids, separated by commas`,
  });
  return schema;
}

/** Reads a parameter's own text with a custom reader (e.g. a box of four numbers). */
export function custom<T>(read: Read<T>, doc: ParamDoc) {
  return once(read, doc);
}
