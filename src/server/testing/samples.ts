import sharp from 'sharp';
import { collections, getCollection } from '../../catalog/catalog.ts';
import { isWritable } from '../../catalog/naming.ts';
import type { CollectionDef, Field, PublicWhen } from '../../catalog/types.ts';
import { admits } from '../collections/access.ts';
import { storeOf } from '../collections/store.ts';
import type { TestApp } from './test-app.ts';

// Valid records for any collection, derived from the catalogue, so tests cover all 43
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

const clip = (text: string, max: number) => text.slice(0, max).trimEnd();

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** A valid value for a field; `n` makes unique fields unique, `position` orders date fields. */
export function sampleValue(key: string, field: Field, n: number, position: number): unknown {
  switch (field.kind) {
    case 'text': {
      if (field.localized) return { es: clip(`Muestra ${key} ${n} camión`, field.max), en: clip(`Sample ${key} ${n}`, field.max) };
      switch (field.format) {
        case 'email':
          return `sample${n}@example.com`;
        case 'url':
          return `https://example.com/${n}`;
        case 'phone':
          return `+34 600 ${String(n).padStart(6, '0')}`;
        case 'slug':
          return `sample-${n}`;
        case 'color':
          return '#336699';
        default:
          return clip(`Muestra ${key} ${n} Ñandú`.padEnd(field.min ?? 0, 'x'), field.max);
      }
    }
    case 'integer': {
      const min = field.min ?? 0;
      const max = field.max ?? min + 1000;
      return Math.min(max, min + (n % 5) + 1);
    }
    case 'decimal': {
      const min = field.min ?? 0;
      return Math.min(field.max ?? min + 100, min + 1.25);
    }
    case 'money':
      return 10_000 + n;
    case 'boolean':
      return true;
    case 'date':
      return addDays('2027-01-01', position * 90);
    case 'datetime':
      return `2027-0${1 + (position % 9)}-01T10:00:00.000Z`;
    case 'select':
      return field.default ?? field.options[0];
    case 'json':
      return field.shape === 'array' ? [n] : { sample: n };
    default:
      return undefined;
  }
}

/**
 * The value that makes a record public (`publicWhen`): samples are published, so that tests
 * which make them as staff and read them as someone else see them, as a visitor would.
 */
function publicValue(when: PublicWhen): unknown {
  return when.notAfterNow ? '2020-01-01T10:00:00.000Z' : when.equals;
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
