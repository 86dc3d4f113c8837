import type { IncidentStatus } from './collections/statuses.ts';
// The money rules Habita promises (and the one privacy promise with a number), declared once: the server applies them (the refund rule, the
// hold's default length) and every public text that states them renders its numbers from here,
// so the FAQ, the terms and the help pages cannot drift from what the code does.
// Pure: no I/O. The server adds what its settings change (HOLD_MINUTES, RENT_REMINDER_DAYS)
// and hands the values to the web app (GET /api/public/config).

/** Staff cancelling a paid stay (src/server/booking/cancellation.ts). */
export const CANCELLATION = {
  /** This many days or more before move-in, everything paid is refunded; later, or after move-in, only the deposit. */
  fullRefundDays: 30,
} as const;

/**
 * Rent after the first month (paid with the reservation) falls due on the move-in day's date of
 * each month, the last day of a shorter month when that date does not exist (31 Jan → 28 Feb):
 * the pricing engine's months (`src/catalog/pricing.ts`) start there, and the schedule uses them.
 */
export const RENT = {
  dueOn: 'move-in day',
  /** Days before each rent falls due that the reminder mail goes out, unless RENT_REMINDER_DAYS says otherwise. */
  defaultReminderDays: 3,
} as const;

/** An unpaid reservation keeps the room this long, unless HOLD_MINUTES says otherwise. */
export const HOLD = { defaultMinutes: 15 } as const;

/** What staff promise about the deposit: returned within this many days of moving out, less documented damage. */
export const DEPOSIT = { returnWithinDays: 30 } as const;

/**
 * What the privacy policy promises about incident photos: a daily job deletes them this many
 * months after their incident was resolved or closed (src/server/booking/incident-photos.ts).
 * Both count: staff mark most incidents resolved and never close them.
 */
export const INCIDENT_PHOTOS = { deleteMonthsAfterClosed: 6, finishedStatuses: ['resolved', 'closed'] } as const satisfies {
  deleteMonthsAfterClosed: number;
  finishedStatuses: readonly IncidentStatus[];
};

/** The numbers a policy text may name, as `{name}` placeholders. */
export interface PolicyValues {
  fullRefundDays: number;
  holdMinutes: number;
  rentReminderDays: number;
  depositReturnDays: number;
  incidentPhotoMonths: number;
}

/** The declared values, with the settings a server was started with in place of their defaults. */
export function policyValues(settings: { holdMinutes?: number; rentReminderDays?: number } = {}): PolicyValues {
  return {
    fullRefundDays: CANCELLATION.fullRefundDays,
    holdMinutes: settings.holdMinutes ?? HOLD.defaultMinutes,
    rentReminderDays: settings.rentReminderDays ?? RENT.defaultReminderDays,
    depositReturnDays: DEPOSIT.returnWithinDays,
    incidentPhotoMonths: INCIDENT_PHOTOS.deleteMonthsAfterClosed,
  };
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** For staff writing a text that states a rule: the back-office shows it beside the field. */
export const POLICY_PLACEHOLDERS_HELP =
  'Write money rules as placeholders, filled in on the site with the values the booking code applies: {fullRefundDays} (days before move-in for a full refund), {holdMinutes}, {rentReminderDays}, {depositReturnDays}, {incidentPhotoMonths} (months after an incident is closed that its photos are deleted)';

/**
 * A stored text (FAQ answer, terms) with its `{fullRefundDays}`-style placeholders replaced by
 * the values. Staff write the placeholders in the back-office; anything else in braces is left
 * as written, so a text never loses words to a name this list does not know.
 */
export function renderPolicyText(text: string, values: PolicyValues): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name as keyof PolicyValues]) : whole));
}

/** The same for a text in several languages (`{ es, en }`), every language filled in. */
export function renderPolicyLanguages<T extends object>(text: T, values: PolicyValues): T {
  return Object.fromEntries(Object.entries(text).map(([language, words]) => [language, typeof words === 'string' ? renderPolicyText(words, values) : words])) as T;
}

/** The refund rule in words, for staff about to cancel a paid stay. */
export function refundRule(values: Pick<PolicyValues, 'fullRefundDays'> = CANCELLATION): string {
  return `Cancelled ${values.fullRefundDays} days or more before move-in: everything paid is refunded. Later, or after move-in: only the deposit is refunded.`;
}

/** Whether cancelling this many days before move-in (negative: after it) refunds everything paid. */
export function refundsEverything(daysBeforeMoveIn: number, values: Pick<PolicyValues, 'fullRefundDays'> = CANCELLATION): boolean {
  return daysBeforeMoveIn >= values.fullRefundDays;
}
