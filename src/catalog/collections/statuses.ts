// The closed lists of values the collections' select fields hold, declared once: the catalogue
// declares its fields with them, and server and web code that names a status imports them from
// here. This module imports nothing, so a public page that needs a status list does not pull
// the catalogue into its bundle.

/** Whether a value read from storage or a request is one of `list`. */
function memberOf<const L extends readonly string[]>(list: L): (value: unknown) => value is L[number] {
  return (value): value is L[number] => (list as readonly unknown[]).includes(value);
}

/** Every state of a reservation, from the first hold to the end of the stay. */
export const RESERVATION_STATUSES = ['hold', 'pending_payment', 'confirmed', 'cancelled', 'expired', 'completed'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/**
 * The states in which a reservation holds its nights (a hold only until it expires): the
 * no-overlap constraint of migration 0002 counts these, and only these can still be cancelled.
 */
export const LIVE_RESERVATION_STATUSES = ['hold', 'pending_payment', 'confirmed'] as const satisfies readonly ReservationStatus[];
export type LiveReservationStatus = (typeof LIVE_RESERVATION_STATUSES)[number];

export const isLiveReservationStatus = memberOf(LIVE_RESERVATION_STATUSES);

/** Waiting for the first payment: a hold, or a hold whose checkout has begun. A guest may have only so many. */
export const AWAITING_PAYMENT_RESERVATION_STATUSES = ['hold', 'pending_payment'] as const satisfies readonly ReservationStatus[];

export const isAwaitingPaymentStatus = memberOf(AWAITING_PAYMENT_RESERVATION_STATUSES);

/** Paid for: the stay is on or was had. These count as occupied nights, and their guests may review and report. */
export const PAID_RESERVATION_STATUSES = ['confirmed', 'completed'] as const satisfies readonly ReservationStatus[];

export const isPaidReservationStatus = memberOf(PAID_RESERVATION_STATUSES);

/** Refunded: all of it paid back. Cancelled: no longer owed (the hold expired or the stay was cancelled). */
export const PAYMENT_STATUSES = ['pending', 'succeeded', 'failed', 'refunded', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The states of a payment the money moved in (a refunded one was paid first). */
export const PAID_PAYMENT_STATUSES = ['succeeded', 'refunded'] as const satisfies readonly PaymentStatus[];

export const isPaidPaymentStatus = memberOf(PAID_PAYMENT_STATUSES);

/** Still owed: not yet paid, or tried and failed. Cancelled with the stay, reminded, counted as owed. */
export const OWED_PAYMENT_STATUSES = ['pending', 'failed'] as const satisfies readonly PaymentStatus[];

export const isOwedPaymentStatus = memberOf(OWED_PAYMENT_STATUSES);

export const PAYMENT_KINDS = ['deposit', 'first_month', 'rent', 'fee', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
/**
 * How staff read a kind. `first_month` is the whole payment made with the reservation (the first
 * month, the deposit and the once-off fees), so "First month" beside its amount misled.
 */
export const PAYMENT_KIND_LABELS: Readonly<Record<PaymentKind, string>> = {
  deposit: 'Deposit',
  first_month: 'First payment',
  rent: 'Rent',
  fee: 'Fee',
  refund: 'Refund',
};

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe', 'bank_transfer'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Every new or edited review waits for staff to publish it. */
export const REVIEW_STATUSES = ['pending', 'published', 'rejected'] as const;

export const INCIDENT_STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

export const ROOM_STATUSES = ['available', 'occupied', 'maintenance'] as const;

export const COST_FREQUENCIES = ['once', 'monthly'] as const;

/** The groups of the useful phone numbers, in the order tenants see them. */
export const PHONE_CATEGORIES = ['emergency', 'health', 'transport', 'building'] as const;

/** Where staff have got to with an investor's enquiry (the investor page's form). */
export const INVESTOR_STATUSES = ['lead', 'contacted', 'active', 'closed'] as const;
