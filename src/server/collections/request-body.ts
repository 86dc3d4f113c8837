import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { FormTextError, parsePartName, readFormText } from '../../catalog/form-data.ts';
import { isFileField, isWritable } from '../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import { refuseControlCharacters } from '../control-characters.ts';
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
  // Own keys only: `constructor`, `toString` and the like are not fields of any collection.
  const field = Object.hasOwn(collection.fields, name) ? collection.fields[name] : undefined;
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

/** The boundary a multipart body's parts are separated by, from its Content-Type. */
function multipartBoundary(contentType: string | undefined): string | undefined {
  const match = /;\s*boundary=(?:"([^"]{1,200})"|([^;\s]{1,200}))/i.exec(contentType ?? '');
  return match ? (match[1] ?? match[2]) : undefined;
}

/**
 * Watches the raw body for the close delimiter (`CRLF--boundary--`). The multipart reader
 * treats a body that stops early (a dropped connection, a cut-off request) as a complete
 * form; without this, the parts that did arrive would be written as if they were all.
 */
function watchForClose(request: FastifyRequest): () => boolean {
  const boundary = multipartBoundary(request.headers['content-type']);
  if (!boundary) return () => false;
  const close = Buffer.from(`\r\n--${boundary}--`);
  const emptyForm = close.subarray(2);
  let closed = false;
  let first = true;
  let tail = Buffer.alloc(0);
  const onData = (chunk: Buffer | string) => {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (first && bytes.subarray(0, emptyForm.length).equals(emptyForm)) closed = true;
    first = false;
    if (closed) return;
    const joined = Buffer.concat([tail, bytes]);
    if (joined.includes(close)) closed = true;
    tail = joined.subarray(Math.max(0, joined.length - close.length + 1));
  };
  request.raw.on('data', onData);
  return () => {
    request.raw.off('data', onData);
    return closed;
  };
}

/** Errors of the multipart reader itself (a missing boundary, a part cut short) are the client's; ours are not caught here. */
function malformed(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const { statusCode } = error as { statusCode?: unknown };
  if (typeof statusCode === 'number') return error;
  const detail = error instanceof Error ? `: ${error.message.slice(0, 120)}` : '';
  return badRequest(`The form data is malformed${detail}`);
}

/** A text part's value as text; parts declared `application/json` arrive already parsed. */
function partText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value === undefined || value === null) return '';
  return JSON.stringify(value);
}

export async function readMultipart(collection: CollectionDef, request: FastifyRequest): Promise<IncomingBody> {
  const body: IncomingBody = { values: Object.create(null) as Record<string, unknown>, files: new Map() };
  const seen = new Set<string>();
  // Watched from before the reader starts piping, so no chunk is missed.
  const isClosed = watchForClose(request);
  const parts = request.parts({ limits: MULTIPART_LIMITS });
  let complete: boolean;
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        throw malformed(error);
      }
      if (next.done) break;
      await readPart(collection, body, seen, next.value);
    }
  } finally {
    complete = isClosed();
    await parts.return?.(undefined);
  }
  if (!complete) throw badRequest('The form data ended early: send the whole form again');
  compact(body);
  return body;
}

async function readPart(collection: CollectionDef, body: IncomingBody, seen: Set<string>, part: Multipart): Promise<void> {
  const { name, index } = parsePartName(part.fieldname);
  const field = fieldFor(collection, name);
  if (seen.has(part.fieldname)) throw badRequest(`${name}: sent more than once`, name);
  if (index !== undefined && field.kind !== 'files') throw badRequest(`${name}: does not take indexed parts`, name);
  // `images` and `images[0]` would land in the same slot: one form, one way of sending a list.
  const otherWay = index === undefined ? [...seen].some((seenName) => seenName.startsWith(`${name}[`)) : seen.has(name);
  if (field.kind === 'files' && otherWay) throw badRequest(`${name}: sent both whole and as indexed parts`, name);
  seen.add(part.fieldname);

  if (part.type === 'file') {
    if (!isFileField(field)) throw badRequest(`${name}: takes text, not a file`, name);
    refuseControlCharacters(part.filename, name);
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new HttpError(413, `${name}: the file is larger than ${MULTIPART_LIMITS.fileSize / 1024 / 1024} MB`, name);
      }
      // The file's bytes stopped before its part ended: the form is malformed.
      throw malformed(error);
    }
    placeSlot(body, name, index, { upload: { field: name, filename: part.filename || name, bytes } });
    return;
  }

  if (part.valueTruncated) throw new HttpError(413, `${name}: the value is too long`, name);
  let value: unknown;
  try {
    value = readFormText(field, partText(part.value));
  } catch (error) {
    if (error instanceof FormTextError) throw badRequest(`${name}: ${error.message}`, name);
    throw error;
  }
  refuseControlCharacters(value, name);
  if (index !== undefined) {
    placeSlot(body, name, index, { kept: value });
  } else {
    body.values[name] = value;
  }
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

/** `application/json`, or a `+json` type: the JSON bodies this API reads. */
function isJsonType(contentType: string | undefined): boolean {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

export async function readBody(collection: CollectionDef, request: FastifyRequest): Promise<IncomingBody> {
  if (request.isMultipart()) return readMultipart(collection, request);
  if (request.body === undefined) throw badRequest('Send the record as multipart/form-data or JSON');
  // Fastify also parses text/plain; a record is never sent as plain text.
  if (!isJsonType(request.headers['content-type'])) {
    throw new HttpError(415, 'Send the record as multipart/form-data or application/json');
  }
  return readJson(collection, request.body);
}
