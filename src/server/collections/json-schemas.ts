import { IMAGE_VARIANTS_DESCRIPTION } from '../../catalog/image-variants.ts';
import { fieldLabel, hasDefault, isReadable, isWritable } from '../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';

// JSON Schemas derived from the catalogue: responses are serialized through them (so a field
// not declared readable never leaves the server) and the OpenAPI document describes them.

type JsonSchema = Record<string, unknown>;

const nullable = (schema: JsonSchema, required: boolean | undefined): JsonSchema =>
  required ? schema : { ...schema, type: [schema.type, 'null'] };

export const storedFileJsonSchema: JsonSchema = {
  type: 'object',
  required: ['key', 'url', 'name', 'contentType', 'size'],
  properties: {
    key: { type: 'string' },
    url: { type: 'string', description: 'Where the original is served' },
    name: { type: 'string', description: 'The name it was uploaded with' },
    contentType: { type: 'string' },
    size: { type: 'integer' },
    width: { type: 'integer' },
    height: { type: 'integer' },
    variants: {
      type: 'object',
      description: IMAGE_VARIANTS_DESCRIPTION,
      additionalProperties: { type: 'string' },
    },
  },
};

function describe(key: string, field: Field): JsonSchema {
  return { title: fieldLabel(key, field), ...(field.help ? { description: field.help } : {}) };
}

export function fieldJsonSchema(key: string, field: Field): JsonSchema {
  const base = describe(key, field);
  const required = field.required;
  switch (field.kind) {
    case 'text':
      if (field.localized) {
        return {
          ...base,
          ...nullable(
            {
              type: 'object',
              required: ['es'],
              properties: { es: { type: 'string', maxLength: field.max }, en: { type: ['string', 'null'], maxLength: field.max } },
            },
            required,
          ),
        };
      }
      return {
        ...base,
        ...nullable({ type: 'string', maxLength: field.max }, required),
        ...(field.format === 'email' ? { format: 'email' } : field.format === 'url' ? { format: 'uri' } : {}),
      };
    case 'integer':
      return { ...base, ...nullable({ type: 'integer' }, required || hasDefault(field)), minimum: field.min, maximum: field.max };
    case 'money':
      return { ...base, ...nullable({ type: 'integer' }, required), description: 'Integer cents in EUR' };
    case 'decimal':
      return { ...base, ...nullable({ type: 'number' }, required), minimum: field.min, maximum: field.max };
    case 'boolean':
      return { ...base, type: 'boolean', default: field.default };
    case 'date':
      return { ...base, ...nullable({ type: 'string' }, required), format: 'date' };
    case 'datetime':
      return { ...base, ...nullable({ type: 'string' }, required), format: 'date-time' };
    case 'select': {
      const always = required || hasDefault(field);
      return { ...base, ...nullable({ type: 'string' }, always), enum: always ? [...field.options] : [...field.options, null] };
    }
    case 'ref':
      return { ...base, ...nullable({ type: 'string' }, required), format: 'uuid', description: `Id of a ${field.to} record` };
    case 'refs':
      return { ...base, type: 'array', items: { type: 'string', format: 'uuid' }, description: `Ids of ${field.to} records` };
    case 'file':
      return required ? { ...base, ...storedFileJsonSchema } : { ...base, anyOf: [storedFileJsonSchema, { type: 'null' }] };
    case 'files':
      return { ...base, type: 'array', items: storedFileJsonSchema };
    case 'json':
      return { ...base, description: field.shape === 'array' ? 'A JSON array' : 'A JSON object' };
    case 'secret':
      return { ...base, type: 'null' };
  }
}

export function recordJsonSchema(collection: CollectionDef): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    _id: { type: 'string', format: 'uuid' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    deletedAt: { type: ['string', 'null'], format: 'date-time' },
  };
  for (const [key, field] of Object.entries(collection.fields)) {
    // A default is what a write may leave out; in an answer the serializer would write it for a
    // field the record does not carry (a `fields=` projection), inventing a value.
    if (isReadable(field)) {
      const { default: _writeDefault, ...schema } = fieldJsonSchema(key, field);
      properties[key] = schema;
    }
  }
  return {
    title: collection.singular,
    description: collection.description,
    type: 'object',
    required: ['_id', 'createdAt', 'updatedAt', 'deletedAt'],
    properties,
  };
}

/** The body a client sends: JSON values, or multipart parts with files as binary. */
export function inputJsonSchema(collection: CollectionDef, mode: 'create' | 'update', media: 'json' | 'multipart'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(collection.fields)) {
    if (!isWritable(field)) continue;
    const isFile = field.kind === 'file' || field.kind === 'files';
    if (media === 'multipart') {
      properties[key] = isFile
        ? { ...describe(key, field), type: field.kind === 'files' ? 'array' : 'string', ...(field.kind === 'files' ? { items: { type: 'string', format: 'binary' }, description: `Send as ${key}[0], ${key}[1]…; a kept file travels as its JSON at its index` } : { format: 'binary' }) }
        : { ...describe(key, field), type: 'string', description: textDescription(field) };
    } else {
      properties[key] = fieldJsonSchema(key, field);
    }
    if (mode === 'create' && field.required && !hasDefault(field)) required.push(key);
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

function textDescription(field: Field): string {
  switch (field.kind) {
    case 'boolean':
      return '"true" or "false"';
    case 'refs':
    case 'json':
      return 'JSON text';
    case 'text':
      return field.localized ? 'JSON text: {"es": "...", "en": "..."}' : 'Text; "" means empty';
    default:
      return 'Text; "" means empty';
  }
}
