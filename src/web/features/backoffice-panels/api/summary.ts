import type { CollectionCounts, DiscountSummary, PaymentSummary, RecentPage, summaryRoute } from '../../../../contracts/backoffice.ts';
import type { ResponseOf } from '../../../../contracts/route.ts';
import { apiUrl, request } from '../../../api/http.ts';

// The back-office figures under /api/summary/: counts per collection, recent changes across
// collections, and the payment and discount panels' aggregates. Amounts are cents of EUR. The
// answers' types are the contracts' (src/contracts/backoffice.ts), imported as types only.

/** The dashboard's answer: counts and the first page of recent changes. */
export type Summary = ResponseOf<typeof summaryRoute>;

export interface RecentOptions {
  limit?: number;
  collection?: string;
  cursor?: string | null;
  signal?: AbortSignal;
}

const recentQuery = ({ limit, collection, cursor }: RecentOptions) => ({ limit, collection: collection || undefined, cursor: cursor || undefined });

export const summaryApi = {
  /** Counts and the first page of recent changes. */
  summary(options: RecentOptions = {}): Promise<Summary> {
    return request(apiUrl('/api/summary/', recentQuery(options)), { signal: options.signal });
  },
  counts(signal?: AbortSignal): Promise<CollectionCounts> {
    return request(apiUrl('/api/summary/counts'), { signal });
  },
  /** Recent changes alone: the next page after `cursor`. */
  recent(options: RecentOptions = {}): Promise<RecentPage> {
    return request(apiUrl('/api/summary/recent', recentQuery(options)), { signal: options.signal });
  },
  payments(signal?: AbortSignal): Promise<PaymentSummary> {
    return request(apiUrl('/api/summary/payments'), { signal });
  },
  discounts(signal?: AbortSignal): Promise<DiscountSummary> {
    return request(apiUrl('/api/summary/discounts'), { signal });
  },
};
