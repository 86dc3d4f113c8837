import { isReadable, isScalar } from '../../../../catalog/naming.ts';
import { ID_PATTERN } from '../../../../catalog/validation.ts';
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
  /**
   * The record the page was reached from, one page on or back: the server reads the page from it
   * through its index instead of counting past every record before it, and a record added
   * meanwhile does not shift what the person reads next.
   */
  anchor?: { side: 'after' | 'before'; id: string };
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

function readAnchor(params: URLSearchParams): ScreenState['anchor'] {
  for (const side of ['after', 'before'] as const) {
    const id = params.get(side);
    if (id && ID_PATTERN.test(id)) return { side, id };
  }
  return undefined;
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
    anchor: readAnchor(params),
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
  if (state.anchor) params.set(state.anchor.side, state.anchor.id);
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

/**
 * The next state after `patch`: a change to what the list shows or which page drops the record
 * the page was read from unless the patch names one; opening or closing a form keeps it.
 */
export function patchedState(current: ScreenState, patch: Partial<ScreenState>): ScreenState {
  const listChanged = Object.keys(patch).some((key) => key !== 'edit' && key !== 'creating');
  return { ...current, ...(listChanged ? { anchor: undefined } : {}), ...patch };
}

/** The record to read page `page` from, when it is the one after or before the rows shown. */
export function anchorFor(state: ScreenState, page: number, rows: readonly { _id: string }[]): ScreenState['anchor'] {
  const first = rows[0];
  const last = rows.at(-1);
  if (page === state.page + 1 && last) return { side: 'after', id: last._id };
  if (page === state.page - 1 && page > 1 && first) return { side: 'before', id: first._id };
  return undefined;
}

/** Clicking a column header: ascending first, then it flips. */
export function nextSort(current: string, key: string): string {
  return current === key ? `-${key}` : key;
}
