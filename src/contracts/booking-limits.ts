// The limits of what booking's bodies take (./booking.ts), without zod, so the web can check
// them before sending and say them in the reader's language.

/** A review's text, in characters once trimmed. */
export const REVIEW_TEXT = { min: 10, max: 5000 } as const;
/** Optional extras one stay may choose. */
export const MAX_EXTRAS = 20;
/** A promotion code as typed, once trimmed. */
export const MAX_CODE_LENGTH = 40;
/** A cancellation's reason. */
export const MAX_REASON_LENGTH = 500;
