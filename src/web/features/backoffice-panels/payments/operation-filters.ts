import { ID_PATTERN } from '../../../../catalog/validation.ts';
import { PAYMENT_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUSES } from '../../../../catalog/collections/statuses.ts';
import type { OperationQuery } from '../../../api/staff-payments.ts';
import type { OperationKind, OperationStatus, Provider } from '../../../api/payment-operation.ts';
import { PAGE_SIZES } from '../../../components/ui/Pagination.tsx';

// The payments list's state lives in the address, so a filtered view can be bookmarked, sent
// to a colleague, and comes back with Back. Anything unknown in the address is ignored rather
// than sent to the server.

export const STATUSES: readonly OperationStatus[] = PAYMENT_STATUSES;
export const KINDS: readonly OperationKind[] = PAYMENT_KINDS;
export const PROVIDERS: readonly Provider[] = PAYMENT_PROVIDERS;
export const DEFAULT_LIMIT = 20;
export const SORTS = ['dueDate', '-dueDate'] as const;

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export interface OperationFilters {
  status: OperationStatus | '';
  kind: OperationKind | '';
  provider: Provider | '';
  property: string;
  /** '' (any), 'overdue', 'soon' (the next 7 days) or a month `YYYY-MM`. */
  due: string;
  q: string;
  page: number;
  limit: number;
  sort: (typeof SORTS)[number] | '';
}

export const NO_FILTERS: OperationFilters = { status: '', kind: '', provider: '', property: '', due: '', q: '', page: 1, limit: DEFAULT_LIMIT, sort: '' };

const oneOf = <T extends string>(options: readonly T[], value: string | null): T | '' => (value && (options as readonly string[]).includes(value) ? (value as T) : '');

export function readFilters(params: URLSearchParams): OperationFilters {
  const page = Number(params.get('page'));
  const limit = Number(params.get('limit'));
  const due = params.get('due') ?? '';
  const property = params.get('property') ?? '';
  return {
    status: oneOf(STATUSES, params.get('status')),
    kind: oneOf(KINDS, params.get('kind')),
    provider: oneOf(PROVIDERS, params.get('provider')),
    property: ID_PATTERN.test(property) ? property.toLowerCase() : '',
    due: due === 'overdue' || due === 'soon' || MONTH.test(due) ? due : '',
    q: (params.get('q') ?? '').slice(0, 200),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    limit: (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_LIMIT,
    sort: oneOf(SORTS, params.get('sort')),
  };
}

/** Only what differs from no filter at all goes in the address. */
export function filterParams(filters: OperationFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'kind', 'provider', 'property', 'due', 'q', 'sort'] as const) {
    if (filters[key]) params.set(key, filters[key]);
  }
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.limit !== DEFAULT_LIMIT) params.set('limit', String(filters.limit));
  return params;
}

export function toQuery(filters: OperationFilters): OperationQuery {
  return {
    status: filters.status || undefined,
    kind: filters.kind || undefined,
    provider: filters.provider || undefined,
    property: filters.property || undefined,
    due: filters.due || undefined,
    q: filters.q.trim() || undefined,
    page: filters.page,
    limit: filters.limit,
    sort: filters.sort || undefined,
  };
}

/** Whether any filter narrows the list (paging and order do not). */
export function isFiltered(filters: OperationFilters): boolean {
  return !!(filters.status || filters.kind || filters.provider || filters.property || filters.due || filters.q.trim());
}
