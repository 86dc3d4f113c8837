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
// Each builder keeps what it was given as literal types (`required: true`, a select's options,
// a reference's target), so records/types.ts can derive each record's shape from a declaration.

type Opts<F> = Omit<F, 'kind'>;
type Partially<F, K extends keyof F> = Omit<F, 'kind' | K> & Partial<Pick<F, K>>;

/** The field as declared: its kind's interface, narrowed by the literal options given. */
type Built<F, O> = F & O;

export const MB = 1024 * 1024;

type TextOpts = Partially<TextField, 'max'>;

export const text = <const O extends TextOpts = object>(o?: O): Built<TextField, O> =>
  ({ kind: 'text', max: 200, ...o }) as Built<TextField, O>;
export const longText = <const O extends TextOpts = object>(o?: O): Built<TextField & { multiline: true }, O> =>
  ({ kind: 'text', max: 20_000, multiline: true, ...o }) as Built<TextField & { multiline: true }, O>;
export const email = <const O extends TextOpts = object>(o?: O): Built<TextField & { format: 'email' }, O> =>
  ({ kind: 'text', max: 254, format: 'email', ...o }) as Built<TextField & { format: 'email' }, O>;
export const phone = <const O extends TextOpts = object>(o?: O): Built<TextField & { format: 'phone' }, O> =>
  ({ kind: 'text', max: 32, format: 'phone', ...o }) as Built<TextField & { format: 'phone' }, O>;
export const url = <const O extends TextOpts = object>(o?: O): Built<TextField & { format: 'url' }, O> =>
  ({ kind: 'text', max: 2000, format: 'url', ...o }) as Built<TextField & { format: 'url' }, O>;
export const slug = <const O extends TextOpts = object>(o?: O): Built<TextField & { format: 'slug' }, O> =>
  ({ kind: 'text', max: 120, format: 'slug', ...o }) as Built<TextField & { format: 'slug' }, O>;
/** Visitor-facing text in Spanish and English: `{ es, en }`. */
export const localized = <const O extends TextOpts = object>(o?: O): Built<TextField & { localized: true }, O> =>
  ({ kind: 'text', max: 300, localized: true, ...o }) as Built<TextField & { localized: true }, O>;
export const localizedLong = <const O extends TextOpts = object>(
  o?: O,
): Built<TextField & { localized: true; multiline: true }, O> =>
  ({ kind: 'text', max: 20_000, localized: true, multiline: true, ...o }) as Built<
    TextField & { localized: true; multiline: true },
    O
  >;

export const integer = <const O extends Opts<IntegerField> = object>(o?: O): Built<IntegerField, O> =>
  ({ kind: 'integer', ...o }) as Built<IntegerField, O>;
export const decimal = <const O extends Opts<DecimalField> = object>(o?: O): Built<DecimalField, O> =>
  ({ kind: 'decimal', ...o }) as Built<DecimalField, O>;
export const money = <const O extends Opts<MoneyField> = object>(o?: O): Built<MoneyField, O> =>
  ({ kind: 'money', ...o }) as Built<MoneyField, O>;
export const boolean = <const O extends Partially<BooleanField, 'default'> = object>(o?: O): Built<BooleanField, O> =>
  ({ kind: 'boolean', default: false, ...o }) as Built<BooleanField, O>;
export const date = <const O extends Opts<DateField> = object>(o?: O): Built<DateField, O> =>
  ({ kind: 'date', ...o }) as Built<DateField, O>;
export const datetime = <const O extends Opts<DateTimeField> = object>(o?: O): Built<DateTimeField, O> =>
  ({ kind: 'datetime', ...o }) as Built<DateTimeField, O>;
export const select = <
  const T extends readonly string[],
  const O extends Omit<Opts<SelectField>, 'options' | 'default'> & { readonly default?: T[number] } = object,
>(
  options: T,
  o?: O,
): Built<SelectField & { options: T }, O> => ({ kind: 'select', options, ...o }) as Built<SelectField & { options: T }, O>;
export const ref = <const T extends string, const O extends Partially<RefField, 'onDelete' | 'to'> = object>(
  to: T,
  o?: O,
): Built<RefField & { to: T }, O> => ({ kind: 'ref', to, onDelete: 'restrict', ...o }) as Built<RefField & { to: T }, O>;
export const refs = <const T extends string, const O extends Partially<RefsField, 'max' | 'to'> = object>(
  to: T,
  o?: O,
): Built<RefsField & { to: T }, O> => ({ kind: 'refs', to, max: 100, ...o }) as Built<RefsField & { to: T }, O>;
export const image = <const O extends Partially<FileField, 'maxBytes' | 'accept'> = object>(o?: O): Built<FileField, O> =>
  ({ kind: 'file', accept: 'image', maxBytes: 8 * MB, ...o }) as Built<FileField, O>;
export const images = <const O extends Partially<FilesField, 'maxBytes' | 'maxFiles' | 'accept'> = object>(
  o?: O,
): Built<FilesField, O> => ({ kind: 'files', accept: 'image', maxBytes: 8 * MB, maxFiles: 30, ...o }) as Built<FilesField, O>;
export const document = <const O extends Partially<FileField, 'maxBytes' | 'accept'> = object>(o?: O): Built<FileField, O> =>
  ({ kind: 'file', accept: 'document', maxBytes: 10 * MB, ...o }) as Built<FileField, O>;
export const documents = <const O extends Partially<FilesField, 'maxBytes' | 'maxFiles' | 'accept'> = object>(
  o?: O,
): Built<FilesField, O> =>
  ({ kind: 'files', accept: 'document', maxBytes: 10 * MB, maxFiles: 10, ...o }) as Built<FilesField, O>;
export const json = <const S extends JsonField['shape'] = 'object', const O extends Omit<Opts<JsonField>, 'shape'> = object>(
  shape: S = 'object' as S,
  o?: O,
): Built<JsonField & { shape: S }, O> => ({ kind: 'json', shape, ...o }) as Built<JsonField & { shape: S }, O>;
export const secret = <const O extends Opts<SecretField> = object>(o?: O): Built<SecretField & { hidden: true }, O> =>
  ({ kind: 'secret', hidden: true, serverOnly: true, ...o }) as Built<SecretField & { hidden: true }, O>;
/** A position for manual ordering in lists. */
export const order = () =>
  ({ kind: 'integer', min: 0, max: 100_000, default: 0, column: true }) as const satisfies IntegerField;
