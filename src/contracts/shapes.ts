import { z } from 'zod';
import { ID_PATTERN } from '../catalog/validation.ts';

// Shapes many contracts share.

/** A catalogue text in both languages; either may be missing or empty. */
export const localized = z.object({ es: z.string().nullish(), en: z.string().nullish() });

export const uuid = z.string().meta({ format: 'uuid' });

/** A record's id in a path: any case, answered lower-case; anything else names no record (404). */
export const recordId = z
  .string()
  .regex(ID_PATTERN, 'There is no record with this id')
  .transform((id) => id.toLowerCase())
  .meta({ format: 'uuid' });

/** The `/:id` of a path. */
export const idParams = z.object({ id: recordId });

/** A day as `YYYY-MM-DD`. */
export const isoDay = z.string().meta({ format: 'date' });

/** An instant as an ISO 8601 text in UTC. */
export const isoInstant = z.string().meta({ format: 'date-time' });

/** Money: integer cents of EUR. */
export const cents = z.number().int().describe('Cents of EUR');

/** A record another points to, by id and name. */
export function named<N extends z.ZodType>(name: N) {
  return z.object({ _id: uuid, name });
}

/** A page of a list, as every list answers. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({
    docs: z.array(item),
    totalDocs: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int().describe('At least 1, even when nothing matches'),
    hasNextPage: z.boolean(),
    hasPrevPage: z.boolean(),
  });
}

/** Totals up to this many matches are counted exactly; beyond it they are the database's estimate. */
export const EXACT_TOTAL_UP_TO = 1000;

/** A generic collection route's page: a page whose total may be the database's estimate. */
export function collectionPage<T extends z.ZodType>(item: T, exactUpTo: number) {
  return paged(item).extend({
    totalDocsExact: z.boolean().describe(`False when more than ${exactUpTo} records match: totalDocs is then the database's estimate`),
  });
}

type PageOf<S extends z.ZodType> = Omit<z.output<S>, 'docs'>;

/** A page of `T`, for code that holds its items' type apart from a schema. */
export type Page<T> = PageOf<ReturnType<typeof paged>> & { docs: T[] };
export type CollectionPage<T> = PageOf<ReturnType<typeof collectionPage>> & { docs: T[] };
