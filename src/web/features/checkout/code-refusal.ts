import type { PromotionRefusal } from '../../../catalog/pricing.ts';
import { defineMessages } from '../../i18n/messages.ts';

// Why a promotion code does not apply, in the visitor's language. The quote names the reason
// when it knows the code (`promotion.refusal`); a code the server refuses outright comes as a
// 400 at field `code` with an English message, read here for its reason.

export type CodeProblem = PromotionRefusal | 'unknown';

const PATTERNS: [RegExp, PromotionRefusal][] = [
  [/inactive|not active|switched off/i, 'inactive'],
  [/expired|ended|no longer/i, 'expired'],
  [/not started|not yet/i, 'not-yet'],
  [/too short|months?\b/i, 'min-months'],
  [/used/i, 'used-up'],
  [/room|propert/i, 'not-this-room'],
];

export function codeProblemOfMessage(message: string): CodeProblem {
  return PATTERNS.find(([pattern]) => pattern.test(message))?.[1] ?? 'unknown';
}

export const codeMessages = defineMessages({
  es: {
    inactive: 'Este código ya no está activo.',
    'not-yet': 'Este código todavía no se puede usar.',
    expired: 'Este código ha caducado.',
    'min-months': 'Tu estancia es demasiado corta para este código.',
    'used-up': 'Este código ya se ha usado todas las veces posibles.',
    'not-this-room': 'Este código no vale para esta habitación.',
    unknown: 'Este código no es válido. Revisa cómo está escrito.',
  },
  en: {
    inactive: 'This code is no longer active.',
    'not-yet': 'This code cannot be used yet.',
    expired: 'This code has expired.',
    'min-months': 'Your stay is too short for this code.',
    'used-up': 'This code has been used as many times as it can be.',
    'not-this-room': 'This code does not apply to this room.',
    unknown: 'This code is not valid. Check how it is written.',
  },
});
