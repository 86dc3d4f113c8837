import { z } from 'zod';
import { paramDocs } from './query-params.ts';

// The JSON schema of a contract's part, for OpenAPI and for Fastify's serializer. Requests are
// documented as clients send them (`input`), answers as the server sends them (`output`); a
// query parameter is documented by what it accepts, not by how it is parsed.

export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): Record<string, unknown> {
  const json = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    unrepresentable: 'any',
    override: ({ zodSchema, jsonSchema }) => {
      const doc = paramDocs.get(zodSchema);
      if (!doc) return;
      for (const key of Object.keys(jsonSchema)) delete (jsonSchema as Record<string, unknown>)[key];
      Object.assign(jsonSchema, doc.documented, doc.description ? { description: doc.description } : {});
    },
  }) as Record<string, unknown>;
  delete json.$schema;
  return simplify(json) as Record<string, unknown>;
}

const SAFE_INTEGER_BOUNDS = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER };

/**
 * Writes zod's output the way people and fast serializers read it: "X or null" as one schema
 * with `type: [X, 'null']` rather than `anyOf`, and no bounds that only say "a safe integer".
 */
function simplify(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplify);
  if (!node || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, simplify(value)])) as Record<string, unknown>;
  if (schema.minimum === SAFE_INTEGER_BOUNDS.minimum && schema.maximum === SAFE_INTEGER_BOUNDS.maximum) {
    delete schema.minimum;
    delete schema.maximum;
  }
  const choices = schema.anyOf as Record<string, unknown>[] | undefined;
  if (choices?.length === 2) {
    const nulls = choices.filter((choice) => choice.type === 'null' && Object.keys(choice).length === 1);
    const other = choices.find((choice) => !nulls.includes(choice));
    if (nulls.length === 1 && other && typeof other.type === 'string' && !('anyOf' in other)) {
      const { anyOf: _anyOf, ...rest } = schema;
      return { ...other, ...rest, type: [other.type, 'null'] };
    }
  }
  return schema;
}
