import type {
  BooleanField,
  DateField,
  DateTimeField,
  DecimalField,
  FileField,
  FilesField,
  IntegerField,
  JsonField,
  MoneyField,
  RefField,
  RefsField,
  SecretField,
  SelectField,
  TextField,
} from './types.ts';

// Short builders so a declaration reads like the domain model. Defaults live here, once.

type Opts<F> = Omit<F, 'kind'>;
type Partially<F, K extends keyof F> = Omit<F, 'kind' | K> & Partial<Pick<F, K>>;

export const MB = 1024 * 1024;

export const text = (o: Partially<TextField, 'max'> = {}): TextField => ({ kind: 'text', max: 200, ...o });
export const longText = (o: Partially<TextField, 'max'> = {}): TextField => ({
  kind: 'text',
  max: 20_000,
  multiline: true,
  ...o,
});
export const email = (o: Partially<TextField, 'max'> = {}): TextField => ({
  kind: 'text',
  max: 254,
  format: 'email',
  ...o,
});
export const phone = (o: Partially<TextField, 'max'> = {}): TextField => ({
  kind: 'text',
  max: 32,
  format: 'phone',
  ...o,
});
export const url = (o: Partially<TextField, 'max'> = {}): TextField => ({ kind: 'text', max: 2000, format: 'url', ...o });
export const slug = (o: Partially<TextField, 'max'> = {}): TextField => ({ kind: 'text', max: 120, format: 'slug', ...o });
/** Visitor-facing text in Spanish and English: `{ es, en }`. */
export const localized = (o: Partially<TextField, 'max'> = {}): TextField => ({
  kind: 'text',
  max: 300,
  localized: true,
  ...o,
});
export const localizedLong = (o: Partially<TextField, 'max'> = {}): TextField => ({
  kind: 'text',
  max: 20_000,
  localized: true,
  multiline: true,
  ...o,
});

export const integer = (o: Opts<IntegerField> = {}): IntegerField => ({ kind: 'integer', ...o });
export const decimal = (o: Opts<DecimalField> = {}): DecimalField => ({ kind: 'decimal', ...o });
export const money = (o: Opts<MoneyField> = {}): MoneyField => ({ kind: 'money', ...o });
export const boolean = (o: Partially<BooleanField, 'default'> = {}): BooleanField => ({
  kind: 'boolean',
  default: false,
  ...o,
});
export const date = (o: Opts<DateField> = {}): DateField => ({ kind: 'date', ...o });
export const datetime = (o: Opts<DateTimeField> = {}): DateTimeField => ({ kind: 'datetime', ...o });
export const select = (options: readonly string[], o: Omit<Opts<SelectField>, 'options'> = {}): SelectField => ({
  kind: 'select',
  options,
  ...o,
});
export const ref = (to: string, o: Partially<RefField, 'onDelete' | 'to'> = {}): RefField => ({
  kind: 'ref',
  to,
  onDelete: 'restrict',
  ...o,
});
export const refs = (to: string, o: Partially<RefsField, 'max' | 'to'> = {}): RefsField => ({
  kind: 'refs',
  to,
  max: 100,
  ...o,
});
export const image = (o: Partially<FileField, 'maxBytes' | 'accept'> = {}): FileField => ({
  kind: 'file',
  accept: 'image',
  maxBytes: 8 * MB,
  ...o,
});
export const images = (o: Partially<FilesField, 'maxBytes' | 'maxFiles' | 'accept'> = {}): FilesField => ({
  kind: 'files',
  accept: 'image',
  maxBytes: 8 * MB,
  maxFiles: 30,
  ...o,
});
export const document = (o: Partially<FileField, 'maxBytes' | 'accept'> = {}): FileField => ({
  kind: 'file',
  accept: 'document',
  maxBytes: 10 * MB,
  ...o,
});
export const documents = (o: Partially<FilesField, 'maxBytes' | 'maxFiles' | 'accept'> = {}): FilesField => ({
  kind: 'files',
  accept: 'document',
  maxBytes: 10 * MB,
  maxFiles: 10,
  ...o,
});
export const json = (shape: JsonField['shape'] = 'object', o: Omit<Opts<JsonField>, 'shape'> = {}): JsonField => ({
  kind: 'json',
  shape,
  ...o,
});
export const secret = (o: Opts<SecretField> = {}): SecretField => ({
  kind: 'secret',
  hidden: true,
  serverOnly: true,
  ...o,
});
/** A position for manual ordering in lists. */
export const order = (): IntegerField => ({ kind: 'integer', min: 0, max: 100_000, default: 0, column: true });
