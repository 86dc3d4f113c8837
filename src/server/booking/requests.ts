import { z } from 'zod';
import { isDay } from '../../catalog/days.ts';
import { ID_PATTERN } from '../../catalog/validation.ts';
import { badRequest } from '../errors.ts';

// The bodies the booking routes take, checked once here: any bad value is a 400 naming the field.

const id = z.string().regex(ID_PATTERN, 'must be an id').transform((value) => value.toLowerCase());
const day = z.string().refine(isDay, 'must be a calendar date as YYYY-MM-DD');

export const stayRequestSchema = z.strictObject({
  room: id,
  from: day,
  to: day,
  extras: z.array(id).max(20, 'at most 20 extras').default([]),
  code: z
    .string()
    .trim()
    .max(40, 'at most 40 characters')
    .nullish()
    .transform((value) => value || null),
});
export type StayRequest = z.infer<typeof stayRequestSchema>;

export const cancelRequestSchema = z.strictObject({ reason: z.string().trim().max(500, 'at most 500 characters').nullish() });

export const reviewRequestSchema = z.strictObject({
  rating: z.number().int('must be a whole number').min(1, 'from 1 to 5').max(5, 'from 1 to 5'),
  text: z.string().trim().min(10, 'at least 10 characters').max(5000, 'at most 5000 characters'),
});
export type ReviewRequest = z.infer<typeof reviewRequestSchema>;

/** The body parsed by `schema`, or a 400 naming the first bad field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.infer<S> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  if (issue?.code === 'unrecognized_keys') {
    const key = issue.keys[0] ?? '';
    throw badRequest(`Unknown field "${key}"`, key);
  }
  const field = issue?.path[0] === undefined ? undefined : String(issue.path[0]);
  if (!field) throw badRequest('Send a JSON object');
  const missing = issue?.code === 'invalid_type' && issue.input === undefined;
  throw badRequest(`${field}: ${missing ? 'Required' : (issue?.message ?? 'invalid')}`, field);
}

/** Today's calendar day in UTC, the day the whole app reckons in. */
export { utcToday as today } from '../../catalog/days.ts';
