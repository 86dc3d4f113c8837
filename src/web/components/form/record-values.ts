import type { z } from 'zod';
import { isFileField, isReadable, isWritable } from '../../../catalog/naming.ts';
import type { CollectionDef, Field, FileField, FilesField } from '../../../catalog/types.ts';
import { recordSchema, type StoredFile, type WriteMode } from '../../../catalog/validation.ts';
import { formatBytes } from '../ui/format.ts';

// A record as the form holds it, and back. Inputs hold what a person types (text, so a
// half-typed "12," survives a re-render); the record holds what the API stores (cents,
// ISO instants, ids). Pure functions, so the conversions are tested without a browser.

/** A file in a file input: one the record already has, or one picked and not yet uploaded. */
export type FileSlot = { kind: 'kept'; file: StoredFile } | { kind: 'new'; file: File; id: string; previewUrl?: string };

export interface LocalizedValue {
  es: string;
  en: string;
}

/**
 * What each kind holds in the form: text for text, numbers, money (euros), dates and JSON;
 * `{ es, en }` for localized text; booleans; an id or "" for a reference; ids for a list of
 * references; file slots for file fields.
 */
export type FormValue = string | boolean | LocalizedValue | string[] | FileSlot[];
export type FormValues = Record<string, FormValue>;

export interface FormField {
  key: string;
  field: Field;
  /** Shown, never sent: set by the server's own modules (`serverOnly`). */
  readOnly: boolean;
}

/** The fields a form shows, in the order asked (or the catalogue's); hidden and secret never. */
export function formFields(collection: CollectionDef, keys?: readonly string[]): FormField[] {
  const chosen = keys ?? Object.keys(collection.fields);
  return chosen.flatMap((key) => {
    const field = Object.hasOwn(collection.fields, key) ? collection.fields[key] : undefined;
    // A wrong key is a mistake in the calling screen, not in anyone's input: fail loudly.
    if (!field) throw new Error(`${collection.name} has no field "${key}"`);
    if (!isReadable(field)) return [];
    return [{ key, field, readOnly: !isWritable(field) }];
  });
}

// ---- money ----

/** Integer cents → euros text with two decimals, without rounding through floats. */
export function centsToEuros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Euros as people type them → integer cents. Takes "1234.5", "1234,50", "1.234,50",
 * "1,234.50" and "€ 12"; the last "." or "," is the decimal mark when both appear.
 */
export function eurosToCents(text: string): { ok: true; value: number } | { ok: false; message: string } {
  let clean = text.replace(/[\s€]/g, '');
  if (clean.includes('.') && clean.includes(',')) {
    const decimal = clean.lastIndexOf('.') > clean.lastIndexOf(',') ? '.' : ',';
    clean = clean.replaceAll(decimal === '.' ? ',' : '.', '').replace(',', '.');
  } else {
    clean = clean.replace(',', '.');
  }
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(clean);
  if (!match) return { ok: false, message: 'Enter an amount in euros, like 12.50' };
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, message: 'Use at most 2 decimals (cents)' };
  if (whole!.length > 10) return { ok: false, message: 'Too large an amount' };
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return { ok: true, value: sign && cents !== 0 ? -cents : cents };
}

// ---- date and time ----

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** An ISO instant → `YYYY-MM-DDTHH:mm` in local time, what `<input type="datetime-local">` holds. */
export function isoToLocalInput(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `YYYY-MM-DDTHH:mm[:ss]` in local time → ISO 8601 with the local offset, e.g. `2026-11-22T10:30:00+01:00`. */
export function localInputToIso(text: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [year, month, dayOfMonth, hours, minutes, seconds] = match.slice(1).map((part) => Number(part ?? 0)) as number[];
  const date = new Date(2000, 0, 1);
  // setFullYear, since the Date constructor reads years 0–99 as 1900–1999.
  date.setFullYear(year!, month! - 1, dayOfMonth);
  date.setHours(hours!, minutes, seconds, 0);
  if (Number.isNaN(date.getTime()) || date.getDate() !== dayOfMonth || date.getMonth() !== month! - 1) return undefined;
  const offset = -date.getTimezoneOffset();
  const zone = `${offset < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(offset) / 60))}:${pad(Math.abs(offset) % 60)}`;
  return `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}${zone}`;
}

// ---- record → form ----

function storedFiles(value: unknown): StoredFile[] {
  if (Array.isArray(value)) return value as StoredFile[];
  return value ? [value as StoredFile] : [];
}

/** The form value of a stored value; `undefined` (no record yet) reads as empty. */
export function toFormValue(field: Field, value: unknown): FormValue {
  const present = value !== null && value !== undefined;
  switch (field.kind) {
    case 'text': {
      if (!field.localized) return present ? String(value) : '';
      const text = (present ? value : {}) as { es?: unknown; en?: unknown };
      return { es: typeof text.es === 'string' ? text.es : '', en: typeof text.en === 'string' ? text.en : '' };
    }
    case 'integer':
    case 'decimal':
      return present ? String(value) : '';
    case 'money':
      return typeof value === 'number' ? centsToEuros(value) : '';
    case 'boolean':
      return present ? Boolean(value) : field.default;
    case 'date':
    case 'select':
    case 'ref':
      return present ? String(value) : '';
    case 'datetime':
      return present ? isoToLocalInput(String(value)) : '';
    case 'refs':
      return Array.isArray(value) ? value.map(String) : [];
    case 'file':
    case 'files':
      return storedFiles(value).map((file): FileSlot => ({ kind: 'kept', file }));
    case 'json':
      return present ? JSON.stringify(value, null, 2) : '';
    case 'secret':
      return '';
  }
}

/** What a new record starts with: the catalogue's defaults, then the caller's. */
function initialValue(field: Field, defaults: Record<string, unknown> | undefined, key: string): unknown {
  if (defaults && Object.hasOwn(defaults, key)) return defaults[key];
  if ((field.kind === 'select' || field.kind === 'integer') && field.default !== undefined) return field.default;
  return undefined;
}

/** Form values for the writable fields: from the record when editing, from defaults when creating. */
export function toFormValues(
  fields: readonly FormField[],
  record?: Record<string, unknown>,
  defaults?: Record<string, unknown>,
): FormValues {
  const values: FormValues = {};
  for (const { key, field, readOnly } of fields) {
    if (readOnly) continue;
    values[key] = toFormValue(field, record ? record[key] : initialValue(field, defaults, key));
  }
  return values;
}

// ---- form → record ----

type Converted = { ok: true; value: unknown } | { ok: false; message: string };

const INTEGER_TEXT = /^-?\d+$/;

/** The stored value of a form value, or why it cannot be one. Empty is null. */
export function fromFormValue(field: Field, value: FormValue | undefined): Converted {
  switch (field.kind) {
    case 'text': {
      if (field.localized) {
        const text = (value ?? { es: '', en: '' }) as LocalizedValue;
        const es = text.es ?? '';
        const en = text.en ?? '';
        if (!es.trim() && !en.trim()) return { ok: true, value: null };
        return { ok: true, value: { es, en: en.trim() ? en : null } };
      }
      const text = typeof value === 'string' ? value : '';
      // Multiline text keeps its spacing; one-line text is trimmed, as the server trims it.
      const clean = field.multiline ? text : text.trim();
      return { ok: true, value: clean.trim() === '' ? null : clean };
    }
    case 'integer': {
      const text = String(value ?? '').trim();
      if (text === '') return { ok: true, value: null };
      if (!INTEGER_TEXT.test(text)) return { ok: false, message: 'Enter a whole number' };
      return { ok: true, value: Number(text) };
    }
    case 'decimal': {
      const text = String(value ?? '').trim().replace(',', '.');
      if (text === '') return { ok: true, value: null };
      const number = Number(text);
      if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text) || !Number.isFinite(number)) return { ok: false, message: 'Enter a number, like 12.5' };
      return { ok: true, value: number };
    }
    case 'money': {
      const text = String(value ?? '').trim();
      if (text === '') return { ok: true, value: null };
      const cents = eurosToCents(text);
      return cents.ok ? { ok: true, value: cents.value } : cents;
    }
    case 'boolean':
      return { ok: true, value: Boolean(value) };
    case 'date':
    case 'select':
    case 'ref': {
      const text = String(value ?? '').trim();
      return { ok: true, value: text === '' ? null : text };
    }
    case 'datetime': {
      const text = String(value ?? '').trim();
      if (text === '') return { ok: true, value: null };
      const iso = localInputToIso(text);
      return iso ? { ok: true, value: iso } : { ok: false, message: 'Enter a date and a time' };
    }
    case 'refs':
      return { ok: true, value: Array.isArray(value) ? [...(value as string[])] : [] };
    case 'json': {
      const text = String(value ?? '').trim();
      if (text === '') return { ok: true, value: null };
      try {
        return { ok: true, value: JSON.parse(text) };
      } catch (error) {
        return { ok: false, message: `Not valid JSON: ${error instanceof Error ? error.message : 'cannot be read'}` };
      }
    }
    case 'file': {
      const slot = (value as FileSlot[] | undefined)?.[0];
      return { ok: true, value: slot ? slot.file : null };
    }
    case 'files':
      return { ok: true, value: ((value as FileSlot[] | undefined) ?? []).map((slot) => slot.file) };
    case 'secret':
      return { ok: true, value: undefined };
  }
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (a instanceof Blob || b instanceof Blob) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  if (keysA.length !== keysB.length) return false;
  return keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]));
}

/** Keys whose form value differs from where the form started. */
export function changedKeys(initial: FormValues, current: FormValues, keys: readonly string[]): string[] {
  return keys.filter((key) => !sameValue(initial[key], current[key]));
}

// ---- checks ----

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** The `accept` attribute of a file input: what the server will take (it checks the bytes too). */
export function acceptAttribute(field: FileField | FilesField): string {
  return field.accept === 'image' ? IMAGE_TYPES.join(',') : ['application/pdf', ...IMAGE_TYPES].join(',');
}

/** Why the files in a file field cannot be sent; undefined when they can. Stored files were checked when they came. */
export function fileProblem(field: FileField | FilesField, slots: readonly FileSlot[]): string | undefined {
  if (field.required && slots.length === 0) return 'Required';
  const max = field.kind === 'file' ? 1 : field.maxFiles;
  if (slots.length > max) return field.kind === 'file' ? 'Only one file' : `At most ${max} files`;
  for (const slot of slots) {
    if (slot.kind !== 'new') continue;
    const { name, size, type } = slot.file;
    if (size > field.maxBytes) return `${name} is ${formatBytes(size)}; the limit is ${formatBytes(field.maxBytes)}`;
    if (type && !acceptAttribute(field).split(',').includes(type)) {
      return `${name} is not ${field.accept === 'image' ? 'a JPEG, PNG, GIF or WebP image' : 'a PDF or an image'}`;
    }
  }
  return undefined;
}

const schemas = new WeakMap<CollectionDef, Map<WriteMode, z.ZodObject>>();

function schemaFor(collection: CollectionDef, mode: WriteMode): z.ZodObject {
  let byMode = schemas.get(collection);
  if (!byMode) schemas.set(collection, (byMode = new Map()));
  let schema = byMode.get(mode);
  if (!schema) byMode.set(mode, (schema = recordSchema(collection, mode)));
  return schema;
}

/** The catalogue's own schema (the one the server uses), over the given fields only. */
function schemaProblems(collection: CollectionDef, mode: WriteMode, record: Record<string, unknown>): Record<string, string> {
  const keys = Object.keys(record);
  if (keys.length === 0) return {};
  const mask = Object.fromEntries(keys.map((key) => [key, true as const]));
  const result = schemaFor(collection, mode).pick(mask as never).safeParse(record);
  if (result.success) return {};
  const problems: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (!key || problems[key]) continue;
    const given = record[key];
    const empty = given === null || given === undefined;
    problems[key] = empty && issue.path.length === 1 ? 'Required' : issue.message;
  }
  return problems;
}

export interface BuiltRecord {
  /** What to send: every filled field on create, only the changed ones on update. */
  record: Record<string, unknown>;
  /** Problems by field key; empty when the record can be sent. */
  errors: Record<string, string>;
  /** New files in the record, so the screen knows to show upload progress. */
  uploads: number;
}

/**
 * Form values → the record to send, checked with the catalogue's schema (file fields apart,
 * since the schema expects files already stored). An update carries only changed fields;
 * a list of files is sent whole, kept files as their stored objects and new ones as File.
 */
export function buildRecord(
  collection: CollectionDef,
  fields: readonly FormField[],
  values: FormValues,
  mode: WriteMode,
  initial: FormValues,
): BuiltRecord {
  const writable = fields.filter((f) => !f.readOnly);
  const keys = writable.map((f) => f.key);
  const sending = new Set(mode === 'update' ? changedKeys(initial, values, keys) : keys);
  const record: Record<string, unknown> = {};
  const files: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  let uploads = 0;

  for (const { key, field } of writable) {
    if (!sending.has(key)) continue;
    if (isFileField(field)) {
      const slots = (values[key] as FileSlot[] | undefined) ?? [];
      const problem = fileProblem(field, slots);
      if (problem) errors[key] = problem;
      uploads += slots.filter((slot) => slot.kind === 'new').length;
      const converted = fromFormValue(field, slots);
      if (converted.ok && !(mode === 'create' && (converted.value === null || (converted.value as unknown[]).length === 0))) {
        files[key] = converted.value;
      }
      continue;
    }
    const converted = fromFormValue(field, values[key]);
    if (!converted.ok) {
      errors[key] = converted.message;
      continue;
    }
    // A new record leaves empty fields out, so the database's defaults apply.
    const empty = converted.value === null || (Array.isArray(converted.value) && converted.value.length === 0);
    if (mode === 'create' && empty) {
      if (field.required) errors[key] = 'Required';
      continue;
    }
    record[key] = converted.value;
  }

  for (const [key, message] of Object.entries(schemaProblems(collection, mode, record))) errors[key] ??= message;
  return { record: { ...record, ...files }, errors, uploads };
}
