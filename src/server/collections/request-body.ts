import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FormTextError, parsePartName, readFormText } from '../../catalog/form-data.ts';
import { isFileField, isWritable } from '../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import { badRequest, HttpError } from '../errors.ts';
import type { Upload } from '../files/uploads.ts';

// A create or update body, multipart or JSON, read into values plus uploads. Multipart is
// read exactly as spec §3's helper writes it. Nothing is stored here.

/** One item of a file field: a new upload, or a file the record already has (as sent back). */
export type FileSlot = { upload: Upload } | { kept: unknown };

export interface IncomingBody {
  values: Record<string, unknown>;
  files: Map<string, FileSlot[]>;
}

export const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 1024 * 1024,
  fields: 300,
  fileSize: 10 * 1024 * 1024,
  files: 60,
  parts: 360,
};

function fieldFor(collection: CollectionDef, name: string): Field {
  const field = collection.fields[name];
  if (!field || field.hidden) throw badRequest(`Unknown field "${name}" for ${collection.label.toLowerCase()}`, name);
  if (!isWritable(field)) throw badRequest(`${name}: set by the server, not by clients`, name);
  return field;
}

function placeSlot(body: IncomingBody, name: string, index: number | undefined, slot: FileSlot): void {
  const slots = body.files.get(name) ?? [];
  if (index === undefined) slots[0] = slot;
  else slots[index] = slot;
  body.files.set(name, slots);
}

/** Gaps in `field[i]` numbering are closed: the order of what arrived is kept. */
function compact(body: IncomingBody): void {
  for (const [name, slots] of body.files) body.files.set(name, slots.filter(Boolean));
}

export async function readMultipart(collection: CollectionDef, request: FastifyRequest): Promise<IncomingBody> {
  const body: IncomingBody = { values: Object.create(null) as Record<string, unknown>, files: new Map() };
  const seen = new Set<string>();
  for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
    const { name, index } = parsePartName(part.fieldname);
    const field = fieldFor(collection, name);
    if (seen.has(part.fieldname)) throw badRequest(`${name}: sent more than once`, name);
    seen.add(part.fieldname);
    if (index !== undefined && field.kind !== 'files') throw badRequest(`${name}: does not take indexed parts`, name);

    if (part.type === 'file') {
      if (!isFileField(field)) throw badRequest(`${name}: takes text, not a file`, name);
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new HttpError(413, `${name}: the file is larger than ${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB`, name);
        }
        throw error;
      }
      placeSlot(body, name, index, { upload: { field: name, filename: part.filename || name, bytes } });
      continue;
    }

    if (part.valueTruncated) throw new HttpError(413, `${name}: the value is too long`, name);
    const text = typeof part.value === 'string' ? part.value : String(part.value ?? '');
    let value: unknown;
    try {
      value = readFormText(field, text);
    } catch (error) {
      if (error instanceof FormTextError) throw badRequest(`${name}: ${error.message}`, name);
      throw error;
    }
    if (index !== undefined) {
      placeSlot(body, name, index, { kept: value });
    } else {
      body.values[name] = value;
    }
  }
  compact(body);
  return body;
}

export function readJson(collection: CollectionDef, payload: unknown): IncomingBody {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) {
    throw badRequest('The body must be a JSON object of field values');
  }
  const body: IncomingBody = { values: Object.create(null) as Record<string, unknown>, files: new Map() };
  for (const [name, value] of Object.entries(payload)) {
    fieldFor(collection, name);
    body.values[name] = value;
  }
  return body;
}

export async function readBody(collection: CollectionDef, request: FastifyRequest): Promise<IncomingBody> {
  if (request.isMultipart()) return readMultipart(collection, request);
  if (request.body === undefined) throw badRequest('Send the record as multipart/form-data or JSON');
  return readJson(collection, request.body);
}
