import type { z } from 'zod';

// Unknown query parameters and body fields are refused by zod's own strict objects
// (`z.strictObject`, which the OpenAPI document shows as `additionalProperties: false`) rather
// than silently ignored; serveRoute names the key at fault as the 400's `field`. This gives the
// refusal its words: a hint of what the route does take.

/** The error option of a strict object: `hint` for an unknown key, `otherwise` (or zod's words) for the rest. */
export function unknownKeyHint(hint: string, otherwise?: string): z.core.$ZodErrorMap {
  return (issue) => (issue.code === 'unrecognized_keys' ? hint : otherwise);
}
