import { describe, expect, it } from 'vitest';
import { contacts } from './collections/people.ts';
import { recordSchema } from './validation.ts';

describe('record validation', () => {
  it('refuses a far too long formatted text by its length, before its pattern runs', () => {
    // Shaped so the e-mail pattern would take minutes on it: the length check stops first.
    const field = Object.entries(contacts.fields).find(([, f]) => f.kind === 'text' && f.format === 'email')?.[0];
    expect(field).toBeDefined();
    const result = recordSchema(contacts, 'update').safeParse({ [field!]: `a@${'.'.repeat(200_000)}@` });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([expect.stringMatching(/^Too long: at most \d+ characters$/)]);
  });
});
