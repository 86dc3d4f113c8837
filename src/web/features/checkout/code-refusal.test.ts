import { describe, expect, it } from 'vitest';
import { codeMessages, codeProblemOfMessage } from './code-refusal.ts';

// The server's refusals of a promotion code (src/server/booking), read back to their reason so
// the dialog can say them in the visitor's language.

describe('codeProblemOfMessage', () => {
  it.each([
    ['code: this promotion is not active', 'inactive'],
    ['code: this promotion has not started yet', 'not-yet'],
    ['code: this promotion has ended', 'expired'],
    ['code: this code has expired', 'expired'],
    ['code: the stay is too short for this promotion', 'min-months'],
    ['code: this code has been used up', 'used-up'],
    ['code: this code does not apply to this room', 'not-this-room'],
    ['code: there is no promotion with this code', 'unknown'],
  ])('%s → %s', (message, reason) => {
    expect(codeProblemOfMessage(message)).toBe(reason);
  });

  it('has words in both languages for every reason', () => {
    expect(Object.keys(codeMessages.es).sort()).toEqual(Object.keys(codeMessages.en).sort());
    expect(Object.keys(codeMessages.en)).toHaveLength(7);
  });
});
