import type { z } from 'zod';
import { isFileField } from '../../../../catalog/naming.ts';
import type { CollectionDef, Field, FileAccept, FileField } from '../../../../catalog/types.ts';
import { recordSchema } from '../../../../catalog/validation.ts';
import { ApiError } from '../../../api/http.ts';
import { formatFileSize } from '../../../components/form/file-size.ts';
import type { Translate } from '../../../i18n/messages.ts';
import type { Language } from '../../../i18n/language.ts';
import type { FormMessageKey } from './form-messages.ts';

// The rules of the public forms, apart from React: what a visitor may send (the catalogue's
// own schema, narrowed to the fields the form shows), problems said in the visitor's language,
// files checked as the server checks them, and the server's refusals placed at their field.

export type FieldErrors = Partial<Record<string, string>>;
type T = Translate<FormMessageKey>;

/** Typed text as the catalogue stores it: trimmed, and left out when empty. */
export function textValue(raw: string): string | undefined {
  const text = raw.trim();
  return text === '' ? undefined : text;
}

/** "  Ana María Ruiz " → "Ana": how the confirmation greets the sender. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** A number typed in a text box; what is not a number stays NaN for the schema to refuse. */
export function numberValue(raw: string): number | undefined {
  const text = raw.trim().replace(',', '.');
  if (text === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** The catalogue's create schema for the fields a visitor fills in here (files are checked apart). */
export function visitorSchema(collection: CollectionDef, fields: readonly string[]): z.ZodObject {
  const picked: Record<string, true> = {};
  for (const name of fields) {
    const field = collection.fields[name];
    if (!field) throw new Error(`${collection.name} has no field "${name}"`);
    if (!isFileField(field)) picked[name] = true;
  }
  return recordSchema(collection, 'create').pick(picked);
}

function issueText(issue: z.core.$ZodIssue, field: Field | undefined, given: unknown, t: T): string {
  switch (issue.code) {
    case 'invalid_type':
      if (given === undefined || given === null || given === '') return t('required');
      return field?.kind === 'integer' ? t('wholeNumber') : t('invalid');
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? t('required') : t('atLeastChars', { min: Number(issue.minimum) });
      return t('atLeast', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? t('tooLong', { max: Number(issue.maximum) }) : t('atMost', { max: Number(issue.maximum) });
    case 'invalid_format':
      if (field?.kind === 'text' && (field.format === 'email' || field.format === 'phone' || field.format === 'url')) return t(field.format);
      return t('invalid');
    default:
      return t('invalid');
  }
}

/** Every field's first problem with the record, in the visitor's language; empty when it may be sent. */
export function recordErrors(collection: CollectionDef, schema: z.ZodObject, record: Record<string, unknown>, t: T): FieldErrors {
  const result = schema.safeParse(record);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!key || errors[key]) continue;
    errors[key] = issueText(issue, collection.fields[key], record[key], t);
  }
  return errors;
}

// What the server's sniffing accepts (src/server/files/sniff.ts): images, and for documents PDF too.
const IMAGE_TYPES: Record<string, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg'],
  'image/png': ['png'],
  'image/gif': ['gif'],
  'image/webp': ['webp'],
};
const DOCUMENT_TYPES: Record<string, readonly string[]> = { 'application/pdf': ['pdf'], ...IMAGE_TYPES };

function typesFor(accept: FileAccept): Record<string, readonly string[]> {
  return accept === 'image' ? IMAGE_TYPES : DOCUMENT_TYPES;
}

/** The file picker's `accept`: the types and their extensions, so every system offers the right files. */
export function acceptAttribute(accept: FileAccept): string {
  const types = typesFor(accept);
  return [...Object.keys(types), ...Object.values(types).flatMap((extensions) => extensions.map((extension) => `.${extension}`))].join(',');
}

/** Why this file will be refused, or undefined. The server reads the file's bytes again; this spares a wasted upload. */
export function fileError(file: File, field: FileField, t: T, language: Language): string | undefined {
  const types = typesFor(field.accept);
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const typeKnown = file.type ? Object.hasOwn(types, file.type) : false;
  const extensionKnown = Object.values(types).some((extensions) => extensions.includes(extension));
  // Some systems give no type, or a vague one: then the name decides.
  const accepted = file.type && file.type !== 'application/octet-stream' ? typeKnown : extensionKnown;
  if (!accepted) return t('fileType');
  if (file.size === 0) return t('fileEmpty');
  if (file.size > field.maxBytes) return t('fileTooBig', { size: formatFileSize(file.size, language), max: formatFileSize(field.maxBytes, language) });
  return undefined;
}

export type FormProblem =
  | { kind: 'field'; field: string; message: string }
  | { kind: 'banner'; title: 'sendFailed' | 'tooMany'; message: string };

/** "Email: Enter an email…" → "Enter an email…": shown at the field, the label need not be repeated. */
export function withoutLabel(message: string): string {
  const rest = message.replace(/^[^:]{1,60}:\s+/, '');
  return rest.charAt(0).toUpperCase() + rest.slice(1);
}

/**
 * Where the server's refusal belongs: at the control of the field it names (`controls` maps
 * catalogue fields to the form's controls), else in the banner; too many sends get their own title.
 */
export function placeServerError(error: unknown, controls: (field: string) => string | undefined, t: T): FormProblem {
  if (!(error instanceof ApiError)) return { kind: 'banner', title: 'sendFailed', message: error instanceof Error ? error.message : t('offline') };
  if (error.status === null) return { kind: 'banner', title: 'sendFailed', message: t('offline') };
  // The server's wording is English; the wait is what matters, said in the visitor's language.
  if (error.status === 429) return { kind: 'banner', title: 'tooMany', message: t('tooManyText') };
  const key = error.field?.split(/[.[]/)[0];
  const control = key ? controls(key) : undefined;
  if (control) return { kind: 'field', field: control, message: withoutLabel(error.message) };
  return { kind: 'banner', title: 'sendFailed', message: error.message };
}
