import { isDay } from '../../catalog/days.ts';
import { isReadable, isScalar } from '../../catalog/naming.ts';
import { ID_PATTERN, storableInstant } from '../../catalog/validation.ts';
import type { CollectionDef, Field } from '../../catalog/types.ts';
import { badRequest } from '../errors.ts';
import type { TextPiece } from '../db/statement-text.ts';

// Reads list and search query strings into a plain description the repository turns into SQL.
// Every parameter is checked; anything unknown or malformed is a 400 naming it.

export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 100;
const MAX_PAGE = 100_000;

export type Condition =
  | { kind: 'id'; value: string | null }
  | { kind: 'contains'; key: string; field: Field; text: string }
  | { kind: 'equals'; key: string; field: Field; value: string | number | boolean }
  | { kind: 'day'; key: string; field: Field; day: string }
  | { kind: 'includes'; key: string; field: Field; id: string | null };

export interface Sort {
  key: string;
  descending: boolean;
}

export interface PageQuery {
  page: number;
  limit: number;
  sort: Sort;
  conditions: Condition[];
  deleted: 'exclude' | 'include' | 'only';
  /** Only the records a viewer owns; `key` tells cached totals of different viewers apart. */
  scope?: { owned: TextPiece; key: string };
  /** Only these fields in each record (its id and times always come); every readable field when absent. */
  fields?: readonly string[];
  /**
   * `after=<_id>` / `before=<_id>`: the page right after (or before) that record of the same list,
   * read from it through the index instead of counting past `(page - 1) × limit` records.
   */
  anchor?: { id: string; side: 'after' | 'before' };
}

type RawQuery = Record<string, unknown>;

const SYSTEM_FIELDS = new Set(['_id', 'createdAt', 'updatedAt', 'deletedAt']);
const LIST_PARAMS = new Set(['page', 'limit', 'sort', 'includeDeleted', 'onlyDeleted', 'fields', 'after', 'before']);
const SEARCH_PARAMS = new Set([...LIST_PARAMS, 'searchString', 'searchField']);

function single(query: RawQuery, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name}: give it once, as text`, name);
  // PostgreSQL text cannot hold NUL: refused here rather than failing in the query.
  if (value.includes('\u0000')) throw badRequest(`${name}: contains a NUL character`, name);
  return value;
}

function positiveInt(query: RawQuery, name: string, fallback: number, max: number): number {
  const text = single(query, name);
  if (text === undefined || text === '') return fallback;
  if (!/^\d{1,7}$/.test(text) || Number(text) < 1) throw badRequest(`${name}: must be a whole number from 1`, name);
  const value = Number(text);
  if (value > max) throw badRequest(`${name}: at most ${max}`, name);
  return value;
}

function flag(query: RawQuery, name: string): boolean {
  const text = single(query, name);
  if (text === undefined || text === '' || text === 'false') return false;
  if (text === 'true') return true;
  throw badRequest(`${name}: must be true or false`, name);
}

function parseSort(collection: CollectionDef, text: string | undefined): Sort {
  const raw = text || collection.defaultSort;
  const descending = raw.startsWith('-');
  const key = descending ? raw.slice(1) : raw;
  const field = collection.fields[key];
  const sortable = SYSTEM_FIELDS.has(key) || (field !== undefined && (isScalar(field) || (field.kind === 'text' && !!field.localized)));
  if (!sortable || (field && (field.hidden || field.kind === 'secret'))) {
    throw badRequest(`sort: ${key} is not a field you can sort ${collection.label.toLowerCase()} by`, 'sort');
  }
  return { key, descending };
}

/** The range of an integer column. */
const INT_MIN = -2_147_483_648;
const INT_MAX = 2_147_483_647;

/** An exact-match condition on a field, from text (a filter or a search string). */
function exactCondition(key: string, field: Field, text: string, param: string): Condition {
  const fail = (what: string) => badRequest(`${param}: ${key} takes ${what}`, param);
  switch (field.kind) {
    case 'integer':
    case 'money': {
      const value = Number(text);
      if (!/^-?\d{1,10}$/.test(text.trim()) || value < INT_MIN || value > INT_MAX) throw fail('a whole number');
      return { kind: 'equals', key, field, value };
    }
    case 'decimal': {
      const value = Number(text);
      if (text.trim() === '' || !Number.isFinite(value)) throw fail('a number');
      return { kind: 'equals', key, field, value };
    }
    case 'boolean':
      if (text !== 'true' && text !== 'false') throw fail('true or false');
      return { kind: 'equals', key, field, value: text === 'true' };
    case 'date':
      if (!isDay(text)) throw fail('a date as YYYY-MM-DD');
      return { kind: 'equals', key, field, value: text };
    case 'datetime': {
      if (isDay(text)) return { kind: 'day', key, field, day: text };
      if (!storableInstant(text)) throw fail('a date (YYYY-MM-DD) or an ISO 8601 instant from the year 0001 to 9999');
      return { kind: 'equals', key, field, value: new Date(text).toISOString() };
    }
    case 'select':
      if (!field.options.includes(text)) throw fail(`one of ${field.options.join(', ')}`);
      return { kind: 'equals', key, field, value: text };
    case 'ref':
      // A malformed id matches nothing rather than failing: ids are opaque to people searching.
      return ID_PATTERN.test(text) ? { kind: 'equals', key, field, value: text.toLowerCase() } : { kind: 'id', value: null };
    case 'refs':
      return { kind: 'includes', key, field, id: ID_PATTERN.test(text) ? text.toLowerCase() : null };
    case 'text':
      return { kind: 'equals', key, field, value: text };
    default:
      throw badRequest(`${param}: ${key} cannot be matched`, param);
  }
}

function filterable(field: Field | undefined): field is Field {
  return !!field && !field.hidden && field.kind !== 'secret' && (isScalar(field) || field.kind === 'refs');
}

/** `fields=title,city`: names of readable fields, comma-separated; the system fields come anyway. */
function parseFields(collection: CollectionDef, query: RawQuery): string[] | undefined {
  const text = single(query, 'fields');
  if (text === undefined) return undefined;
  const names = [...new Set(text.split(',').map((name) => name.trim()))].filter((name) => name !== '');
  if (names.length === 0) throw badRequest('fields: name the fields you want, separated by commas', 'fields');
  for (const name of names) {
    if (SYSTEM_FIELDS.has(name)) continue;
    // Own keys only: `constructor` or `__proto__` name no field of any collection.
    const field = Object.hasOwn(collection.fields, name) ? collection.fields[name] : undefined;
    if (!field || !isReadable(field)) throw badRequest(`fields: ${name.slice(0, 60)} is not a field of ${collection.label.toLowerCase()}`, 'fields');
  }
  return names.filter((name) => !SYSTEM_FIELDS.has(name));
}

/** `after=<_id>` or `before=<_id>`: a record the page starts after or ends before. */
function parseAnchor(query: RawQuery): PageQuery['anchor'] {
  const after = single(query, 'after');
  const before = single(query, 'before');
  if (after && before) throw badRequest('before: give after or before, not both', 'before');
  const side = after ? 'after' : before ? 'before' : undefined;
  if (!side) return undefined;
  const id = (after || before)!;
  if (!ID_PATTERN.test(id)) throw badRequest(`${side}: "${id.slice(0, 60)}" is not a valid id`, side);
  return { id: id.toLowerCase(), side };
}

function base(collection: CollectionDef, query: RawQuery): PageQuery {
  const includeDeleted = flag(query, 'includeDeleted');
  const onlyDeleted = flag(query, 'onlyDeleted');
  const fields = parseFields(collection, query);
  const anchor = parseAnchor(query);
  return {
    page: positiveInt(query, 'page', 1, MAX_PAGE),
    limit: positiveInt(query, 'limit', DEFAULT_LIMIT, MAX_LIMIT),
    sort: parseSort(collection, single(query, 'sort')),
    conditions: [],
    deleted: onlyDeleted ? 'only' : includeDeleted ? 'include' : 'exclude',
    ...(fields ? { fields } : {}),
    ...(anchor ? { anchor } : {}),
  };
}

/** `GET /api/{c}/?page&limit&sort&<field>=<value>`: exact filters on scalar fields. */
export function parseListQuery(collection: CollectionDef, query: RawQuery): PageQuery {
  const result = base(collection, query);
  for (const name of Object.keys(query)) {
    if (LIST_PARAMS.has(name)) continue;
    const text = single(query, name)!;
    if (name === '_id') {
      result.conditions.push({ kind: 'id', value: ID_PATTERN.test(text) ? text.toLowerCase() : null });
      continue;
    }
    const field = collection.fields[name];
    if (!filterable(field)) throw badRequest(`${name}: not a field you can filter ${collection.label.toLowerCase()} by`, name);
    if (text === '' && field.kind === 'refs') {
      // "" asks for an empty value, which a scalar column has (null) and a list of references has not.
      throw badRequest(`${name}: give the id of an item the list must include`, name);
    }
    result.conditions.push(text === '' ? { kind: 'equals', key: name, field, value: '' } : exactCondition(name, field, text, name));
  }
  return result;
}

/** `GET /api/{c}/search/?searchString&searchField&page`: text by substring, the rest exactly. */
export function parseSearchQuery(collection: CollectionDef, query: RawQuery): PageQuery {
  const result = base(collection, query);
  for (const name of Object.keys(query)) {
    if (!SEARCH_PARAMS.has(name)) throw badRequest(`${name}: not a search parameter`, name);
  }
  const searchField = single(query, 'searchField') || '_id';
  const searchString = (single(query, 'searchString') ?? '').trim();
  if (searchString.length > 200) throw badRequest('searchString: at most 200 characters', 'searchString');
  const field = collection.fields[searchField];
  if (searchField !== '_id' && !field?.searchable) {
    throw badRequest(`searchField: ${searchField} is not a searchable field of ${collection.label.toLowerCase()}`, 'searchField');
  }
  if (searchString === '') return result;
  if (searchField === '_id' || !field) {
    result.conditions.push({ kind: 'id', value: ID_PATTERN.test(searchString) ? searchString.toLowerCase() : null });
  } else if (field.kind === 'text') {
    result.conditions.push({ kind: 'contains', key: searchField, field, text: searchString });
  } else {
    result.conditions.push(exactCondition(searchField, field, searchString, 'searchString'));
  }
  return result;
}
