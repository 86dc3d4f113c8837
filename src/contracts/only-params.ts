import { z } from 'zod';

// A query that takes these parameters and no others: an unknown one is refused naming it
// (`field`), with a hint of what the route does take, rather than silently ignored. Zod's own
// strict object reports unknown keys without a path, so they are named here first; the strict
// object inside documents `additionalProperties: false`.

export function onlyParams<S extends z.ZodRawShape>(shape: S, hint: string) {
  const known = new Set(Object.keys(shape));
  return z.preprocess((value, ctx) => {
    if (value && typeof value === 'object') {
      for (const key of Object.keys(value)) if (!known.has(key)) ctx.addIssue({ code: 'custom', path: [key], message: hint, input: value });
    }
    return value;
  }, z.strictObject(shape));
}
