import { apiUrl, request } from './http.ts';

// The back-office figures under /api/summary/: counts per collection, recent changes across
// collections, and the payment and discount panels' aggregates. Amounts are cents of EUR.

export interface CollectionCounts {
  counts: Record<string, number>;
  /** Collections whose count is an estimate (more than 1000 records). */
  estimated: string[];
}

export type Change = 'created' | 'updated' | 'removed';

export interface RecentChange {
  collection: string;
  _id: string;
  title: string | null;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  changedAt: string;
  change: Change;
}

export interface RecentPage {
  recent: RecentChange[];
  nextCursor: string | null;
}

export type Summary = CollectionCounts & RecentPage;

export interface RecentOptions {
  limit?: number;
  collection?: string;
  cursor?: string | null;
  signal?: AbortSignal;
}

export interface Tally {
  count: number;
  amount: number;
}

export interface PaymentSummary {
  today: string;
  byStatus: ({ status: string } & Tally)[];
  /** Charges tenants owe past their due date. */
  overdue: Tally;
  /** Refunds Habita owes back past their date. */
  refundsLate: Tally;
  dueSoon: Tally;
  failedUnresolved: Tally;
  dueThisMonth: Tally & { paidCount: number; paidAmount: number };
  months: { month: string; received: number; paidBack: number; net: number; entries: number }[];
  attention: {
    _id: string;
    reason: 'overdue' | 'refund_late' | 'failed';
    kind: string;
    amount: number;
    status: string;
    dueDate: string | null;
    reservation: string;
    user: string;
    userName: string | null;
    roomName: string | null;
  }[];
  recentTransactions: {
    _id: string;
    operation: string;
    amount: number;
    providerEventId: string | null;
    occurredAt: string;
    kind: string | null;
    userName: string | null;
  }[];
}

export const PROMOTION_STATES = ['running', 'scheduled', 'paused', 'used_up', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];
export type PriceState = 'current' | 'upcoming' | 'past';

export interface PromotionUsage {
  _id: string;
  name: { es?: string; en?: string } | null;
  code: string | null;
  percentOff: number | null;
  amountOff: number | null;
  validFrom: string | null;
  validTo: string | null;
  minMonths: number | null;
  maxUses: number | null;
  usesCount: number;
  active: boolean;
  state: PromotionState;
  bookings: number;
  discountGiven: number;
}

export interface DiscountSummary {
  today: string;
  promotions: {
    counts: Record<PromotionState, number>;
    total: number;
    bookings: number;
    discountGiven: number;
    items: PromotionUsage[];
  };
  prices: {
    counts: Record<PriceState, number>;
    items: {
      _id: string;
      room: string;
      roomName: string | null;
      propertyTitle: string | null;
      from: string;
      to: string;
      monthlyPrice: number;
      usualPrice: number | null;
      state: PriceState;
    }[];
  };
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
