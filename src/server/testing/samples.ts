import sharp from 'sharp';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { isWritable } from '../../catalog/naming.ts';
import { publicValue, sampleValue } from '../../catalog/sample-values.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import { admits } from '../collections/access.ts';
import { storeOf } from '../collections/store.ts';
import type { TestApp } from './test-app.ts';

// Valid records for any collection, derived from the catalogue, so tests cover every collection
// without a hand-written fixture each. Required references are created first, through the API.

/** Whether an admin may create records of the collection through the generic API (the ledger is written by its module). */
export function creatableThroughApi(collection: CollectionDef): boolean {
  return admits(collection.access.create, { userId: '', role: 'admin' });
}

export const apiCreatableCollections = collections.filter(creatableThroughApi);

let counter = 0;
const next = () => (counter += 1);

let png: Promise<Buffer> | undefined;
export function samplePngBytes(): Promise<Buffer> {
  png ??= sharp({ create: { width: 16, height: 12, channels: 3, background: '#d9825b' } }).png().toBuffer();
  return png;
}

export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

export async function sampleFile(field: Extract<Field, { kind: 'file' | 'files' }>, name = 'photo'): Promise<File> {
  return field.accept === 'image'
    ? new File([new Uint8Array(await samplePngBytes())], `${name}.png`, { type: 'image/png' })
    : new File([new Uint8Array(SAMPLE_PDF)], `${name}.pdf`, { type: 'application/pdf' });
}

export interface SampleOptions {
  /** Also fill optional fields (refs and files excepted unless required). */
  optional?: boolean;
}

/** Values for a new record; creates the records its required references need. */
export async function sampleRecord(t: TestApp, collection: CollectionDef, options: SampleOptions = {}): Promise<Record<string, unknown>> {
  const n = next();
  const values: Record<string, unknown> = {};
  let datePosition = 0;
  for (const [key, field] of Object.entries(collection.fields)) {
    if (!isWritable(field)) continue;
    const position = field.kind === 'date' || field.kind === 'datetime' ? datePosition++ : 0;
    if (!field.required && !options.optional) continue;
    if (field.kind === 'ref') {
      values[key] = (await createSample(t, getCollection(field.to)!))._id;
    } else if (field.kind === 'refs') {
      values[key] = [(await createSample(t, getCollection(field.to)!))._id];
    } else if (field.kind === 'file') {
      values[key] = await sampleFile(field);
    } else if (field.kind === 'files') {
      values[key] = [await sampleFile(field, 'first'), await sampleFile(field, 'second')];
    } else {
      values[key] = sampleValue(key, field, n, position);
    }
  }
  const when = collection.publicWhen;
  // Public "within" a published room or home is what the sample's references already are.
  if (when && (when.equals !== undefined || when.notAfterNow) && when.field in collection.fields) values[when.field] = publicValue(when);
  return values;
}

export async function createSample(
  t: TestApp,
  collection: CollectionDef,
  options: SampleOptions = {},
): Promise<Record<string, unknown> & { _id: string }> {
  const values = await sampleRecord(t, collection, options);
  if (!creatableThroughApi(collection)) {
    // Written by its own module in the app (the payments ledger); tests write it the same way.
    return storeOf(collection).insert(t.database.db, values);
  }
  const response = await t.send('POST', `/api/${collection.name}/`, values);
  if (response.statusCode !== 201) {
    throw new Error(`Could not create a sample ${collection.name}: ${response.statusCode} ${response.body}`);
  }
  return response.json().records[0];
}
