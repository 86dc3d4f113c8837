import type { CollectionDef, Field } from './types.ts';

/** `monthlyPrice` → `monthly_price`; references get an `_id` suffix in the database. */
export function columnName(key: string, field?: Field): string {
  const snake = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`).replace(/^_/, '');
  return field?.kind === 'ref' ? `${snake}_id` : snake;
}

export function joinTableName(collection: CollectionDef, key: string): string {
  return `${collection.name}_${columnName(key)}`;
}

/** `sizeM2` → `Size m2`: the label when a declaration gives none. */
export function fieldLabel(key: string, field: Field): string {
  if (field.label) return field.label;
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Fields a client may send through the generic API. */
export function isWritable(field: Field): boolean {
  return !field.serverOnly && !field.hidden && field.kind !== 'secret';
}

/** Fields that may leave the server. */
export function isReadable(field: Field): boolean {
  return !field.hidden && field.kind !== 'secret';
}

/** Fields the database fills when a record omits them, so they are never empty. */
export function hasDefault(field: Field): boolean {
  return field.kind === 'boolean' || ((field.kind === 'select' || field.kind === 'integer') && field.default !== undefined);
}

export function isFileField(field: Field): field is Extract<Field, { kind: 'file' | 'files' }> {
  return field.kind === 'file' || field.kind === 'files';
}

/** A file field whose files belong to a person: served only after the record's read rule. */
export function isPrivateFileField(field: Field | undefined): field is Extract<Field, { kind: 'file' | 'files' }> {
  return !!field && isFileField(field) && field.private === true;
}

/** Fields that hold one scalar value per record and so can be sorted and filtered by equality. */
export function isScalar(field: Field): boolean {
  switch (field.kind) {
    case 'text':
      return !field.localized;
    case 'integer':
    case 'decimal':
    case 'money':
    case 'boolean':
    case 'date':
    case 'datetime':
    case 'select':
    case 'ref':
      return true;
    default:
      return false;
  }
}
