import type { z } from 'zod';

/**
 * A stored record typed as a contract's shape, without parsing it. For answers read back after
 * a write has committed: a row the schema would question must still be answered (the serializer
 * shapes it and drops what the contract does not declare), not turned into a 500 once the money
 * has moved and the guest would try again.
 */
export function storedAs<S extends z.ZodType>(_schema: S, row: unknown): z.output<S> {
  return row as z.output<S>;
}
