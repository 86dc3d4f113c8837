import { isFileField, isReadable } from '../../catalog/naming.ts';
import type { StoredFile } from '../../catalog/validation.ts';
import type { CollectionDef } from '../../catalog/types.ts';
import { unreadableFields, type Viewer } from '../auth/access.ts';
import { fileUrl } from '../files/routes.ts';
import type { Row } from './store.ts';

// A stored record as one viewer receives it: files with the addresses they are served from,
// fields the viewer may not read left out.

function addUrl(file: StoredFile): StoredFile {
  return {
    ...file,
    url: fileUrl(file.key),
    ...(file.variants
      ? { variants: Object.fromEntries(Object.entries(file.variants).map(([name, key]) => [name, fileUrl(key)])) }
      : {}),
  };
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
    if (Array.isArray(value)) row[key] = value.map(addUrl);
    else if (value) row[key] = addUrl(value);
  }
  for (const key of unreadableFields(collection, viewer)) delete row[key];
  return row;
}
