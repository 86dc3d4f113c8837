// The payments contract's fixed values, without zod: the web needs some at run time (the staff
// list's sorts) and the contract (./payments.ts) and the server read them from here.

/** The staff list's orders; `-` first is newest or largest first. */
export const OPERATION_SORTS = ['dueDate', '-dueDate', 'createdAt', '-createdAt', 'amount', '-amount', 'status'] as const;
export type OperationSort = (typeof OPERATION_SORTS)[number];

export const MAX_OPERATIONS_LIMIT = 100;
/** The most reservations asked at once whether money moved through them: the back-office list's largest page. */
export const MAX_MONEY_MOVED_IDS = 100;
export const DEFAULT_OPERATIONS_LIMIT = 25;
/** "Due soon" is the next this many days (UTC), today included. */
export const DUE_SOON_DAYS = 7;

/** A sandbox checkout's reference, as the sandbox provider makes them. */
export const SANDBOX_REFERENCE = /^sbx_[A-Za-z0-9_-]{16,64}$/;
