import { fieldLabel, isFileField, isReadable } from '../../../../catalog/naming.ts';
import type { CollectionDef, Field } from '../../../../catalog/types.ts';
import type { StoredFile } from '../../../../catalog/validation.ts';
import { centsToEuros } from '../../../components/form/record-values.ts';

// Records → CSV (RFC 4180) for spreadsheets. Values stay data, not display text: localized
// text as two columns, money in euros with a dot, references as ids, files as addresses.
// Cells a spreadsheet would run as a formula are defused with a leading apostrophe.

export interface CsvColumn {
  header: string;
  value: (record: Record<string, unknown>) => unknown;
}

const LIST_SEPARATOR = '; ';

function storedFiles(value: unknown): StoredFile[] {
  if (Array.isArray(value)) return value as StoredFile[];
  return value ? [value as StoredFile] : [];
}

function plain(field: Field, value: unknown): unknown {
  if (value === null || value === undefined) return '';
  switch (field.kind) {
    case 'money':
      return typeof value === 'number' ? centsToEuros(value) : value;
    case 'boolean':
      return value ? 'true' : 'false';
    case 'refs':
      return Array.isArray(value) ? value.join(LIST_SEPARATOR) : value;
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

/** The columns of a collection's export: id, every readable field, and the record's dates. */
export function csvColumns(collection: CollectionDef, options: { removed?: boolean } = {}): CsvColumn[] {
  const columns: CsvColumn[] = [{ header: 'ID', value: (r) => r._id }];
  for (const [key, field] of Object.entries(collection.fields)) {
    if (!isReadable(field)) continue;
    const label = fieldLabel(key, field);
    if (field.kind === 'text' && field.localized) {
      const part = (language: 'es' | 'en') => (r: Record<string, unknown>) => (r[key] as Record<string, unknown> | null)?.[language] ?? '';
      columns.push({ header: `${label} (es)`, value: part('es') }, { header: `${label} (en)`, value: part('en') });
    } else if (isFileField(field)) {
      columns.push({ header: label, value: (r) => storedFiles(r[key]).map((file) => file.url ?? file.key).join(LIST_SEPARATOR) });
    } else if (field.kind === 'money') {
      columns.push({ header: `${label} (EUR)`, value: (r) => plain(field, r[key]) });
    } else {
      columns.push({ header: label, value: (r) => plain(field, r[key]) });
    }
  }
  columns.push({ header: 'Created', value: (r) => r.createdAt ?? '' }, { header: 'Updated', value: (r) => r.updatedAt ?? '' });
  if (options.removed) columns.push({ header: 'Removed', value: (r) => r.deletedAt ?? '' });
  return columns;
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell: formula-like text gets a leading apostrophe; quotes, commas and line breaks are quoted. */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  // A plain number (a negative amount) cannot run as a formula and must stay a number.
  if (FORMULA_START.test(text) && !NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return cells.map(csvCell).join(',');
}

/** The whole file: a byte-order mark so spreadsheets read the accents as UTF-8, then CRLF lines. */
export function recordsToCsv(columns: readonly CsvColumn[], records: readonly Record<string, unknown>[]): string {
  const lines = [csvLine(columns.map((c) => c.header)), ...records.map((record) => csvLine(columns.map((c) => c.value(record))))];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** `rooms-2026-11-22.csv` (local date), `rooms-removed-…` for the removed view. */
export function csvFileName(collection: string, when: Date, removed = false): string {
  const day = `${when.getFullYear()}-${String(when.getMonth() + 1).padStart(2, '0')}-${String(when.getDate()).padStart(2, '0')}`;
  return `${collection}${removed ? '-removed' : ''}-${day}.csv`;
}
