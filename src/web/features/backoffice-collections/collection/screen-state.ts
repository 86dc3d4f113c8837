import { isReadable, isScalar } from '../../../../catalog/naming.ts';
import type { CollectionDef } from '../../../../catalog/types.ts';
import { PAGE_SIZES } from '../../../components/ui/Pagination.tsx';

// The collection screen keeps its state in the address (search, page, sort, the removed
// view, the open form), so reload, links and back/forward all land where the person was.
// Anything in the address that is not valid for the collection falls back to the default.

export const DEFAULT_LIMIT = 20;
export const SYSTEM_SORTS = ['createdAt', 'updatedAt', 'deletedAt'] as const;

export interface ScreenState {
  /** Search text; empty lists the collection. */
  q: string;
  /** The searched field: a searchable field or `_id`. */
  field: string;
  page: number;
  limit: number;
  /** A sortable key, `-` prefix for descending; undefined is the collection's default order. */
  sort: string | undefined;
  removed: boolean;
  /** The record being edited. */
  edit: string | undefined;
  creating: boolean;
}

/** Fields a person can sort by: one value per record, and not an id (sorting by a reference's id means nothing). */
export function sortableKeys(collection: CollectionDef): string[] {
  const fields = Object.entries(collection.fields)
    .filter(([, field]) => isReadable(field) && field.kind !== 'ref' && (isScalar(field) || (field.kind === 'text' && field.localized)))
    .map(([key]) => key);
  return [...fields, ...SYSTEM_SORTS];
}

export function searchableKeys(collection: CollectionDef): string[] {
  return Object.entries(collection.fields)
    .filter(([, field]) => field.searchable && isReadable(field))
    .map(([key]) => key);
}

/** What a search looks in unless told: the title when searchable, else the first searchable field. */
export function defaultSearchField(collection: CollectionDef): string {
  const keys = searchableKeys(collection);
  return keys.includes(collection.titleField) ? collection.titleField : (keys[0] ?? '_id');
}

function positive(text: string | null, fallback: number): number {
  if (!text || !/^\d{1,6}$/.test(text)) return fallback;
  const value = Number(text);
  return value >= 1 ? value : fallback;
}

export function readScreenState(collection: CollectionDef, params: URLSearchParams): ScreenState {
  const field = params.get('field') ?? '';
  const sort = params.get('sort') ?? '';
  const limit = Number(params.get('limit'));
  const edit = params.get('edit') ?? '';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    field: field === '_id' || searchableKeys(collection).includes(field) ? field : defaultSearchField(collection),
    page: positive(params.get('page'), 1),
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    sort: sortableKeys(collection).includes(sort.replace(/^-/, '')) ? sort : undefined,
    removed: params.get('view') === 'removed',
    edit: edit || undefined,
    creating: !edit && params.get('new') === '1',
  };
}

/** The address for a state, leaving defaults out so links stay short. */
export function screenParams(collection: CollectionDef, state: ScreenState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.q && state.field !== defaultSearchField(collection)) params.set('field', state.field);
  if (state.sort) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.limit !== DEFAULT_LIMIT) params.set('limit', String(state.limit));
  if (state.removed) params.set('view', 'removed');
  if (state.edit) params.set('edit', state.edit);
  else if (state.creating) params.set('new', '1');
  return params;
}

/** The order a list is in: the chosen one, else the collection's default. */
export function effectiveSort(collection: CollectionDef, state: ScreenState): string {
  return state.sort ?? collection.defaultSort;
}

/** Clicking a column header: ascending first, then it flips. */
export function nextSort(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}
