import { isFileField, isPrivateFileField, isReadable } from '../../catalog/naming.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { unreadableFields, type Viewer } from './access.ts';
import { fileUrl, privateFileUrl } from '../files/routes.ts';
import type { Row } from './store.ts';

// A stored record as one viewer receives it: files with the addresses they are served from
// (a person's files at the record's own address, which applies its read rule), fields the
// viewer may not read left out.

type UrlOf = (key: string) => string;

function addUrl(file: StoredFile, urlOf: UrlOf): StoredFile & { url: string } {
  return {
    ...file,
    url: urlOf(file.key),
    ...(file.variants
      ? { variants: Object.fromEntries(Object.entries(file.variants).map(([name, key]) => [name, urlOf(key)])) }
      : {}),
  };
}

/** A file of a public field with the addresses it is served from, for answers built outside presentRecord. */
export function servedPublicFile(file: StoredFile): StoredFile & { url: string } {
  return addUrl(file, fileUrl);
}

const fileKeysByCollection = new Map<string, string[]>();

function fileKeys(collection: CollectionDef): string[] {
  let keys = fileKeysByCollection.get(collection.name);
  if (!keys) {
    keys = Object.entries(collection.fields)
      .filter(([, field]) => isFileField(field) && isReadable(field))
      .map(([key]) => key);
    fileKeysByCollection.set(collection.name, keys);
  }
  return keys;
}

export function presentRecord(collection: CollectionDef, row: Row, viewer: Viewer | null): Row {
  for (const key of fileKeys(collection)) {
    const value = row[key] as StoredFile | StoredFile[] | null | undefined;
    const urlOf: UrlOf = isPrivateFileField(collection.fields[key])
      ? (fileKey) => privateFileUrl(collection.name, String(row._id), key, fileKey)
      : fileUrl;
    if (Array.isArray(value)) row[key] = value.map((file) => addUrl(file, urlOf));
    else if (value) row[key] = addUrl(value, urlOf);
  }
  for (const key of unreadableFields(collection, viewer)) delete row[key];
  return row;
}
