import { ROOM_FILTER_PARAMS, ROOM_ORDER_PARAMS, type RoomSort } from '../../../contracts/search-params.ts';
import type { RoomSearchParams } from '../../api/public.ts';

// The page's address IS the search: the same parameter names as GET /api/public/rooms, plus
// `view`. These functions read the address into the API's query and write changes back, so a
// reload, a shared link or Back lands on the same results.

const SEARCH_PARAMS = { ...ROOM_FILTER_PARAMS, ...ROOM_ORDER_PARAMS };
type SearchParam = keyof typeof SEARCH_PARAMS;

/** Parameters the search endpoint reads, each once. */
export const SINGLE_PARAMS = (Object.keys(SEARCH_PARAMS) as SearchParam[]).filter((name) => SEARCH_PARAMS[name] === 'once');

/** Parameters that may repeat (`?type=a&type=b`). */
export const LIST_PARAMS = (Object.keys(SEARCH_PARAMS) as SearchParam[]).filter((name) => SEARCH_PARAMS[name] === 'list');

export type SearchParamName = SearchParam;

/** Not filters: how the results are shown and ordered. */
const PRESENTATION = new Set(['sort', 'page', 'view']);

export type SearchView = 'list' | 'map';

export const SORTS = ['newest', 'price', '-price', 'available'] as const satisfies readonly RoomSort[];
export type SearchSort = (typeof SORTS)[number];

const LISTS = new Set<string>(LIST_PARAMS);

function isList(name: string): name is (typeof LIST_PARAMS)[number] {
  return LISTS.has(name);
}

/** The API query for an address: known parameters only, lists split on commas, empty values dropped. */
export function apiQuery(params: URLSearchParams): RoomSearchParams {
  const query: RoomSearchParams = {};
  for (const name of SINGLE_PARAMS) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  for (const name of LIST_PARAMS) {
    const values = listValues(params, name);
    if (values.length > 0) query[name] = values;
  }
  return query;
}

/** A stable text for an API query, to key loads by. */
export function apiQueryKey(query: RoomSearchParams): string {
  const parts: string[] = [];
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item) parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(item)}`);
  }
  return parts.join('&');
}

/** Every value of a repeatable parameter, whether repeated or comma-separated. */
export function listValues(params: URLSearchParams, name: string): string[] {
  const values = params.getAll(name).flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  return [...new Set(values)];
}

export type SearchChange = Partial<Record<SearchParamName | 'view', string | string[] | undefined>>;

/**
 * The address after a change. Anything that changes the results starts again at page 1; empty
 * values leave the address, so it stays short and shareable.
 */
export function applyChange(current: URLSearchParams, change: SearchChange): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [name, value] of Object.entries(change)) {
    next.delete(name);
    const values = (Array.isArray(value) ? value : [value]).map((item) => item?.trim()).filter((item): item is string => Boolean(item));
    if (isList(name)) for (const item of values) next.append(name, item);
    else if (values[0]) next.set(name, values[0]);
  }
  const changesResults = Object.keys(change).some((name) => name !== 'view' && name !== 'page');
  if (changesResults) next.delete('page');
  if (next.get('page') === '1') next.delete('page');
  if (next.get('view') === 'list') next.delete('view');
  if (next.get('sort') === 'newest') next.delete('sort');
  return next;
}

/** The address without any filter; how results are shown and ordered stays. */
export function clearFilters(current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [name, value] of current) if (PRESENTATION.has(name) && name !== 'page') next.append(name, value);
  return next;
}

/** How many filters narrow the search (a range counts once; the map area counts). */
export function activeFilterCount(params: URLSearchParams): number {
  const query = apiQuery(params);
  const groups = new Set<string>();
  for (const name of Object.keys(query)) {
    if (PRESENTATION.has(name)) continue;
    groups.add(name.replace(/(Min|Max)$/, '').replace(/^(from|to)$/, 'stay'));
  }
  return groups.size;
}

export function readView(params: URLSearchParams): SearchView {
  return params.get('view') === 'map' ? 'map' : 'list';
}

export function readSort(params: URLSearchParams): SearchSort {
  const sort = params.get('sort');
  return (SORTS as readonly string[]).includes(sort ?? '') ? (sort as SearchSort) : 'newest';
}

/** The page number in the address; anything odd is page 1 (the API says what is wrong). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

/** The stay as a query for links to a property, so its page knows the dates. */
export function stayQuery(params: URLSearchParams): string {
  const stay = new URLSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  if (from && to) {
    stay.set('from', from);
    stay.set('to', to);
  }
  return stay.toString();
}

const EUROS = /^\d{1,7}([.,]\d{1,2})?$/;

/** Thousands written the Spanish way: "1.200" or "1.200,50". */
const GROUPED_EUROS = /^\d{1,3}(\.\d{3})+(,\d{1,2})?$/;

/**
 * Cents for what a person typed in euros ("450", "450,5", "450.50", "1.200"). Undefined for
 * empty text, null for text that is not an amount.
 */
export function eurosToCents(text: string): string | null | undefined {
  let trimmed = text.trim().replace(/\s|€/g, '');
  if (trimmed === '') return undefined;
  if (GROUPED_EUROS.test(trimmed)) trimmed = trimmed.replace(/\./g, '');
  if (!EUROS.test(trimmed)) return null;
  const [whole = '0', fraction = ''] = trimmed.split(/[.,]/);
  return String(Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

/** Euros to show for a cents value from the address; text that is not cents is shown as it is. */
export function centsToEuros(cents: string | null | undefined): string {
  if (!cents) return '';
  if (!/^\d+$/.test(cents)) return cents;
  const value = Number(cents);
  const whole = Math.floor(value / 100);
  const rest = value % 100;
  return rest === 0 ? String(whole) : `${whole},${String(rest).padStart(2, '0')}`;
}

/** A plain number as typed ("12", "12,5", "12.5"): undefined when empty, null when not a number. */
export function plainNumber(text: string): string | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  return /^\d{1,6}(\.\d{1,2})?$/.test(trimmed) ? String(Number(trimmed)) : null;
}
