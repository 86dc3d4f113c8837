// The shape of a catalogue declaration. Plain data: the server derives tables, validation,
// routes and OpenAPI from it; the web app derives its forms, tables and client state.

export const ROLES = ['admin', 'staff', 'landlord', 'investor', 'tenant'] as const;
export type Role = (typeof ROLES)[number];

export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * Who may do something. A viewer passes when any clause admits them:
 * `anyone` (also anonymous visitors), a listed role, or ownership: the record's
 * `owner` path (a chain of reference fields ending at a user id) leads to the viewer.
 */
export interface AccessRule {
  readonly name: string;
  readonly anyone?: boolean;
  readonly signedIn?: boolean;
  readonly roles?: readonly Role[];
  /** Reference-field chains from this collection to a user, e.g. ['property', 'landlord']. */
  readonly owner?: readonly (readonly string[])[];
}

export interface CollectionAccess {
  readonly read: AccessRule;
  readonly create: AccessRule;
  readonly update: AccessRule;
  readonly delete: AccessRule;
}

export type FileAccept = 'image' | 'document';

interface FieldCommon {
  /** English label for the back-office; derived from the key when absent. */
  readonly label?: string;
  readonly help?: string;
  readonly required?: boolean;
  readonly unique?: boolean;
  /** Offered as a `searchField`, and indexed (trigram for text, btree otherwise). */
  readonly searchable?: boolean;
  /** Shown as a column in the back-office table. */
  readonly column?: boolean;
  /** Never accepted from clients through the generic API: set by the server's own modules. */
  readonly serverOnly?: boolean;
  /** Never leaves the server at all (password hashes). Implies serverOnly. */
  readonly hidden?: boolean;
  /** Field-level access, tighter than the collection's. */
  readonly access?: { readonly read?: AccessRule; readonly write?: AccessRule };
}

export type TextFormat = 'email' | 'url' | 'phone' | 'slug' | 'color';

export interface TextField extends FieldCommon {
  readonly kind: 'text';
  readonly max: number;
  readonly min?: number;
  readonly format?: TextFormat;
  /** Stored as `{ es, en }`: text visitors read in both languages. */
  readonly localized?: boolean;
  /** Rendered as a textarea (and rich text where `rich`). */
  readonly multiline?: boolean;
  readonly rich?: boolean;
  /** Unique ignoring case (emails). */
  readonly caseInsensitive?: boolean;
}

export interface IntegerField extends FieldCommon {
  readonly kind: 'integer';
  readonly min?: number;
  readonly max?: number;
  readonly default?: number;
}

export interface DecimalField extends FieldCommon {
  readonly kind: 'decimal';
  readonly min?: number;
  readonly max?: number;
}

/** Integer cents in EUR. */
export interface MoneyField extends FieldCommon {
  readonly kind: 'money';
  /** Ledger amounts are signed; prices are not. */
  readonly signed?: boolean;
}

export interface BooleanField extends FieldCommon {
  readonly kind: 'boolean';
  readonly default: boolean;
}

/** A calendar date, `YYYY-MM-DD`. */
export interface DateField extends FieldCommon {
  readonly kind: 'date';
}

/** An instant, ISO 8601 with time zone. */
export interface DateTimeField extends FieldCommon {
  readonly kind: 'datetime';
}

export interface SelectField extends FieldCommon {
  readonly kind: 'select';
  readonly options: readonly string[];
  readonly default?: string;
  /** How options read in forms and tables, where the value alone would not (`es` → Español). */
  readonly optionLabels?: Readonly<Record<string, string>>;
}

export type OnDelete = 'restrict' | 'cascade' | 'setNull';

export interface RefField extends FieldCommon {
  readonly kind: 'ref';
  readonly to: string;
  /** What removing the referenced record does; `restrict` answers 409. */
  readonly onDelete: OnDelete;
}

/** Several references, stored in a join table with foreign keys on both sides. */
export interface RefsField extends FieldCommon {
  readonly kind: 'refs';
  readonly to: string;
  readonly max: number;
}

interface FileCommon extends FieldCommon {
  readonly accept: FileAccept;
  readonly maxBytes: number;
  /**
   * A person's file (an ID document, a CV, an incident photo): stored apart, never at the public
   * `/files/` address, served only to those who may read the record that holds it, never cached.
   * Without it a file is public and cacheable (photos of rooms, news covers, logos).
   */
  readonly private?: boolean;
}

export interface FileField extends FileCommon {
  readonly kind: 'file';
}

export interface FilesField extends FileCommon {
  readonly kind: 'files';
  readonly maxFiles: number;
}

/** Free-form structured data (quote breakdowns, filter options, settings). */
export interface JsonField extends FieldCommon {
  readonly kind: 'json';
  readonly shape: 'object' | 'array';
}

/** A secret the server keeps (password hashes): implies hidden. */
export interface SecretField extends FieldCommon {
  readonly kind: 'secret';
}

export type Field =
  | TextField
  | IntegerField
  | DecimalField
  | MoneyField
  | BooleanField
  | DateField
  | DateTimeField
  | SelectField
  | RefField
  | RefsField
  | FileField
  | FilesField
  | JsonField
  | SecretField;

export type FieldKind = Field['kind'];

/**
 * Which records are public. Visitors and signed-in users who are not staff see only these on the
 * generic routes, besides the records they reach through one of the collection's owner paths
 * (a landlord's own unpublished property, an author's pending review).
 */
export interface PublicWhen {
  readonly field: string;
  /** Public while the field holds this value (`true`, `'published'`). */
  readonly equals?: boolean | string;
  /** Public once the instant in the field has come: empty is a draft, a future one is scheduled. */
  readonly notAfterNow?: true;
  /** References whose records must be public too: a room shows only in a published property. */
  readonly within?: string | readonly string[];
  /** The `within` references may also be empty (a cost that applies everywhere). */
  readonly withinOrEmpty?: true;
}

export type CollectionGroup = 'People' | 'Places' | 'Money' | 'Stays' | 'Content' | 'Reference';

export interface CollectionDef {
  /** API name, lower case, as in spec §3. */
  readonly name: string;
  /** Back-office route, as in spec §2 (e.g. `/RoomInfoIcons`). */
  readonly route: string;
  readonly label: string;
  readonly singular: string;
  readonly group: CollectionGroup;
  readonly description: string;
  readonly fields: Readonly<Record<string, Field>>;
  /** Field that names a record in pickers and titles. */
  readonly titleField: string;
  /** Default sort: a field name, `-` prefix for descending. */
  readonly defaultSort: string;
  readonly access: CollectionAccess;
  /** Fields that together must be unique (besides single `unique` fields). */
  readonly uniqueTogether?: readonly (readonly string[])[];
  /** Only these records are shown to anyone but staff and their owners; all are when absent. */
  readonly publicWhen?: PublicWhen;
}
