// The back-office panels' fixed values, without zod: the web needs them at run time (the
// discount panel's state tabs) and the contract (./backoffice.ts) and server read them from here.

/** Recent changes given at most per answer, and when `limit` is not given. */
export const MAX_RECENT = 100;
export const DEFAULT_RECENT = 10;

/** Where a promotion stands today, in the order the panel lists them. */
export const PROMOTION_STATES = ['running', 'scheduled', 'paused', 'used_up', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_STATES)[number];

/** Where a seasonal price stands today. */
export const PRICE_STATES = ['current', 'upcoming', 'past'] as const;
export type PriceState = (typeof PRICE_STATES)[number];

/** Why an operation needs someone: a tenant's charge past due, money Habita owes back past its date, or a failed payment not paid since. */
export const ATTENTION_REASONS = ['overdue', 'refund_late', 'failed'] as const;

export const RECORD_CHANGES = ['created', 'updated', 'removed'] as const;
export type RecordChange = (typeof RECORD_CHANGES)[number];
