import type { catalogue } from './catalog.ts';
import type { StoredFile } from './validation.ts';

// What each collection's records look like, derived from its declaration in the catalogue:
// renaming a field or a select option in a declaration is a compile error wherever it was used.

type Declared = (typeof catalogue)[number];

export type CollectionName = Declared['name'];

/** The declaration of one collection, with its literal field types. */
export type CollectionOf<N extends CollectionName> = Extract<Declared, { readonly name: N }>;

type FieldsOf<N extends CollectionName> = CollectionOf<N>['fields'];

/** A collection's field names, as its declaration spells them. */
export type FieldOf<N extends CollectionName> = keyof FieldsOf<N> & string;

/** The values a select field may hold. */
export type OptionsOf<N extends CollectionName, K extends FieldOf<N>> =
  FieldsOf<N>[K] extends { readonly options: readonly (infer O)[] } ? O : never;

/** Visitor-facing text: Spanish always, English when written. */
export interface LocalizedText {
  es: string;
  en?: string | null;
}

/** A stored file as the API answers it: with the addresses it is served from. */
export type ServedFile = StoredFile & { url: string };

/** The value of one field in an API answer (src/server/collections/present.ts): references are ids. */
type ValueOf<F> = F extends { readonly kind: 'text' }
  ? F extends { readonly localized: true }
    ? LocalizedText
    : string
  : F extends { readonly kind: 'integer' | 'decimal' | 'money' }
    ? number
    : F extends { readonly kind: 'boolean' }
      ? boolean
      : F extends { readonly kind: 'date' | 'datetime' }
        ? string
        : F extends { readonly kind: 'select'; readonly options: readonly (infer O)[] }
          ? O
          : F extends { readonly kind: 'ref' }
            ? string
            : F extends { readonly kind: 'refs' }
              ? string[]
              : F extends { readonly kind: 'file' }
                ? ServedFile
                : F extends { readonly kind: 'files' }
                  ? ServedFile[]
                  : F extends { readonly kind: 'json'; readonly shape: 'array' }
                    ? unknown[]
                    : F extends { readonly kind: 'json' }
                      ? Record<string, unknown>
                      : never;

/** Never leaves the server (password hashes). */
type IsHidden<F> = F extends { readonly hidden: true } ? true : F extends { readonly kind: 'secret' } ? true : false;

/** The database fills it when a record omits it (naming.ts `hasDefault`), so it is never empty. */
type IsFilled<F> = F extends { readonly required: true }
  ? true
  : F extends { readonly kind: 'boolean' | 'files' | 'refs' }
    ? true
    : F extends { readonly kind: 'select' | 'integer'; readonly default: string | number }
      ? true
      : false;

/** Always in the answer: filled, and not behind a field-level read rule that may leave it out. */
type IsAlwaysThere<F> = IsFilled<F> extends true ? (F extends { readonly access: { readonly read: object } } ? false : true) : false;

type Readable<N extends CollectionName> = {
  [K in FieldOf<N>]: IsHidden<FieldsOf<N>[K]> extends true ? never : K;
}[FieldOf<N>];
type AlwaysThere<N extends CollectionName> = {
  [K in Readable<N>]: IsAlwaysThere<FieldsOf<N>[K]> extends true ? K : never;
}[Readable<N>];
type MaybeThere<N extends CollectionName> = Exclude<Readable<N>, AlwaysThere<N>>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** The columns every record has besides its fields. */
export interface RecordBase {
  _id: string;
  createdAt: string;
  updatedAt: string;
  /** Set while the record is soft-removed (only staff see those). */
  deletedAt?: string | null;
}

/**
 * One record of a collection as the generic API answers it: required and defaulted fields always
 * hold a value; the others may be empty (null) or left out for a viewer who may not read them;
 * hidden fields never appear.
 */
export type RecordOf<N extends CollectionName> = Simplify<
  RecordBase & { [K in AlwaysThere<N>]: ValueOf<FieldsOf<N>[K]> } & {
    [K in MaybeThere<N>]?: IsFilled<FieldsOf<N>[K]> extends true ? ValueOf<FieldsOf<N>[K]> : ValueOf<FieldsOf<N>[K]> | null;
  }
>;

/** `monthlyPrice` → `monthly_price` (naming.ts `columnName`). */
type Snake<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${Snake<T>}`
  : S;

type ColumnOfField<K extends string, F> = F extends { readonly kind: 'ref' } ? `${Snake<K>}_id` : Snake<K>;

/** A collection's database columns, as the SQL helpers name them. */
export type ColumnOf<N extends CollectionName> =
  | 'id'
  | 'created_at'
  | 'updated_at'
  | 'deleted_at'
  | { [K in FieldOf<N>]: ColumnOfField<K, FieldsOf<N>[K]> }[FieldOf<N>];
