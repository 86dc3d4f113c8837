import { z } from 'zod';
import { fieldLabel, hasDefault, isFileField, isWritable } from './naming.ts';
import type { CollectionDef, Field, TextField } from './types.ts';

// One schema per collection and mode, used by the server on every write and by the
// back-office forms, so the two can never disagree about what is valid.

export const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idSchema = z.string().regex(ID_PATTERN, { error: 'Not a valid id' });

/** Largest amount of money a field holds: 10 million euros, in cents. */
export const MONEY_LIMIT = 1_000_000_000;
const JSON_TEXT_LIMIT = 100_000;

export const FORMATS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  url: /^https?:\/\/[^\s]+$/i,
  phone: /^\+?[0-9][0-9 ()./-]{4,30}$/,
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  color: /^#[0-9a-f]{6}$/i,
} as const;

export const FORMAT_MESSAGES = {
  email: 'Enter an email address like name@example.com',
  url: 'Enter a web address starting with http:// or https://',
  phone: 'Enter a phone number of digits, optionally starting with +',
  slug: 'Use lower-case letters, digits and single hyphens only',
  color: 'Enter a colour as #rrggbb',
} as const;

/** What the server stores for an uploaded file, and returns with a `url`. */
export const storedFileSchema = z.strictObject({
  key: z.string().min(1).max(200),
  url: z.string().max(2000).optional(),
  name: z.string().max(255),
  contentType: z.string().max(100),
  size: z.int().nonnegative(),
  width: z.int().positive().optional(),
  height: z.int().positive().optional(),
  variants: z.record(z.string(), z.string().max(200)).optional(),
});
export type StoredFile = z.infer<typeof storedFileSchema>;

/** A NUL, or half of a UTF-16 surrogate pair: text PostgreSQL cannot store (or would alter). */
const UNSTORABLE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const UNSTORABLE_MESSAGE = 'Contains a character that cannot be stored (a NUL or a broken surrogate)';

/** Deepest nesting a `json` field may have; keeps checks and the database's parser shallow. */
const JSON_DEPTH_LIMIT = 32;

/** Why a `json` value cannot be stored, walking it without recursion; undefined when it can. */
function jsonProblem(value: unknown): string | undefined {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (typeof item === 'string') {
      if (UNSTORABLE.test(item)) return UNSTORABLE_MESSAGE;
    } else if (typeof item === 'number') {
      if (!Number.isFinite(item)) return 'Numbers must be finite';
    } else if (item !== null && typeof item === 'object') {
      if (depth > JSON_DEPTH_LIMIT) return `Nested more than ${JSON_DEPTH_LIMIT} levels deep`;
      for (const [key, child] of Object.entries(item)) {
        if (!Array.isArray(item) && UNSTORABLE.test(key)) return UNSTORABLE_MESSAGE;
        stack.push([child, depth + 1]);
      }
    } else if (item !== null && typeof item !== 'boolean') {
      return 'Must be JSON data';
    }
  }
  return JSON.stringify(value).length > JSON_TEXT_LIMIT ? 'Too large' : undefined;
}

/** Instants PostgreSQL and JavaScript agree on: years 0001 to 9999, in UTC. */
const EARLIEST = Date.parse('0001-01-01T00:00:00.000Z');
const LATEST = Date.parse('9999-12-31T23:59:59.999Z');

export function storableInstant(text: string): boolean {
  const time = Date.parse(text);
  return Number.isFinite(time) && time >= EARLIEST && time <= LATEST;
}

function plainText(field: TextField, required: boolean): z.ZodType<string> {
  let schema = z.string({ error: 'Must be text' }).refine((text) => !UNSTORABLE.test(text), { error: UNSTORABLE_MESSAGE });
  if (!field.multiline) schema = schema.trim();
  if (required) schema = schema.min(1, { error: 'Required' });
  if (field.min !== undefined) schema = schema.min(field.min, { error: `At least ${field.min} characters` });
  // Stops here when too long: a format's pattern may take time growing with the square of the length.
  schema = schema.max(field.max, { error: `Too long: at most ${field.max} characters`, abort: true });
  if (field.format) schema = schema.regex(FORMATS[field.format], { error: FORMAT_MESSAGES[field.format] });
  return schema;
}

function valueSchema(field: Field): z.ZodType {
  switch (field.kind) {
    case 'text': {
      if (!field.localized) return plainText(field, !!field.required);
      return z.strictObject(
        {
          es: plainText(field, !!field.required),
          en: plainText(field, false).nullable().optional(),
        },
        { error: 'Must be an object { es, en } of texts' },
      );
    }
    case 'integer': {
      let schema = z.int({ error: 'Must be a whole number' });
      if (field.min !== undefined) schema = schema.min(field.min, { error: `At least ${field.min}` });
      if (field.max !== undefined) schema = schema.max(field.max, { error: `At most ${field.max}` });
      return schema.min(-2_147_483_648).max(2_147_483_647, { error: 'Too large' });
    }
    case 'decimal': {
      let schema = z.number({ error: 'Must be a number' });
      if (field.min !== undefined) schema = schema.min(field.min, { error: `At least ${field.min}` });
      if (field.max !== undefined) schema = schema.max(field.max, { error: `At most ${field.max}` });
      return schema;
    }
    case 'money': {
      const schema = z
        .int({ error: 'Must be a whole number of cents' })
        .max(MONEY_LIMIT, { error: 'Too large an amount' })
        .min(-MONEY_LIMIT, { error: 'Too large an amount' });
      return field.signed ? schema : schema.nonnegative({ error: 'Cannot be negative' });
    }
    case 'boolean':
      return z.boolean({ error: 'Must be true or false' });
    case 'date':
      return z.iso
        .date({ error: 'Must be a date as YYYY-MM-DD' })
        .refine((day) => !day.startsWith('0000'), { error: 'The year must be from 0001 to 9999' });
    case 'datetime':
      return z.iso
        .datetime({ offset: true, error: 'Must be a date and time in ISO 8601' })
        .refine(storableInstant, { error: 'Must be an instant from the year 0001 to 9999 (UTC)' });
    case 'select':
      return z.enum(field.options as [string, ...string[]], {
        error: `Must be one of: ${field.options.join(', ')}`,
      });
    case 'ref':
      return idSchema;
    case 'refs':
      return z
        .array(idSchema, { error: 'Must be a list of ids' })
        .max(field.max, { error: `At most ${field.max} items` })
        .refine((ids) => new Set(ids).size === ids.length, { error: 'The same item is listed twice' });
    case 'file':
      return storedFileSchema;
    case 'files':
      return z.array(storedFileSchema).max(field.maxFiles, { error: `At most ${field.maxFiles} files` });
    case 'json': {
      const shape: z.ZodType = field.shape === 'array' ? z.array(z.unknown()) : z.record(z.string(), z.unknown());
      return shape.superRefine((value, ctx) => {
        const problem = jsonProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      });
    }
    case 'secret':
      return z.never();
  }
}

export type WriteMode = 'create' | 'update';

/**
 * The schema a client's record must satisfy. `create` requires required fields (files are
 * checked apart, since uploads arrive beside the values); `update` is partial, but a
 * required field can never be emptied.
 */
export function recordSchema(collection: CollectionDef, mode: WriteMode): z.ZodObject {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(collection.fields)) {
    if (!isWritable(field)) continue;
    const value = valueSchema(field);
    // Fields with a default are NOT NULL in the database: emptying them is refused here, by name.
    const nullable = field.required || hasDefault(field) ? value : value.nullable();
    const optional = mode === 'update' || !field.required || hasDefault(field) || isFileField(field);
    shape[key] = optional ? nullable.optional() : nullable;
  }
  return z.strictObject(shape);
}

export interface FieldError {
  field: string | undefined;
  message: string;
}

/**
 * The first problem of a failed parse, named the way a person would read it. Pass the values
 * that were parsed: zod does not keep them in its issues, and a wrong value must not read as
 * a missing one.
 */
export function firstIssue(collection: CollectionDef, error: z.ZodError, input?: Record<string, unknown>): FieldError {
  const issue = error.issues[0];
  if (!issue) return { field: undefined, message: 'Invalid input' };
  // Only keys unknown at the top are unknown fields; `{ es, fr }` is a bad value of its field.
  if (issue.code === 'unrecognized_keys' && issue.path.length === 0) {
    const key = issue.keys[0] ?? '';
    return { field: key, message: `Unknown field "${key}" for ${collection.label.toLowerCase()}` };
  }
  const key = String(issue.path[0] ?? '');
  const field = Object.hasOwn(collection.fields, key) ? collection.fields[key] : undefined;
  const label = field ? fieldLabel(key, field) : key;
  let message = issue.message;
  if ((issue.code === 'invalid_type' || issue.code === 'invalid_value') && issue.path.length === 1) {
    const given = input ? (Object.hasOwn(input, key) ? input[key] : undefined) : issue.input;
    if (given === undefined) message = 'Required';
    else if (given === null) message = 'Cannot be empty';
  }
  return { field: key || undefined, message: label ? `${label}: ${message}` : message };
}
