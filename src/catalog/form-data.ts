import type { Field } from './types.ts';

// Spec §3's form-data rules, in both directions: `toFormData` is the helper the web app
// sends records with; `readFormText` is how the server reads each text part back.

function isFile(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob;
}

function appendValue(form: FormData, name: string, value: unknown): void {
  if (value === undefined) return;
  if (value === null) form.append(name, '');
  else if (typeof value === 'boolean') form.append(name, value ? 'true' : 'false');
  else if (value instanceof Date) form.append(name, value.toISOString());
  else if (isFile(value)) form.append(name, value, (value as File).name ?? name);
  else if (typeof value === 'object') form.append(name, JSON.stringify(value));
  else form.append(name, String(value));
}

/**
 * Undefined is skipped, booleans are sent, null becomes "", objects become JSON text
 * (dates and files excepted), and an array holding files is sent as `field[index]` parts
 * (kept files, being objects, travel as JSON text at their index).
 */
export function toFormData(record: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(record)) {
    if (Array.isArray(value) && value.some(isFile)) {
      value.forEach((item, index) => appendValue(form, `${name}[${index}]`, item));
    } else {
      appendValue(form, name, value);
    }
  }
  return form;
}

/** `images[2]` → `{ name: 'images', index: 2 }`. */
export function parsePartName(partName: string): { name: string; index: number | undefined } {
  const match = /^([^[\]]+)\[(\d{1,4})\]$/.exec(partName);
  if (!match) return { name: partName, index: undefined };
  return { name: match[1]!, index: Number(match[2]) };
}

export class FormTextError extends Error {}

const NUMBER_TEXT = /^-?(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?$/i;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new FormTextError('Must be valid JSON text');
  }
}

/**
 * Reads one text part as the value the helper encoded: "" is null, "true"/"false" are
 * booleans, numbers are numbers, and structured fields arrive as JSON text. Text that
 * cannot be what the field holds is passed on unchanged for validation to name.
 */
export function readFormText(field: Field, text: string): unknown {
  if (text === '') return null;
  switch (field.kind) {
    case 'text':
      return field.localized ? parseJson(text) : text;
    case 'integer':
    case 'decimal':
    case 'money':
      return NUMBER_TEXT.test(text.trim()) ? Number(text) : text;
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'refs':
    case 'json':
    case 'file':
    case 'files':
      return parseJson(text);
    default:
      return text;
  }
}
